#pragma once
// Ctrl-C and SIGTERM as a polite request to stop, so a recording in progress
// is written out (through a temporary file and a rename) instead of lost.

namespace app {

/// Routes SIGINT and SIGTERM to stopRequested() instead of killing the process.
void catchStopSignals();

/// True once SIGINT or SIGTERM has arrived.
bool stopRequested();

}  // namespace app
