#include "lab/LabTicks.h"

#include <algorithm>
#include <cmath>

#include "lab/LabNumbers.h"
#include "lab/LabSceneView.h"

namespace lab {

namespace {

// The decimals a number of a grid of `step` needs (0 for whole steps, at most 3: lengthText's limit).
int decimalsFor(double step) { return std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 3); }

// The ticks from `low` to `high` (scene units) at multiples of `step`, each placed by `pixel`; bounded: a stage is
// under a few thousand pixels and the ticks are at least a pixel apart.
template <typename Pixel>
std::vector<AxisTick> ticksOver(double low, double high, double step, const Pixel& pixel) {
    std::vector<AxisTick> ticks;
    constexpr int kMostTicks = 64;
    for (double k = std::ceil(low / step); k * step <= high && ticks.size() < kMostTicks; k += 1.0) {
        const double value = k * step;
        ticks.push_back({pixel(value), lengthText(value == 0.0 ? 0.0 : value, decimalsFor(step))});
    }
    return ticks;
}

}  // namespace

double tickStep(double pixelsPerUnit, double minSpacing) {
    if (!(pixelsPerUnit > 0.0) || !std::isfinite(pixelsPerUnit)) return 1.0;
    const double least = minSpacing / pixelsPerUnit;  // scene units
    const double power = std::pow(10.0, std::floor(std::log10(least)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= least * (1.0 - 1e-12)) return m * power;
    }
    return 10.0 * power;
}

LabTicks ticksFor(const LabView& view, const geometry::Aabb& pixels, double minSpacing) {
    LabTicks ticks;
    ticks.step = tickStep(view.scale, minSpacing);
    const geometry::Vec2 low = toScene(view, pixels.min);
    const geometry::Vec2 high = toScene(view, pixels.max);
    ticks.x = ticksOver(std::min(low.x, high.x), std::max(low.x, high.x), ticks.step, [&](double v) { return toPixels(view, {v, low.y}).x; });
    ticks.y = ticksOver(std::min(low.y, high.y), std::max(low.y, high.y), ticks.step, [&](double v) { return toPixels(view, {low.x, v}).y; });
    return ticks;
}

std::string cursorText(const LabView& view, geometry::Vec2 mouse, double step) {
    const geometry::Vec2 p = toScene(view, mouse);
    const int decimals = decimalsFor(step / 10.0);  // a tenth of a tick: finer than the ticks, as a mouse can point
    return "x " + lengthText(p.x, decimals) + "  y " + lengthText(p.y, decimals);
}

}  // namespace lab
