#include "geometry/Rotation.h"

#include <cmath>
#include <cstdint>
#include <limits>

#include "geometry/Bits.h"

namespace geometry {

namespace {

// Cody-Waite range reduction: pi/2 split into a head with only 33 significant
// bits and a tail holding the next 53 (fdlibm's pio2_1 and pio2_1t). For
// |k| < 2^20 the product k * kPiOver2Head is exact, and x - k * kPiOver2Head is
// exact by Sterbenz's lemma, so the only rounding is in the tiny tail term.
constexpr double kPiOver2Head = 1.57079632673412561417e+00;
constexpr double kPiOver2Tail = 6.07710050650619224932e-11;
constexpr double kTwoOverPi = 6.36619772367581382433e-01;

// Beyond this the quadrant count no longer fits an int64 (and the angle has
// no meaningful fractional part anyway).
constexpr double kLargestReducibleAngle = 0x1p62;

// Taylor coefficients 1/n!, each a correctly rounded compile-time quotient.
// On |r| <= pi/4 the first omitted sine term, r^19/19!, is below 1e-19, and
// the first omitted cosine term, r^18/18!, below 3e-18: far under one ulp.
constexpr double kInv2 = 1.0 / 2.0;
constexpr double kInv3 = kInv2 / 3.0;
constexpr double kInv4 = kInv3 / 4.0;
constexpr double kInv5 = kInv4 / 5.0;
constexpr double kInv6 = kInv5 / 6.0;
constexpr double kInv7 = kInv6 / 7.0;
constexpr double kInv8 = kInv7 / 8.0;
constexpr double kInv9 = kInv8 / 9.0;
constexpr double kInv10 = kInv9 / 10.0;
constexpr double kInv11 = kInv10 / 11.0;
constexpr double kInv12 = kInv11 / 12.0;
constexpr double kInv13 = kInv12 / 13.0;
constexpr double kInv14 = kInv13 / 14.0;
constexpr double kInv15 = kInv14 / 15.0;
constexpr double kInv16 = kInv15 / 16.0;
constexpr double kInv17 = kInv16 / 17.0;

// Horner's scheme in r^2: fewest operations, and the small terms are added
// first so their rounding errors stay small.
double sinNearZero(double r) {
    const double r2 = r * r;
    const double tail =
        -kInv3 +
        r2 * (kInv5 +
              r2 * (-kInv7 + r2 * (kInv9 + r2 * (-kInv11 + r2 * (kInv13 + r2 * (-kInv15 + r2 * kInv17))))));
    return r + r * r2 * tail;
}

double cosNearZero(double r) {
    const double r2 = r * r;
    const double tail =
        -kInv2 +
        r2 * (kInv4 +
              r2 * (-kInv6 + r2 * (kInv8 + r2 * (-kInv10 + r2 * (kInv12 + r2 * (-kInv14 + r2 * kInv16))))));
    return 1.0 + r2 * tail;
}

}  // namespace

Rotation rotationFromAngle(double radians) {
    if (!(std::abs(radians) < kLargestReducibleAngle)) {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        return {nan, nan};
    }
    // Nearest multiple k of pi/2 (rounding half away from zero; any nearby k
    // would do, it only has to leave |r| close to pi/4 or less).
    const double scaled = radians * kTwoOverPi;
    const auto k = static_cast<std::int64_t>(scaled + (scaled < 0.0 ? -0.5 : 0.5));
    const auto kd = static_cast<double>(k);
    const double r = (radians - kd * kPiOver2Head) - kd * kPiOver2Tail;

    const double s = sinNearZero(r);
    const double c = cosNearZero(r);
    // Each quarter turn maps (cos, sin) to (-sin, cos); two's complement makes
    // k & 3 the quadrant for negative k too: quadrants 0..3 give (c, s),
    // (-s, c), (-c, -s), (s, -c). Chosen with bit operations rather than a
    // switch: the quadrant of an arbitrary angle is a coin toss for the
    // branch predictor, and the exact tests ask for it per candidate pair.
    // Flipping the sign bit is exactly unary minus.
    const auto quadrant = static_cast<std::uint64_t>(k & 3);
    const std::uint64_t swap = 0 - (quadrant & 1);                     // all ones in quadrants 1 and 3
    const std::uint64_t negateX = ((quadrant ^ (quadrant >> 1)) & 1) << 63;  // quadrants 1 and 2
    const std::uint64_t negateY = (quadrant >> 1) << 63;                   // quadrants 2 and 3
    const auto cBits = bitsOf(c);
    const auto sBits = bitsOf(s);
    const std::uint64_t x = ((cBits & ~swap) | (sBits & swap)) ^ negateX;
    const std::uint64_t y = ((sBits & ~swap) | (cBits & swap)) ^ negateY;
    return {doubleFromBits(x), doubleFromBits(y)};
}

}  // namespace geometry
