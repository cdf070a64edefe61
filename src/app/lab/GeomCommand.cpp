#include "app/lab/GeomCommand.h"

#include <iostream>

#include "lab/geom/GeomSession.h"

namespace app {

int runGeomCommand(const Options& options) {
    // Unsynchronised standard streams buffer on their own instead of going
    // through stdio a call at a time; nothing else in this mode uses stdio.
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    return lab::runGeom(std::cin, std::cout, std::cerr, options.explain);
}

}  // namespace app
