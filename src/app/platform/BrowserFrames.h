#pragma once
// In a page the browser owns the loop: it calls the program's frame() once per
// animation frame (emscripten_set_main_loop), and no frame may wait. runFrames
// (app/platform/Program) hands the program over here when built for the web.

#include <memory>

#include "app/platform/Program.h"

namespace app {

/// Built for the web: hands `program` to the browser, which calls frame() once per animation frame and, when it
/// returns false, ends the page's program with its exit status (finishMode); does not return. Natively: nothing.
void handToBrowser(std::unique_ptr<Program> program);

}  // namespace app
