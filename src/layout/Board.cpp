#include "layout/Board.h"

#include <algorithm>
#include <cstdlib>

namespace layout {

namespace {

// The anchor's own top-left corner for a box of `size`.
Rect anchorPlace(const Board& board, Size size, Anchor anchor) {
    const int m = board.margin;
    const int left = m;
    const int centreX = (board.canvas.w - size.w) / 2;
    const int right = board.canvas.w - size.w - m;
    const int top = m;
    const int bottom = board.canvas.h - size.h - m;
    switch (anchor) {
        case Anchor::TopLeft: return {left, top, size.w, size.h};
        case Anchor::TopCentre: return {centreX, top, size.w, size.h};
        case Anchor::TopRight: return {right, top, size.w, size.h};
        case Anchor::Centre: return {centreX, (board.canvas.h - size.h) / 2, size.w, size.h};
        case Anchor::BottomLeft: return {left, bottom, size.w, size.h};
        case Anchor::BottomCentre: return {centreX, bottom, size.w, size.h};
        case Anchor::BottomRight: return {right, bottom, size.w, size.h};
    }
    return {left, top, size.w, size.h};
}

bool fits(const Board& board, const Rect& r) {
    const int m = board.margin;
    if (r.x < m || r.y < m || r.x + r.w > board.canvas.w - m || r.y + r.h > board.canvas.h - m) return false;
    return std::none_of(board.boxes.begin(), board.boxes.end(), [&](const Box& b) { return overlap(r, b.rect); });
}

std::string describe(const Box& b) {
    return b.name + " (" + std::to_string(b.rect.x) + "," + std::to_string(b.rect.y) + " " + std::to_string(b.rect.w) + "x" +
           std::to_string(b.rect.h) + ")";
}

}  // namespace

Rect claim(Board& board, std::string name, Rect rect, Kind kind) {
    board.boxes.push_back({std::move(name), rect, kind});
    return rect;
}

std::optional<Rect> findPlace(const Board& board, Size size, Anchor anchor) {
    const Rect own = anchorPlace(board, size, anchor);
    // Lefts and tops to try: the anchor's own, the screen's edges, and just beside every box on the board.
    std::vector<int> xs{own.x, board.margin, board.canvas.w - size.w - board.margin};
    std::vector<int> ys{own.y, board.margin, board.canvas.h - size.h - board.margin};
    for (const Box& b : board.boxes) {
        xs.insert(xs.end(), {b.rect.x - size.w - board.margin, b.rect.x + b.rect.w + board.margin});
        ys.insert(ys.end(), {b.rect.y - size.h - board.margin, b.rect.y + b.rect.h + board.margin});
    }
    std::optional<Rect> best;
    long bestDistance = 0;
    for (const int x : xs) {
        for (const int y : ys) {
            const Rect r{x, y, size.w, size.h};
            const long distance = std::labs(static_cast<long>(x) - own.x) + std::labs(static_cast<long>(y) - own.y);
            if ((!best || distance < bestDistance) && fits(board, r)) {
                best = r;
                bestDistance = distance;
            }
        }
    }
    return best;
}

std::optional<Rect> placeAt(Board& board, std::string name, Rect preferred, Anchor anchor, Kind kind) {
    const bool clear = onCanvas(preferred, board.canvas) &&
                      std::none_of(board.boxes.begin(), board.boxes.end(), [&](const Box& b) { return overlap(preferred, b.rect); });
    const std::optional<Rect> at = clear ? std::optional<Rect>(preferred) : findPlace(board, {preferred.w, preferred.h}, anchor);
    if (at) claim(board, std::move(name), *at, kind);
    return at;
}

std::optional<Rect> placeNear(Board& board, std::string name, Rect preferred, int steps) {
    const auto clear = [&](const Rect& r) {
        return onCanvas(r, board.canvas) &&
               std::none_of(board.boxes.begin(), board.boxes.end(), [&](const Box& b) { return b.kind != Kind::Avoid && overlap(r, b.rect); });
    };
    for (int k = 0; k <= steps; ++k) {
        for (const int direction : {1, -1}) {
            Rect r = preferred;
            r.y += direction * k * (preferred.h + 2);
            if (clear(r)) {
                claim(board, std::move(name), r);
                return r;
            }
            if (k == 0) break;
        }
    }
    return std::nullopt;
}

namespace {

// The lines shortened to `keep` of them, the last saying how many were left out.
std::vector<ShownLine> shortened(const std::vector<ShownLine>& lines, std::size_t keep) {
    std::vector<ShownLine> out(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(keep));
    const std::size_t left = lines.size() - keep;
    out.push_back({"... " + std::to_string(left) + (left == 1 ? " more line" : " more lines"), false, lines[keep].source});
    return out;
}

}  // namespace

std::optional<PlacedPanel> placePanel(Board& board, const std::string& name, const Measure& measure, std::span<const Line> lines,
                                      const PanelRules& rules) {
    const int screenWidth = board.canvas.w - 2 * board.margin;
    const int widest = std::max(1, (rules.maxWidth > 0 ? std::min(rules.maxWidth, screenWidth) : screenWidth) - 2 * kPanelPadding);
    std::vector<ShownLine> shown = wrapLines(measure, lines, widest);
    const int natural = panelSize(measure, shown).w - 2 * kPanelPadding;
    // Then narrower: a panel with no room at its own width may fit beside the others when less wide.
    for (const int width : {widest, natural * 7 / 8, natural * 3 / 4, natural / 2}) {
        shown = wrapLines(measure, lines, std::max(1, width));
        const Size size = panelSize(measure, shown);
        if (const std::optional<Rect> at = findPlace(board, size, rules.anchor)) {
            claim(board, name, *at);
            return PlacedPanel{*at, std::move(shown)};
        }
    }
    shown = wrapLines(measure, lines, widest);
    const std::size_t fewest = std::max<std::size_t>(1, rules.fewestLines);
    for (std::size_t keep = shown.size(); keep-- > fewest;) {
        std::vector<ShownLine> cut = shortened(shown, keep);
        if (const std::optional<Rect> at = findPlace(board, panelSize(measure, cut), rules.anchor)) {
            claim(board, name, *at);
            return PlacedPanel{*at, std::move(cut)};
        }
    }
    return std::nullopt;
}

std::vector<std::string> layoutProblems(const Board& board) {
    std::vector<std::string> problems;
    for (std::size_t i = 0; i < board.boxes.size(); ++i) {
        const Box& a = board.boxes[i];
        if (a.kind == Kind::Avoid) continue;
        if (!onCanvas(a.rect, board.canvas)) problems.push_back(describe(a) + " leaves the screen");
        for (std::size_t j = i + 1; j < board.boxes.size(); ++j) {
            const Box& b = board.boxes[j];
            if (b.kind != Kind::Avoid && overlap(a.rect, b.rect)) problems.push_back(describe(a) + " overlaps " + describe(b));
        }
    }
    return problems;
}

}  // namespace layout
