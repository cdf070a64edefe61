#include "app/offline/ReplayShow.h"

#include <string>

namespace app {

void stepShown(replay::Player& player, sim::World& world, sim::StepContext& stepping, ReplayShow& show) {
    render::notePrevious(show.previous, world);
    show.lastInput = player.inputFor(world);
    sim::step(world, show.lastInput, stepping);
    player.afterStep(world);
    show.particles.spawnFor(stepping.report, show.previous.ship, world.tick);
    show.particles.update(sim::kTickSeconds);
    show.teaching.noteStep(stepping.report, true);
}

sim::World playTo(replay::Player& player, sim::StepContext& stepping, ReplayShow& show, std::uint64_t tick) {
    sim::World world = player.start();
    while (world.tick + 1 < tick) player.step(world);  // unseen: no decisions, no drawing
    stepping.recordDecisions = world.settings.crowd == 0;  // as the window: a crowd's would be tens of thousands a tick
    if (world.tick < tick) stepShown(player, world, stepping, show);  // the tick shows the step that made it
    return world;
}

teach::OverlayFrame shownFrame(const sim::World& world, const sim::StepContext& stepping, ReplayShow& show) {
    show.hud.banner = "TICK " + std::to_string(world.tick);
    show.teaching.update(world, stepping.report, true);  // as paused: the picked object stays picked
    show.teaching.measure(world);
    return show.teaching.shown(world, stepping.report);
}

render::ScreenLayout drawShown(SDL_Renderer* renderer, render::Text& text, const sim::World& world, const sim::StepContext& stepping, ReplayShow& show,
                               std::uint64_t frame, const render::ScreenLesson* lesson) {
    const teach::OverlayFrame shown = shownFrame(world, stepping, show);
    return render::drawScene(renderer, {&show.previous, world, 1.0}, show.lastInput, frame, {text, show.particles, show.hud, shown, show.batch, nullptr, nullptr, lesson});
}

}  // namespace app
