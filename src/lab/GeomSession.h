#pragma once
// A stream of geom queries (lab/GeomQueries.h) answered line by line: each
// answer on out, each malformed line as "error: REASON" on out and
// "geom: line N: REASON" on err, written in large blocks.

#include <iosfwd>

namespace lab {

/// Answers every line of in on out (errors also on err, with line numbers), stopping once out fails (the caller
/// reports that); returns 0, or 2 when any line was malformed.
int runGeom(std::istream& in, std::ostream& out, std::ostream& err, bool explain);

}  // namespace lab
