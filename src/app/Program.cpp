#include "app/Program.h"

namespace app {

int runFrames(Started started) {
    if (!started.program) return started.status;
    while (started.program->frame()) {
    }
    return started.program->exitStatus();
}

}  // namespace app
