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

// A sum held exactly as non-overlapping nonzero parts in increasing size
// (Shewchuk's grow-expansion with zero elimination), at most N of them.
template <std::size_t N>
struct Expansion {
    std::array<double, N> parts{};
    std::size_t count = 0;
};

template <std::size_t N>
void add(Expansion<N>& sum, double term) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < sum.count; ++i) {
        const TwoDoubles s = twoSum(term, sum.parts[i]);
        if (s.lo != 0.0) sum.parts[kept++] = s.lo;
        term = s.hi;
    }
    if (term != 0.0) sum.parts[kept++] = term;
    sum.count = kept;
}

// sum += sign * a * b exactly (sign is +1 or -1). Every part of a and b is
// a multiple of 2^-252 (the spacing of doubles near 1e-60), so no product of
// degree 4 or less has bits below 2^-1008 and no rounding error is lost to
// underflow; nor does any part overflow below 1e60.
template <std::size_t K, std::size_t N, std::size_t M>
void addProduct(Expansion<K>& sum, const Expansion<N>& a, const Expansion<M>& b, double sign) {
    static_assert(K >= 2 * N * M);
    for (std::size_t i = 0; i < a.count; ++i) {
        for (std::size_t j = 0; j < b.count; ++j) {
            const TwoDoubles p = twoProduct(sign * a.parts[i], b.parts[j]);
            add(sum, p.lo);
            add(sum, p.hi);
        }
    }
}

template <std::size_t N>
int expansionSign(const Expansion<N>& sum) {
    return sum.count == 0 ? 0 : signOf(sum.parts[sum.count - 1]);
}

Expansion<2> exactDifference(double a, double b) {
    Expansion<2> d;
    add(d, a);
    add(d, -b);
    return d;
}

Expansion<1> exactly(double v) {
    Expansion<1> e;
    add(e, v);
    return e;
}

// A generous bound on the rounding error of the estimates below relative to
// the sum of the sizes of their terms: each estimate rounds at most six
// times on the way to any term (about 12 eps in all). No intermediate
// underflows: a nonzero product of degree 4 or less is at least 2^-1008 in
// size (see addProduct), and sums that land below 2^-1022 are exact.
constexpr double kDistanceErrorBound = 16.0 * (std::numeric_limits<double>::epsilon() / 2.0);

// Sign of |c - v|^2 - r^2.
int compareDistanceToPoint(Vec2 v, Vec2 c, double r) {
    const double dx = c.x - v.x;
    const double dy = c.y - v.y;
    const double squared = dx * dx + dy * dy;
    const double estimate = squared - r * r;
    const double bound = kDistanceErrorBound * (squared + r * r);
    if (estimate > bound) return 1;
    if (-estimate > bound) return -1;
    const Expansion<2> ex = exactDifference(c.x, v.x);
    const Expansion<2> ey = exactDifference(c.y, v.y);
    Expansion<18> sum;
    addProduct(sum, ex, ex, 1.0);
    addProduct(sum, ey, ey, 1.0);
    addProduct(sum, exactly(r), exactly(r), -1.0);
    return expansionSign(sum);
}

// Sign of cross(b - a, c - a)^2 - r^2 |b - a|^2: the squared distance from c
// to the line through a and b, less r^2, times |b - a|^2.
int compareDistanceToLine(Vec2 a, Vec2 b, Vec2 c, double r) {
    const double left = (b.x - a.x) * (c.y - a.y);
    const double right = (b.y - a.y) * (c.x - a.x);
    const double cross = left - right;
    const double size = std::fabs(left) + std::fabs(right);
    const double reach = r * r * ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
    const double estimate = cross * cross - reach;
    const double bound = kDistanceErrorBound * (size * size + reach);
    if (estimate > bound) return 1;
    if (-estimate > bound) return -1;
    const Expansion<2> ex = exactDifference(b.x, a.x);
    const Expansion<2> ey = exactDifference(b.y, a.y);
    Expansion<16> exactCross;
    addProduct(exactCross, ex, exactDifference(c.y, a.y), 1.0);
    addProduct(exactCross, ey, exactDifference(c.x, a.x), -1.0);
    Expansion<16> lengthSquared;
    addProduct(lengthSquared, ex, ex, 1.0);
    addProduct(lengthSquared, ey, ey, 1.0);
    Expansion<2> radiusSquared;
    addProduct(radiusSquared, exactly(r), exactly(r), 1.0);
    Expansion<2 * 16 * 16 + 2 * 2 * 16> sum;
    addProduct(sum, exactCross, exactCross, 1.0);
    addProduct(sum, radiusSquared, lengthSquared, -1.0);
    return expansionSign(sum);
}

// A quarter turn, exact: dot(u, w) == cross(u, quarterTurn(w)).
Vec2 quarterTurn(Vec2 p) { return {-p.y, p.x}; }

}  // namespace

int crossSign(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
    if (const int sign = crossSignEstimate(p, q, r, s); sign != 0) return sign;
    return crossSignExactly(p, q, r, s);
}

bool segmentWithinDistance(Vec2 a, Vec2 b, Vec2 centre, double radius) {
    // The nearest point of the segment is an end when the centre projects
    // onto the line at or beyond it, else the foot of the perpendicular.
    if (crossSign(b, a, quarterTurn(centre), quarterTurn(a)) <= 0) return compareDistanceToPoint(a, centre, radius) <= 0;
    if (crossSign(a, b, quarterTurn(centre), quarterTurn(b)) <= 0) return compareDistanceToPoint(b, centre, radius) <= 0;
    return compareDistanceToLine(a, b, centre, radius) <= 0;
}

}  // namespace geometry
