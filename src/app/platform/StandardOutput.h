#pragma once
// Every mode's output reaches standard output or the run fails: main() finishes
// each mode through finishStandardOutput, so `> /dev/full` is never a silent success.

namespace app {

/// Flushes std::cout and stdout; when anything written to either was lost, prints
/// "polyroids: cannot write to standard output: REASON" on stderr and returns `status` if it is
/// already a failure, else 1; otherwise returns `status`.
int finishStandardOutput(int status);

/// What each mode's exit status goes through at its end (main(), and a page's program when it ends): the status
/// a stop signal asks for (app/platform/StopSignal), then finishStandardOutput.
int finishMode(int status);

}  // namespace app
