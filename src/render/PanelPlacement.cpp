#include "render/PanelPlacement.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

namespace render {

namespace {

constexpr int kMargin = 8;

}  // namespace

bool rectsOverlap(const SDL_Rect& a, const SDL_Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

std::optional<SDL_Point> firstClearPlace(std::span<const SDL_Point> candidates, SDL_Point size, SDL_Point canvas,
                                         std::span<const SDL_Rect> keepClear) {
    for (const SDL_Point& at : candidates) {
        const SDL_Rect panel{at.x, at.y, size.x, size.y};
        const bool onScreen = at.x >= kMargin && at.y >= kMargin && at.x + size.x <= canvas.x - kMargin && at.y + size.y <= canvas.y - kMargin;
        const bool clear = std::none_of(keepClear.begin(), keepClear.end(), [&](const SDL_Rect& r) { return rectsOverlap(panel, r); });
        if (onScreen && clear) return at;
    }
    return std::nullopt;
}

SDL_Point placeBeside(SDL_Point size, SDL_Point canvas, std::span<const SDL_Rect> keepClear) {
    const SDL_Point centred{(canvas.x - size.x) / 2, (canvas.y - size.y) / 2};
    // Lefts and tops to try: centred, at the screen's edges, and just beside each panel kept clear.
    std::vector<int> xs{centred.x, kMargin, canvas.x - size.x - kMargin};
    std::vector<int> ys{centred.y, kMargin, canvas.y - size.y - kMargin};
    for (const SDL_Rect& r : keepClear) {
        xs.insert(xs.end(), {r.x - size.x - kMargin, r.x + r.w + kMargin});
        ys.insert(ys.end(), {r.y - size.y - kMargin, r.y + r.h + kMargin});
    }
    std::vector<SDL_Point> candidates;
    for (const int x : xs) {
        for (const int y : ys) candidates.push_back({x, y});
    }
    // Nearest the centre first, so the panel moves no further than it must.
    const auto distance = [&](const SDL_Point& p) { return std::abs(p.x - centred.x) + std::abs(p.y - centred.y); };
    std::stable_sort(candidates.begin(), candidates.end(), [&](const SDL_Point& a, const SDL_Point& b) { return distance(a) < distance(b); });
    return firstClearPlace(candidates, size, canvas, keepClear).value_or(centred);
}

SDL_Point cornerClearOf(SDL_Point size, SDL_Point canvas, int top, int bottom, const SDL_Rect& keepVisible) {
    const int right = canvas.x - size.x - kMargin;
    const std::array<SDL_Point, 4> corners{SDL_Point{kMargin, bottom - size.y}, SDL_Point{right, bottom - size.y}, SDL_Point{kMargin, top},
                                           SDL_Point{right, top}};
    return firstClearPlace(corners, size, canvas, std::span<const SDL_Rect>(&keepVisible, 1)).value_or(corners[0]);
}

}  // namespace render
