#pragma once
// The words of `polyroids geom`'s query language (lab/geom/GeomQueries.h): its
// numbers and shapes read from text, each reader refusing what it cannot use
// with the message the user sees, and numbers written back the same way.

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/Result.h"
#include "geometry/Aabb.h"
#include "geometry/Vec2.h"

namespace lab::geom {

/// A polygon's vertices in the order given (either orientation).
using Polygon = std::vector<geometry::Vec2>;
/// A triangle's vertices in the order given.
using Triangle = std::array<geometry::Vec2, 3>;
/// The numbers left and right of `|`: side 1 is index 0.
using Sides = std::array<std::vector<double>, 2>;

/// Space, tabs, \r, \f and \v: \r too, so CRLF files read like LF ones.
inline constexpr std::string_view kSpace = " \t\r\f\v";

/// v as %g, -0 written as 0 ("(0,1)", not "(-0,1)").
std::string number(double v);
/// "(x,y)" with number() for each.
std::string coordinates(geometry::Vec2 v);
/// "polygon 1" or "polygon 2": the side of `|` it came from.
std::string polygonName(int side);
/// Most bytes of a token quoted() shows.
inline constexpr std::size_t kMaxQuotedBytes = 40;

/// token in single quotes, for messages: printable ASCII as is, `\` and `'` escaped with `\`, other bytes
/// as \xNN; past kMaxQuotedBytes cut off and followed by "... (N bytes)".
std::string quoted(std::string_view token);
/// s without leading and trailing kSpace.
std::string_view trimmed(std::string_view s);

/// One number: finite and in geometry's coordinate range (geometry/Limits.h); a leading '+' is allowed.
base::Result<double> parseNumber(std::string_view token);
/// Every kSpace-separated number in text, each as parseNumber reads it.
base::Result<std::vector<double>> parseNumbers(std::string_view text);

/// "NUMBERS | NUMBERS" (the text after the command name) as two lists of finite numbers.
base::Result<Sides> parseSides(std::string_view text);

/// 3 to geometry::kMaxPolygonVertices vertices from x y pairs; nothing more checked (pip takes self-intersecting polygons).
base::Result<Polygon> toPolygon(std::span<const double> numbers, int side);
/// A polygon with no geometry::PolygonProblem (simple, non-degenerate).
base::Result<Polygon> toSimplePolygon(std::span<const double> numbers, int side);
/// A simple convex polygon; `advice` follows "polygon N is not convex; " when it is not.
base::Result<Polygon> toConvexPolygon(std::span<const double> numbers, int side, std::string_view advice);
/// Exactly 3 vertices, simple (the polar method's input).
base::Result<Triangle> toTriangle(std::span<const double> numbers, int side);
/// MINX MINY MAXX MAXY with min <= max on both axes.
base::Result<geometry::Aabb> toBox(std::span<const double> numbers, int side);

}  // namespace lab::geom
