#include <doctest/doctest.h>

#include <SDL.h>

#include <vector>

#include "render/draw/RasterLayer.h"
#include "support/OffscreenCanvas.h"

// SDL's software renderer drawing into a surface: no display needed.
namespace {

struct LayerCanvas : testing::OffscreenCanvas {
    using OffscreenCanvas::OffscreenCanvas;

    // The smallest rectangle holding every pixel that is `colour`.
    render::PixelRect extentOf(Uint32 colour) const {
        render::PixelRect box{width(), height(), 0, 0};
        for (int y = 0; y < height(); ++y) {
            for (int x = 0; x < width(); ++x) {
                if (pixel(x, y) != colour) continue;
                box = {std::min(box.left, x), std::min(box.top, y), std::max(box.right, x + 1), std::max(box.bottom, y + 1)};
            }
        }
        return box;
    }
    int count(Uint32 colour) const {
        int n = 0;
        for (int y = 0; y < height(); ++y) {
            for (int x = 0; x < width(); ++x) n += pixel(x, y) == colour ? 1 : 0;
        }
        return n;
    }
};

constexpr Uint32 kBlack = 0xFF000000;
constexpr Uint32 kWhite = 0xFFFFFFFF;

void addTriangle(std::vector<SDL_Vertex>& to, SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, SDL_Color colour) {
    for (const SDL_FPoint p : {a, b, c}) to.push_back({p, colour, {0, 0}});
}

}  // namespace

TEST_CASE("the logical view maps onto the same output pixels as SDL's own letterboxing, wider, taller and of the same shape") {
    struct Case {
        int outputWidth, outputHeight, logicalWidth, logicalHeight;
    };
    for (const Case c : {Case{1280, 720, 1280, 720}, Case{1000, 700, 1280, 720}, Case{900, 720, 1280, 720}, Case{1280, 720, 25920, 14580},
                         Case{641, 479, 1280, 720}, Case{1920, 1080, 1280, 720}, Case{333, 900, 800, 600}}) {
        CAPTURE(c.outputWidth);
        CAPTURE(c.outputHeight);
        LayerCanvas canvas(c.outputWidth, c.outputHeight);
        SDL_SetRenderDrawColor(canvas.renderer(), 0, 0, 0, 255);
        SDL_RenderClear(canvas.renderer());
        SDL_RenderSetLogicalSize(canvas.renderer(), c.logicalWidth, c.logicalHeight);
        SDL_SetRenderDrawColor(canvas.renderer(), 255, 255, 255, 255);
        SDL_RenderFillRect(canvas.renderer(), nullptr);  // the whole viewport
        SDL_RenderPresent(canvas.renderer());
        const render::PixelRect sdl = canvas.extentOf(kWhite);
        const render::LogicalToPixels ours = render::logicalToPixels(c.outputWidth, c.outputHeight, c.logicalWidth, c.logicalHeight);
        CHECK(ours.viewport.left == sdl.left);
        CHECK(ours.viewport.top == sdl.top);
        CHECK(ours.viewport.right == sdl.right);
        CHECK(ours.viewport.bottom == sdl.bottom);
        float scaleX = 0.0f;
        float scaleY = 0.0f;
        SDL_RenderGetScale(canvas.renderer(), &scaleX, &scaleY);
        CHECK(ours.scale == scaleX);
        CHECK(ours.scale == scaleY);
    }
    const render::LogicalToPixels none = render::logicalToPixels(640, 480, 0, 0);
    CHECK(none.scale == 1.0f);
    CHECK(none.viewport.right == 640);
    CHECK(none.viewport.bottom == 480);
}

TEST_CASE("the world layer covers the output with the background, draws the triangles scaled into the viewport and keeps the logical size") {
    LayerCanvas canvas(1000, 700);  // wider than 16:9 would fill: bars left and right
    CHECK(render::rasterisesOnCpu(canvas.renderer()));
    SDL_SetRenderDrawColor(canvas.renderer(), 200, 0, 0, 255);
    SDL_RenderClear(canvas.renderer());
    SDL_RenderSetLogicalSize(canvas.renderer(), 1280, 720);
    std::vector<SDL_Vertex> fills;
    std::vector<SDL_Vertex> outlines;
    const SDL_Color white{255, 255, 255, 255};
    // A square of 640 x 360 logical units in the top-left quarter, and a triangle reaching far outside the field.
    addTriangle(fills, {0, 0}, {640, 0}, {640, 360}, white);
    addTriangle(fills, {0, 0}, {640, 360}, {0, 360}, white);
    addTriangle(outlines, {1200, 700}, {90000, 700}, {1200, 90000}, {0, 0, 255, 255});
    render::CpuWorldLayer layer;
    layer.on = true;
    const std::span<const SDL_Vertex> lists[] = {fills, outlines};
    render::drawOnCpu(canvas.renderer(), layer, {0, 0, 0, 255}, lists);
    SDL_RenderPresent(canvas.renderer());
    CHECK(layer.on);
    int logicalWidth = 0;
    int logicalHeight = 0;
    SDL_RenderGetLogicalSize(canvas.renderer(), &logicalWidth, &logicalHeight);
    CHECK(logicalWidth == 1280);
    CHECK(logicalHeight == 720);
    // 1000 / 1280 pixels a unit: the square is 500 x 281.25 pixels, from the viewport's top-left corner.
    const render::LogicalToPixels to = render::logicalToPixels(1000, 700, 1280, 720);
    CHECK(canvas.count(kWhite) == 500 * 281);
    const render::PixelRect square = canvas.extentOf(kWhite);
    CHECK(square.left == to.viewport.left);
    CHECK(square.top == to.viewport.top);
    // The outline triangle is cut at the viewport's edges; the bars keep the background, none of the clear's red.
    CHECK(canvas.extentOf(0xFF0000FF).right == to.viewport.right);
    CHECK(canvas.extentOf(0xFF0000FF).bottom == to.viewport.bottom);
    CHECK(canvas.count(0xFFC80000) == 0);
    CHECK(canvas.pixel(2, 2) == kBlack);
    CHECK(canvas.pixel(999, 699) == kBlack);
}
