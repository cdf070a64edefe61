#include "lab/geom/GeomQueries.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "geometry/Aabb.h"
#include "geometry/Circle.h"
#include "geometry/ConvexPieces.h"
#include "geometry/PointInPolygon.h"
#include "geometry/PolarEdgeDistance.h"
#include "geometry/Sat.h"
#include "lab/geom/internal/GeomParse.h"

namespace lab {

namespace {

using namespace geom;
using base::failure;
using geometry::Vec2;
using QueryReply = base::Result<std::string>;

// The reason is built only when asked for: without --explain a query costs
// just its verdict.
template <class Reason>
QueryReply answered(std::string_view verdict, bool explain, Reason&& reason) {
    std::string text(verdict);
    if (explain) {
        const std::string why = reason();
        if (!why.empty()) text.append("  ").append(why);
    }
    return text;
}

// ---------------------------------------------------------------- pip

std::string pipReason(Vec2 p, std::span<const Vec2> polygon) {
    std::vector<geometry::RayCrossing> crossings(polygon.size());
    crossings.resize(geometry::rayCrossings(p, polygon, crossings));
    std::string edges;
    for (const geometry::RayCrossing& c : crossings) {
        if (!edges.empty()) edges += ',';
        edges += std::to_string(c.edge);
    }
    return "crossings=" + std::to_string(crossings.size()) + " edges=[" + edges + "]";
}

QueryReply answerPip(const Sides& sides, bool explain) {
    if (sides[0].size() != 2) {
        return failure("pip needs 2 numbers before '|' (PX PY), got " + std::to_string(sides[0].size()));
    }
    const base::Result<Polygon> polygon = toPolygon(sides[1], 2);
    if (!polygon) return polygon.error();
    const Vec2 p{sides[0][0], sides[0][1]};
    return answered(geometry::pointInPolygon(p, *polygon) ? "inside" : "outside", explain,
                    [&] { return pipReason(p, *polygon); });
}

// ---------------------------------------------------------------- sat

std::string satReason(const geometry::SatResult& r) {
    if (r.hit) return "depth=" + number(r.depth) + " normal=" + coordinates(r.normal);
    return "separating axis=" + coordinates(r.axis.axis) + " from " + polygonName(r.axis.fromA ? 1 : 2) + " edge " +
           std::to_string(r.axis.edge) + " gap=" + number(r.depth);
}

// Both sides read by `read` (side 1, then side 2), or the first side's error.
template <class T, class Read>
base::Result<std::array<T, 2>> bothSides(const Sides& sides, Read read) {
    auto first = read(sides[0], 1);
    if (!first) return first.error();
    auto second = read(sides[1], 2);
    if (!second) return second.error();
    return std::array<T, 2>{std::move(*first), std::move(*second)};
}

QueryReply answerSat(const Sides& sides, bool explain) {
    const auto polygons = bothSides<Polygon>(sides, [](std::span<const double> n, int side) {
        return toConvexPolygon(n, side, "use overlap");
    });
    if (!polygons) return polygons.error();
    const geometry::SatResult result = geometry::satConvex((*polygons)[0], (*polygons)[1]);
    return answered(result.hit ? "hit" : "miss", explain, [&] { return satReason(result); });
}

// ---------------------------------------------------------------- overlap

std::vector<geometry::TriangleIndices> earClipped(std::span<const Vec2> polygon) {
    std::vector<geometry::TriangleIndices> pieces(polygon.size() - 2);
    std::vector<std::size_t> scratch(polygon.size());
    pieces.resize(geometry::earClip(polygon, pieces, scratch));
    return pieces;
}

std::string overlapReason(const geometry::PieceMeeting& m) {
    if (m.hit) return "pieces=(" + std::to_string(m.pieceA) + "," + std::to_string(m.pieceB) + ")";
    return "pieces tested=" + std::to_string(m.pairsTested);
}

QueryReply answerOverlap(const Sides& sides, bool explain) {
    const auto polygons = bothSides<Polygon>(sides, toSimplePolygon);
    if (!polygons) return polygons.error();
    std::array<std::vector<geometry::TriangleIndices>, 2> pieces;
    for (std::size_t i = 0; i < 2; ++i) {
        pieces[i] = earClipped((*polygons)[i]);
        // Cannot happen for a polygon findPolygonProblem accepted; said plainly if it does.
        if (pieces[i].empty()) return failure(polygonName(static_cast<int>(i) + 1) + ": ear clipping found no ear");
    }
    const geometry::PieceMeeting m = geometry::firstMeetingPieces((*polygons)[0], pieces[0], (*polygons)[1], pieces[1]);
    return answered(m.hit ? "hit" : "miss", explain, [&] { return overlapReason(m); });
}

// ---------------------------------------------------------------- circle

// circleVsConvex treats the polygon as "a"; an axis not from it is the one
// from the nearest vertex to the circle's centre, and `edge` names that vertex.
std::string circleReason(const geometry::SatResult& r) {
    const std::string where = r.axis.fromA ? "from polygon 2 edge " + std::to_string(r.axis.edge)
                                           : "on the vertex axis to polygon 2 vertex " + std::to_string(r.axis.edge);
    if (r.hit) {
        return "depth=" + number(r.depth) + " normal=" + coordinates(r.normal) + (r.axis.fromA ? "" : " " + where);
    }
    return "separating axis=" + coordinates(r.axis.axis) + " " + where + " gap=" + number(r.depth);
}

QueryReply answerCircle(const Sides& sides, bool explain) {
    if (sides[0].size() != 3) {
        return failure("circle needs 3 numbers before '|' (CX CY R), got " + std::to_string(sides[0].size()));
    }
    const geometry::Circle circle{{sides[0][0], sides[0][1]}, sides[0][2]};
    if (circle.radius < 0.0) return failure("negative radius " + number(circle.radius));
    const base::Result<Polygon> polygon = toConvexPolygon(sides[1], 2, "circle needs a convex polygon");
    if (!polygon) return polygon.error();
    const geometry::SatResult result = geometry::circleVsConvex(circle, *polygon);
    return answered(result.hit ? "hit" : "miss", explain, [&] { return circleReason(result); });
}

// ---------------------------------------------------------------- aabb

std::string aabbReason(const geometry::Aabb& a, const geometry::Aabb& b) {
    const double gapX = std::max(a.min.x - b.max.x, b.min.x - a.max.x);
    if (gapX > 0.0) return "gap on x=" + number(gapX);
    const double gapY = std::max(a.min.y - b.max.y, b.min.y - a.max.y);
    if (gapY > 0.0) return "gap on y=" + number(gapY);
    return {};  // a hit needs no reason beyond "both shadows overlap"
}

QueryReply answerAabb(const Sides& sides, bool explain) {
    const auto boxes = bothSides<geometry::Aabb>(sides, toBox);
    if (!boxes) return boxes.error();
    const geometry::Aabb& a = (*boxes)[0];  // not a structured binding: clang 14 (the fuzz build) cannot capture one
    const geometry::Aabb& b = (*boxes)[1];
    return answered(geometry::overlaps(a, b) ? "hit" : "miss", explain, [&] { return aabbReason(a, b); });
}

// ---------------------------------------------------------------- polar

// The approximation's own figures, and what exact SAT says, so students see
// when the approximation is wrong.
std::string polarReason(const Triangle& a, const Triangle& b, const geometry::PolarReach& r) {
    const std::string sat =
        std::string("(approximation: SAT says ") + (geometry::convexPolygonsOverlap(a, b) ? "hit" : "miss") + ")";
    if (r.distance == 0.0) return "same centre " + sat;
    return "distances " + number(r.reachA) + "+" + number(r.reachB) + (r.hit ? " >= " : " < ") + "centres " +
           number(r.distance) + " " + sat;
}

QueryReply answerPolar(const Sides& sides, bool explain) {
    const auto triangles = bothSides<Triangle>(sides, toTriangle);
    if (!triangles) return triangles.error();
    const Triangle& a = (*triangles)[0];  // not a structured binding: clang 14 (the fuzz build) cannot capture one
    const Triangle& b = (*triangles)[1];
    const geometry::PolarReach reach = geometry::polarReach(a, b);
    return answered(reach.hit ? "hit" : "miss", explain, [&] { return polarReason(a, b, reach); });
}

// ---------------------------------------------------------------- dispatch

using Handler = QueryReply (*)(const Sides&, bool);

struct Command {
    std::string_view name;
    Handler answer;
};

constexpr std::array<Command, 6> kCommands{{
    {"pip", answerPip},
    {"sat", answerSat},
    {"overlap", answerOverlap},
    {"circle", answerCircle},
    {"aabb", answerAabb},
    {"polar", answerPolar},
}};

Handler findCommand(std::string_view name) {
    for (const Command& c : kCommands) {
        if (c.name == name) return c.answer;
    }
    return nullptr;
}

}  // namespace

base::Result<std::string> answerQuery(std::string_view line, bool explain) {
    const std::string_view query = trimmed(line);
    if (query.empty() || query.front() == '#') return std::string();
    const std::size_t nameEnd = std::min(query.find_first_of(" \t\r\f\v|"), query.size());
    const std::string_view name = query.substr(0, nameEnd);
    const Handler handler = findCommand(name);
    if (handler == nullptr) {
        return failure("unknown command " + quoted(name) + " (expected pip, sat, overlap, circle, aabb or polar)");
    }
    const base::Result<Sides> sides = parseSides(query.substr(nameEnd));
    if (!sides) return sides.error();
    return handler(*sides, explain);
}

}  // namespace lab
