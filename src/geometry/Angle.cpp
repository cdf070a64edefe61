#include "geometry/Angle.h"

#include <cmath>
#include <cstdint>

#include "geometry/Bits.h"

namespace geometry {

namespace {

// fdlibm's s_atan.c and e_atan2.c (as musl carries them), with the
// high-word range tests written as comparisons of |x| against the same
// thresholds, each exactly representable.
constexpr double kAtanHigh[] = {4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01,
                                1.57079632679489655800e+00};
constexpr double kAtanLow[] = {2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17,
                               6.12323399573676603587e-17};
constexpr double kAtanTerms[] = {3.33333333333329318027e-01,  -1.99999999998764832476e-01, 1.42857142725034663711e-01,
                                 -1.11111104054623557880e-01, 9.09088713343650656196e-02,  -7.69187620504482999495e-02,
                                 6.66107313738753120669e-02,  -5.83357013379057348645e-02, 4.97687799461593236017e-02,
                                 -3.65315727442169155270e-02, 1.62858201153657823623e-02};
constexpr double kPi = 3.1415926535897931160e+00;
constexpr double kPiLow = 1.2246467991473531772e-16;
constexpr double kHalfPi = 1.5707963267948965580e+00;

// atan of a finite x >= 0.
double atanOfNonNegative(double x) {
    if (x >= 0x1p66) return kAtanHigh[3] + kAtanLow[3];
    int id = -1;
    if (x < 0.4375) {
        if (x < 0x1p-27) return x;
    } else if (x < 1.1875) {
        if (x < 0.6875) {
            id = 0;
            x = (2.0 * x - 1.0) / (2.0 + x);
        } else {
            id = 1;
            x = (x - 1.0) / (x + 1.0);
        }
    } else if (x < 2.4375) {
        id = 2;
        x = (x - 1.5) / (1.0 + 1.5 * x);
    } else {
        id = 3;
        x = -1.0 / x;
    }
    const double z = x * x;
    const double w = z * z;
    const double* t = kAtanTerms;
    // Odd and even terms apart, as fdlibm sums them.
    const double s1 = z * (t[0] + w * (t[2] + w * (t[4] + w * (t[6] + w * (t[8] + w * t[10])))));
    const double s2 = w * (t[1] + w * (t[3] + w * (t[5] + w * (t[7] + w * t[9]))));
    if (id < 0) return x - x * (s1 + s2);
    return kAtanHigh[id] - ((x * (s1 + s2) - kAtanLow[id]) - x);
}

std::uint32_t highWordOfMagnitude(double v) { return static_cast<std::uint32_t>(bitsOf(v) >> 32) & 0x7fffffffu; }

}  // namespace

double angleOf(Vec2 v) {
    const double x = v.x;
    const double y = v.y;
    if (std::isnan(x) || std::isnan(y)) return x + y;
    const bool yNegative = std::signbit(y);
    const bool xNegative = std::signbit(x);
    if (y == 0.0) return xNegative ? (yNegative ? -kPi : kPi) : y;
    if (x == 0.0) return yNegative ? -kHalfPi : kHalfPi;
    if (std::isinf(x)) {
        const double z = std::isinf(y) ? (xNegative ? 3.0 * kPi / 4.0 : kPi / 4.0) : (xNegative ? kPi : 0.0);
        return yNegative ? -z : z;
    }
    if (std::isinf(y)) return yNegative ? -kHalfPi : kHalfPi;
    const std::uint32_t ix = highWordOfMagnitude(x);
    const std::uint32_t iy = highWordOfMagnitude(y);
    double z = 0.0;
    if (ix + (64u << 20) < iy) {
        // |y/x| > 2^64: straight up or down, whichever side x is on.
        return yNegative ? -kHalfPi : kHalfPi;
    }
    if (!(xNegative && iy + (64u << 20) < ix)) z = atanOfNonNegative(std::abs(y / x));
    if (!xNegative) return yNegative ? -z : z;
    return yNegative ? (z - kPiLow) - kPi : kPi - (z - kPiLow);
}

}  // namespace geometry
