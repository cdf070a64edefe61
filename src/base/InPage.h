#pragma once
// Whether this build is the web page's (emscripten): the browser owns the tab, so nothing in the page ends the
// program, and the words that name Esc say where it goes instead of "quit". One constant for every layer.

namespace base {

#ifdef __EMSCRIPTEN__
/// True in the web page's build: Esc never quits (the title shows the keys, the lab and the lessons go to the title).
inline constexpr bool kInPage = true;
#else
/// False on the desktop: Esc on the title, in the lab and in the lessons quits.
inline constexpr bool kInPage = false;
#endif

}  // namespace base
