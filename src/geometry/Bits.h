#pragma once
// A double's bits and back. std::bit_cast where the C++ library has it; the
// web build's (emscripten 3.1.6's libc++) does not, and memcpy is the same
// operation, which compilers turn into one register move.

#include <cstdint>
#include <cstring>

namespace geometry {

/// The IEEE-754 bits of v.
inline std::uint64_t bitsOf(double v) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof bits);
    return bits;
}

/// The double whose IEEE-754 bits are `bits`.
inline double doubleFromBits(std::uint64_t bits) {
    double v = 0.0;
    std::memcpy(&v, &bits, sizeof v);
    return v;
}

}  // namespace geometry
