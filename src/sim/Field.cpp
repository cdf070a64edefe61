#include "sim/Field.h"

#include <cmath>

namespace sim {

double wrapCoordinateFromOutside(double x, double size) {
    // Things move far less than a field per tick, so play only ever needs one
    // size added or taken away; std::floor covers a click or replay far outside the field.
    double wrapped = x - size * std::floor(x / size);
    if (wrapped >= size) wrapped -= size;  // x slightly below 0 can round up to size
    if (wrapped < 0.0) wrapped = 0.0;
    return wrapped;
}

}  // namespace sim
