#include "render/game/internal/RulesNotices.h"

#include <string>

#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/ScreenLayout.h"
#include "sim/Game.h"

namespace render {

namespace {

// How strongly the spawn notice still shows (1 new, 0 gone); 0 when there is none to show.
double spawnStrength(const sim::World& world) {
    const sim::SpawnNotice& n = world.lastSpawn;
    using Outcome = sim::SpawnNotice::Outcome;
    if (n.outcome == Outcome::None || n.outcome == Outcome::Placed || world.tick <= n.tick) return 0.0;
    const std::uint64_t age = world.tick - n.tick - 1;  // 0 on the tick after the click's step
    if (age >= static_cast<std::uint64_t>(sim::kNoticeTicks)) return 0.0;
    return 1.0 - static_cast<double>(age) / sim::kNoticeTicks;
}

void drawSpawnMarks(SDL_Renderer* renderer, const sim::World& world, const Stage& stage) {
    const double strength = spawnStrength(world);
    if (strength <= 0.0) return;
    const sim::SpawnNotice& n = world.lastSpawn;
    // On the UI canvas (drawn after the world): the field's points moved onto the stage.
    const geometry::Vec2 asked = fieldToUi(stage, n.asked);
    if (n.outcome == sim::SpawnNotice::Outcome::RefusedFull) {
        drawMarker(renderer, asked, 4.0, faded(kWarning, strength));
        return;
    }
    drawMarker(renderer, asked, 3.0, faded(kWarning, strength));
    drawArrow(renderer, asked, fieldToUi(stage, n.placed), faded(kWarning, strength));
}

}  // namespace

std::vector<RulesNotice> rulesNotices(const sim::World& world) {
    std::vector<RulesNotice> notices;
    if (const double strength = spawnStrength(world); strength > 0.0) {
        const bool refused = world.lastSpawn.outcome == sim::SpawnNotice::Outcome::RefusedFull;
        notices.push_back({refused ? "click refused: the field holds its limit of " + std::to_string(sim::kMaxLiveAsteroids) + " asteroids"
                                   : "spawn moved clear of the ship",
                           faded(kWarning, strength)});
    }
    if (sim::waitingForClearCentre(world)) notices.push_back({"waiting for a clear centre", kDimText});
    return notices;
}

void drawRulesNotices(SDL_Renderer* renderer, Text& text, const sim::World& world, const Stage& stage,
                      const std::optional<layout::PlacedPanel>& placed) {
    drawSpawnMarks(renderer, world, stage);
    if (sim::waitingForClearCentre(world)) {
        const geometry::Vec2 centre = fieldToUi(stage, {world.settings.fieldWidth / 2, world.settings.fieldHeight / 2});
        drawCircle(renderer, centre, sim::kRespawnClearRadius / unitsPerPixel(stage), faded(kDimText, 0.6));
    }
    if (!placed) return;
    std::vector<SDL_Color> inks;
    for (const RulesNotice& n : rulesNotices(world)) inks.push_back(n.ink);
    drawPlacedPanel(renderer, text, *placed, inks);
}

}  // namespace render
