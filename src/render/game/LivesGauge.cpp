#include "render/game/internal/LivesGauge.h"

#include <algorithm>
#include <array>
#include <string>

#include "render/draw/Palette.h"
#include "render/game/WorldRenderer.h"
#include "sim/Collision.h"

namespace render {

namespace {

using geometry::Vec2;

// The ship's hull turned nose up (y grows down) and scaled to `height`, around its own centre.
std::array<Vec2, 3> upright(double height) {
    std::array<Vec2, 3> icon{};
    const double scale = height / 27.0;  // the hull runs from x = -11 to 16
    for (std::size_t i = 0; i < icon.size(); ++i) icon[i] = Vec2{sim::kShipHull[i].y, -sim::kShipHull[i].x + 2.5} * scale;
    return icon;
}

struct Gauge {
    double iconHeight = 0.0;
    double iconWidth = 0.0;
    double gap = 0.0;
    int icons = 0;
    std::string words;  // "+N WAVE W" or "WAVE W"
    double iconsWidth() const { return icons * (iconWidth + gap) + (icons > 0 ? 2 * gap : 0.0); }
};

Gauge gaugeFor(const Text& text, const sim::World& world) {
    Gauge g;
    g.iconHeight = 0.8 * text.lineHeight();
    g.iconWidth = g.iconHeight * 20.0 / 27.0;  // the hull is 20 wide
    g.gap = 0.45 * g.iconWidth;
    g.icons = std::clamp(world.lives, 0, kMostLifeIcons);
    // Appended, not "+" + string: GCC 12's -Wrestrict misfires on the latter.
    if (world.lives > kMostLifeIcons) g.words.assign(1, '+').append(std::to_string(world.lives - kMostLifeIcons)).append(1, ' ');
    g.words.append("WAVE ").append(std::to_string(world.wave));
    return g;
}

}  // namespace

int livesAndWaveWidth(const Text& text, const sim::World& world) {
    const Gauge g = gaugeFor(text, world);
    return static_cast<int>(g.iconsWidth() + 0.5) + text.width(g.words);
}

void drawLivesAndWave(SDL_Renderer* renderer, Text& text, const sim::World& world, int left, int top) {
    const Gauge g = gaugeFor(text, world);
    const std::array<Vec2, 3> icon = upright(g.iconHeight);
    for (int i = 0; i < g.icons; ++i) {
        drawOutline(renderer, icon, {left + i * (g.iconWidth + g.gap) + 0.5 * g.iconWidth, top + 0.5 * text.lineHeight()}, kShipLine);
    }
    text.draw(renderer, g.words, static_cast<int>(left + g.iconsWidth()), top, kText);
}

}  // namespace render
