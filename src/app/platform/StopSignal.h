#pragma once
// Ctrl-C, SIGTERM and SIGHUP (a closed terminal) as a polite request to
// stop, so a recording in progress gets its end line instead of stopping at
// its last checkpoint. Every mode that stops on a signal then exits 128 + the
// signal's number (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP), as a
// shell reports a process it killed. SIGXFSZ (a file-size limit) is ignored,
// so the write that passes the limit fails with a message instead.

namespace app {

/// Routes SIGINT, SIGTERM and SIGHUP to stopRequested() instead of killing the process; ignores SIGXFSZ.
void catchStopSignals();

/// True once SIGINT, SIGTERM or SIGHUP has arrived.
bool stopRequested();

/// The exit status of a run that returned `status`: 128 + the signal when a stop signal ended a run that
/// had not failed otherwise (status 0), else `status`.
int exitStatusAfterStop(int status);

}  // namespace app
