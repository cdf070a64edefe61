#pragma once
// A windowed program driven one frame at a time (raylib's UpdateDrawFrame):
// on the desktop runFrames() calls frame() until it returns false; a
// browser's animation callback (emscripten_set_main_loop) calls it once per
// frame instead. No loop of ours owns the thread.

#include <memory>
#include <string>
#include <vector>

#include "base/InPage.h"

namespace app {

class Program {
public:
    virtual ~Program() = default;
    /// Does exactly one frame of what runs now (the title, a game, a watched replay, the lab); false once the
    /// program has ended, its files written and its last lines printed.
    virtual bool frame() = 0;
    /// The exit status, once frame() has returned false.
    virtual int exitStatus() const = 0;
    /// The command line that opens what is on screen again on any machine (a lesson's step; a replay paused at the tick
    /// on show, with its overlays and the object explained); empty when there is none (the title, a game being played).
    virtual std::vector<std::string> moment() const { return {}; }
};

/// A program to drive, or, when it could not start (the reason already printed), no program and the exit status.
struct Started {
    std::unique_ptr<Program> program;
    int status = 0;
};

#ifdef __EMSCRIPTEN__
/// Whether frame() may wait for input when nothing moves: not in a page, where each frame must return at once.
inline constexpr bool kFramesMayWait = false;
#else
/// Whether frame() may wait for input when nothing moves: on the desktop, yes (nothing else needs the thread).
inline constexpr bool kFramesMayWait = true;
#endif

/// Whether the program is a web page's (base/InPage.h): the browser owns the tab, so Esc never ends the program.
using base::kInPage;

/// Drives `started`: on the desktop calls frame() until it returns false and returns the exit status
/// (`started.status` when none started); in a page hands it to the browser (app/platform/BrowserFrames) and does not return.
int runFrames(Started started);

}  // namespace app
