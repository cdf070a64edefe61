#pragma once
// A page's program must hand control back to the browser each frame, or
// nothing is drawn and no input arrives. runFrames (app/Program) calls this
// after every frame; built natively it does nothing.

namespace app {

/// In a page (emscripten), waits for the browser's next animation frame; natively returns at once.
void giveBrowserItsTurn();

}  // namespace app
