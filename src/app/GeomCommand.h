#pragma once
// `polyroids geom [--explain]`: the geometry layer as a calculator. Each line
// of stdin is one query, answered by one line on stdout:
//
//   pip PX PY | X1 Y1 X2 Y2 X3 Y3 ...              inside | outside
//   sat X1 Y1 ... | X1 Y1 ...                      hit | miss  (both convex)
//   overlap X1 Y1 ... | X1 Y1 ...                  hit | miss  (any simple polygons)
//   circle CX CY R | X1 Y1 ...                     hit | miss  (convex polygon)
//   aabb MINX MINY MAXX MAXY | MINX MINY MAXX MAXY hit | miss
//   polar X1 Y1 X2 Y2 X3 Y3 | X1 Y1 X2 Y2 X3 Y3    hit | miss  (seed 003's approximation)
//
// The two sides of `|` are numbered 1 and 2, and error messages name a
// polygon by its side ("polygon 2" is the polygon of a circle query). Blank
// and `#` comment lines are skipped silently; a malformed line is answered
// with `error: REASON` so that answers stay in step with queries.

#include <iosfwd>
#include <string>
#include <string_view>

#include "app/CommandLine.h"

namespace app {

/// One query's answer: text is the verdict line, or error says why there is none (both empty for blank/comment lines).
struct GeomAnswer {
    std::string text;   ///< "hit", "miss  separating axis=...", ...; no newline
    std::string error;  ///< non-empty exactly when the line is malformed
};

/// Answers one query line (without its newline); with explain, the verdict is followed by two spaces and the reason.
GeomAnswer answerQuery(std::string_view line, bool explain);

/// Answers every line of in on out (errors also on err, with line numbers); returns 0, or 2 when any line was malformed.
int runGeom(std::istream& in, std::ostream& out, std::ostream& err, bool explain);

/// `polyroids geom [--explain]`: runGeom on the standard streams; returns the exit status.
int runGeomCommand(const Options& options);

}  // namespace app
