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

#include "layout/Board.h"
#include "prefs/HighScores.h"
#include "render/draw/Text.h"

namespace render {

/// A menu as shown: a heading, its items with one selected, and dim hint lines under them.
struct MenuView {
    std::string title;
    std::vector<std::string> items;
    std::size_t selected = 0;          ///< index into items
    std::vector<std::string> hints;    ///< e.g. "Up/Down choose  Enter select  Esc resume"
};

/// The menu's panel lines: its heading (large), its items (the selected one marked and highlighted), its hints (dim).
std::vector<PanelLine> menuLines(const MenuView& menu);

/// Draws `menu` in its place on the screen's layout (render::layoutScreen: centred, or beside the panels it must not cover).
void drawMenu(SDL_Renderer* renderer, Text& text, const MenuView& menu, const layout::PlacedPanel& placed);

/// The table as panel lines: a heading, then "1. ABC   12340  wave 5  2026-11-23"; the entry at
/// `highlight` stands out; an empty table says so.
std::vector<PanelLine> highScoreLines(const prefs::HighScoreTable& table, std::optional<std::size_t> highlight);

/// What the title screen shows over the attract mode.
struct TitleView {
    bool showScores = false;           ///< the high-score table instead of the name
    const prefs::HighScoreTable* scores = nullptr;
    std::string prompt;                ///< "press any key / button"
    bool showLessons = false;          ///< the lesson list instead of the name (not with showScores)
    std::vector<std::string> lessons;  ///< the lessons, one a line with its done mark (app::lessonList)
    // Last, so the brace-initialised views written before it came (the title screen, the layout test) keep its default.
    std::string keys = "Esc quits   F1 keys   F11 fullscreen";  ///< the dim line under the prompt
    bool glow = true;  ///< the name's strokes glow (the look, render/draw/Glow.h)
};

/// The lines of the title's name panel: the name (its first kTitleNameLines lines, large, drawn as strokes in their
/// room) and the line under it.
std::vector<layout::Line> titleNameLines();
inline constexpr std::size_t kTitleNameLines = 2;

/// Draws the title (or the table) and the prompt, each placed by the screen's layout (render::layoutScreen).
void drawTitle(SDL_Renderer* renderer, Text& text, const TitleView& view, const std::optional<layout::PlacedPanel>& title,
               const std::optional<layout::PlacedPanel>& prompt);

/// Each line's colour, in order (for drawPlacedPanel).
std::vector<SDL_Color> inks(std::span<const PanelLine> lines);

}  // namespace render
