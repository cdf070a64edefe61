#include "render/Menus.h"

#include <algorithm>
#include <cstdio>

#include "render/Palette.h"
#include "render/ScreenLayout.h"

namespace render {

std::vector<SDL_Color> inks(std::span<const PanelLine> lines) {
    std::vector<SDL_Color> colours;
    for (const PanelLine& line : lines) colours.push_back(line.colour);
    return colours;
}

std::vector<PanelLine> menuLines(const MenuView& menu) {
    std::vector<PanelLine> lines{{menu.title, kText, Type::Heading}, {"", kDimText}};
    for (std::size_t i = 0; i < menu.items.size(); ++i) {
        const bool chosen = i == menu.selected;
        lines.push_back({(chosen ? "> " : "  ") + menu.items[i], chosen ? kHighlight : kText});
    }
    lines.push_back({"", kDimText});
    for (const std::string& hint : menu.hints) lines.push_back({hint, kDimText, Type::Small});
    return lines;
}

void drawMenu(SDL_Renderer* renderer, Text& text, const MenuView& menu, const layout::PlacedPanel& placed) {
    drawPlacedPanel(renderer, text, placed, inks(menuLines(menu)));
}

std::vector<PanelLine> highScoreLines(const prefs::HighScoreTable& table, std::optional<std::size_t> highlight) {
    std::vector<PanelLine> lines{{"HIGH SCORES", kText, Type::Heading}};
    if (table.entries.empty()) lines.push_back({"none yet: be the first", kDimText});  // a sentence: the proportional face
    for (std::size_t i = 0; i < table.entries.size(); ++i) {
        const prefs::HighScore& e = table.entries[i];
        char line[96];
        std::snprintf(line, sizeof line, "%2zu. %s %9lld  wave %-3d %s", i + 1, e.initials.c_str(), static_cast<long long>(e.score),
                      e.wave, e.date.c_str());
        lines.push_back({line, highlight == i ? kHighlight : kDimText, Type::Figures});  // columns that align
    }
    return lines;
}

void drawTitle(SDL_Renderer* renderer, Text& text, const TitleView& view, const std::optional<layout::PlacedPanel>& title,
               const std::optional<layout::PlacedPanel>& prompt) {
    if (title && view.showScores && view.scores != nullptr) {
        drawPlacedPanel(renderer, text, *title, inks(highScoreLines(*view.scores, std::nullopt)));
    } else if (title && view.showLessons) {
        std::vector<SDL_Color> listInks(view.lessons.size() + 1, kText);
        listInks.front() = kHighlight;
        drawPlacedPanel(renderer, text, *title, listInks);
    } else if (title) {
        const SDL_Color name[] = {kText, kDimText};
        drawPlacedPanel(renderer, text, *title, name);
    }
    const SDL_Color promptInks[] = {kHighlight, kDimText};
    if (prompt) drawPlacedPanel(renderer, text, *prompt, promptInks);
}

}  // namespace render
