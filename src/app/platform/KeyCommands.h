#pragma once
// The key table (prefs/KeyTable) as SDL key codes: which command a key press
// gives on one screen. Keys are matched by what they type (SDL_Keycode), as the
// help names them; the six actions are held keys, read by InputMapping instead.

#include <SDL.h>

#include <optional>
#include <vector>

#include "prefs/KeyTable.h"

namespace app {

class KeyCommands {
public:
    /// The rows of the key table that act on a screen of `screens`.
    explicit KeyCommands(prefs::Screens screens);

    /// What `key` asks for here, or nothing; a row naming "Alt+K" needs Alt held and wins over K's own row then.
    std::optional<prefs::Command> commandOf(const SDL_Keysym& key) const;

private:
    struct Entry {
        SDL_Keycode code;
        bool alt;
        prefs::Command command;
    };
    std::vector<Entry> entries_;
};

/// The scancodes of the keys named in `names` (SDL's names); names SDL does not know are left out.
std::vector<SDL_Scancode> scancodesOf(const std::vector<std::string>& names);

}  // namespace app
