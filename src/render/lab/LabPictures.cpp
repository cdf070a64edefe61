#include "render/lab/internal/LabPictures.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "lab/LabNumbers.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/ViewArea.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/internal/LabAxisPlace.h"
#include "render/lab/internal/LabDraw.h"

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

// Each shape's shadow on the axis as a bar, with guides from the points that cast its ends, and where they meet.
void drawShadowsWithGuides(SDL_Renderer* renderer, const AxisLayer& axis, const AxisPlacement& place) {
    for (const bool ofA : {true, false}) {
        const geometry::Interval shadow = ofA ? axis.picture.shadowA : axis.picture.shadowB;
        const auto& casters = ofA ? axis.castersA : axis.castersB;
        const SDL_Color colour = ofA ? kLabShapeA : kLabShapeB;
        const Vec2 lift = place.away * (ofA ? -5.0 : 5.0);
        drawDashedLine(renderer, casters[0], place.at(shadow.min) + lift, withAlpha(colour, 110), 4.0, 5.0);
        drawDashedLine(renderer, casters[1], place.at(shadow.max) + lift, withAlpha(colour, 110), 4.0, 5.0);
    }
    const ShadowLook look{kLabShapeA, kLabShapeB, meetingColour(shadowMeeting(axis)), 5.0, 4, 3, 12.0, true};
    drawShadows(renderer, place.strip(), axis.picture.shadowA, axis.picture.shadowB, look);
}

// One projection axis: the line, both shadows, the overlap or the gap, the
// MTV when there is one, and the label saying which axis and how much.
void drawAxis(SDL_Renderer* renderer, const LabFrame& frame, const AxisLayer& axis, double extra) {
    drawFeature(renderer, axis);
    const AxisPlacement place = placeAxis(frame, axis, extra);
    const double here = geometry::dot(place.origin, axis.picture.axis);
    drawLine(renderer, place.at(here - 1500.0), place.at(here + 1500.0), withAlpha(kDimText, 150));
    drawShadowsWithGuides(renderer, axis, place);
    if (axis.mtv) drawArrow(renderer, (*axis.mtv)[0], (*axis.mtv)[1], kTranslation, kLabArrow);
}

void drawBoxes(SDL_Renderer* renderer, const std::array<geometry::Aabb, 2>& boxes) {
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
    }
    // A gap on either axis is what lets the filter reject the pair.
    if (a.max.x < b.min.x || b.max.x < a.min.x) {
        const double x0 = a.max.x < b.min.x ? a.max.x : b.max.x;
        const double x1 = a.max.x < b.min.x ? b.min.x : a.min.x;
        const double y = (std::max(a.min.y, b.min.y) + std::min(a.max.y, b.max.y)) / 2.0;
        drawThickLine(renderer, {x0, y}, {x1, y}, kSeparatingAxis, 3);
    }
    if (a.max.y < b.min.y || b.max.y < a.min.y) {
        const double y0 = a.max.y < b.min.y ? a.max.y : b.max.y;
        const double y1 = a.max.y < b.min.y ? b.min.y : a.min.y;
        const double x = (std::max(a.min.x, b.min.x) + std::min(a.max.x, b.max.x)) / 2.0;
        drawThickLine(renderer, {x, y0}, {x, y1}, kSeparatingAxis, 3);
    }
}

// The crossing-number ray and its crossings (their numbers are labels: LabPictureLabels).
void drawRay(SDL_Renderer* renderer, const RayLayer& ray, bool several) {
    drawThickLine(renderer, ray.point, {static_cast<double>(kLabSceneWidth), ray.point.y}, kRay, 2);
    // A horizontal edge lying on the ray: the half-open rule never counts it.
    for (const auto& edge : ray.ignoredEdges) drawDashedLine(renderer, edge[0] + Vec2{0, 4}, edge[1] + Vec2{0, 4}, kText, 5.0, 4.0);
    for (const geometry::RayCrossing& c : ray.marks) fillDisc(renderer, c.point, 5.0, crossingColour(ray, several));
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

void drawPieces(SDL_Renderer* renderer, const std::vector<PieceLayer>& pieces) {
    for (const PieceLayer& piece : pieces) {
        const auto& c = piece.corners;
        if (piece.meeting) fillOutline(renderer, c, FillRule::EvenOdd, withAlpha(kPiece, 90));
        for (std::size_t k = 0; k < 3; ++k) drawLine(renderer, c[k], c[(k + 1) % 3], kPiece);
    }
}

void drawPolar(SDL_Renderer* renderer, const geometry::PolarReach& p) {
    drawDashedLine(renderer, p.centreA, p.centreB, withAlpha(kText, 160));
    if (p.distance > 0.0) {
        const Vec2 u = (p.centreB - p.centreA) / p.distance;
        const Vec2 endA = p.centreA + u * p.reachA;
        const Vec2 endB = p.centreB - u * p.reachB;
        drawThickLine(renderer, p.centreA, endA, kLabShapeA, 5);
        drawThickLine(renderer, p.centreB, endB, kLabShapeB, 5);
        const bool reaches = p.hit;
        if (!reaches) drawThickLine(renderer, endA, endB, kOutside, 3);
    }
    fillDisc(renderer, p.centreA, 6.0, kLabShapeA);
    fillDisc(renderer, p.centreB, 6.0, kLabShapeB);
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
void drawMeetings(SDL_Renderer* renderer, const LabFrame& frame) {
    if (!frame.meetingsCaption.empty()) {
        for (const EdgeMeeting& m : frame.meetings) drawCircle(renderer, m.at, 7.0, kInside);
        return;
    }
    for (const EdgeMeeting& m : frame.meetings) {
        drawThickLine(renderer, m.edgeA[0], m.edgeA[1], kCrossing, 3);
        drawThickLine(renderer, m.edgeB[0], m.edgeB[1], kCrossing, 3);
    }
    for (const EdgeMeeting& m : frame.meetings) fillDisc(renderer, m.at, 5.0, kText);
}

}  // namespace

SDL_Color crossingColour(const RayLayer& ray, bool several) {
    if (!several) return kCrossing;
    return ray.polygonName == 'A' ? kLabShapeA : ray.polygonName == 'B' ? kLabShapeB : kLabProbe;
}

SDL_Color meetingColour(const ShadowMeeting& m) { return verdictColour(m.overlapping); }

SDL_Color inkColour(Ink ink) {
    switch (ink) {
        case Ink::Plain: return kText;
        case Ink::Dim: return kDimText;
        case Ink::Yes: return verdictColour(true);
        case Ink::No: return verdictColour(false);
        case Ink::Warning: return kWarning;
        case Ink::Caution: return kLabCaution;
    }
    return kText;
}

void drawLabPicture(SDL_Renderer* renderer, const LabFrame& frame) {
    const SDL_Rect scene{0, kLabHeaderHeight, kLabSceneWidth, kLabHeight - kLabHeaderHeight - kLabFooterHeight};
    SDL_RenderSetClipRect(renderer, &scene);
    if (frame.boxes) drawBoxes(renderer, *frame.boxes);
    drawPieces(renderer, frame.pieces);
    if (frame.edgeDirections) {
        drawEdgeDirections(renderer, frame.a);
        drawEdgeDirections(renderer, frame.b);
    }
    for (const RayLayer& ray : frame.rays) drawRay(renderer, ray, frame.rays.size() > 1);
    double extra = 0.0;
    for (const AxisLayer& axis : frame.axes) {
        drawAxis(renderer, frame, axis, extra);
        extra += kAxisSpacing;
    }
    if (frame.polar) drawPolar(renderer, *frame.polar);
    drawVertexMarks(renderer, frame.vertexMarks);
    drawMeetings(renderer, frame);
    SDL_RenderSetClipRect(renderer, nullptr);
}

}  // namespace render
