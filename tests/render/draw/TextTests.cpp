#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <string>
#include <vector>

#include "render/draw/Text.h"
#include "support/OffscreenCanvas.h"

// Text drawn into a surface by SDL's software renderer: no display needed.
namespace {

void clearToBlack(const testing::OffscreenCanvas& canvas) {
    SDL_SetRenderDrawColor(canvas.renderer(), 0, 0, 0, 255);
    SDL_RenderClear(canvas.renderer());
}

}  // namespace

TEST_CASE("a string drawn again comes from the cache with the same pixels, and a new colour, size or font scale renders anew") {
    REQUIRE(TTF_Init() == 0);
    {
        const testing::OffscreenCanvas canvas(640, 120);
        auto opened = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
        REQUIRE_MESSAGE(opened.ok(), opened.error().message());
        render::Text& text = **opened;
        const SDL_Color white{230, 232, 240, 255};
        clearToBlack(canvas);
        const int width = text.draw(canvas.renderer(), "SCORE 1250", 10, 10, white);
        const std::vector<Uint32> first = canvas.pixels();
        CHECK(text.rendered() == 1);
        clearToBlack(canvas);
        CHECK(text.draw(canvas.renderer(), "SCORE 1250", 10, 10, white) == width);
        CHECK(canvas.pixels() == first);
        CHECK(text.rendered() == 1);
        CHECK(width == text.width("SCORE 1250"));

        text.draw(canvas.renderer(), "SCORE 1250", 10, 10, SDL_Color{255, 110, 90, 255});
        text.draw(canvas.renderer(), "SCORE 1250", 10, 10, white, layout::Type::Title);
        CHECK(text.rendered() == 3);
        REQUIRE(text.setScale(1.5));
        CHECK(text.draw(canvas.renderer(), "SCORE 1250", 10, 10, white) > width);
        CHECK(text.rendered() == 4);
        (*opened).reset();  // its textures belong to the renderer
    }
    TTF_Quit();
}

TEST_CASE("a readout that changes every frame does not grow the text cache past its bound") {
    REQUIRE(TTF_Init() == 0);
    {
        const testing::OffscreenCanvas canvas(640, 120);
        auto opened = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
        REQUIRE_MESSAGE(opened.ok(), opened.error().message());
        render::Text& text = **opened;
        const std::size_t frames = render::Text::kMostCached * 2 + 7;
        for (std::size_t frame = 0; frame < frames; ++frame) {
            text.draw(canvas.renderer(), "TICK " + std::to_string(frame), 0, 0, SDL_Color{200, 200, 200, 255});
            text.draw(canvas.renderer(), "LIVES 3", 0, 40, SDL_Color{200, 200, 200, 255});
            CHECK(text.cached() <= render::Text::kMostCached);
        }
        CHECK(text.rendered() >= frames + 1);
        CHECK(text.rendered() <= frames + 4);  // "LIVES 3" again only after each fresh start
        (*opened).reset();
    }
    TTF_Quit();
}

TEST_CASE("a width measured again comes from the cache, a new type or text size measures anew, and the widths kept stay bounded") {
    REQUIRE(TTF_Init() == 0);
    {
        auto opened = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
        REQUIRE_MESSAGE(opened.ok(), opened.error().message());
        render::Text& text = **opened;
        const int body = text.width("the ray crosses its outline");
        CHECK(text.measured() == 1);
        CHECK(text.width("the ray crosses its outline") == body);
        CHECK(text.measured() == 1);
        const int heading = text.width("the ray crosses its outline", layout::Type::Heading);
        CHECK(heading > body);
        CHECK(text.measured() == 2);
        REQUIRE(text.fitTo(0.5));
        const int shrunk = text.width("the ray crosses its outline");
        CHECK(shrunk < body);
        CHECK(text.measured() == 3);
        REQUIRE(text.fitTo(1.0));
        CHECK(text.width("the ray crosses its outline") == body);  // measured at this size before: no new measure
        CHECK(text.measured() == 3);
        const std::size_t many = render::Text::kMostWidths * 2 + 3;
        for (std::size_t i = 0; i < many; ++i) {
            CHECK(text.width("tick " + std::to_string(i)) > 0);
            CHECK(text.widthsKept() <= render::Text::kMostWidths);
        }
        CHECK(text.measured() == 3 + many);
        CHECK(text.width("") == 0);
    }
    TTF_Quit();
}
