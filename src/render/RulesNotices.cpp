#include "render/RulesNotices.h"

#include <string>

#include "render/Camera.h"
#include "render/Hud.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "sim/Game.h"

namespace render {

namespace {

// A line of text centred on the field, on a panel, `row` lines below the HUD's band.
void sayCentred(SDL_Renderer* renderer, Text& text, const sim::World& world, const std::string& words, int row, SDL_Color ink, double strength) {
    const int width = text.width(words);
    const int x = uiCanvas(world.settings).x / 2 - width / 2;
    const int y = hudTopBand(text) + 8 + row * (text.lineHeight() + 6);
    drawPanel(renderer, x - 4, y, width + 8, text.lineHeight(), strength);
    text.draw(renderer, words, x, y, faded(ink, strength));
}

void drawSpawnNotice(SDL_Renderer* renderer, Text& text, const sim::World& world) {
    const sim::SpawnNotice& n = world.lastSpawn;
    using Outcome = sim::SpawnNotice::Outcome;
    if (n.outcome == Outcome::None || n.outcome == Outcome::Placed || world.tick <= n.tick) return;
    const std::uint64_t age = world.tick - n.tick - 1;  // 0 on the tick after the click's step
    if (age >= static_cast<std::uint64_t>(sim::kNoticeTicks)) return;
    const double strength = 1.0 - static_cast<double>(age) / sim::kNoticeTicks;
    if (n.outcome == Outcome::RefusedFull) {
        drawMarker(renderer, fieldToUi(world.settings, n.asked), 4.0, faded(kWarning, strength));
        sayCentred(renderer, text, world, "click refused: the field holds its limit of " + std::to_string(sim::kMaxLiveAsteroids) + " asteroids",
                   0, kWarning, strength);
        return;
    }
    // On the UI canvas (drawn after the world): a crowd's field points are moved onto it, the normal game's stay.
    const geometry::Vec2 asked = fieldToUi(world.settings, n.asked);
    drawMarker(renderer, asked, 3.0, faded(kWarning, strength));
    drawArrow(renderer, asked, fieldToUi(world.settings, n.placed), faded(kWarning, strength));
    sayCentred(renderer, text, world, "spawn moved clear of the ship", 0, kWarning, strength);
}

}  // namespace

void drawRulesNotices(SDL_Renderer* renderer, Text& text, const sim::World& world) {
    drawSpawnNotice(renderer, text, world);
    if (sim::waitingForClearCentre(world)) {
        const geometry::Vec2 centre{world.settings.fieldWidth / 2, world.settings.fieldHeight / 2};
        drawCircle(renderer, centre, sim::kRespawnClearRadius, faded(kDimText, 0.6));
        sayCentred(renderer, text, world, "waiting for a clear centre", 1, kDimText, 1.0);
    }
}

}  // namespace render
