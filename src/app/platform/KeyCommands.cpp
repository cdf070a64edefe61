#include "app/platform/KeyCommands.h"

#include <string_view>

namespace app {

namespace {
constexpr std::string_view kAltPrefix = "Alt+";
}  // namespace

KeyCommands::KeyCommands(prefs::Screens screens) {
    for (const prefs::KeyRow& row : prefs::keyTable()) {
        if ((row.screens & screens) == 0 || prefs::isAction(row.command)) continue;
        for (const std::string& name : prefs::splitKeys(row.keys)) {
            const bool alt = std::string_view(name).starts_with(kAltPrefix);
            const SDL_Keycode code = SDL_GetKeyFromName(alt ? name.c_str() + kAltPrefix.size() : name.c_str());
            if (code != SDLK_UNKNOWN) entries_.push_back({code, alt, row.command});
        }
    }
}

std::optional<prefs::Command> KeyCommands::commandOf(const SDL_Keysym& key) const {
    // With Alt held, an "Alt+" row wins over the plain key's row (Alt+Return is fullscreen, not restart).
    const bool alt = (key.mod & KMOD_ALT) != 0;
    for (const Entry& e : entries_) {
        if (e.code == key.sym && e.alt && alt) return e.command;
    }
    for (const Entry& e : entries_) {
        if (e.code == key.sym && !e.alt) return e.command;
    }
    return std::nullopt;
}

std::vector<SDL_Scancode> scancodesOf(const std::vector<std::string>& names) {
    std::vector<SDL_Scancode> codes;
    for (const std::string& name : names) {
        if (const SDL_Scancode code = SDL_GetScancodeFromName(name.c_str()); code != SDL_SCANCODE_UNKNOWN) codes.push_back(code);
    }
    return codes;
}

}  // namespace app
