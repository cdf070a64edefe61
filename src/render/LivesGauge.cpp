#include "render/LivesGauge.h"

#include <algorithm>
#include <array>
#include <string>

#include "render/Palette.h"
#include "render/WorldRenderer.h"
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

}  // namespace

void drawLivesAndWave(SDL_Renderer* renderer, Text& text, const sim::World& world, int centreX, int top) {
    const int lineHeight = text.lineHeight();
    const double height = 0.8 * lineHeight;
    const double width = height * 20.0 / 27.0;  // the hull is 20 wide
    const double gap = 0.45 * width;
    const int icons = std::clamp(world.lives, 0, kMostLifeIcons);
    // Appended, not "+" + string: GCC 12's -Wrestrict misfires on the latter.
    std::string more;
    if (world.lives > kMostLifeIcons) more.assign(1, '+').append(std::to_string(world.lives - kMostLifeIcons)).append(1, ' ');
    const std::string wave = std::string("WAVE ").append(std::to_string(world.wave));
    const double iconsWidth = icons * (width + gap) + (icons > 0 ? 2 * gap : 0.0);
    const double left = centreX - 0.5 * (iconsWidth + text.width(more + wave));
    const std::array<Vec2, 3> icon = upright(height);
    for (int i = 0; i < icons; ++i) drawOutline(renderer, icon, {left + i * (width + gap) + 0.5 * width, top + 0.5 * lineHeight}, kShipLine);
    text.draw(renderer, more + wave, static_cast<int>(left + iconsWidth), top, kText);
}

}  // namespace render
