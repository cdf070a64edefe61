#include "render/game/internal/StageChoice.h"

#include <algorithm>
#include <cmath>

namespace render {

namespace {
constexpr double kSmallestStage = 0.34;  // a stage beside words is never under a third of the canvas
constexpr double kStageStep = 0.04;  // the stage's scales tried, this much apart
}  // namespace

Stage smallestStage(const sim::Settings& field, int top) { return stageAt(field, kSmallestStage, 0, top); }

std::optional<Stage> largestStage(const sim::Settings& field, int top, const std::function<StageTrial(const Stage&)>& tryOn) {
    const Stage whole = wholeField(field);
    const double tallest = std::clamp(static_cast<double>(whole.canvas.h - top) / whole.canvas.h, kSmallestStage, 1.0);
    const int steps = static_cast<int>(std::floor((tallest - kSmallestStage) / kStageStep + 1e-9));
    const auto stageOf = [&](int step) { return stageAt(field, tallest - step * kStageStep, 0, top); };  // step 0 the largest
    const StageTrial smallest = tryOn(stageOf(steps));
    if (!smallest.fits) return std::nullopt;
    // The stage gives way for the whole legend when it can (not for an inset: one comes and goes with the ticks).
    const bool wholly = smallest.legendWhole;
    int low = 0;
    int high = steps;
    while (low < high) {  // the first step that fits (the largest stage) lies in [low, high]
        const int mid = (low + high) / 2;
        const StageTrial tried = tryOn(stageOf(mid));
        if (tried.fits && (!wholly || tried.legendWhole)) {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    return stageOf(high);
}

}  // namespace render
