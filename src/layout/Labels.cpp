#include "layout/Labels.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace layout {

bool crosses(const Rect& r, const Stroke& s) {
    // Liang-Barsky: clip the segment to the rectangle grown by the clearance; it crosses when something is left.
    const double left = r.x - s.clearance;
    const double top = r.y - s.clearance;
    const double right = r.x + r.w + s.clearance;
    const double bottom = r.y + r.h + s.clearance;
    const double dx = s.to.x - s.from.x;
    const double dy = s.to.y - s.from.y;
    double t0 = 0.0;
    double t1 = 1.0;
    const double p[] = {-dx, dx, -dy, dy};
    const double q[] = {s.from.x - left, right - s.from.x, s.from.y - top, bottom - s.from.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0) return false;  // parallel to this side and outside it
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0.0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    return true;
}

Point nearestOn(const Rect& r, Point p) {
    return {std::clamp(p.x, double(r.x), double(r.x + r.w)), std::clamp(p.y, double(r.y), double(r.y + r.h))};
}

namespace {

bool inside(const Rect& r, const Rect& within) {
    return r.x >= within.x && r.y >= within.y && r.x + r.w <= within.x + within.w && r.y + r.h <= within.y + within.h;
}

bool free(const Board& board, const Rect& r) {
    const bool onBox = std::any_of(board.boxes.begin(), board.boxes.end(),
                                   [&](const Box& b) { return b.kind != Kind::Avoid && b.kind != Kind::Stage && overlap(r, b.rect); });
    return !onBox && std::none_of(board.keyStrokes.begin(), board.keyStrokes.end(), [&](const Stroke& s) { return crosses(r, s); });
}

struct Offset {
    int dx = 0;
    int dy = 0;
    double distance = 0.0;
    double outward = 0.0;  // how far it leads away from the anchor: at one distance, away from the point first
};

// The moves to try, nearest first: straight up and down by a label's height (labels of one point stack), then rings
// of sixteen directions a half label's height apart, out to `reach`.
std::vector<Offset> offsetsFor(const LabelWish& wish) {
    const double cx = wish.rect.x + wish.rect.w / 2.0 - wish.anchor.x;
    const double cy = wish.rect.y + wish.rect.h / 2.0 - wish.anchor.y;
    const double away = std::max(1e-9, std::hypot(cx, cy));
    std::vector<Offset> offsets;
    const auto add = [&](int dx, int dy, double bias) {
        const double d = std::hypot(dx, dy);
        offsets.push_back({dx, dy, d * bias, (dx * cx + dy * cy) / away});
    };
    const int rise = wish.rect.h + 2;
    for (int k = 0; k * rise <= wish.reach; ++k) {
        add(0, k * rise, 0.75);
        if (k > 0) add(0, -k * rise, 0.75);
    }
    const int step = std::max(4, wish.rect.h / 2);
    constexpr int kDirections = 16;
    for (int ring = 1; ring * step <= wish.reach; ++ring) {
        for (int k = 0; k < kDirections; ++k) {
            const double angle = 2.0 * std::numbers::pi * k / kDirections;
            add(static_cast<int>(std::lround(std::cos(angle) * ring * step)), static_cast<int>(std::lround(std::sin(angle) * ring * step)), 1.0);
        }
    }
    std::stable_sort(offsets.begin(), offsets.end(), [](const Offset& a, const Offset& b) {
        return a.distance != b.distance ? a.distance < b.distance : a.outward > b.outward;
    });
    return offsets;
}

}  // namespace

std::optional<PlacedLabel> placeLabel(Board& board, std::string name, const LabelWish& wish) {
    // The stage, cut to the screen.
    const int left = std::max(0, wish.within.x);
    const int top = std::max(0, wish.within.y);
    const Rect area{left, top, std::min(wish.within.x + wish.within.w, board.canvas.w) - left, std::min(wish.within.y + wish.within.h, board.canvas.h) - top};
    for (const Offset& o : offsetsFor(wish)) {
        const Rect r{wish.rect.x + o.dx, wish.rect.y + o.dy, wish.rect.w, wish.rect.h};
        if (!inside(r, area) || !free(board, r)) continue;
        claim(board, std::move(name), r, Kind::Label);
        // Still touching its own place's neighbourhood: no leader needed.
        return PlacedLabel{r, wish.anchor, std::hypot(o.dx, o.dy) > wish.rect.h + 4};
    }
    return std::nullopt;
}

}  // namespace layout
