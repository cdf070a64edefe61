#include "app/Program.h"

#include "app/BrowserTurn.h"

namespace app {

int runFrames(Started started) {
    if (!started.program) return started.status;
    // In a page the browser must get its turn after every frame (app/BrowserTurn; natively a no-op).
    while (started.program->frame()) giveBrowserItsTurn();
    return started.program->exitStatus();
}

}  // namespace app
