#pragma once
// Ctrl-C and SIGTERM as a polite request to stop, so a recording in progress
// is written out (through a temporary file and a rename) instead of lost.
// Every mode that stops on a signal then exits 128 + the signal's number
// (130 for SIGINT, 143 for SIGTERM), as a shell reports a process it killed.

namespace app {

/// Routes SIGINT and SIGTERM to stopRequested() instead of killing the process.
void catchStopSignals();

/// True once SIGINT or SIGTERM has arrived.
bool stopRequested();

/// The exit status of a run that returned `status`: 128 + the signal when a stop signal ended a run that
/// had not failed otherwise (status 0), else `status`.
int exitStatusAfterStop(int status);

}  // namespace app
