#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "app/lab/LabInput.h"
#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "render/draw/Text.h"
#include "support/TextScales.h"

namespace {

SDL_Event pointerMotion(int x, int y) {
    SDL_Event event{};
    event.type = SDL_MOUSEMOTION;
    event.motion.x = x;
    event.motion.y = y;
    return event;
}

SDL_Event windowEvent(SDL_WindowEventID what) {
    SDL_Event event{};
    event.type = SDL_WINDOWEVENT;
    event.window.event = static_cast<Uint8>(what);
    return event;
}

}  // namespace

TEST_CASE("the lab has a pointer position to show only once the pointer moved over the scene, none over the panel or out of the window") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    lab::LabModel model(0);
    lab::LabUiState ui;
    app::LabInput input(model, **text, ui, nullptr, prefs::kLab);
    // The window opened: the mouse is the scene's middle only as a starting point, not where any pointer is.
    CHECK_FALSE(input.pointer().has_value());
    (void)input.handle(windowEvent(SDL_WINDOWEVENT_ENTER));
    CHECK_FALSE(input.pointer().has_value());  // entered, but where is known from the first motion
    (void)input.handle(pointerMotion(330, 300));
    REQUIRE(input.pointer().has_value());
    CHECK(input.pointer()->x == 330.0);
    CHECK(input.pointer()->y == 300.0);
    (void)input.handle(pointerMotion(1000, 300));  // over the verdict panel: the mouse is held at the scene's edge
    CHECK_FALSE(input.pointer().has_value());
    (void)input.handle(pointerMotion(420, 310));
    CHECK(input.pointer().has_value());
    (void)input.handle(windowEvent(SDL_WINDOWEVENT_LEAVE));
    CHECK_FALSE(input.pointer().has_value());
}
