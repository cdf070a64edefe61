#pragma once
// The game screen's layout, its parts shared between ScreenLayout.cpp (the HUD, the menus, the lesson, the stage) and
// TeachingLayout.cpp (the overlays' words): both put boxes on one board.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "layout/Board.h"
#include "render/draw/Text.h"
#include "render/game/ScreenLayout.h"

namespace render {

/// `words` as panel lines of one type.
std::vector<layout::Line> asLines(std::span<const std::string> words, layout::Type type = layout::Type::Body);

/// layout::placePanel, noting a panel that found no place in s.leftOut.
std::optional<layout::PlacedPanel> panel(ScreenLayout& s, const std::string& name, const layout::Measure& m,
                                         std::span<const layout::Line> lines, const layout::PanelRules& rules);

/// Claims `wanted` (UI canvas) as a place to keep clear (Kind::Avoid), as much of it as lies on the stage.
void avoid(ScreenLayout& s, const char* name, layout::Rect wanted);

/// The overlays' words for `c.teaching` on `s`'s board, after the HUD, the menus and the lesson.
void layoutTeaching(ScreenLayout& s, const Text& text, const layout::Measure& m, const ScreenContent& c);

}  // namespace render
