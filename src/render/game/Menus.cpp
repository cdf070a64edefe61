#include "render/game/Menus.h"

#include <algorithm>
#include <cstdio>

#include "render/draw/Glow.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/draw/internal/StrokeFont.h"
#include "render/game/ScreenLayout.h"

namespace render {

namespace {

// The scrim behind words on the demo: dark enough for them to read, feathered inwards, never a black box.
constexpr SDL_Color kScrimEdge{0, 0, 0, 70};
constexpr SDL_Color kScrimCore{0, 0, 0, 120};
constexpr int kScrimFeather = 8;  // UI pixels from the panel's edge to its darker core

void fillScrimRect(SDL_Renderer* renderer, const layout::Rect& r, SDL_Color c) {
    const SDL_Rect rect{r.x, r.y, r.w, r.h};
    setColour(renderer, c);
    SDL_RenderFillRect(renderer, &rect);
}

// A placed panel's lines on a scrim (inside its rectangle: the words' box is all it darkens); the first `skipped`
// given lines are left for the caller (the title's name, drawn as strokes).
void drawOnScrim(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& panel, std::span<const SDL_Color> colours, std::size_t skipped = 0) {
    const auto one = [&](const layout::Rect& r, const std::vector<layout::ShownLine>& lines) {
        fillScrimRect(renderer, r, kScrimEdge);
        if (r.w > 2 * kScrimFeather && r.h > 2 * kScrimFeather) {
            fillScrimRect(renderer, {r.x + kScrimFeather, r.y + kScrimFeather, r.w - 2 * kScrimFeather, r.h - 2 * kScrimFeather}, kScrimCore);
        }
        int top = r.y + kPanelPadding;
        for (const layout::ShownLine& l : lines) {
            const SDL_Color ink = colours.empty() ? kText : colours[std::min(l.source, colours.size() - 1)];
            if (l.source >= skipped) text.draw(renderer, l.text, r.x + kPanelPadding, top, ink, l.type);
            top += text.lineHeight(l.type);
        }
    };
    one(panel.rect, panel.lines);
    for (const layout::PanelColumn& column : panel.moreColumns) one(column.rect, column.lines);
}

// The name as glowing strokes in the room its first kTitleNameLines lines take in the panel.
void drawTitleName(SDL_Renderer* renderer, const Text& text, const layout::PlacedPanel& panel, bool glow) {
    double room = 0.0;
    for (const layout::ShownLine& l : panel.lines) {
        if (l.source < kTitleNameLines) room += text.lineHeight(l.type);
    }
    const StrokeBox box{static_cast<double>(panel.rect.x + kPanelPadding), static_cast<double>(panel.rect.y + kPanelPadding),
                        static_cast<double>(panel.rect.w - 2 * kPanelPadding), room};
    const std::vector<Stroke> strokes = strokeText("POLYROIDS", box);
    const double unit = std::min(box.width / 52.0, box.height / 6.0);  // the 4 x 6 grid's unit, as strokeText sets it
    const double line = std::max(1.5, 0.6 * unit);                      // a tenth of a letter's height
    std::vector<SDL_Vertex> cores;
    std::vector<SDL_Vertex> halos;
    for (const Stroke& s : strokes) {
        addSegment(cores, s.a, s.b, kShipLine, line);
        if (glow) addHalo(halos, s.a, s.b, kShipGlow, {2.5 * line, 0.4});
    }
    SDL_RenderGeometry(renderer, nullptr, cores.data(), static_cast<int>(cores.size()), nullptr, 0);
    drawGeometry(renderer, halos, SDL_BLENDMODE_ADD);
}

}  // namespace

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

std::vector<layout::Line> titleNameLines() {
    // The name's room is two large lines of its spaced letters: tall enough for the strokes to read as a title.
    return {{"P O L Y R O I D S", Type::Title}, {"", Type::Title}, {"asteroids with its collision detection on show"}};
}

void drawTitle(SDL_Renderer* renderer, Text& text, const TitleView& view, const std::optional<layout::PlacedPanel>& title,
               const std::optional<layout::PlacedPanel>& prompt) {
    if (title && view.showScores && view.scores != nullptr) {
        drawOnScrim(renderer, text, *title, inks(highScoreLines(*view.scores, std::nullopt)));
    } else if (title && view.showLessons) {
        std::vector<SDL_Color> listInks(view.lessons.size() + 1, kText);
        listInks.front() = kHighlight;
        drawOnScrim(renderer, text, *title, listInks);
    } else if (title) {
        const SDL_Color name[] = {kText, kText, kDimText};
        drawOnScrim(renderer, text, *title, name, kTitleNameLines);
        drawTitleName(renderer, text, *title, view.glow);
    }
    const SDL_Color promptInks[] = {kHighlight, kDimText};
    if (prompt) drawOnScrim(renderer, text, *prompt, promptInks);
}

}  // namespace render
