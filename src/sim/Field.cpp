#include "sim/Field.h"

#include <cmath>

namespace sim {

double wrapCoordinate(double x, double size) {
    // Things move far less than a field per tick, so the loops run at most once
    // in play; std::floor covers a click or replay far outside the field.
    if (x >= 0.0 && x < size) return x;
    double wrapped = x - size * std::floor(x / size);
    if (wrapped >= size) wrapped -= size;  // x slightly below 0 can round up to size
    if (wrapped < 0.0) wrapped = 0.0;
    return wrapped;
}

Vec2 wrapIntoField(const Settings& settings, Vec2 p) {
    return {wrapCoordinate(p.x, settings.fieldWidth), wrapCoordinate(p.y, settings.fieldHeight)};
}

namespace {
double shortestComponent(double d, double size) {
    if (d > 0.5 * size) return d - size;
    if (d < -0.5 * size) return d + size;
    return d;
}
}  // namespace

Vec2 shortestDelta(const Settings& settings, Vec2 from, Vec2 to) {
    return {shortestComponent(to.x - from.x, settings.fieldWidth),
            shortestComponent(to.y - from.y, settings.fieldHeight)};
}

}  // namespace sim
