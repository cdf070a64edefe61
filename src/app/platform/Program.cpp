#include "app/platform/Program.h"

#include "app/platform/BrowserFrames.h"

namespace app {

int runFrames(Started started) {
    if (!started.program) return started.status;
    if (!kFramesMayWait) handToBrowser(std::move(started.program));  // a page: the browser calls frame() from now on
    while (started.program->frame()) {}
    return started.program->exitStatus();
}

}  // namespace app
