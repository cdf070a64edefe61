#pragma once
// `polyroids geom [--explain]`: the geometry layer as a calculator. Each line
// of stdin is one query, answered by one line on stdout:
//
//   pip PX PY | X1 Y1 X2 Y2 X3 Y3 ...              inside | outside
//   sat X1 Y1 ... | X1 Y1 ...                      hit | miss  (both convex)
//   overlap X1 Y1 ... | X1 Y1 ...                  hit | miss  (any simple polygons)
//   circle CX CY R | X1 Y1 ...                     hit | miss  (convex polygon)
//   aabb MINX MINY MAXX MAXY | MINX MINY MAXX MAXY hit | miss
//   polar X1 Y1 X2 Y2 X3 Y3 | X1 Y1 X2 Y2 X3 Y3    hit | miss  (the shoot-'em-up article's approximation)
//
// The two sides of `|` are numbered 1 and 2, and error messages name a
// polygon by its side ("polygon 2" is the polygon of a circle query). Blank
// and `#` comment lines are skipped silently; a malformed line is answered
// with `error: REASON` so that answers stay in step with queries
// (lab/geom/GeomSession.h runs a whole stream of them).

#include <string>
#include <string_view>

#include "base/Result.h"

namespace lab {

/// Answers one query line (without its newline): the verdict ("hit", "miss  separating axis=..."; with
/// explain, followed by two spaces and the reason), "" for a blank or comment line, or an error (no line number).
base::Result<std::string> answerQuery(std::string_view line, bool explain);

}  // namespace lab
