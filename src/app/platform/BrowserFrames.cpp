#include "app/platform/BrowserFrames.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <utility>

#include "app/platform/StandardOutput.h"

// Module.moment for the page (web/index.html's Copy link); EM_JS names its argument (EM_ASM's $0 is not standard C++).
EM_JS(void, polyroids_tell_moment, (const char* moment), { Module['moment'] = UTF8ToString(moment); });

namespace app {

namespace {

// The program the browser drives, and the moment last told to the page.
struct Handed {
    std::unique_ptr<Program> program;
    std::string moment;
};

// Tells the page what is on screen (Module.moment: the command line that opens it again, one argument a line; empty
// when there is none) when it changed: the page's Copy link writes it into the address (web/index.html).
void tellMoment(Handed& handed) {
    std::string moment;
    for (const std::string& argument : handed.program->moment()) moment += argument + "\n";
    if (moment == handed.moment) return;
    handed.moment = std::move(moment);
    polyroids_tell_moment(handed.moment.c_str());
}

// One animation frame of the program handed over; at its end, the page's program exits as main() would.
void animationFrame(void* opaque) {
    auto* handed = static_cast<Handed*>(opaque);
    Program* program = handed->program.get();
    const bool more = program->frame();
    if (more) tellMoment(*handed);
    // The page's time to first frame (tests/web): its first frame has been presented.
    EM_ASM({ if (Module['firstFrameAt'] === undefined) Module['firstFrameAt'] = performance.now(); });
    if (more) return;
    emscripten_cancel_main_loop();
    const int status = program->exitStatus();
    delete handed;  // the program's window closed and its files written before the runtime ends
    std::exit(finishMode(status));
}

}  // namespace

void handToBrowser(std::unique_ptr<Program> program) {
    // 0 frames per second: requestAnimationFrame paces it. true: nothing after this runs and main() never returns,
    // so its locals (the options the program refers to) stay where they are.
    emscripten_set_main_loop_arg(animationFrame, new Handed{std::move(program), {}}, 0, true);
}

}  // namespace app

#else

namespace app {

void handToBrowser(std::unique_ptr<Program>) {}

}  // namespace app

#endif
