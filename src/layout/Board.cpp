#include "layout/Board.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <string>

#include "layout/Labels.h"

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

namespace {

// `shown` set in `count` columns of about equal length (a wrapped line's continuations stay with it where they can),
// side by side `margin` apart at `at`'s top left; the columns' rectangles and lines.
std::vector<PanelColumn> columnsOf(const Measure& measure, const std::vector<ShownLine>& shown, std::size_t count, int margin) {
    std::vector<PanelColumn> columns;
    const std::size_t per = (shown.size() + count - 1) / count;
    int x = 0;
    for (std::size_t first = 0; first < shown.size();) {
        std::size_t end = std::min(shown.size(), first + per);
        while (end < shown.size() && end > first + 1 && shown[end].source == shown[end - 1].source) --end;  // not inside a wrapped line
        PanelColumn column{{x, 0, 0, 0}, {shown.begin() + static_cast<std::ptrdiff_t>(first), shown.begin() + static_cast<std::ptrdiff_t>(end)}};
        const Size size = panelSize(measure, column.lines);
        column.rect.w = size.w;
        column.rect.h = size.h;
        x += size.w + margin;
        columns.push_back(std::move(column));
        first = end;
    }
    return columns;
}

// The columns as one block: placed at findPlace's place for the block, each claimed on the board.
std::optional<PlacedPanel> placeColumns(Board& board, const std::string& name, const Measure& measure, const std::vector<ShownLine>& shown,
                                        std::size_t count, Anchor anchor) {
    std::vector<PanelColumn> columns = columnsOf(measure, shown, count, board.margin);
    if (columns.size() < 2) return std::nullopt;
    Size block{0, 0};
    for (const PanelColumn& c : columns) {
        block.w = c.rect.x + c.rect.w;
        block.h = std::max(block.h, c.rect.h);
    }
    const std::optional<Rect> at = findPlace(board, block, anchor);
    if (!at) return std::nullopt;
    const bool bottom = anchor == Anchor::BottomLeft || anchor == Anchor::BottomCentre || anchor == Anchor::BottomRight;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        columns[i].rect.x += at->x;
        columns[i].rect.y = at->y + (bottom ? block.h - columns[i].rect.h : 0);  // a short last column sits on the block's anchored edge
        claim(board, i == 0 ? name : name + " column " + std::to_string(i + 1), columns[i].rect);
    }
    PlacedPanel placed{columns.front().rect, std::move(columns.front().lines), {}};
    placed.moreColumns.assign(std::make_move_iterator(columns.begin() + 1), std::make_move_iterator(columns.end()));
    return placed;
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
            return PlacedPanel{*at, std::move(shown), {}};
        }
    }
    // Then in columns, each as wide as the screen leaves for it.
    for (std::size_t count = 2; count <= rules.columns; ++count) {
        const int columnWidth = (screenWidth - static_cast<int>(count - 1) * board.margin) / static_cast<int>(count) - 2 * kPanelPadding;
        const std::vector<ShownLine> wrapped = wrapLines(measure, lines, std::max(1, std::min(widest, columnWidth)));
        if (std::optional<PlacedPanel> placed = placeColumns(board, name, measure, wrapped, count, rules.anchor)) return placed;
    }
    return std::nullopt;
}

std::vector<std::string> layoutProblems(const Board& board) {
    std::vector<std::string> problems;
    for (std::size_t i = 0; i < board.boxes.size(); ++i) {
        const Box& a = board.boxes[i];
        if (a.kind == Kind::Avoid) continue;
        if (!onCanvas(a.rect, board.canvas)) problems.push_back(describe(a) + " leaves the screen");
        if (a.kind == Kind::Label) {
            for (const Stroke& s : board.keyStrokes) {
                if (crosses(a.rect, s)) problems.push_back(describe(a) + " lies on a key line of the picture");
            }
        }
        for (std::size_t j = i + 1; j < board.boxes.size(); ++j) {
            const Box& b = board.boxes[j];
            const bool labelOnStage = (a.kind == Kind::Stage && b.kind == Kind::Label) || (a.kind == Kind::Label && b.kind == Kind::Stage);
            if (b.kind != Kind::Avoid && !labelOnStage && overlap(a.rect, b.rect))
                problems.push_back(describe(a) + " overlaps " + describe(b));
        }
    }
    return problems;
}

}  // namespace layout
