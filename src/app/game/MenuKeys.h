#pragma once
// Which key or pad button does what in the pause menu and in the initials
// entry at game over: the SDL side of app/game/PauseMenu and app/game/InitialsEntry.

#include <SDL.h>

#include <optional>

#include "app/game/InitialsEntry.h"
#include "app/game/PauseMenu.h"

namespace app {

/// Keys in a menu: arrows or W/A/S/D move, Enter or Space chooses, Esc or P goes back, F1 shows or hides the keys; others mean nothing.
std::optional<MenuKey> menuKeyFor(const SDL_Keysym& key);

/// Pad buttons in a menu: the d-pad moves, A chooses, B goes back; others mean nothing.
std::optional<MenuKey> menuKeyForButton(SDL_GameControllerButton button);

/// A key while initials are typed: a letter, Up/Down change it, Left/Backspace/Right move, Enter finishes.
void typeInitialsKey(InitialsEntry& entry, SDL_Keycode key);

/// A key event while initials are typed, as typeInitialsKey; a repeat types nothing, so a key held down from play
/// (W, thrusting as the ship died) does not fill the entry ("WWW").
void typeInitialsKey(InitialsEntry& entry, const SDL_KeyboardEvent& event);

/// A pad button while initials are typed: d-pad up/down change the letter, left/right (and B) move, A goes on.
void pressInitialsButton(InitialsEntry& entry, SDL_GameControllerButton button);

}  // namespace app
