#include "render/game/FillCover.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace render {

using geometry::Vec2;

namespace {

constexpr std::size_t kMostEdges = 32;

std::size_t rowStart(const FillCover& cover, int row) { return static_cast<std::size_t>(row) * static_cast<std::size_t>(cover.columns); }

// The columns of the cells a closed x-range [low, high] touches, clamped to the grid.
std::pair<int, int> touchedColumns(const FillCover& cover, double low, double high) {
    return {std::max(0, static_cast<int>(std::floor(low / cover.cell))),
            std::min(cover.columns - 1, static_cast<int>(std::floor(high / cover.cell)))};
}

// x where segment a-b meets the horizontal line at y (a.y != b.y).
double xAt(Vec2 a, Vec2 b, double y) { return a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y); }

// Marks the cells of one row band [y0, y1] that lie inside the polygon: a
// vertical segment across the band that meets no edge is wholly inside or
// wholly outside, and which one the crossings along the band's middle tell.
// Only the columns from `left` to `right` (the polygon's) are looked at.
void coverRow(FillCover& cover, int row, std::span<const Vec2> p, int left, int right) {
    const double y0 = row * cover.cell, y1 = y0 + cover.cell, middle = (y0 + y1) * 0.5;
    std::array<double, kMostEdges> crossings{};
    std::size_t crossed = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Vec2 a = p[i], b = p[(i + 1) % p.size()];
        if ((a.y > middle) != (b.y > middle)) crossings[crossed++] = xAt(a, b, middle);
    }
    std::sort(crossings.begin(), crossings.begin() + static_cast<std::ptrdiff_t>(crossed));
    std::uint8_t* line = cover.scratch.data();
    for (std::size_t k = 0; k + 1 < crossed; k += 2) {
        const int first = std::max(0, static_cast<int>(std::ceil(crossings[k] / cover.cell)));
        const int last = std::min(cover.columns - 1, static_cast<int>(std::floor(crossings[k + 1] / cover.cell)) - 1);
        for (int column = first; column <= last; ++column) line[column] = 1;
    }
    for (std::size_t i = 0; i < p.size(); ++i) {  // every cell an edge passes through is not wholly inside
        const Vec2 a = p[i], b = p[(i + 1) % p.size()];
        if (std::max(a.y, b.y) < y0 || std::min(a.y, b.y) > y1) continue;
        double low = std::min(a.x, b.x), high = std::max(a.x, b.x);
        if (a.y != b.y) {
            const double xa = xAt(a, b, std::clamp(y0, std::min(a.y, b.y), std::max(a.y, b.y)));
            const double xb = xAt(a, b, std::clamp(y1, std::min(a.y, b.y), std::max(a.y, b.y)));
            low = std::min(xa, xb);
            high = std::max(xa, xb);
        }
        const auto [first, last] = touchedColumns(cover, low, high);
        for (int column = first; column <= last; ++column) line[column] = 0;
    }
    std::uint8_t* covered = cover.covered.data() + rowStart(cover, row);
    for (int column = left; column <= right; ++column) {
        covered[column] |= line[column];
        line[column] = 0;
    }
}

}  // namespace

void resetCover(FillCover& cover, double width, double height, double cell) {
    cover.cell = cell;
    cover.columns = std::max(0, static_cast<int>(std::floor(width / cell)));
    cover.rows = std::max(0, static_cast<int>(std::floor(height / cell)));
    cover.covered.assign(static_cast<std::size_t>(cover.columns) * static_cast<std::size_t>(cover.rows), 0);
    cover.scratch.assign(static_cast<std::size_t>(cover.columns), 0);
}

void coverPolygon(FillCover& cover, Vec2 centre, std::span<const Vec2> points) {
    if (points.size() < 3 || points.size() > kMostEdges || cover.columns == 0 || cover.rows == 0) return;
    std::array<Vec2, kMostEdges> placed{};
    double top = centre.y + points[0].y, bottom = top, leftmost = centre.x + points[0].x, rightmost = leftmost;
    for (std::size_t i = 0; i < points.size(); ++i) {
        placed[i] = centre + points[i];
        top = std::min(top, placed[i].y);
        bottom = std::max(bottom, placed[i].y);
        leftmost = std::min(leftmost, placed[i].x);
        rightmost = std::max(rightmost, placed[i].x);
    }
    const auto [left, right] = touchedColumns(cover, leftmost, rightmost);
    const int firstRow = std::max(0, static_cast<int>(std::ceil(top / cover.cell)));
    const int lastRow = std::min(cover.rows - 1, static_cast<int>(std::floor(bottom / cover.cell)) - 1);
    for (int row = firstRow; row <= lastRow; ++row) coverRow(cover, row, {placed.data(), points.size()}, left, right);
}

void finishCover(FillCover& cover) {
    const auto width = static_cast<std::size_t>(cover.columns) + 1;
    cover.sums.assign(width * static_cast<std::size_t>(cover.rows), 0);
    for (int row = 0; row < cover.rows; ++row) {
        const std::uint8_t* covered = cover.covered.data() + rowStart(cover, row);
        std::int32_t* sums = cover.sums.data() + static_cast<std::size_t>(row) * width;
        for (int column = 0; column < cover.columns; ++column) sums[column + 1] = sums[column] + covered[column];
    }
}

bool coveredTriangle(const FillCover& cover, Vec2 a, Vec2 b, Vec2 c) {
    const double top = std::min({a.y, b.y, c.y}), bottom = std::max({a.y, b.y, c.y});
    const double left = std::min({a.x, b.x, c.x}), right = std::max({a.x, b.x, c.x});
    if (!(left >= 0.0 && top >= 0.0 && right < cover.columns * cover.cell && bottom < cover.rows * cover.cell)) return false;
    const std::array<Vec2, 3> corners{a, b, c};
    const auto width = static_cast<std::size_t>(cover.columns) + 1;
    for (int row = static_cast<int>(top / cover.cell); row <= static_cast<int>(bottom / cover.cell); ++row) {
        // The triangle's x-range inside the band: its corners in the band and where its edges cross the band's lines.
        const double y0 = row * cover.cell, y1 = y0 + cover.cell;
        double low = right, high = left;
        for (std::size_t i = 0; i < 3; ++i) {
            const Vec2 p = corners[i], q = corners[(i + 1) % 3];
            if (p.y >= y0 && p.y <= y1) low = std::min(low, p.x), high = std::max(high, p.x);
            for (const double y : {y0, y1}) {
                if ((p.y < y) != (q.y < y)) low = std::min(low, xAt(p, q, y)), high = std::max(high, xAt(p, q, y));
            }
        }
        if (low > high) continue;
        const auto [first, last] = touchedColumns(cover, low, high);
        const std::int32_t* sums = cover.sums.data() + static_cast<std::size_t>(row) * width;
        if (sums[last + 1] - sums[first] != last - first + 1) return false;
    }
    return true;
}

}  // namespace render
