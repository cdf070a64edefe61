#pragma once
// A stream of geom queries (lab/geom/GeomQueries.h) answered line by line: each
// answer on out, each malformed line as "error: REASON" on out and
// "geom: line N: REASON" on err, written in large blocks. Each line is
// read bounded (kMaxGeomLineBytes), and each answers in milliseconds.

#include <cstddef>
#include <iosfwd>

namespace lab {

/// Longest query line answered, in bytes (without its newline); a longer one is an error and skipped.
inline constexpr std::size_t kMaxGeomLineBytes = 256 * 1024;

/// Answers every line of in on out (errors also on err, with line numbers), stopping once out fails (the caller
/// reports that); returns 0, or 2 when any line was malformed or the input could not be read (said on err).
int runGeom(std::istream& in, std::ostream& out, std::ostream& err, bool explain);

}  // namespace lab
