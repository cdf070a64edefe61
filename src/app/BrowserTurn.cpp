#include "app/BrowserTurn.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// The loops are unwound and resumed by ASYNCIFY (cmake/Web.cmake) rather than
// rewritten as one-frame callbacks; requestAnimationFrame paces them to the
// display, and a page with no animation frames (Node) still moves on.
EM_ASYNC_JS(void, waitForAnimationFrame, (), {
    if (Module['firstFrameAt'] === undefined) Module['firstFrameAt'] = performance.now();  // the page's time to first frame
    await new Promise(function(resume) {
        if (typeof requestAnimationFrame === 'function') requestAnimationFrame(function() { resume(); });
        else setTimeout(resume, 0);
    });
});
#endif

namespace app {

void giveBrowserItsTurn() {
#ifdef __EMSCRIPTEN__
    waitForAnimationFrame();
#endif
}

}  // namespace app
