#include "render/LabPictures.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "lab/LabNumbers.h"
#include "render/LabDraw.h"
#include "render/LabLayout.h"
#include "render/Palette.h"
#include "render/ViewArea.h"

namespace render {

using lab::AxisLayer;
using lab::EdgeMeeting;
using lab::FillRule;
using lab::Ink;
using lab::LabFrame;
using lab::LabOutline;
using lab::PieceLayer;
using lab::RayLayer;
using lab::VertexMark;

namespace {

using geometry::Vec2;

// How far a projection line sits beyond the shapes, in pixels.
constexpr double kAxisClearance = 44.0;
// Successive axes of one picture sit a little further out, so they do not coincide.
constexpr double kAxisSpacing = 8.0;

SDL_Color colourOf(char name) { return name == 'A' ? kLabShapeA : name == 'B' ? kLabShapeB : kLabProbe; }

bool inScene(Vec2 p, double margin) {
    return p.x >= margin && p.x <= kLabSceneWidth - margin && p.y >= kLabHeaderHeight + margin &&
           p.y <= kLabHeight - kLabFooterHeight - margin;
}

// A line parallel to the axis, beside both shapes, to project them onto:
// position t on the axis is drawn at origin + u * (t - dot(origin, u)).
struct AxisPlacement {
    Vec2 origin{};
    Vec2 u{};
    Vec2 away{};  // unit, from the shapes towards the line
    Vec2 at(double t) const { return origin + u * (t - geometry::dot(origin, u)); }
};

AxisPlacement placeAxis(const LabFrame& frame, const AxisLayer& axis, double extra) {
    const Vec2 u = axis.picture.axis;
    const auto& points = frame.shapePoints;
    Vec2 centre{};
    for (const Vec2 p : points) centre += p;
    if (!points.empty()) centre = centre / static_cast<double>(points.size());
    const Vec2 side = geometry::perp(u);
    double low = 0.0;
    double high = 0.0;
    for (const Vec2 p : points) {
        low = std::min(low, geometry::dot(p - centre, side));
        high = std::max(high, geometry::dot(p - centre, side));
    }
    // Beyond the shapes on one side or the other: the side where more of the
    // shadows land inside the scene, then the one nearer its middle.
    const AxisPlacement right{centre + side * (high + kAxisClearance + extra), u, side};
    const AxisPlacement left{centre + side * (low - kAxisClearance - extra), u, -side};
    const double first = std::min(axis.picture.shadowA.min, axis.picture.shadowB.min);
    const double last = std::max(axis.picture.shadowA.max, axis.picture.shadowB.max);
    const Vec2 sceneCentre{kLabSceneWidth / 2.0, (kLabHeaderHeight + kLabHeight - kLabFooterHeight) / 2.0};
    const auto score = [&](const AxisPlacement& p) {
        int inside = 0;
        for (int k = 0; k <= 8; ++k) inside += inScene(p.at(first + (last - first) * k / 8.0), 16.0) ? 1 : 0;
        return inside * 10000.0 - geometry::length(p.at((first + last) / 2.0) - sceneCentre);
    };
    return score(right) >= score(left) ? right : left;
}

// The edge or vertex an axis came from, so the eye links axis and shape.
void drawFeature(SDL_Renderer* renderer, const AxisLayer& axis) {
    if (axis.featureEdge) drawThickLine(renderer, (*axis.featureEdge)[0], (*axis.featureEdge)[1], kSeparatingAxis, 4);
    if (axis.vertexToCentre) {
        const Vec2 v = (*axis.vertexToCentre)[0];
        drawDashedLine(renderer, v, (*axis.vertexToCentre)[1], kSeparatingAxis, 6.0, 4.0);
        drawCircle(renderer, v, 9.0, kSeparatingAxis);
        drawCircle(renderer, v, 10.0, kSeparatingAxis);
    }
}

// Each shape's shadow on the axis as a bar, with guides from the points that cast its ends.
void drawShadows(SDL_Renderer* renderer, const AxisLayer& axis, const AxisPlacement& place) {
    for (const bool ofA : {true, false}) {
        const geometry::Interval shadow = ofA ? axis.picture.shadowA : axis.picture.shadowB;
        const auto& casters = ofA ? axis.castersA : axis.castersB;
        const SDL_Color colour = ofA ? kLabShapeA : kLabShapeB;
        const Vec2 lift = place.away * (ofA ? -5.0 : 5.0);
        drawDashedLine(renderer, casters[0], place.at(shadow.min) + lift, withAlpha(colour, 110), 4.0, 5.0);
        drawDashedLine(renderer, casters[1], place.at(shadow.max) + lift, withAlpha(colour, 110), 4.0, 5.0);
        drawThickLine(renderer, place.at(shadow.min) + lift, place.at(shadow.max) + lift, colour, 4);
    }
}

// The stretch of the axis where the shadows overlap, or the gap between them.
struct ShadowMeeting {
    bool overlapping = false;
    double from = 0.0;  // along the axis
    double to = 0.0;
    SDL_Color mark{};
};

ShadowMeeting drawOverlapOrGap(SDL_Renderer* renderer, const AxisLayer& axis, const AxisPlacement& place) {
    const double lo = std::max(axis.picture.shadowA.min, axis.picture.shadowB.min);
    const double hi = std::min(axis.picture.shadowA.max, axis.picture.shadowB.max);
    ShadowMeeting m{lo <= hi, 0.0, 0.0, {}};
    m.mark = m.overlapping ? kTranslation : kSeparatingAxis;
    m.from = m.overlapping ? lo : hi;
    m.to = m.overlapping ? hi : lo;
    drawThickLine(renderer, place.at(m.from), place.at(m.to), m.mark, 3);
    drawThickLine(renderer, place.at(m.from) + place.away * 12.0, place.at(m.from) - place.away * 12.0, m.mark, 2);
    drawThickLine(renderer, place.at(m.to) + place.away * 12.0, place.at(m.to) - place.away * 12.0, m.mark, 2);
    return m;
}

// Where a label of the given half-size centred on the axis picture goes: beyond
// the line if there is room; else past either end of the shadows, on the line;
// else on the shapes' side of it; always inside the scene.
Vec2 axisLabelCentre(const AxisLayer& axis, const AxisPlacement& place, const ShadowMeeting& m, double halfWidth,
                     double halfHeight) {
    // The label sits wholly beyond the line: its half-size measured along
    // `away` is how far its centre must stand off.
    const double standOff = std::abs(place.away.x) * halfWidth + std::abs(place.away.y) * halfHeight + 8.0;
    const auto fits = [&](Vec2 c) {
        return c.x - halfWidth >= 4.0 && c.x + halfWidth <= kLabSceneWidth - 4.0 && c.y - halfHeight >= kLabHeaderHeight + 4.0 &&
               c.y + halfHeight <= kLabHeight - kLabFooterHeight - 4.0;
    };
    const Vec2 anchor = place.at((m.from + m.to) / 2.0);
    const double alongOff = std::abs(axis.picture.axis.x) * halfWidth + std::abs(axis.picture.axis.y) * halfHeight + 10.0;
    const double first = std::min(axis.picture.shadowA.min, axis.picture.shadowB.min);
    const double last = std::max(axis.picture.shadowA.max, axis.picture.shadowB.max);
    const Vec2 candidates[] = {anchor + place.away * standOff, place.at(last) + axis.picture.axis * alongOff,
                               place.at(first) - axis.picture.axis * alongOff, anchor - place.away * standOff};
    Vec2 labelAt = candidates[0];
    for (const Vec2 c : candidates) {
        if (!fits(c)) continue;
        labelAt = c;
        break;
    }
    labelAt.x = std::clamp(labelAt.x, halfWidth + 4.0, kLabSceneWidth - halfWidth - 4.0);
    labelAt.y = std::clamp(labelAt.y, kLabHeaderHeight + halfHeight + 4.0, kLabHeight - kLabFooterHeight - halfHeight - 4.0);
    return labelAt;
}

// With several axes in one picture the captions go to the caption strip and
// each axis gets only a short tag (tagOnly), so their labels cannot pile up.
void drawAxisLabel(SDL_Renderer* renderer, Text& text, const AxisLayer& axis, const AxisPlacement& place, const ShadowMeeting& m) {
    const std::string& amount = axis.amountWords;
    const bool inStrip = axis.tagOnly;
    const int lineHeight = text.lineHeight();
    const double halfWidth =
        (inStrip ? labelWidth(text, axis.tag) : std::max(labelWidth(text, axis.caption), labelWidth(text, amount))) / 2.0 + 4.0;
    const double halfHeight = (inStrip ? 1 : 2) * lineHeight / 2.0;
    const Vec2 labelAt = axisLabelCentre(axis, place, m, halfWidth, halfHeight);
    const int top = toPixel(labelAt.y - halfHeight);
    if (inStrip) {
        drawLabel(renderer, text, axis.tag, toPixel(labelAt.x), top, m.mark, Align::Centre);
        return;
    }
    drawLabel(renderer, text, axis.caption, toPixel(labelAt.x), top, kText, Align::Centre);
    drawLabel(renderer, text, amount, toPixel(labelAt.x), top + lineHeight, m.mark, Align::Centre);
}

// One projection axis: the line, both shadows, the overlap or the gap, the
// MTV when there is one, and the label saying which axis and how much.
void drawAxis(SDL_Renderer* renderer, Text& text, const LabFrame& frame, const AxisLayer& axis, double extra) {
    drawFeature(renderer, axis);
    const AxisPlacement place = placeAxis(frame, axis, extra);
    const double here = geometry::dot(place.origin, axis.picture.axis);
    drawLine(renderer, place.at(here - 1500.0), place.at(here + 1500.0), withAlpha(kDimText, 150));
    drawShadows(renderer, axis, place);
    const ShadowMeeting meeting = drawOverlapOrGap(renderer, axis, place);
    if (axis.mtv) {
        drawLabArrow(renderer, (*axis.mtv)[0], (*axis.mtv)[1], kTranslation);
        drawLabel(renderer, text, "MTV", toPixel((*axis.mtv)[0].x) + 8, toPixel((*axis.mtv)[0].y) + 6, kTranslation);
    }
    drawAxisLabel(renderer, text, axis, place, meeting);
}

void drawBoxes(SDL_Renderer* renderer, Text& text, const std::array<geometry::Aabb, 2>& boxes, double unit) {
    const geometry::Aabb& a = boxes[0];
    const geometry::Aabb& b = boxes[1];
    const bool hit = geometry::overlaps(a, b);
    if (hit) {
        const SDL_FRect shared{static_cast<float>(std::max(a.min.x, b.min.x)), static_cast<float>(std::max(a.min.y, b.min.y)),
                               static_cast<float>(std::min(a.max.x, b.max.x) - std::max(a.min.x, b.min.x)),
                               static_cast<float>(std::min(a.max.y, b.max.y) - std::max(a.min.y, b.min.y))};
        setColour(renderer, withAlpha(kBoxOverlapping, 60));
        SDL_RenderFillRectF(renderer, &shared);
    }
    for (const bool ofA : {true, false}) {
        const geometry::Aabb& box = ofA ? a : b;
        drawDashedBox(renderer, box, hit ? kBoxOverlapping : (ofA ? kLabShapeA : kLabShapeB));
        // Under the box's bottom-left corner: the shape's own name sits at its top-left.
        drawLabel(renderer, text, ofA ? "box A" : "box B", toPixel(box.min.x), toPixel(box.max.y) + 4, ofA ? kLabShapeA : kLabShapeB);
    }
    // A gap on either axis is what lets the filter reject the pair.
    if (a.max.x < b.min.x || b.max.x < a.min.x) {
        const double x0 = a.max.x < b.min.x ? a.max.x : b.max.x;
        const double x1 = a.max.x < b.min.x ? b.min.x : a.min.x;
        const double y = (std::max(a.min.y, b.min.y) + std::min(a.max.y, b.max.y)) / 2.0;
        drawThickLine(renderer, {x0, y}, {x1, y}, kSeparatingAxis, 3);
        drawLabel(renderer, text, "x gap " + lab::lengthText((x1 - x0) / unit, 0), toPixel((x0 + x1) / 2), toPixel(y) + 6, kSeparatingAxis, Align::Centre);
    }
    if (a.max.y < b.min.y || b.max.y < a.min.y) {
        const double y0 = a.max.y < b.min.y ? a.max.y : b.max.y;
        const double y1 = a.max.y < b.min.y ? b.min.y : a.min.y;
        const double x = (std::max(a.min.x, b.min.x) + std::min(a.max.x, b.max.x)) / 2.0;
        drawThickLine(renderer, {x, y0}, {x, y1}, kSeparatingAxis, 3);
        drawLabel(renderer, text, "y gap " + lab::lengthText((y1 - y0) / unit, 0), toPixel(x) + 8, toPixel((y0 + y1) / 2) - 10, kSeparatingAxis);
    }
}

// The crossing-number ray: numbered crossings (even-odd) or signed ones (nonzero).
void drawRay(SDL_Renderer* renderer, Text& text, const RayLayer& ray, bool several) {
    const int lineHeight = text.lineHeight();
    drawThickLine(renderer, ray.point, {static_cast<double>(kLabSceneWidth), ray.point.y}, kRay, 2);
    // A horizontal edge lying on the ray: the half-open rule never counts it.
    for (const auto& edge : ray.ignoredEdges) {
        drawDashedLine(renderer, edge[0] + Vec2{0, 4}, edge[1] + Vec2{0, 4}, kText, 5.0, 4.0);
        drawLabel(renderer, text, "horizontal: not counted", toPixel((edge[0].x + edge[1].x) / 2.0), toPixel(edge[0].y) + 10, kText,
                  Align::Centre);
    }
    const SDL_Color markColour = several ? colourOf(ray.polygonName) : kCrossing;
    std::vector<double> labelled;
    for (std::size_t i = 0; i < ray.marks.size(); ++i) {
        const geometry::RayCrossing& c = ray.marks[i];
        fillDisc(renderer, c.point, 5.0, markColour);
        // Two crossings at one vertex (a ray through a tip): labels side by side.
        const std::string label = ray.signedMarks ? (c.direction > 0 ? "+1" : "-1") : std::to_string(i + 1);
        const double spacing = labelWidth(text, label) + 12.0;
        double x = c.point.x;
        for (const double other : labelled) {
            if (std::abs(other - x) < spacing) x = other + spacing;
        }
        labelled.push_back(x);
        drawLabel(renderer, text, label, toPixel(x), ray.marksBelow ? toPixel(c.point.y) + 8 : toPixel(c.point.y) - lineHeight - 8,
                  markColour, Align::Centre);
    }
}

// Which way each edge runs: the sign of its crossing.
void drawEdgeDirections(SDL_Renderer* renderer, const LabOutline& outline) {
    const auto& v = outline.vertices;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const Vec2 a = v[i];
        const Vec2 b = v[(i + 1) % v.size()];
        if (geometry::length(b - a) < 40.0) continue;
        const Vec2 u = geometry::normalized(b - a);
        const Vec2 back = u * -12.0;
        const Vec2 side = geometry::perp(u) * 7.0;
        // Off the middle: a star's or bowtie's edges cross at their middles.
        for (const double along : {0.3, 0.7}) {
            const Vec2 tip = geometry::lerp(a, b, along) + u * 6.0;
            drawThickLine(renderer, tip, tip + back + side, kText, 2);
            drawThickLine(renderer, tip, tip + back - side, kText, 2);
        }
    }
}

void drawPieces(SDL_Renderer* renderer, Text& text, const std::vector<PieceLayer>& pieces) {
    for (const PieceLayer& piece : pieces) {
        const auto& c = piece.corners;
        if (piece.meeting) fillOutline(renderer, c, FillRule::EvenOdd, withAlpha(kPiece, 90));
        for (std::size_t k = 0; k < 3; ++k) drawLine(renderer, c[k], c[(k + 1) % 3], kPiece);
    }
    if (pieces.size() > 24) return;  // too many to name readably
    for (const PieceLayer& piece : pieces) {
        const Vec2 middle = (piece.corners[0] + piece.corners[1] + piece.corners[2]) / 3.0;
        drawLabel(renderer, text, piece.label, toPixel(middle.x), toPixel(middle.y) - text.lineHeight() / 2, piece.meeting ? kText : kPiece,
                  Align::Centre);
    }
}

void drawPolar(SDL_Renderer* renderer, Text& text, const geometry::PolarReach& p, double unit) {
    drawDashedLine(renderer, p.centreA, p.centreB, withAlpha(kText, 160));
    if (p.distance > 0.0) {
        const Vec2 u = (p.centreB - p.centreA) / p.distance;
        const Vec2 endA = p.centreA + u * p.reachA;
        const Vec2 endB = p.centreB - u * p.reachB;
        drawThickLine(renderer, p.centreA, endA, kLabShapeA, 5);
        drawThickLine(renderer, p.centreB, endB, kLabShapeB, 5);
        const bool reaches = p.hit;
        if (!reaches) drawThickLine(renderer, endA, endB, kOutside, 3);
        const Vec2 mid = (endA + endB) / 2.0;
        const std::string line = "reach " + lab::sumVersusText(p.reachA / unit, p.reachB / unit, p.distance / unit, false) + " apart";
        drawLabel(renderer, text, line, toPixel(mid.x) + 14, toPixel(mid.y) - text.lineHeight() / 2, reaches ? kInside : kOutside);
    }
    for (const bool ofA : {true, false}) {
        const Vec2 c = ofA ? p.centreA : p.centreB;
        fillDisc(renderer, c, 6.0, ofA ? kLabShapeA : kLabShapeB);
        drawLabel(renderer, text, ofA ? "centre A" : "centre B", toPixel(c.x) - 10, toPixel(c.y) + 8, ofA ? kLabShapeA : kLabShapeB,
                  Align::Right);
    }
}

void drawVertexMarks(SDL_Renderer* renderer, const std::vector<VertexMark>& marks) {
    for (const VertexMark& m : marks) {
        if (m.inside) {
            fillDisc(renderer, m.at, 7.0, kInside);
        } else {
            drawCircle(renderer, m.at, 7.0, kOutside);
            drawCircle(renderer, m.at, 8.0, kOutside);
        }
    }
}

// Where edges meet: the edges themselves highlighted, or (with a caption)
// rings that point out an overlap another method missed.
void drawMeetings(SDL_Renderer* renderer, Text& text, const LabFrame& frame) {
    if (frame.meetings.empty()) return;
    if (!frame.meetingsCaption.empty()) {
        Vec2 where{};
        for (const EdgeMeeting& m : frame.meetings) {
            drawCircle(renderer, m.at, 7.0, kInside);
            where += m.at;
        }
        where = where / static_cast<double>(frame.meetings.size());
        drawLabel(renderer, text, frame.meetingsCaption, toPixel(where.x) + 24, toPixel(where.y) - 2 * text.lineHeight(), kInside);
        return;
    }
    for (const EdgeMeeting& m : frame.meetings) {
        drawThickLine(renderer, m.edgeA[0], m.edgeA[1], kCrossing, 3);
        drawThickLine(renderer, m.edgeB[0], m.edgeB[1], kCrossing, 3);
    }
    for (const EdgeMeeting& m : frame.meetings) fillDisc(renderer, m.at, 5.0, kText);
}

}  // namespace

SDL_Color inkColour(Ink ink) {
    switch (ink) {
        case Ink::Plain: return kText;
        case Ink::Dim: return kDimText;
        case Ink::Yes: return kInside;
        case Ink::No: return kOutside;
        case Ink::Warning: return kWarning;
        case Ink::Caution: return kLabCaution;
    }
    return kText;
}

void drawLabPicture(SDL_Renderer* renderer, Text& text, const LabFrame& frame) {
    const SDL_Rect scene{0, kLabHeaderHeight, kLabSceneWidth, kLabHeight - kLabHeaderHeight - kLabFooterHeight};
    SDL_RenderSetClipRect(renderer, &scene);
    if (frame.boxes) drawBoxes(renderer, text, *frame.boxes, frame.unit);
    drawPieces(renderer, text, frame.pieces);
    if (frame.edgeDirections) {
        drawEdgeDirections(renderer, frame.a);
        drawEdgeDirections(renderer, frame.b);
    }
    for (const RayLayer& ray : frame.rays) drawRay(renderer, text, ray, frame.rays.size() > 1);
    double extra = 0.0;
    for (const AxisLayer& axis : frame.axes) {
        drawAxis(renderer, text, frame, axis, extra);
        extra += kAxisSpacing;
    }
    if (frame.polar) drawPolar(renderer, text, *frame.polar, frame.unit);
    drawVertexMarks(renderer, frame.vertexMarks);
    drawMeetings(renderer, text, frame);
    SDL_RenderSetClipRect(renderer, nullptr);
}

}  // namespace render
