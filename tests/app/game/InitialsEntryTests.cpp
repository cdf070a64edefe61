#include <doctest/doctest.h>

#include "app/game/InitialsEntry.h"
#include "app/game/MenuKeys.h"

TEST_CASE("typing three letters fills the initials, in capitals, and ignores anything else") {
    app::InitialsEntry entry;
    for (char c : std::string("j1k-l")) entry.type(c);
    CHECK(entry.initials() == "JKL");
    CHECK(entry.shown() == "J K [L]");
    CHECK_FALSE(entry.finished());
    entry.finish();
    CHECK(entry.finished());
}

TEST_CASE("up and down cycle the letter at the cursor round the alphabet") {
    app::InitialsEntry entry;
    entry.cycle(-1);
    CHECK(entry.initials() == "ZAA");
    entry.cycle(2);
    CHECK(entry.initials() == "BAA");
    entry.move(1);
    entry.cycle(27);
    CHECK(entry.initials() == "BBA");
    CHECK(entry.shown() == "B [B] A");
}

TEST_CASE("the cursor stops at both ends, and a pad's A finishes on the last letter") {
    app::InitialsEntry entry;
    entry.move(-1);
    CHECK(entry.shown() == "[A] A A");
    CHECK_FALSE(entry.advance());
    CHECK_FALSE(entry.advance());
    CHECK(entry.shown() == "A A [A]");
    entry.move(1);
    CHECK(entry.shown() == "A A [A]");
    CHECK(entry.advance());
    CHECK(entry.finished());
}

TEST_CASE("keys type initials: letters, Up and Down change one, Backspace goes back, Enter keeps them") {
    app::InitialsEntry entry;
    for (SDL_Keycode key : {SDLK_q, SDLK_x, SDLK_BACKSPACE, SDLK_UP, SDLK_RIGHT, SDLK_DOWN, SDLK_F5}) app::typeInitialsKey(entry, key);
    CHECK(entry.initials() == "QYZ");
    CHECK_FALSE(entry.finished());
    app::typeInitialsKey(entry, SDLK_RETURN);
    CHECK(entry.finished());
}

TEST_CASE("a pad types initials with the d-pad and A, and B goes back") {
    app::InitialsEntry entry;
    for (SDL_GameControllerButton b : {SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_DPAD_DOWN,
                                       SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_A}) {
        app::pressInitialsButton(entry, b);
    }
    CHECK(entry.initials() == "CZA");
    CHECK_FALSE(entry.finished());
    app::pressInitialsButton(entry, SDL_CONTROLLER_BUTTON_A);
    CHECK(entry.finished());
}

TEST_CASE("menu keys: arrows and W/S move, Enter and Space choose, Esc and P go back, other keys nothing") {
    auto key = [](SDL_Keycode sym) { SDL_Keysym k{}; k.sym = sym; return app::menuKeyFor(k); };
    CHECK(key(SDLK_UP) == app::MenuKey::Up);
    CHECK(key(SDLK_s) == app::MenuKey::Down);
    CHECK(key(SDLK_SPACE) == app::MenuKey::Select);
    CHECK(key(SDLK_p) == app::MenuKey::Back);
    CHECK(key(SDLK_F1) == app::MenuKey::Help);  // the keys' help, as in play
    CHECK_FALSE(key(SDLK_n).has_value());
    CHECK(app::menuKeyForButton(SDL_CONTROLLER_BUTTON_B) == app::MenuKey::Back);
    CHECK_FALSE(app::menuKeyForButton(SDL_CONTROLLER_BUTTON_X).has_value());
}

TEST_CASE("a key held down from play repeats into the entry but types nothing; a fresh press types") {
    app::InitialsEntry entry;
    SDL_KeyboardEvent held{};
    held.type = SDL_KEYDOWN;
    held.keysym.sym = SDLK_w;
    held.repeat = 1;  // W was pressed during play to thrust, and is still down
    for (int i = 0; i < 3; ++i) app::typeInitialsKey(entry, held);
    CHECK(entry.initials() == "AAA");
    SDL_KeyboardEvent fresh = held;
    fresh.repeat = 0;
    app::typeInitialsKey(entry, fresh);
    CHECK(entry.shown() == "W [A] A");
}
