#include "render/Menus.h"

#include <algorithm>
#include <cstdio>

#include "render/Palette.h"
#include "render/PanelPlacement.h"

namespace render {

namespace {

constexpr SDL_Color kHighlight{255, 220, 70, 255};

}  // namespace

SDL_Rect drawCentredPanel(SDL_Renderer* renderer, Text& text, const std::vector<PanelLine>& lines, int x, int y) {
    const SDL_Point size = textPanelSize(text, lines);
    return drawTextPanel(renderer, text, lines, x - size.x / 2, y);
}

void drawMenu(SDL_Renderer* renderer, Text& text, const MenuView& menu, int width, int height, std::span<const SDL_Rect> keepClear) {
    std::vector<PanelLine> lines{{menu.title, kText, true}, {"", kDimText}};
    for (std::size_t i = 0; i < menu.items.size(); ++i) {
        const bool chosen = i == menu.selected;
        lines.push_back({(chosen ? "> " : "  ") + menu.items[i], chosen ? kHighlight : kText});
    }
    lines.push_back({"", kDimText});
    for (const std::string& hint : menu.hints) lines.push_back({hint, kDimText});
    const SDL_Point at = placeBeside(textPanelSize(text, lines), {width, height}, keepClear);
    drawTextPanel(renderer, text, lines, at.x, at.y);
}

std::vector<PanelLine> highScoreLines(const prefs::HighScoreTable& table, std::optional<std::size_t> highlight) {
    std::vector<PanelLine> lines{{"HIGH SCORES", kText}};
    if (table.entries.empty()) lines.push_back({"none yet: be the first", kDimText});
    for (std::size_t i = 0; i < table.entries.size(); ++i) {
        const prefs::HighScore& e = table.entries[i];
        char line[96];
        std::snprintf(line, sizeof line, "%2zu. %s %9lld  wave %-3d %s", i + 1, e.initials.c_str(), static_cast<long long>(e.score),
                      e.wave, e.date.c_str());
        lines.push_back({line, highlight == i ? kHighlight : kDimText});
    }
    return lines;
}

void drawTitle(SDL_Renderer* renderer, Text& text, const TitleView& view, int width, int height) {
    // The prompt and the key hint sit at the bottom edge, leaving the middle to the name or the table.
    const int hintTop = height - text.lineHeight() - 8;
    const int bottom = hintTop - text.lineHeight(true) - 4;
    if (view.showScores && view.scores != nullptr) {
        std::vector<PanelLine> lines = highScoreLines(*view.scores, std::nullopt);
        lines.front().large = true;
        if (textPanelSize(text, lines).y > bottom - 3 * text.lineHeight()) lines.front().large = false;  // large text: make room
        const SDL_Point size = textPanelSize(text, lines);
        // Centred, unless large text would run it into the prompt below; never over the HUD's top line.
        const int top = std::max(2 * text.lineHeight(), std::min((height - size.y) / 2, bottom - size.y - text.lineHeight()));
        drawTextPanel(renderer, text, lines, (width - size.x) / 2, top);
    } else {
        const std::vector<PanelLine> lines{{"P O L Y R O I D S", kText, true},
                                           {"asteroids with its collision detection on show", kDimText}};
        drawCentredPanel(renderer, text, lines, width / 2, height / 3);
    }
    text.draw(renderer, view.prompt, width / 2, bottom, kHighlight, true, Align::Centre);
    text.draw(renderer, "Esc quits   F1 keys   F11 fullscreen", width / 2, hintTop, kDimText, false, Align::Centre);
}

}  // namespace render
