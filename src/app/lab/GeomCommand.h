#pragma once
// `polyroids geom [--explain]` on the standard streams: the queries
// themselves are answered by the lab layer (lab/geom/GeomQueries.h, lab/geom/GeomSession.h).

#include "app/cli/CommandLine.h"

namespace app {

/// Runs lab::runGeom on stdin, stdout and stderr; returns the exit status.
int runGeomCommand(const Options& options);

}  // namespace app
