#include "app/platform/StandardOutput.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "app/platform/StopSignal.h"

namespace app {

int finishStandardOutput(int status) {
    const int earlier = errno;  // a stream that failed before (geom stops at its first failed write) left its reason here
    errno = 0;
    std::cout.flush();
    const bool lost = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
    if (!lost) return status;
    const int reason = errno != 0 ? errno : earlier;
    std::fprintf(stderr, "polyroids: cannot write to standard output: %s\n", reason != 0 ? std::strerror(reason) : "a write failed");
    return status != 0 ? status : 1;
}

int finishMode(int status) { return finishStandardOutput(exitStatusAfterStop(status)); }

}  // namespace app
