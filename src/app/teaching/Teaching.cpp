#include "app/teaching/Teaching.h"

#include "app/teaching/PhaseTimer.h"
#include "teach/CloseUp.h"

namespace app {

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
    picked = teach::pickObject(world, report.decisions, at);
    return static_cast<bool>(picked);
}

void Teaching::explain(bool hit, bool death) {
    if (hit && !overlays.has(teach::Overlay::Rays)) overlays.toggle(teach::Overlay::Rays);
    if (death && !overlays.has(teach::Overlay::Sat)) overlays.toggle(teach::Overlay::Sat);
}

void Teaching::update(const sim::World& world, const sim::StepReport& report, bool paused) {
    if (!paused) picked = {};
    why = picked ? teach::explainPicked(report, picked) : std::vector<std::string>{};
    pickedSpot = teach::spotOf(world, report.decisions, picked);
    closeUp = pickedSpot ? teach::closeUpSubjects(world.settings, report.decisions, picked, *pickedSpot) : stillCloseUp;
    if (!closeUps) closeUp.reset();
}

teach::OverlayFrame Teaching::shown(const sim::World& world, const sim::StepReport& report) {
    return teach::buildOverlayFrame({world, report, overlays, ghosts, timings, why, pickedSpot, closeUp}, gridShown);
}

void Teaching::measure(const sim::World& world) {
    if (overlays.has(teach::Overlay::Stats)) timings = measurePhases(world);
}

}  // namespace app
