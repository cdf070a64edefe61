#include "geometry/Predicates.h"

#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>

namespace geometry {

namespace {

struct TwoDoubles {
    double hi = 0.0;
    double lo = 0.0;
};

// Knuth's two-sum: hi + lo == a + b exactly, hi the rounded sum.
TwoDoubles twoSum(double a, double b) {
    const double sum = a + b;
    const double bPart = sum - a;
    const double aPart = sum - bPart;
    return {sum, (a - aPart) + (b - bPart)};
}

// hi + lo == a * b exactly: a fused multiply-add rounds once, so it returns
// the rounding error of the product (exact while nothing underflows, which
// the coordinate range guarantees). An explicit call, not a contraction.
TwoDoubles twoProduct(double a, double b) {
    const double product = a * b;
    return {product, std::fma(a, b, -product)};
}

int signOf(double v) { return (v > 0.0) - (v < 0.0); }

// The sign of the exact sum of terms: Shewchuk's grow-expansion keeps the sum
// as non-overlapping parts in increasing size, so the largest nonzero part
// carries the sign.
template <std::size_t N>
int signOfExactSum(const std::array<double, N>& terms) {
    std::array<double, N> parts{};
    std::size_t count = 0;
    for (const double term : terms) {
        double carry = term;
        for (std::size_t i = 0; i < count; ++i) {
            const TwoDoubles s = twoSum(carry, parts[i]);
            parts[i] = s.lo;
            carry = s.hi;
        }
        parts[count++] = carry;
    }
    for (std::size_t i = count; i-- > 0;) {
        if (parts[i] != 0.0) return signOf(parts[i]);
    }
    return 0;
}

// Shewchuk's ccwerrboundA, (3 + 16 eps) eps with eps = 2^-53: the estimate's
// sign is right when its size exceeds this times |left| + |right|.
constexpr double kEpsilon = std::numeric_limits<double>::epsilon() / 2.0;
constexpr double kEstimateErrorBound = (3.0 + 16.0 * kEpsilon) * kEpsilon;

// When the four differences were exact (coordinates on a grid, or close
// together), the two products held exactly in two doubles each settle it.
std::optional<int> crossSignOfExactDifferences(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
    const std::array<TwoDoubles, 4> d{twoSum(p.x, -q.x), twoSum(r.y, -s.y), twoSum(p.y, -q.y), twoSum(r.x, -s.x)};
    for (const TwoDoubles& difference : d) {
        if (difference.lo != 0.0) return std::nullopt;
    }
    const TwoDoubles left = twoProduct(d[0].hi, d[1].hi);
    const TwoDoubles right = twoProduct(d[2].hi, d[3].hi);
    return signOfExactSum(std::array<double, 4>{left.lo, -right.lo, left.hi, -right.hi});
}

int crossSignExactly(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
    if (const std::optional<int> sign = crossSignOfExactDifferences(p, q, r, s)) return *sign;
    // (px - qx)(ry - sy) - (py - qy)(rx - sx), multiplied out so that every
    // term is a product of two input coordinates, each held exactly in two doubles.
    const std::array<TwoDoubles, 8> products{
        twoProduct(p.x, r.y), twoProduct(-p.x, s.y), twoProduct(-q.x, r.y), twoProduct(q.x, s.y),
        twoProduct(-p.y, r.x), twoProduct(p.y, s.x), twoProduct(q.y, r.x), twoProduct(-q.y, s.x),
    };
    std::array<double, 16> terms{};
    for (std::size_t i = 0; i < products.size(); ++i) {
        terms[2 * i] = products[i].lo;
        terms[2 * i + 1] = products[i].hi;
    }
    return signOfExactSum(terms);
}

}  // namespace

int crossSign(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
    const double left = (p.x - q.x) * (r.y - s.y);
    const double right = (p.y - q.y) * (r.x - s.x);
    const double estimate = left - right;
    const double bound = kEstimateErrorBound * (std::fabs(left) + std::fabs(right));
    if (estimate > bound) return 1;
    if (-estimate > bound) return -1;
    return crossSignExactly(p, q, r, s);
}

}  // namespace geometry
