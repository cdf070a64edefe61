#include "app/StopSignal.h"

#include <csignal>

namespace app {

namespace {
// The one piece of global state in Polyroids: a signal handler can reach
// nothing else, and sig_atomic_t is all it may safely write.
volatile std::sig_atomic_t stopFlag = 0;

extern "C" void onStopSignal(int) { stopFlag = 1; }
}  // namespace

void catchStopSignals() {
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
}

bool stopRequested() { return stopFlag != 0; }

}  // namespace app
