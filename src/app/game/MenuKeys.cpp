#include "app/game/MenuKeys.h"

namespace app {

std::optional<MenuKey> menuKeyFor(const SDL_Keysym& key) {
    switch (key.sym) {
        case SDLK_UP: case SDLK_w: return MenuKey::Up;
        case SDLK_DOWN: case SDLK_s: return MenuKey::Down;
        case SDLK_LEFT: case SDLK_a: return MenuKey::Left;
        case SDLK_RIGHT: case SDLK_d: return MenuKey::Right;
        case SDLK_RETURN: case SDLK_KP_ENTER: case SDLK_SPACE: return MenuKey::Select;
        case SDLK_ESCAPE: case SDLK_p: return MenuKey::Back;
        case SDLK_F1: return MenuKey::Help;
        default: return std::nullopt;
    }
}

std::optional<MenuKey> menuKeyForButton(SDL_GameControllerButton button) {
    switch (button) {
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return MenuKey::Up;
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return MenuKey::Down;
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return MenuKey::Left;
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return MenuKey::Right;
        case SDL_CONTROLLER_BUTTON_A: return MenuKey::Select;
        case SDL_CONTROLLER_BUTTON_B: return MenuKey::Back;
        default: return std::nullopt;
    }
}

void typeInitialsKey(InitialsEntry& entry, SDL_Keycode key) {
    if (key >= SDLK_a && key <= SDLK_z) entry.type(static_cast<char>('A' + (key - SDLK_a)));
    if (key == SDLK_UP || key == SDLK_DOWN) entry.cycle(key == SDLK_UP ? 1 : -1);
    if (key == SDLK_LEFT || key == SDLK_BACKSPACE || key == SDLK_RIGHT) entry.move(key == SDLK_RIGHT ? 1 : -1);
    if (key == SDLK_RETURN || key == SDLK_KP_ENTER) entry.finish();
}

void typeInitialsKey(InitialsEntry& entry, const SDL_KeyboardEvent& event) {
    if (event.repeat == 0) typeInitialsKey(entry, event.keysym.sym);
}

void pressInitialsButton(InitialsEntry& entry, SDL_GameControllerButton button) {
    switch (button) {
        case SDL_CONTROLLER_BUTTON_DPAD_UP: entry.cycle(1); break;
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: entry.cycle(-1); break;
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        case SDL_CONTROLLER_BUTTON_B: entry.move(-1); break;
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: entry.move(1); break;
        case SDL_CONTROLLER_BUTTON_A: entry.advance(); break;
        default: break;
    }
}

}  // namespace app
