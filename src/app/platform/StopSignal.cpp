#include "app/platform/StopSignal.h"

#include <csignal>

namespace app {

namespace {
// The one piece of global state in Polyroids: a signal handler can reach
// nothing else, and sig_atomic_t is all it may safely write. 0 until a stop
// signal arrives, then that signal's number (the first one).
volatile std::sig_atomic_t stopSignal = 0;

extern "C" void onStopSignal(int signal) {
    if (stopSignal == 0) stopSignal = signal;
}
}  // namespace

void catchStopSignals() {
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    std::signal(SIGHUP, onStopSignal);  // the terminal closed: as polite a request as SIGTERM
    // Past a file-size limit (ulimit -f) the write then fails with EFBIG, which the writer reports with the file's
    // name, instead of the process dying silently with a half-written line.
    std::signal(SIGXFSZ, SIG_IGN);
}

bool stopRequested() { return stopSignal != 0; }

int exitStatusAfterStop(int status) { return status == 0 && stopSignal != 0 ? 128 + stopSignal : status; }

}  // namespace app
