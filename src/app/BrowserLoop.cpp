#include "app/BrowserLoop.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <cstdlib>

#include "app/StandardOutput.h"

namespace app {

namespace {

// One animation frame of the program handed over; at its end, the page's program exits as main() would.
void animationFrame(void* handed) {
    auto* program = static_cast<Program*>(handed);
    const bool more = program->frame();
    // The page's time to first frame (tests/web): its first frame has been presented.
    EM_ASM({ if (Module['firstFrameAt'] === undefined) Module['firstFrameAt'] = performance.now(); });
    if (more) return;
    emscripten_cancel_main_loop();
    const int status = program->exitStatus();
    delete program;  // its window closed and its files written before the runtime ends
    std::exit(finishMode(status));
}

}  // namespace

void handToBrowser(std::unique_ptr<Program> program) {
    // 0 frames per second: requestAnimationFrame paces it. true: nothing after this runs and main() never returns,
    // so its locals (the options the program refers to) stay where they are.
    emscripten_set_main_loop_arg(animationFrame, program.release(), 0, true);
}

}  // namespace app

#else

namespace app {

void handToBrowser(std::unique_ptr<Program>) {}

}  // namespace app

#endif
