#pragma once
// Hashes as people read them: in replay files, desync messages and summaries.

#include <cstdint>
#include <string>

namespace replay {

/// `v` as 16 lower-case hex digits, e.g. "0123456789abcdef".
std::string hex(std::uint64_t v);

}  // namespace replay
