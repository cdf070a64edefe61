#pragma once
// What the rules held back or changed, said on screen: a click refused at the
// asteroid cap or moved clear of the ship (with an arrow from where it was
// asked to where it went), and a respawn waiting for a clear centre (the
// circle that must empty). Drawn from the world alone, so a replay or a step
// back shows the same words at the same tick.

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "layout/Board.h"
#include "render/draw/Camera.h"
#include "render/draw/Text.h"
#include "sim/World.h"

namespace render {

/// One notice's words and ink (faded as it ages).
struct RulesNotice {
    std::string words;
    SDL_Color ink{};
};

/// The notices the world at this tick calls for, in order; none when there are none.
std::vector<RulesNotice> rulesNotices(const sim::World& world);

/// The marks on the field the notices point at, and their words in `placed` (render::layoutScreen) when given.
void drawRulesNotices(SDL_Renderer* renderer, Text& text, const sim::World& world, const Stage& stage,
                      const std::optional<layout::PlacedPanel>& placed);

}  // namespace render
