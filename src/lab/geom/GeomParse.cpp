#include "lab/geom/internal/GeomParse.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdio>

#include "base/DecimalText.h"
#include "base/Printable.h"
#include "geometry/Limits.h"
#include "geometry/Polygon.h"

namespace lab::geom {

using base::failure;
using geometry::Vec2;

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

// What the user typed comes back in messages, so it is made safe to print:
// a NUL, an escape sequence or a megabyte of binary must not reach a terminal.
std::string quoted(std::string_view token) {
    std::string text(1, '\'');
    for (const char c : token.substr(0, kMaxQuotedBytes)) {
        if (c == '\\' || c == '\'') {
            text.append(1, '\\').append(1, c);
        } else {
            base::appendPrintable(text, c);
        }
    }
    text.append(1, '\'');
    if (token.size() > kMaxQuotedBytes) text.append("... (" + std::to_string(token.size()) + " bytes)");
    return text;
}

std::string_view trimmed(std::string_view s) {
    const std::size_t first = s.find_first_not_of(kSpace);
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(kSpace) - first + 1);
}

// from_chars rather than strtod: no locale, no hex floats, and it reports
// where it stopped, so trailing junk such as "1.5x" is caught. It refuses a
// leading '+', which people do write, so that one sign is allowed here.
base::Result<double> parseNumber(std::string_view token) {
    std::string_view digits = token;
    if (digits.size() > 1 && digits[0] == '+' && digits[1] != '-') digits.remove_prefix(1);
    const char* end = digits.data() + digits.size();
    double value = 0.0;
    const auto [stop, error] = base::fromChars(digits.data(), end, value);
    const auto outOfRange = [token] {
        return failure(quoted(token) + " is outside the coordinate range (" + geometry::kCoordinateRangeText + ")");
    };
    if (error == std::errc::result_out_of_range) return outOfRange();
    if (error != std::errc{} || stop != end) return failure(quoted(token) + " is not a number");
    // from_chars accepts "nan" and "inf"; no geometry question has an answer for them.
    if (!std::isfinite(value)) return failure(quoted(token) + " is not finite");
    // Beyond the range products overflow or underflow and verdicts could be wrong: refused, not guessed.
    if (!geometry::isInCoordinateRange(value)) return outOfRange();
    return value;
}

base::Result<std::vector<double>> parseNumbers(std::string_view text) {
    std::vector<double> numbers;
    for (std::size_t at = text.find_first_not_of(kSpace); at != std::string_view::npos;
         at = text.find_first_not_of(kSpace, at)) {
        const std::size_t end = std::min(text.find_first_of(kSpace, at), text.size());
        const base::Result<double> value = parseNumber(text.substr(at, end - at));
        if (!value) return value.error();
        numbers.push_back(*value);
        at = end;
    }
    return numbers;
}

base::Result<Sides> parseSides(std::string_view text) {
    const std::size_t bar = text.find('|');
    if (bar == std::string_view::npos) return failure("missing '|' between the two sides");
    if (text.find('|', bar + 1) != std::string_view::npos) return failure("more than one '|'");
    base::Result<std::vector<double>> left = parseNumbers(text.substr(0, bar));
    if (!left) return left.error();
    base::Result<std::vector<double>> right = parseNumbers(text.substr(bar + 1));
    if (!right) return right.error();
    return Sides{std::move(*left), std::move(*right)};
}

base::Result<Polygon> toPolygon(std::span<const double> numbers, int side) {
    if (numbers.size() % 2 != 0) {
        return failure(polygonName(side) + " has an odd number of coordinates (" + std::to_string(numbers.size()) + ")");
    }
    if (numbers.size() < 6) {
        return failure(polygonName(side) + ": " + geometry::describe(geometry::PolygonProblem::TooFewVertices));
    }
    if (numbers.size() / 2 > geometry::kMaxPolygonVertices) {
        return failure(polygonName(side) + " has " + std::to_string(numbers.size() / 2) + " vertices; at most " +
                       std::to_string(geometry::kMaxPolygonVertices) + " are allowed");
    }
    Polygon polygon;
    for (std::size_t i = 0; i < numbers.size(); i += 2) polygon.push_back({numbers[i], numbers[i + 1]});
    return polygon;
}

base::Result<Polygon> toSimplePolygon(std::span<const double> numbers, int side) {
    base::Result<Polygon> polygon = toPolygon(numbers, side);
    if (!polygon) return polygon;
    const geometry::PolygonProblem problem = geometry::findPolygonProblem(*polygon);
    if (problem != geometry::PolygonProblem::None) return failure(polygonName(side) + ": " + geometry::describe(problem));
    return polygon;
}

// SAT answers wrongly, not just loosely, for a concave polygon, so refuse it
// and point to the command that handles it.
base::Result<Polygon> toConvexPolygon(std::span<const double> numbers, int side, std::string_view advice) {
    base::Result<Polygon> polygon = toSimplePolygon(numbers, side);
    if (polygon && !geometry::isConvex(*polygon)) {
        return failure(polygonName(side) + " is not convex; " + std::string(advice));
    }
    return polygon;
}

base::Result<Triangle> toTriangle(std::span<const double> numbers, int side) {
    const base::Result<Polygon> polygon = toPolygon(numbers, side);
    if (!polygon) return polygon.error();
    const Polygon& v = *polygon;
    if (v.size() != 3) {
        return failure(polygonName(side) + " has " + std::to_string(v.size()) + " vertices; polar needs exactly 3");
    }
    const geometry::PolygonProblem problem = geometry::findPolygonProblem(v);
    if (problem != geometry::PolygonProblem::None) return failure(polygonName(side) + ": " + geometry::describe(problem));
    return Triangle{v[0], v[1], v[2]};
}

base::Result<geometry::Aabb> toBox(std::span<const double> numbers, int side) {
    const std::string name = "box " + std::to_string(side);
    if (numbers.size() != 4) {
        return failure(name + " needs 4 numbers (MINX MINY MAXX MAXY), got " + std::to_string(numbers.size()));
    }
    const geometry::Aabb box{{numbers[0], numbers[1]}, {numbers[2], numbers[3]}};
    if (box.min.x > box.max.x) return failure(name + ": MINX " + number(box.min.x) + " > MAXX " + number(box.max.x));
    if (box.min.y > box.max.y) return failure(name + ": MINY " + number(box.min.y) + " > MAXY " + number(box.max.y));
    return box;
}

}  // namespace lab::geom
