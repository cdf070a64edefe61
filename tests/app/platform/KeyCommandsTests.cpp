#include <doctest/doctest.h>

#include "app/platform/KeyCommands.h"

using prefs::Command;

namespace {
SDL_Keysym keyOf(SDL_Keycode code, Uint16 mod = KMOD_NONE) {
    SDL_Keysym key{};
    key.sym = code;
    key.mod = mod;
    return key;
}
}  // namespace

TEST_CASE("every key the key table names is a key SDL knows") {
    for (const prefs::KeyRow& row : prefs::keyTable()) {
        for (std::string name : prefs::splitKeys(row.keys)) {
            if (name.starts_with("Alt+")) name = name.substr(4);
            INFO(name, " of '", row.help, "'");
            CHECK(SDL_GetKeyFromName(name.c_str()) != SDLK_UNKNOWN);
            if (prefs::isAction(row.command)) CHECK(SDL_GetScancodeFromName(name.c_str()) != SDL_SCANCODE_UNKNOWN);
        }
    }
}

TEST_CASE("a key press gives the command the key table gives it on that screen") {
    const app::KeyCommands game(prefs::kPlaying);
    CHECK(game.commandOf(keyOf(SDLK_8)) == Command::Overlay8);
    CHECK(game.commandOf(keyOf(SDLK_p)) == Command::Pause);
    CHECK(game.commandOf(keyOf(SDLK_PAGEUP)) == Command::PreviousEvent);
    CHECK(game.commandOf(keyOf(SDLK_COMMA)) == Command::StepBack);
    CHECK(game.commandOf(keyOf(SDLK_KP_MINUS)) == Command::Slower);
    CHECK(game.commandOf(keyOf(SDLK_RETURN, KMOD_LALT)) == Command::Fullscreen);
    CHECK(game.commandOf(keyOf(SDLK_p, KMOD_LALT)) == Command::Pause);
    CHECK_FALSE(game.commandOf(keyOf(SDLK_LEFT)).has_value());  // turning is held, not pressed
    const app::KeyCommands watching(prefs::kWatching);
    CHECK(watching.commandOf(keyOf(SDLK_LEFT)) == Command::SeekBack);
    const app::KeyCommands lab(prefs::kLab);
    CHECK(lab.commandOf(keyOf(SDLK_p)) == Command::LabProbe);
    CHECK(lab.commandOf(keyOf(SDLK_ESCAPE)) == Command::Quit);
    CHECK(lab.commandOf(keyOf(SDLK_0)) == Command::LabScene);
}

TEST_CASE("the names a settings file may bind turn into scancodes, and unknown names are left out") {
    CHECK(app::scancodesOf({"W", "Left Shift", "Banana"}) == std::vector<SDL_Scancode>{SDL_SCANCODE_W, SDL_SCANCODE_LSHIFT});
    for (const std::string& name : prefs::keyNames()) {
        INFO(name);
        CHECK(SDL_GetScancodeFromName(name.c_str()) != SDL_SCANCODE_UNKNOWN);
    }
}
