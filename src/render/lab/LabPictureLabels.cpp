#include "render/lab/LabPictureLabels.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "geometry/Aabb.h"
#include "geometry/SegmentClip.h"
#include "lab/LabNumbers.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/ViewArea.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/internal/LabAxisPlace.h"
#include "render/lab/internal/LabDraw.h"
#include "render/lab/internal/LabPictures.h"

namespace render {

using geometry::Vec2;
using lab::LabFrame;

namespace {

enum class Side { Left, Centre, Right };

// A label's lines at (x, y): x is its left, middle or right by `side`, y its top; its box holds the backing.
struct Wants {
    const layout::Measure& m;
    std::vector<PictureLabel>& out;

    void add(std::string name, std::vector<std::string> lines, std::vector<SDL_Color> colours, Vec2 anchor, double x, double y, Side side) {
        int widest = 0;
        for (const std::string& line : lines) widest = std::max(widest, m.width(line, layout::Type::Body));
        const int w = widest + 2 * kLabelPad;
        const int left = toPixel(side == Side::Left ? x - kLabelPad : side == Side::Centre ? x - w / 2.0 : x - widest - kLabelPad);
        const layout::Rect rect{left, toPixel(y), w, static_cast<int>(lines.size()) * m.height()};
        out.push_back({std::move(name), std::move(lines), std::move(colours), anchor, rect});
    }
    void add(std::string name, const std::string& line, SDL_Color colour, Vec2 anchor, double x, double y, Side side) {
        add(std::move(name), std::vector<std::string>{line}, std::vector<SDL_Color>{colour}, anchor, x, y, side);
    }
};

void axisLabels(Wants& w, const LabFrame& frame) {
    double extra = 0.0;
    const int lh = w.m.height();
    for (const lab::AxisLayer& axis : frame.axes) {
        const AxisPlacement place = placeAxis(frame, axis, extra);
        extra += kAxisSpacing;
        const ShadowMeeting meeting = shadowMeeting(axis);
        const SDL_Color mark = meetingColour(meeting);
        // With several axes in one picture the captions go to the caption strip and each axis gets only a short tag.
        std::vector<std::string> lines = axis.tagOnly ? std::vector<std::string>{axis.tag} : std::vector<std::string>{axis.caption, axis.amountWords};
        std::vector<SDL_Color> colours = axis.tagOnly ? std::vector<SDL_Color>{mark} : std::vector<SDL_Color>{kText, mark};
        int widest = 0;
        for (const std::string& line : lines) widest = std::max(widest, w.m.width(line, layout::Type::Body));
        const double halfHeight = static_cast<double>(lines.size()) * lh / 2.0;
        const Vec2 centre = axisLabelCentre(axis, place, meeting, widest / 2.0 + kLabelPad, halfHeight);
        w.add("axis label", std::move(lines), std::move(colours), place.at((meeting.from + meeting.to) / 2.0), centre.x, centre.y - halfHeight, Side::Centre);
        if (axis.mtv) w.add("MTV", "MTV", kTranslation, (*axis.mtv)[0], (*axis.mtv)[0].x + 8, (*axis.mtv)[0].y + 6, Side::Left);
    }
}

void boxLabels(Wants& w, const std::array<geometry::Aabb, 2>& boxes, double unit) {
    const geometry::Aabb& a = boxes[0];
    const geometry::Aabb& b = boxes[1];
    // A gap on either axis is what lets the filter reject the pair.
    if (a.max.x < b.min.x || b.max.x < a.min.x) {
        const double x0 = a.max.x < b.min.x ? a.max.x : b.max.x;
        const double x1 = a.max.x < b.min.x ? b.min.x : a.min.x;
        const double y = (std::max(a.min.y, b.min.y) + std::min(a.max.y, b.max.y)) / 2.0;
        w.add("x gap", "x gap " + lab::lengthText((x1 - x0) / unit, 0), kSeparatingAxis, {(x0 + x1) / 2, y}, (x0 + x1) / 2, y + 6, Side::Centre);
    }
    if (a.max.y < b.min.y || b.max.y < a.min.y) {
        const double y0 = a.max.y < b.min.y ? a.max.y : b.max.y;
        const double y1 = a.max.y < b.min.y ? b.min.y : a.min.y;
        const double x = (std::max(a.min.x, b.min.x) + std::min(a.max.x, b.max.x)) / 2.0;
        w.add("y gap", "y gap " + lab::lengthText((y1 - y0) / unit, 0), kSeparatingAxis, {x, (y0 + y1) / 2}, x + 8, (y0 + y1) / 2 - 10, Side::Left);
    }
    // Under the box's bottom-left corner: the shape's own name sits at its top-left.
    w.add("box A", "box A", kLabShapeA, {a.min.x, a.max.y}, a.min.x, a.max.y + 4, Side::Left);
    w.add("box B", "box B", kLabShapeB, {b.min.x, b.max.y}, b.min.x, b.max.y + 4, Side::Left);
}

void rayLabels(Wants& w, const LabFrame& frame) {
    const int lh = w.m.height();
    for (const lab::RayLayer& ray : frame.rays) {
        const SDL_Color colour = crossingColour(ray, frame.rays.size() > 1);
        for (std::size_t i = 0; i < ray.marks.size(); ++i) {
            const geometry::RayCrossing& c = ray.marks[i];
            const std::string label = ray.signedMarks ? (c.direction > 0 ? "+1" : "-1") : std::to_string(i + 1);
            w.add("crossing", label, colour, c.point, c.point.x, ray.marksBelow ? c.point.y + 8 : c.point.y - lh - 8, Side::Centre);
        }
        for (const auto& edge : ray.ignoredEdges) {
            const Vec2 middle = (edge[0] + edge[1]) / 2.0;
            w.add("not counted", "horizontal: not counted", kText, middle, middle.x, edge[0].y + 10, Side::Centre);
        }
    }
}

void polarLabels(Wants& w, const geometry::PolarReach& p, double unit) {
    if (p.distance > 0.0) {
        const Vec2 u = (p.centreB - p.centreA) / p.distance;
        const Vec2 mid = (p.centreA + u * p.reachA + p.centreB - u * p.reachB) / 2.0;
        const std::string line = "reach " + lab::sumVersusText(p.reachA / unit, p.reachB / unit, p.distance / unit, false) + " apart";
        w.add("reach", line, verdictColour(p.hit), mid, mid.x + 14, mid.y - w.m.height() / 2.0, Side::Left);
    }
    w.add("centre A", "centre A", kLabShapeA, p.centreA, p.centreA.x - 10, p.centreA.y + 8, Side::Right);
    w.add("centre B", "centre B", kLabShapeB, p.centreB, p.centreB.x - 10, p.centreB.y + 8, Side::Right);
}

void shapeName(Wants& w, const lab::LabOutline& shape) {
    const int lh = w.m.height();
    const std::string name(1, shape.name);
    const SDL_Color colour = shape.name == 'A' ? kLabShapeA : kLabShapeB;
    switch (shape.kind) {
        case lab::LabOutline::Kind::Polygon: {
            if (shape.vertices.empty()) return;
            const geometry::Aabb box = geometry::boundsOf(shape.vertices);
            w.add("shape " + name, name, colour, box.min, box.min.x - 6, box.min.y - lh - 2, Side::Right);
            return;
        }
        case lab::LabOutline::Kind::Circle: {
            const Vec2 corner = shape.centre + Vec2{shape.radius, -shape.radius} * 0.72;
            w.add("shape " + name, name, colour, corner, corner.x + 6, corner.y - lh, Side::Left);
            return;
        }
        case lab::LabOutline::Kind::Point:
            w.add("shape " + name, name, colour, shape.centre, shape.centre.x - 10, shape.centre.y - lh - 4, Side::Right);
            return;
    }
}

bool onScene(Vec2 p) { return p.x >= 0.0 && p.x <= kLabSceneWidth && p.y >= kLabHeaderHeight && p.y <= kLabHeight - kLabFooterHeight; }

// The coordinates' numbers beside the ticks standing on `lines`: the x ticks' over or under their marks, the y ticks'
// left or right of theirs, on the stage's side of each line.
std::vector<PictureLabel> tickLabels(const layout::Measure& measure, const LabFrame& frame, const TickLines& lines) {
    std::vector<PictureLabel> out;
    Wants w{measure, out};
    const lab::LabTicks ticks = labTicks(frame);
    const double height = measure.height();
    const double xTop = lines.xDown ? lines.xRow + kTickLength + 2 : lines.xRow - kTickLength - 2 - height;
    for (const lab::AxisTick& t : ticks.x) {
        w.add("tick x", t.words, kDimText, {t.at, double(lines.xRow)}, t.at, xTop, Side::Centre);
        layout::Rect& r = out.back().wanted;  // the 0 at the stage's very edge: its number beside it, on the stage
        r.x = std::clamp(r.x, 0, std::max(0, kLabSceneWidth - r.w));
    }
    const double yWords = lines.yLeftward ? lines.yColumn - kTickLength - 2 : lines.yColumn + kTickLength + 2 + kLabelPad;
    const Side ySide = lines.yLeftward ? Side::Right : Side::Left;
    for (const lab::AxisTick& t : ticks.y)
        w.add("tick y", t.words, kDimText, {double(lines.yColumn), t.at}, yWords, t.at - height / 2.0, ySide);
    return out;
}

// Puts each of `labels` (tickLabels') beside its tick on `board`, or leaves it out: a tick's number must be read as
// its tick's, so it never moves away. The ones placed go to `placed` when given; returns how many of each axis found
// a place, x's and y's.
std::array<std::size_t, 2> placeTickLabels(layout::Board& board, std::vector<PictureLabel> labels, const TickLines& lines,
                                           std::vector<LabLabel>* placed) {
    std::array<std::size_t, 2> count{};
    for (PictureLabel& label : labels) {
        const bool x = label.name == "tick x";
        const bool onStage =
            x ? label.anchor.x >= 0.0 && label.anchor.x <= kLabSceneWidth : label.anchor.y >= lines.top && label.anchor.y <= lines.bottom;
        if (!onStage) continue;
        const layout::LabelWish wish{
            label.wanted, {label.anchor.x, label.anchor.y}, {0, 0, kLabSceneWidth, kLabHeight}, label.wanted.h / 2};
        const std::optional<layout::PlacedLabel> at = layout::placeLabel(board, label.name, wish);
        if (!at) continue;
        ++count[x ? 0 : 1];
        if (placed != nullptr) placed->push_back({{at->rect, at->anchor, false}, std::move(label.lines), std::move(label.colours)});
    }
    return count;
}

// The ticks along the stage's bottom (where the hint's words begin) and left edges.
TickLines bottomLeftTicks(const LabScreenLayout& s) {
    TickLines lines{kLabHeight - kLabFooterHeight, false, 0, false, kLabHeaderHeight, kLabHeight - kLabFooterHeight};
    for (const layout::Box& b : s.board.boxes) {
        if (b.name == "hint") lines.bottom = std::min(lines.bottom, b.rect.y - 2);
    }
    lines.xRow = lines.bottom;
    return lines;
}

// Where the ticks stand: the x ticks along the stage's bottom (over the hint) or, when more of their numbers find room
// there, its top (under the title and captions); the y ticks along its left edge or, likewise, its right. Chosen beside
// the words alone, not the picture's labels and outlines, which move with the shapes: the ticks keep their edges while
// the student drags, and a lesson's panel (low on the stage) leaves the numbers the other edge.
TickLines tickLinesFor(const LabScreenLayout& s, const layout::Measure& measure, const LabFrame& frame) {
    TickLines lines = bottomLeftTicks(s);
    const auto room = [&](const TickLines& tried) {
        layout::Board trial = s.board;
        return placeTickLabels(trial, tickLabels(measure, frame, tried), tried, nullptr);
    };
    const std::array<std::size_t, 2> bottomLeft = room(lines);
    TickLines atTop = lines;
    atTop.xRow = s.headerBottom + 2;
    atTop.xDown = true;
    atTop.yColumn = kLabSceneWidth - 1;
    atTop.yLeftward = true;
    const std::array<std::size_t, 2> topRight = atTop.xRow < lines.bottom ? room(atTop) : std::array<std::size_t, 2>{};
    if (topRight[0] > bottomLeft[0]) {
        lines.xRow = atTop.xRow;
        lines.xDown = true;
    }
    if (topRight[1] > bottomLeft[1]) {
        lines.yColumn = atTop.yColumn;
        lines.yLeftward = true;
    }
    return lines;
}

}  // namespace

std::vector<PictureLabel> pictureLabels(const layout::Measure& measure, const LabFrame& frame) {
    std::vector<PictureLabel> out;
    Wants w{measure, out};
    axisLabels(w, frame);
    if (frame.boxes) boxLabels(w, *frame.boxes, frame.unit);
    if (frame.polar) polarLabels(w, *frame.polar, frame.unit);
    if (!frame.meetingsCaption.empty() && !frame.meetings.empty()) {
        Vec2 where{};
        for (const lab::EdgeMeeting& m : frame.meetings) where += m.at;
        where = where / static_cast<double>(frame.meetings.size());
        w.add("meetings", frame.meetingsCaption, kInside, where, where.x + 24, where.y - 2.0 * measure.height(), Side::Left);
    }
    rayLabels(w, frame);
    shapeName(w, frame.a);
    shapeName(w, frame.b);
    if (frame.probe) w.add("P", "P", kLabProbe, *frame.probe, frame.probe->x - 10, frame.probe->y - measure.height() - 6, Side::Right);
    if (frame.pieces.size() <= 24) {  // more are too many to name readably
        for (const lab::PieceLayer& piece : frame.pieces) {
            const Vec2 middle = (piece.corners[0] + piece.corners[1] + piece.corners[2]) / 3.0;
            w.add("piece", piece.label, piece.meeting ? kText : kPiece, middle, middle.x, middle.y - measure.height() / 2.0, Side::Centre);
        }
    }
    return out;
}

std::vector<layout::Stroke> shapeStrokes(const LabFrame& frame) {
    const geometry::Aabb scene{{0.0, 0.0}, {double(kLabSceneWidth), double(kLabHeight)}};
    std::vector<layout::Stroke> strokes;
    const auto add = [&](Vec2 a, Vec2 b, int clearance) {
        const std::optional<geometry::Segment> shown = geometry::clippedToBox(a, b, scene);
        if (shown) strokes.push_back({{shown->from.x, shown->from.y}, {shown->to.x, shown->to.y}, clearance});
    };
    for (const lab::LabOutline* shape : {&frame.a, &frame.b}) {
        switch (shape->kind) {
            case lab::LabOutline::Kind::Polygon: {
                const auto& v = shape->vertices;
                for (std::size_t i = 0; i < v.size(); ++i) add(v[i], v[(i + 1) % v.size()], 4);  // the handles are 7 px
                break;
            }
            case lab::LabOutline::Kind::Circle: {
                constexpr int kSides = 32;
                const auto rim = [&](int k) { return shape->centre + geometry::Vec2{std::cos(k * 2.0 * std::numbers::pi / kSides), std::sin(k * 2.0 * std::numbers::pi / kSides)} * shape->radius; };
                for (int k = 0; k < kSides; ++k) add(rim(k), rim(k + 1), 3);
                break;
            }
            case lab::LabOutline::Kind::Point: add(shape->centre, shape->centre, 9); break;
        }
    }
    return strokes;
}

void placePictureLabels(LabScreenLayout& s, const layout::Measure& measure, const LabFrame& frame) {
    if (frame.showHelp) {  // the help covers the picture: the ticks' marks only, where they are without it
        s.ticks = bottomLeftTicks(s);
        return;
    }
    s.ticks = tickLinesFor(s, measure, frame);
    const std::vector<layout::Stroke> strokes = shapeStrokes(frame);
    s.board.keyStrokes.insert(s.board.keyStrokes.end(), strokes.begin(), strokes.end());
    constexpr int kReach = 400;
    for (PictureLabel& label : pictureLabels(measure, frame)) {
        // A label of a point off the scene names nothing the student sees.
        if (!onScene(label.anchor) && label.name != "axis label") continue;
        const Vec2 a{std::clamp(label.anchor.x, 0.0, double(kLabSceneWidth)), std::clamp(label.anchor.y, 0.0, double(kLabHeight))};
        const layout::LabelWish wish{label.wanted, {a.x, a.y}, {0, 0, kLabSceneWidth, kLabHeight}, kReach};
        const std::optional<layout::PlacedLabel> placed = layout::placeLabel(s.board, label.name, wish);
        if (!placed) {
            s.leftOut.push_back("picture label " + label.name);
            continue;
        }
        s.labels.push_back({*placed, std::move(label.lines), std::move(label.colours)});
    }
    // The ticks' numbers last, each beside its tick or not at all: the picture's own words come first.
    (void)placeTickLabels(s.board, tickLabels(measure, frame, s.ticks), s.ticks, &s.labels);
}

lab::LabTicks labTicks(const LabFrame& frame) {
    const geometry::Aabb stage{{0.0, double(kLabHeaderHeight)}, {double(kLabSceneWidth), double(kLabHeight - kLabFooterHeight)}};
    return lab::ticksFor(frame.view, stage, kTickSpacing);
}

void drawTicks(SDL_Renderer* renderer, const LabFrame& frame, const LabScreenLayout& placed) {
    const lab::LabTicks ticks = labTicks(frame);
    const TickLines& on = placed.ticks;
    const double xEnd = on.xDown ? on.xRow + kTickLength : on.xRow - kTickLength;
    for (const lab::AxisTick& t : ticks.x) drawLine(renderer, {t.at, double(on.xRow)}, {t.at, xEnd}, kDimText);
    const double yEnd = on.yLeftward ? on.yColumn - kTickLength : on.yColumn + kTickLength;
    for (const lab::AxisTick& t : ticks.y) {
        if (t.at >= on.top && t.at <= on.bottom) drawLine(renderer, {double(on.yColumn), t.at}, {yEnd, t.at}, kDimText);
    }
}

void drawPictureLabels(SDL_Renderer* renderer, Text& text, const LabScreenLayout& placed) {
    for (const LabLabel& label : placed.labels) {
        const layout::Rect& r = label.placed.rect;
        if (label.placed.leader) {
            const layout::Point to = layout::nearestOn(r, label.placed.anchor);
            drawLine(renderer, {label.placed.anchor.x, label.placed.anchor.y}, {to.x, to.y}, withAlpha(label.colours.front(), 170));
        }
        for (std::size_t i = 0; i < label.lines.size(); ++i) {
            drawLabel(renderer, text, label.lines[i], r.x + r.w / 2, r.y + static_cast<int>(i) * text.lineHeight(), label.colours[i], Align::Centre);
        }
    }
}

}  // namespace render
