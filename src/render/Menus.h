#pragma once
// The game's screens of words: the title over the attract mode, the
// high-score table, and menus (the pause menu, its quit confirmation), each
// a panel centred on the field, drawn over whatever the frame shows.

#include <SDL.h>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "prefs/HighScores.h"
#include "render/Text.h"

namespace render {

/// A menu as shown: a heading, its items with one selected, and dim hint lines under them.
struct MenuView {
    std::string title;
    std::vector<std::string> items;
    std::size_t selected = 0;          ///< index into items
    std::vector<std::string> hints;    ///< e.g. "Up/Down choose  Enter select  Esc resume"
};

/// Draws `menu` as a panel centred on a field of width x height logical pixels, or beside `keepClear` (the key help,
/// the game-over table) when centred it would cover them (render::placeBeside).
void drawMenu(SDL_Renderer* renderer, Text& text, const MenuView& menu, int width, int height, std::span<const SDL_Rect> keepClear = {});

/// The table as panel lines: a heading, then "1. ABC   12340  wave 5  2026-11-23"; the entry at
/// `highlight` stands out; an empty table says so.
std::vector<PanelLine> highScoreLines(const prefs::HighScoreTable& table, std::optional<std::size_t> highlight);

/// What the title screen shows over the attract mode.
struct TitleView {
    bool showScores = false;           ///< the high-score table instead of the name
    const prefs::HighScoreTable* scores = nullptr;
    std::string prompt;                ///< "press any key / button"
};

/// Draws the title (or the table) and the prompt on a field of width x height logical pixels.
void drawTitle(SDL_Renderer* renderer, Text& text, const TitleView& view, int width, int height);

/// Draws `lines` as a panel centred on x, its top at y; returns the panel.
SDL_Rect drawCentredPanel(SDL_Renderer* renderer, Text& text, const std::vector<PanelLine>& lines, int x, int y);

}  // namespace render
