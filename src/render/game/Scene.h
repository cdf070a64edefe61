#pragma once
// One whole frame: background, world, sparks, HUD. Shared by play, replays
// and screenshots so they all look the same.

#include <SDL.h>

#include <optional>

#include "render/draw/Text.h"
#include "render/game/Hud.h"
#include "render/game/Interpolation.h"
#include "render/game/Particles.h"
#include "render/game/ScreenLayout.h"
#include "render/game/WorldRenderer.h"
#include "render/overlays/Overlays.h"
#include "sim/TickInput.h"
#include "teach/OverlayFrame.h"

namespace render {

struct SceneParts {
    Text& text;
    const Particles& particles;
    const HudInfo& hud;
    const teach::OverlayFrame& teaching;  ///< what each overlay that is on shows, the "why" panel and the picked object's place
    WorldBatch& batch;                ///< the world's vertices, reused from frame to frame
    const MenuView* menu = nullptr;   ///< the pause menu when open: laid out with the rest (drawn by the caller, after)
    const TitleView* title = nullptr; ///< the title screen's words: laid out with the rest (drawn by the caller, after)
    const ScreenLesson* lesson = nullptr; ///< a lesson's panel (a replay step): laid out with the rest (drawn by the caller, after)
};

/// Draws the frame for moment m (does not present it) and returns its layout (render::layoutScreen), in which the
/// caller draws the menu and the title. With overlays on, the world is drawn at the current tick, not between ticks,
/// so the pictures line up.
ScreenLayout drawScene(SDL_Renderer* renderer, const TickBlend& m, const sim::TickInput& lastInput, std::uint64_t frame,
                       const SceneParts& parts);

}  // namespace render
