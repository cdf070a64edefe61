#pragma once
// A replay's ticks shown one at a time, as the window paused on each would
// show them: the world, its sparks and HUD, the overlays and the why panel
// made from each shown tick's recorded decisions. Shared by --clip (each tick
// a GIF frame) and a lesson's replay step (the student's ticks on screen).

#include <SDL.h>

#include <cstdint>

#include "app/teaching/Teaching.h"
#include "render/game/Scene.h"
#include "replay/Player.h"
#include "sim/Game.h"

namespace app {

/// What a shown replay draws besides the world, kept from tick to tick as the window keeps it.
struct ReplayShow {
    Teaching teaching;  ///< the overlays and the why panel, as in the window paused on each tick
    render::Particles particles;
    /// A shown tick is a picture of the game (a clip's frame, a lesson's moment, --explain's picture): the frame rate
    /// of the program drawing it is no part of it.
    render::HudInfo hud = [] {
        render::HudInfo noFrameRate;
        noFrameRate.showFps = false;
        return noFrameRate;
    }();
    render::PreviousTick previous;
    render::WorldBatch batch;
    sim::TickInput lastInput{};
};

/// Steps the replay's game one tick, as the window stepping while paused would: sparks, and the ghosts fading by game time.
void stepShown(replay::Player& player, sim::World& world, sim::StepContext& stepping, ReplayShow& show);

/// Plays `player` (at its start) unseen to just before `tick`, then shows the step onto it with decisions recorded
/// (none for a crowd: tens of thousands a tick); the world at `tick`, or at tick 0 when `tick` is 0.
sim::World playTo(replay::Player& player, sim::StepContext& stepping, ReplayShow& show, std::uint64_t tick);

/// What a shown tick's overlays show (as the window paused there), the banner naming the tick.
teach::OverlayFrame shownFrame(const sim::World& world, const sim::StepContext& stepping, ReplayShow& show);

/// Draws `world` at its tick with the overlays of the step that made it (`stepping.report`) on `renderer`, with room kept
/// for `lesson`'s panel if any (drawn by the caller); its layout.
render::ScreenLayout drawShown(SDL_Renderer* renderer, render::Text& text, const sim::World& world, const sim::StepContext& stepping, ReplayShow& show,
                               std::uint64_t frame, const render::ScreenLesson* lesson = nullptr);

}  // namespace app
