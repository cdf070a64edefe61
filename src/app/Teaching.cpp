#include "app/Teaching.h"

#include "app/PhaseTimer.h"

namespace app {

namespace {

// The "why" panel breaks sim::describeDecision's lines at this many characters.
constexpr std::size_t kWhyColumns = 60;

}  // namespace

void Teaching::showDecisionsOf(const sim::StepReport& report) {
    ghosts.clear();
    ghosts.add(report.decisions);
}

void Teaching::noteStep(const sim::StepReport& report, bool paused) {
    if (paused) ghosts.age(sim::kTickSeconds);  // N steps while paused: ghosts fade by game time, one tick a step
    ghosts.add(report.decisions);
}

void Teaching::age(double realSeconds, bool paused) { ghosts.age(paused ? 0.0 : realSeconds); }

bool Teaching::pick(const sim::World& world, const sim::StepReport& report, geometry::Vec2 at) {
    picked = render::pickObject(world, report.decisions, at);
    return static_cast<bool>(picked);
}

void Teaching::explain(bool hit, bool death) {
    if (hit && !overlays.has(render::Overlay::Rays)) overlays.toggle(render::Overlay::Rays);
    if (death && !overlays.has(render::Overlay::Sat)) overlays.toggle(render::Overlay::Sat);
}

void Teaching::update(const sim::World& world, const sim::StepReport& report, bool paused) {
    if (!paused) picked = {};
    why = picked ? render::explainPicked(report.decisions, picked, kWhyColumns) : std::vector<std::string>{};
    pickedSpot = render::spotOf(world, report.decisions, picked);
}

void Teaching::measure(const sim::World& world) {
    if (overlays.has(render::Overlay::Stats)) timings = measurePhases(world);
}

}  // namespace app
