#include "render/lab/LabScreenLayout.h"

#include <algorithm>

#include "base/InPage.h"
#include "render/draw/Palette.h"
#include "render/draw/TextFit.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/LabPictureLabels.h"
#include "render/lab/internal/LabPictures.h"

namespace render {

namespace {

using layout::Rect;
using layout::ShownLine;

constexpr int kPanelTextLeft = kLabSceneWidth + 16;
constexpr int kPanelTextRight = kLabWidth - 14;
constexpr int kSceneTextLeft = 14;
constexpr int kSceneTextRight = kLabSceneWidth - 14;
constexpr int kWordGap = 10;    // between a row's name and its verdict, and the verdict and "wrong"
constexpr int kLabelSpacing = 2;  // between stacked labels
constexpr int kRowSpacing = 6;  // below each row
// The cursor's line until the pointer is over the scene.
constexpr const char* kNoPointerWords = "mouse x, y: point at the picture";

// The free part of a column: words go in from its top down or its bottom up.
struct Column {
    int left = 0;
    int right = 0;
    int top = 0;
    int bottom = 0;
    int spacing = 0;  // between its lines
    bool backed = false;
};

// Words in a colour.
struct Words {
    std::string words;
    SDL_Color colour;
};

struct Placing {
    LabScreenLayout& s;
    const layout::Measure& m;
};

std::vector<ShownLine> wrapped(const layout::Measure& m, const std::string& words, int width) {
    const layout::Line line{words};
    return layout::wrapLines(m, std::span(&line, 1), std::max(1, width));
}

int pad(const Column& c) { return c.backed ? kLabelPad : 0; }

int stackHeight(const Placing& p, const Column& c, std::size_t lines) {
    return static_cast<int>(lines) * (p.m.height() + c.spacing);
}

void put(Placing& p, const std::string& name, Rect rect, const std::string& words, SDL_Color colour, bool backed) {
    layout::claim(p.s.board, name, rect);
    p.s.texts.push_back({rect, words, colour, backed});
}

// The lines put at x from y down, one box each.
void putLines(Placing& p, const Column& c, const std::string& name, const std::vector<ShownLine>& lines, int x, int y, SDL_Color colour) {
    for (const ShownLine& line : lines) {
        put(p, name, {x, y, p.m.width(line.text, layout::Type::Body) + 2 * pad(c), p.m.height()}, line.text, colour, c.backed);
        y += p.m.height() + c.spacing;
    }
}

// `words` wrapped to the column, `indent` in, from its top down; nothing placed (and false) when they pass its bottom.
bool flowDown(Placing& p, Column& c, const std::string& name, const Words& w, int indent = 0) {
    if (w.words.empty()) return true;
    const std::vector<ShownLine> lines = wrapped(p.m, w.words, c.right - c.left - indent - 2 * pad(c));
    const int height = stackHeight(p, c, lines.size());
    if (c.top + height - c.spacing > c.bottom) return false;
    putLines(p, c, name, lines, c.left + indent, c.top, w.colour);
    c.top += height;
    return true;
}

// `words` wrapped to the column, its last line at the column's bottom, which moves up above them.
bool flowUp(Placing& p, Column& c, const std::string& name, const Words& w) {
    if (w.words.empty()) return true;
    const std::vector<ShownLine> lines = wrapped(p.m, w.words, c.right - c.left - 2 * pad(c));
    const int height = stackHeight(p, c, lines.size());
    if (c.bottom - height + c.spacing < c.top) return false;
    putLines(p, c, name, lines, c.left, c.bottom - height + c.spacing, w.colour);
    c.bottom -= height;
    return true;
}

// flowUp for `w` in the room of `room` or `w`, whichever wraps to more lines: `w` on its top lines, the column's bottom
// moved above the room, so that the words above stay where they are when `w` changes.
bool flowUpIn(Placing& p, Column& c, const std::string& name, const Words& w, const std::string& room) {
    const int width = c.right - c.left - 2 * pad(c);
    const std::vector<ShownLine> lines = wrapped(p.m, w.words, width);
    const int height = stackHeight(p, c, std::max(lines.size(), wrapped(p.m, room, width).size()));
    if (c.bottom - height + c.spacing < c.top) return false;
    putLines(p, c, name, lines, c.left, c.bottom - height + c.spacing, w.colour);
    c.bottom -= height;
    return true;
}

// `left` wrapped at the column's left, `right` (right to left, kWordGap apart) at the column's right edge on its first
// line, or on a line of their own under it when beside it they would leave the left words under a third of the column.
bool pairDown(Placing& p, Column& c, const std::string& name, const Words& left, std::span<const Words> right) {
    int rightWidth = 0;
    for (const Words& w : right) rightWidth += p.m.width(w.words, layout::Type::Body) + kWordGap;
    const int width = c.right - c.left;
    const bool beside = width - rightWidth >= width / 3;
    const std::vector<ShownLine> lines = wrapped(p.m, left.words, beside ? width - rightWidth : width);
    const int height = stackHeight(p, c, lines.size() + (beside ? 0 : 1));
    if (c.top + height - c.spacing > c.bottom) return false;
    putLines(p, c, name, lines, c.left, c.top, left.colour);
    const int rightY = beside ? c.top : c.top + stackHeight(p, c, lines.size());
    int x = c.right;
    for (const Words& w : right) {
        const int wide = p.m.width(w.words, layout::Type::Body);
        x -= wide;
        put(p, name, {x, rightY, wide, p.m.height()}, w.words, w.colour, false);
        x -= kWordGap;
    }
    c.top += height;
    return true;
}

// The panel's last lines, from the canvas's bottom up.
void layoutPanelFooter(Placing& p, Column& c, const lab::LabFrame& f) {
    // In a page Esc goes back to the title (base/InPage.h): the footer names where it goes.
    for (const char* line : {base::kInPage ? "F1 help   Esc title" : "F1 help   Esc quit", "Tab or click a row: its picture"}) {
        if (!flowUp(p, c, "panel footer", {line, kDimText})) p.s.leftOut.push_back("panel footer");
    }
    // Where the mouse is, in the scene's units, so a vertex "at y 330" can be found; until the pointer is over the scene
    // (a position before would be made up) how to get it. Its room is the longer's, so the rows stay when it comes.
    const std::string cursor = f.mouse ? "mouse at " + lab::cursorText(f.view, *f.mouse, labTicks(f).step) : std::string(kNoPointerWords);
    if (!flowUpIn(p, c, "cursor", {cursor, kText}, kNoPointerWords)) p.s.leftOut.push_back("cursor");
    c.bottom -= kRowSpacing;
}

// The preset line, the exact answer, then each algorithm's row, down to what the footer left.
void layoutPanel(Placing& p, const lab::LabFrame& f) {
    Column c{kPanelTextLeft, kPanelTextRight, 14, kLabHeight - 10, 0, false};
    layoutPanelFooter(p, c, f);
    const std::vector<Words> keys{{f.sceneKeys, kDimText}};
    if (!pairDown(p, c, "preset line", {f.presetLine, kDimText}, f.sceneKeys.empty() ? std::span<const Words>{} : keys)) p.s.leftOut.push_back("preset line");
    const lab::Verdict& exact = f.exact.verdict;
    const std::vector<Words> exactWord{{exact.word, inkColour(lab::inkOf(exact.answer))}};
    bool placed = pairDown(p, c, "exact answer", {"EXACT A vs B", kText}, exactWord);
    placed = placed && flowDown(p, c, "exact answer", {f.exactMethod.empty() ? "" : "by " + f.exactMethod, kDimText}, 12);
    placed = placed && flowDown(p, c, "exact answer", {exact.reason, kDimText}, 12);
    if (!placed) p.s.leftOut.push_back("exact answer");
    c.top += 12;
    p.s.rowsTop = c.top;
    for (std::size_t i = 0; i < f.rows.size(); ++i) {
        if (f.rows[i].hidden) {
            p.s.rowBands.push_back({});  // no band to click or light, and the bands stay in the rows' order
            continue;
        }
        const lab::Verdict& row = f.rows[i].verdict;
        const int top = c.top;
        const lab::Ink ink = lab::inkOf(row.answer);
        std::vector<Words> right{{row.word, inkColour(ink)}};
        if (row.wrong) right.push_back({"wrong", kWarning});
        bool fits = pairDown(p, c, "row " + f.rows[i].name, {f.rows[i].name, ink != lab::Ink::Dim ? kText : kDimText}, right);
        if (fits && !f.rows[i].folded && (!p.s.shortReasons || f.selectedRow == i || row.wrong)) {
            const SDL_Color reasonColour = row.wrong ? kWarning : row.caution ? kLabCaution : kDimText;
            fits = flowDown(p, c, "row " + f.rows[i].name, {row.reason, reasonColour}, 14);
        }
        if (!fits) {
            p.s.leftOut.push_back("rows");
            return;
        }
        c.top += kRowSpacing;
        p.s.rowBands.push_back({kLabSceneWidth + 4, top - 3, kLabWidth - kLabSceneWidth - 8, c.top - top - 2});
    }
}

// The scene's words: the title, lesson and captions from the top; the hint, the note and the problems from the bottom.
void layoutSceneWords(Placing& p, const lab::LabFrame& f) {
    Column c{kSceneTextLeft - kLabelPad, kSceneTextRight, 4, kLabHeight - 4, kLabelSpacing, true};
    if (!flowUp(p, c, "hint", {"drag: move   right-click: add/remove vertex   wheel: size   F1: keys", kDimText})) p.s.leftOut.push_back("hint");
    if (!flowUp(p, c, "note", {f.note, kText})) p.s.leftOut.push_back("note");
    for (auto problem = f.problems.rbegin(); problem != f.problems.rend(); ++problem) {
        if (!flowUp(p, c, "problem", {*problem, kWarning})) p.s.leftOut.push_back("problem");
    }
    if (!flowDown(p, c, "title", {f.heading, kText})) p.s.leftOut.push_back("title");
    for (const std::string& line : f.lesson) {
        if (!flowDown(p, c, "lesson", {line, kDimText})) p.s.leftOut.push_back("lesson");
    }
    for (const auto& [caption, ink] : f.captions) {
        if (!flowDown(p, c, "caption", {caption, inkColour(ink)})) p.s.leftOut.push_back("caption");
    }
    p.s.headerBottom = c.top;
}

void layoutHelp(Placing& p, const lab::LabFrame& f) {
    std::vector<layout::Line> lines{{"KEYS AND MOUSE"}};
    p.s.helpColours = {kSeparatingAxis};
    for (const std::string& line : f.keyHelp) {
        lines.push_back({"  " + line});
        p.s.helpColours.push_back(kText);
    }
    if (!f.presetNames.empty()) {
        lines.push_back({"PRESETS"});
        p.s.helpColours.push_back(kSeparatingAxis);
    }
    constexpr std::size_t kPerRow = 4;
    std::string row;
    for (std::size_t i = 0; i < f.presetNames.size(); ++i) {
        std::string entry = std::to_string(i + 1) + " " + f.presetNames[i];
        entry.resize(std::max<std::size_t>(entry.size() + 1, 17), ' ');
        row += entry;
        if (i % kPerRow == kPerRow - 1 || i + 1 == f.presetNames.size()) {
            lines.push_back({"  " + row});
            p.s.helpColours.push_back(kText);
            row.clear();
        }
    }
    p.s.help = layout::placePanel(p.s.board, "lab help", p.m, lines, {layout::Anchor::TopLeft, kLabSceneWidth - 2 * p.s.board.margin, 3});
    if (!p.s.help) p.s.leftOut.push_back("lab help");
}

LabScreenLayout layoutOnce(const layout::Measure& m, const lab::LabFrame& frame, bool shortReasons) {
    LabScreenLayout s;
    s.board.canvas = {kLabWidth, kLabHeight};
    s.shortReasons = shortReasons;
    Placing p{s, m};
    layoutPanel(p, frame);
    // The help covers the scene: its words would be under it.
    if (frame.showHelp) layoutHelp(p, frame);
    else layoutSceneWords(p, frame);
    return s;
}

}  // namespace

LabScreenLayout layoutLabWords(const Text& text, const lab::LabFrame& frame) {
    const layout::Measure m = measureOf(text);
    LabScreenLayout full = layoutOnce(m, frame, false);
    if (full.leftOut.empty()) return full;
    return layoutOnce(m, frame, true);
}

LabScreenLayout layoutLab(const Text& text, const lab::LabFrame& frame) {
    LabScreenLayout s = layoutLabWords(text, frame);
    placePictureLabels(s, measureOf(text), frame);
    return s;
}

LabScreenLayout fitLab(Text& text, const lab::LabFrame& frame, bool tryLarger) {
    return fitText(text, tryLarger, [&](const Text& t) { return layoutLab(t, frame); });
}

std::optional<std::size_t> labRowAt(std::span<const layout::Rect> rowBands, int x, int y) {
    for (std::size_t i = 0; i < rowBands.size(); ++i) {
        const Rect& r = rowBands[i];
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return i;
    }
    return std::nullopt;
}

}  // namespace render
