#include <doctest/doctest.h>

#include <SDL.h>

#include <set>
#include <vector>

#include <unistd.h>

#include "render/lab/internal/LabDraw.h"
#include "support/OffscreenCanvas.h"

// The lab's fills and lines drawn by SDL's software renderer on the lab's 1280x720 logical canvas in a smaller window
// (below scale 1, as --size 800x600 shows it): a translucent fill is one even shade, not stripes, and an outline is
// unbroken.
namespace {

// The lab's canvas as the window shows it: 1280x720 logical, on black.
testing::OffscreenCanvas labCanvas(int width, int height) { return testing::screenCanvas(width, height, {0, 0, 0, 255}); }

// The pixel's colour, without alpha, once everything drawn has reached the surface.
Uint32 colourAt(const testing::OffscreenCanvas& canvas, int x, int y) {
    canvas.present();
    return canvas.pixel(x, y) & 0x00FFFFFFu;
}

// How the logical canvas lies on the window: the scale and the letterboxed viewport's offset (in logical pixels).
struct Mapping {
    double scale = 1.0;
    double left = 0.0;
    double top = 0.0;

    explicit Mapping(SDL_Renderer* renderer) {
        float sx = 0, sy = 0;
        SDL_RenderGetScale(renderer, &sx, &sy);
        SDL_Rect viewport;
        SDL_RenderGetViewport(renderer, &viewport);
        scale = sy;
        left = viewport.x;
        top = viewport.y;
    }
    int x(double logical) const { return static_cast<int>((left + logical) * scale); }
    int y(double logical) const { return static_cast<int>((top + logical) * scale); }
    double logicalX(int physical) const { return (physical + 0.5) / scale - left; }
    double logicalY(int physical) const { return (physical + 0.5) / scale - top; }
};

// The shades of the pixels between two logical corners.
std::set<Uint32> shades(const testing::OffscreenCanvas& c, const Mapping& to, geometry::Vec2 from, geometry::Vec2 until) {
    std::set<Uint32> seen;
    for (int y = to.y(from.y); y < to.y(until.y); ++y) {
        for (int x = to.x(from.x); x < to.x(until.x); ++x) seen.insert(colourAt(c, x, y));
    }
    return seen;
}

constexpr SDL_Color kTranslucent{110, 170, 255, 46};

// A translucent square and disc filled in a window of `window`'s size: one shade inside each, a pixel off its edges.
void checkFillsEven(SDL_Point window) {
    const testing::OffscreenCanvas c = labCanvas(window.x, window.y);
    const std::vector<geometry::Vec2> square{{200, 200}, {600, 200}, {600, 500}, {200, 500}};
    render::fillOutline(c.renderer(), square, lab::FillRule::EvenOdd, kTranslucent);
    render::fillDisc(c.renderer(), {900, 350}, 150, kTranslucent);
    const Mapping to(c.renderer());
    const std::size_t inSquare = shades(c, to, {210, 210}, {590, 490}).size();
    CHECK_MESSAGE(inSquare == 1, window.x << "x" << window.y << ": " << inSquare << " shades in the square");
    const std::size_t inDisc = shades(c, to, {850, 300}, {950, 400}).size();
    CHECK_MESSAGE(inDisc == 1, window.x << "x" << window.y << ": " << inDisc << " shades in the disc");
}

}  // namespace

TEST_CASE("below scale 1 a translucent lab fill is one even shade, not stripes") {
    for (const SDL_Point window : {SDL_Point{800, 600}, SDL_Point{960, 540}, SDL_Point{1000, 563}}) {
        checkFillsEven(window);
    }
}

TEST_CASE("below scale 1 a lab outline two pixels wide has no gaps") {
    for (const SDL_Point window : {SDL_Point{800, 600}, SDL_Point{960, 540}, SDL_Point{640, 480}}) {
        const testing::OffscreenCanvas c = labCanvas(window.x, window.y);
        render::drawThickLine(c.renderer(), {100, 150}, {700, 400}, {255, 255, 255, 255}, 2);
        render::drawThickLine(c.renderer(), {300, 100}, {320, 650}, {255, 255, 255, 255}, 2);
        const Mapping to(c.renderer());
        int gaps = 0;
        // Along the shallow line every column, along the steep one every row, has a lit pixel near the line.
        for (int x = to.x(110); x < to.x(690); ++x) {
            const int middle = to.y(150 + (to.logicalX(x) - 100) * 250.0 / 600.0);
            bool lit = false;
            for (int y = middle - 2; y <= middle + 2; ++y) lit = lit || colourAt(c, x, y) != 0;
            gaps += lit ? 0 : 1;
        }
        for (int y = to.y(110); y < to.y(640); ++y) {
            const int middle = to.x(300 + (to.logicalY(y) - 100) * 20.0 / 550.0);
            bool lit = false;
            for (int x = middle - 2; x <= middle + 2; ++x) lit = lit || colourAt(c, x, y) != 0;
            gaps += lit ? 0 : 1;
        }
        CHECK_MESSAGE(gaps == 0, window.x << "x" << window.y << ": " << gaps << " gaps in the outlines");
    }
}

TEST_CASE("fills, dashed boxes and lines of a shape 1e59 across draw only what the window shows, in bounded time") {
    ::alarm(20);  // before drawing was clipped, these walked 1e59 rows or dashes: the alarm ends such a test as failed
    const testing::OffscreenCanvas c = labCanvas(800, 600);
    const std::vector<geometry::Vec2> huge{{-1e59, -1e59}, {1e59, -1e59}, {1e59, 1e59}, {-1e59, 1e59}};
    render::fillOutline(c.renderer(), huge, lab::FillRule::Nonzero, kTranslucent);
    render::fillDisc(c.renderer(), {640, 360}, 1e59, kTranslucent);
    render::drawDashedBox(c.renderer(), {{-1e59, 100}, {1e59, 1e59}}, {255, 255, 255, 255});
    render::drawThickLine(c.renderer(), {-1e59, 50}, {1e59, 50}, {255, 255, 255, 255}, 2);
    const Mapping to(c.renderer());
    CHECK(shades(c, to, {10, 200}, {1270, 700}).size() == 1);  // one even shade: the square and the disc, over the window
    int dashed = 0;  // the dashed box's top edge crosses the window
    for (int x = to.x(600); x < to.x(680); ++x) dashed += colourAt(c, x, to.y(100)) != colourAt(c, x, to.y(300)) ? 1 : 0;
    CHECK(dashed > 0);
    bool lineShown = false;  // and the line: a quad 2 logical pixels across, 1.25 pixels here, lights a row near y 50
    for (int y = to.y(48); y <= to.y(52); ++y) lineShown = lineShown || colourAt(c, to.x(640), y) == 0xFFFFFFu;
    CHECK(lineShown);
    ::alarm(0);
}

TEST_CASE("above scale 1 (a 1920x1080 projector) a lab fill is one even shade, with no gap rows") {
    for (const SDL_Point window : {SDL_Point{1920, 1080}, SDL_Point{1600, 900}, SDL_Point{2560, 1440}}) {
        checkFillsEven(window);
    }
}

TEST_CASE("a lab line is as thick relative to the picture on a 1920x1080 projector as in a 1280x720 window") {
    // A horizontal line 3 logical pixels wide: its lit rows in the window, at scale 1 and at scale 1.5.
    const auto litRows = [](int w, int h) {
        const testing::OffscreenCanvas c = labCanvas(w, h);
        render::drawThickLine(c.renderer(), {100, 300}, {700, 300}, {255, 255, 255, 255}, 3);
        const Mapping to(c.renderer());
        int rows = 0;
        for (int y = to.y(290); y <= to.y(310); ++y) rows += colourAt(c, to.x(400), y) != 0 ? 1 : 0;
        return rows;
    };
    CHECK(litRows(1280, 720) == 3);
    const int projector = litRows(1920, 1080);
    CHECK(projector >= 4);  // 4.5 window pixels, rounded either way
    CHECK(projector <= 5);
}
