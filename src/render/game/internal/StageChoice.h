#pragma once
// How large the field's stage is beside its words (render/game/ScreenLayout.h):
// the largest of a ladder of scales beside which a trial layout gives every
// part its room, found by halving (a smaller stage never leaves less room).

#include <functional>
#include <optional>

#include "render/draw/Camera.h"
#include "sim/World.h"

namespace render {

/// What a trial layout on one stage found: whether every part had its room, and whether the overlay legend was whole.
struct StageTrial {
    bool fits = false;
    bool legendWhole = true;
};

/// The smallest stage there is: a third of the canvas, its top `top` pixels down (under the HUD's top line).
Stage smallestStage(const sim::Settings& field, int top);

/// The largest stage, its top `top` pixels down at the canvas's left, from as tall as the canvas leaves down to
/// smallestStage, on which `tryOn(stage)` fits, with the legend whole when it is whole on the smallest; nothing when not
/// even that one fits.
std::optional<Stage> largestStage(const sim::Settings& field, int top, const std::function<StageTrial(const Stage&)>& tryOn);

}  // namespace render
