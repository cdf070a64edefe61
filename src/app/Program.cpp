#include "app/Program.h"

#include "app/BrowserLoop.h"

namespace app {

int runFrames(Started started) {
    if (!started.program) return started.status;
    if (!kFramesMayWait) handToBrowser(std::move(started.program));  // a page: the browser calls frame() from now on
    while (started.program->frame()) {}
    return started.program->exitStatus();
}

}  // namespace app
