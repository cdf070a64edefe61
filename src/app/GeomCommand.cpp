#include "app/GeomCommand.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <iostream>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "geometry/Aabb.h"
#include "geometry/Circle.h"
#include "geometry/ConvexPieces.h"
#include "geometry/PointInPolygon.h"
#include "geometry/PolarEdgeDistance.h"
#include "geometry/Polygon.h"
#include "geometry/Sat.h"

namespace app {

namespace {

using geometry::Vec2;
using Polygon = std::vector<Vec2>;
using Triangle = std::array<Vec2, 3>;
// The numbers left and right of `|`: side 1 is index 0.
using Sides = std::array<std::vector<double>, 2>;

constexpr std::string_view kSpace = " \t\r\f\v";  // \r too, so CRLF files read like LF ones

// ---------------------------------------------------------------- answers

GeomAnswer malformed(std::string reason) { return {{}, std::move(reason)}; }

// The reason is built only when asked for: without --explain a query costs
// just its verdict.
template <class Reason>
GeomAnswer answered(std::string_view verdict, bool explain, Reason&& reason) {
    std::string text(verdict);
    if (explain) {
        const std::string why = reason();
        if (!why.empty()) text.append("  ").append(why);
    }
    return {std::move(text), {}};
}

// %g, as promised to users; adding 0.0 turns -0 into 0, which reads better in
// a normal such as (-0,1).
std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", v + 0.0);
    return text;
}

// Built by appending: g++ 12 gives a false -Wrestrict for "(" + std::string (GCC bug 105329).
std::string coordinates(Vec2 v) {
    std::string text(1, '(');
    text.append(number(v.x)).append(1, ',').append(number(v.y)).append(1, ')');
    return text;
}

std::string polygonName(int side) { return "polygon " + std::to_string(side); }

// ---------------------------------------------------------------- parsing

std::string_view trimmed(std::string_view s) {
    const std::size_t first = s.find_first_not_of(kSpace);
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(kSpace) - first + 1);
}

std::string quoted(std::string_view token) {
    std::string text(1, '\'');
    text.append(token).append(1, '\'');
    return text;
}

// from_chars rather than strtod: no locale, no hex floats, and it reports
// where it stopped, so trailing junk such as "1.5x" is caught. It refuses a
// leading '+', which people do write, so that one sign is allowed here.
std::string parseNumber(std::string_view token, double& value) {
    std::string_view digits = token;
    if (digits.size() > 1 && digits[0] == '+' && digits[1] != '-') digits.remove_prefix(1);
    const char* end = digits.data() + digits.size();
    const auto [stop, failure] = std::from_chars(digits.data(), end, value);
    if (failure == std::errc::result_out_of_range) return quoted(token) + " is out of range";
    if (failure != std::errc{} || stop != end) return quoted(token) + " is not a number";
    // from_chars accepts "nan" and "inf"; no geometry question has an answer for them.
    if (!std::isfinite(value)) return quoted(token) + " is not finite";
    return {};
}

std::string parseNumbers(std::string_view text, std::vector<double>& numbers) {
    for (std::size_t at = text.find_first_not_of(kSpace); at != std::string_view::npos;
         at = text.find_first_not_of(kSpace, at)) {
        const std::size_t end = std::min(text.find_first_of(kSpace, at), text.size());
        double value = 0.0;
        if (std::string failure = parseNumber(text.substr(at, end - at), value); !failure.empty()) return failure;
        numbers.push_back(value);
        at = end;
    }
    return {};
}

// Splits "NUMBERS | NUMBERS" (the text after the command name).
std::string parseSides(std::string_view text, Sides& sides) {
    const std::size_t bar = text.find('|');
    if (bar == std::string_view::npos) return "missing '|' between the two sides";
    if (text.find('|', bar + 1) != std::string_view::npos) return "more than one '|'";
    if (std::string failure = parseNumbers(text.substr(0, bar), sides[0]); !failure.empty()) return failure;
    return parseNumbers(text.substr(bar + 1), sides[1]);
}

// ---------------------------------------------------------------- shapes

// Only what every command needs (the crossing number is defined even for
// self-intersecting polygons, so pip stops here).
std::string toPolygon(std::span<const double> numbers, int side, Polygon& polygon) {
    if (numbers.size() % 2 != 0) {
        return polygonName(side) + " has an odd number of coordinates (" + std::to_string(numbers.size()) + ")";
    }
    if (numbers.size() < 6) {
        return polygonName(side) + ": " + geometry::describe(geometry::PolygonProblem::TooFewVertices);
    }
    polygon.clear();
    for (std::size_t i = 0; i < numbers.size(); i += 2) polygon.push_back({numbers[i], numbers[i + 1]});
    return {};
}

std::string toSimplePolygon(std::span<const double> numbers, int side, Polygon& polygon) {
    if (std::string failure = toPolygon(numbers, side, polygon); !failure.empty()) return failure;
    const geometry::PolygonProblem problem = geometry::findPolygonProblem(polygon);
    if (problem != geometry::PolygonProblem::None) return polygonName(side) + ": " + geometry::describe(problem);
    return {};
}

// SAT answers wrongly, not just loosely, for a concave polygon, so refuse it
// and point to the command that handles it.
std::string toConvexPolygon(std::span<const double> numbers, int side, std::string_view advice, Polygon& polygon) {
    if (std::string failure = toSimplePolygon(numbers, side, polygon); !failure.empty()) return failure;
    if (!geometry::isConvex(polygon)) return polygonName(side) + " is not convex; " + std::string(advice);
    return {};
}

std::string toTriangle(std::span<const double> numbers, int side, Triangle& triangle) {
    Polygon polygon;
    if (std::string failure = toPolygon(numbers, side, polygon); !failure.empty()) return failure;
    if (polygon.size() != 3) {
        return polygonName(side) + " has " + std::to_string(polygon.size()) + " vertices; polar needs exactly 3";
    }
    const geometry::PolygonProblem problem = geometry::findPolygonProblem(polygon);
    if (problem != geometry::PolygonProblem::None) return polygonName(side) + ": " + geometry::describe(problem);
    triangle = {polygon[0], polygon[1], polygon[2]};
    return {};
}

std::string toBox(std::span<const double> numbers, int side, geometry::Aabb& box) {
    const std::string name = "box " + std::to_string(side);
    if (numbers.size() != 4) {
        return name + " needs 4 numbers (MINX MINY MAXX MAXY), got " + std::to_string(numbers.size());
    }
    box = {{numbers[0], numbers[1]}, {numbers[2], numbers[3]}};
    if (box.min.x > box.max.x) return name + ": MINX " + number(box.min.x) + " > MAXX " + number(box.max.x);
    if (box.min.y > box.max.y) return name + ": MINY " + number(box.min.y) + " > MAXY " + number(box.max.y);
    return {};
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

GeomAnswer answerPip(const Sides& sides, bool explain) {
    if (sides[0].size() != 2) {
        return malformed("pip needs 2 numbers before '|' (PX PY), got " + std::to_string(sides[0].size()));
    }
    Polygon polygon;
    if (std::string failure = toPolygon(sides[1], 2, polygon); !failure.empty()) return malformed(failure);
    const Vec2 p{sides[0][0], sides[0][1]};
    return answered(geometry::pointInPolygon(p, polygon) ? "inside" : "outside", explain,
                    [&] { return pipReason(p, polygon); });
}

// ---------------------------------------------------------------- sat

std::string satReason(const geometry::SatResult& r) {
    if (r.hit) return "depth=" + number(r.depth) + " normal=" + coordinates(r.normal);
    return "separating axis=" + coordinates(r.axis.axis) + " from " + polygonName(r.axis.fromA ? 1 : 2) + " edge " +
           std::to_string(r.axis.edge) + " gap=" + number(r.depth);
}

GeomAnswer answerSat(const Sides& sides, bool explain) {
    std::array<Polygon, 2> polygons;
    for (int side : {1, 2}) {
        const int i = side - 1;
        if (std::string failure = toConvexPolygon(sides[i], side, "use overlap", polygons[i]); !failure.empty()) {
            return malformed(failure);
        }
    }
    const geometry::SatResult result = geometry::satConvex(polygons[0], polygons[1]);
    return answered(result.hit ? "hit" : "miss", explain, [&] { return satReason(result); });
}

// ---------------------------------------------------------------- overlap

std::vector<geometry::TriangleIndices> earClipped(std::span<const Vec2> polygon) {
    std::vector<geometry::TriangleIndices> pieces(polygon.size() - 2);
    std::vector<std::size_t> scratch(polygon.size());
    pieces.resize(geometry::earClip(polygon, pieces, scratch));
    return pieces;
}

// piecesOverlap one pair at a time, so that --explain can name the pair; the
// early out is the same as in one call over all the pieces.
std::optional<std::pair<std::size_t, std::size_t>> firstOverlappingPieces(
    std::span<const Vec2> a, std::span<const geometry::TriangleIndices> aPieces, std::span<const Vec2> b,
    std::span<const geometry::TriangleIndices> bPieces) {
    for (std::size_t i = 0; i < aPieces.size(); ++i) {
        for (std::size_t j = 0; j < bPieces.size(); ++j) {
            if (geometry::piecesOverlap(a, aPieces.subspan(i, 1), b, bPieces.subspan(j, 1))) return std::pair{i, j};
        }
    }
    return std::nullopt;
}

GeomAnswer answerOverlap(const Sides& sides, bool explain) {
    std::array<Polygon, 2> polygons;
    std::array<std::vector<geometry::TriangleIndices>, 2> pieces;
    for (int side : {1, 2}) {
        const int i = side - 1;
        if (std::string failure = toSimplePolygon(sides[i], side, polygons[i]); !failure.empty()) {
            return malformed(failure);
        }
        pieces[i] = earClipped(polygons[i]);
        // Cannot happen for a polygon findPolygonProblem accepted; said plainly if it does.
        if (pieces[i].empty()) return malformed(polygonName(side) + ": ear clipping found no ear");
    }
    const auto pair = firstOverlappingPieces(polygons[0], pieces[0], polygons[1], pieces[1]);
    return answered(pair ? "hit" : "miss", explain, [&] {
        if (pair) return "pieces=(" + std::to_string(pair->first) + "," + std::to_string(pair->second) + ")";
        return "pieces tested=" + std::to_string(pieces[0].size() * pieces[1].size());
    });
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

GeomAnswer answerCircle(const Sides& sides, bool explain) {
    if (sides[0].size() != 3) {
        return malformed("circle needs 3 numbers before '|' (CX CY R), got " + std::to_string(sides[0].size()));
    }
    const geometry::Circle circle{{sides[0][0], sides[0][1]}, sides[0][2]};
    if (circle.radius < 0.0) return malformed("negative radius " + number(circle.radius));
    Polygon polygon;
    if (std::string failure = toConvexPolygon(sides[1], 2, "circle needs a convex polygon", polygon);
        !failure.empty()) {
        return malformed(failure);
    }
    const geometry::SatResult result = geometry::circleVsConvex(circle, polygon);
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

GeomAnswer answerAabb(const Sides& sides, bool explain) {
    std::array<geometry::Aabb, 2> boxes;
    for (int side : {1, 2}) {
        const int i = side - 1;
        if (std::string failure = toBox(sides[i], side, boxes[i]); !failure.empty()) return malformed(failure);
    }
    return answered(geometry::overlaps(boxes[0], boxes[1]) ? "hit" : "miss", explain,
                    [&] { return aabbReason(boxes[0], boxes[1]); });
}

// ---------------------------------------------------------------- polar

// The approximation's own figures, and what exact SAT says, so students see
// when the approximation is wrong.
std::string polarReason(const Triangle& a, const Triangle& b, bool hit) {
    const std::string sat =
        std::string("(approximation: SAT says ") + (geometry::convexPolygonsOverlap(a, b) ? "hit" : "miss") + ")";
    const Vec2 ca = geometry::triangleCentre(a);
    const Vec2 cb = geometry::triangleCentre(b);
    const double distance = geometry::length(cb - ca);
    if (distance == 0.0) return "same centre " + sat;
    const Vec2 u = (cb - ca) / distance;
    const double reachA = geometry::edgeDistance(a, ca, u);
    const double reachB = geometry::edgeDistance(b, cb, -u);
    return "distances " + number(reachA) + "+" + number(reachB) + (hit ? " >= " : " < ") + "centres " +
           number(distance) + " " + sat;
}

GeomAnswer answerPolar(const Sides& sides, bool explain) {
    std::array<Triangle, 2> triangles;
    for (int side : {1, 2}) {
        const int i = side - 1;
        if (std::string failure = toTriangle(sides[i], side, triangles[i]); !failure.empty()) return malformed(failure);
    }
    const bool hit = geometry::polarTrianglesCollide(triangles[0], triangles[1]);
    return answered(hit ? "hit" : "miss", explain, [&] { return polarReason(triangles[0], triangles[1], hit); });
}

// ---------------------------------------------------------------- dispatch

using Handler = GeomAnswer (*)(const Sides&, bool);

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

// ---------------------------------------------------------------- streams

// Answers are gathered and written in large blocks: a write per line would
// cost 100,000 system calls for 100,000 queries.
class BlockWriter {
public:
    BlockWriter(std::ostream& out, std::ostream& err) : out_(out), err_(err) {}

    void answer(std::string_view text) { outText_.append(text).push_back('\n'); }

    void error(std::size_t lineNumber, std::string_view reason) {
        outText_.append("error: ").append(reason).push_back('\n');
        errText_.append("geom: line ").append(std::to_string(lineNumber)).append(": ").append(reason).push_back('\n');
    }

    bool full() const { return outText_.size() + errText_.size() >= kBlockSize; }

    void flush() {
        out_.write(outText_.data(), static_cast<std::streamsize>(outText_.size()));
        err_.write(errText_.data(), static_cast<std::streamsize>(errText_.size()));
        out_.flush();
        err_.flush();
        outText_.clear();
        errText_.clear();
    }

private:
    static constexpr std::size_t kBlockSize = std::size_t{1} << 16;
    std::ostream& out_;
    std::ostream& err_;
    std::string outText_;
    std::string errText_;
};

// Someone typing queries must see each answer before typing the next, but a
// pipe or file should still be answered in big blocks. Flushing just before
// the next read could block does both: typed input runs dry after every line,
// piped input only at the end of each chunk the reader fetches.
bool nextReadMayWait(std::istream& in) { return in.rdbuf() == nullptr || in.rdbuf()->in_avail() <= 0; }

}  // namespace

GeomAnswer answerQuery(std::string_view line, bool explain) {
    const std::string_view query = trimmed(line);
    if (query.empty() || query.front() == '#') return {};
    const std::size_t nameEnd = std::min(query.find_first_of(" \t\r\f\v|"), query.size());
    const std::string_view name = query.substr(0, nameEnd);
    const Handler handler = findCommand(name);
    if (handler == nullptr) {
        return malformed("unknown command " + quoted(name) + " (expected pip, sat, overlap, circle, aabb or polar)");
    }
    Sides sides;
    if (std::string failure = parseSides(query.substr(nameEnd), sides); !failure.empty()) return malformed(failure);
    return handler(sides, explain);
}

int runGeom(std::istream& in, std::ostream& out, std::ostream& err, bool explain) {
    BlockWriter writer(out, err);
    bool anyMalformed = false;
    std::string line;
    for (std::size_t lineNumber = 1; std::getline(in, line); ++lineNumber) {
        const GeomAnswer answer = answerQuery(line, explain);
        if (!answer.error.empty()) {
            anyMalformed = true;
            writer.error(lineNumber, answer.error);
        } else if (!answer.text.empty()) {
            writer.answer(answer.text);
        }
        if (writer.full() || nextReadMayWait(in)) writer.flush();
    }
    writer.flush();
    return anyMalformed ? 2 : 0;
}

int runGeomCommand(const Options& options) {
    // Unsynchronised standard streams buffer on their own instead of going
    // through stdio a call at a time; nothing else in this mode uses stdio.
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    return runGeom(std::cin, std::cout, std::cerr, options.explain);
}

}  // namespace app
