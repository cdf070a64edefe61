#include "render/game/internal/SaucerRenderer.h"

#include <array>

#include "render/draw/Glow.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/WorldRenderer.h"
#include "sim/SaucerShape.h"

namespace render {

namespace {

constexpr HaloStyle kSaucerHalo{10.0, 0.5};  // as gentle a fade as the rocks' (render/game/WorldRenderer.cpp)

void drawSaucer(SDL_Renderer* renderer, const sim::Settings& field, const sim::Saucer& saucer, bool glow, std::vector<SDL_Vertex>& halos) {
    const auto size = static_cast<int>(saucer.size);
    const std::span<const geometry::Vec2> outline = sim::saucerOutline(size);
    const double radius = sim::kSaucerRadius[static_cast<std::size_t>(size)];
    forEachWrappedCopy(field, saucer.position, radius, [&](geometry::Vec2 offset) {
        const geometry::Vec2 centre = saucer.position + offset;
        std::array<SDL_Vertex, 3 * sim::kLargeSaucerOutline.size()> fan{};
        for (std::size_t i = 0; i < outline.size(); ++i) {
            fan[3 * i] = {toPoint(centre), kSaucerFill, {0, 0}};
            fan[3 * i + 1] = {toPoint(centre + outline[i]), kSaucerFill, {0, 0}};
            fan[3 * i + 2] = {toPoint(centre + outline[(i + 1) % outline.size()]), kSaucerFill, {0, 0}};
        }
        SDL_RenderGeometry(renderer, nullptr, fan.data(), static_cast<int>(3 * outline.size()), nullptr, 0);
        drawOutline(renderer, outline, centre, kSaucerLine);
        // The rim across the hull (vertex 1 to 4 and 0 to 5), as the arcade drew it.
        drawLine(renderer, centre + outline[1], centre + outline[4], kSaucerLine);
        drawLine(renderer, centre + outline[0], centre + outline[5], kSaucerLine);
        if (!glow) return;
        addOutlineHalo(halos, outline, centre, kSaucerGlow, kSaucerHalo);
        addHalo(halos, centre + outline[1], centre + outline[4], kSaucerGlow, kSaucerHalo);
        addHalo(halos, centre + outline[0], centre + outline[5], kSaucerGlow, kSaucerHalo);
    });
}

}  // namespace

void drawSaucers(SDL_Renderer* renderer, const sim::World& world, bool glow, std::vector<SDL_Vertex>& halos) {
    halos.clear();
    for (const sim::Saucer& saucer : world.saucers) drawSaucer(renderer, world.settings, saucer, glow, halos);
    drawGeometry(renderer, halos, SDL_BLENDMODE_ADD);
}

}  // namespace render
