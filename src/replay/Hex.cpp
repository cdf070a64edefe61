#include "replay/Hex.h"

#include <cinttypes>
#include <cstdio>

namespace replay {

std::string hex(std::uint64_t v) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016" PRIx64, v);
    return buffer;
}

}  // namespace replay
