#pragma once
// What a fuzz target uses to say a property failed: print it and abort, which
// libFuzzer records as a crash (with the input) and the corpus replay in the
// plain build reports as a failed test.

#include <cstdio>
#include <cstdlib>

namespace fuzz {

/// Aborts with `what` on stderr unless `holds`.
inline void require(bool holds, const char* what) {
    if (holds) return;
    std::fprintf(stderr, "fuzz property failed: %s\n", what);
    std::abort();
}

}  // namespace fuzz
