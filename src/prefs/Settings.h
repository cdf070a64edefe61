#pragma once
// The player's settings and their file format (docs/player-files.md): `name =
// value` lines with # comments, meant to be edited by hand. Pure C++ (no SDL,
// no file system): key names are checked against a fixed list that the front
// end maps to SDL scancodes, so the parser can be unit- and fuzz-tested.

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "base/Result.h"

namespace prefs {

/// The game actions a key can be bound to.
enum class Action { Thrust, TurnLeft, TurnRight, Brake, Fire, Hyperspace };
inline constexpr std::size_t kActionCount = 6;

/// Up to this many keys per action.
inline constexpr std::size_t kMaxKeysPerAction = 4;
/// The highest lesson number the settings keep progress for.
inline constexpr int kMaxLessonNumber = 99;
/// A settings file longer than this is refused unread.
inline constexpr std::size_t kMaxSettingsBytes = 64 * 1024;

/// The keys each action has until settings.ini rebinds it (indexed by Action; the key table's defaults).
std::array<std::vector<std::string>, kActionCount> defaultKeys();

struct Settings {
    double volume = 1.0;     ///< master volume, 0 (silent) to 1 (full)
    bool mute = false;       ///< start silent (M toggles)
    bool fullscreen = false; ///< start in desktop fullscreen (F11 toggles)
    bool vsync = true;       ///< wait for the display's refresh before showing a frame
    double uiScale = 0.0;    ///< text size 0.5 to 3; 0 follows the window ("auto")
    bool showFps = true;     ///< the frame rate in the top right corner (fps = show or hide)
    bool sweptBullets = false; ///< new games test bullets along their travel (swept-bullets = yes; --swept-bullets)
    bool glow = true;        ///< look = glow: glowing vector lines, flashes, the starfield; look = plain: flat lines (--look)
    bool shake = true;       ///< shake = on: the field shakes a little at a large break or a death (never while teaching)
    std::vector<int> lessonsDone; ///< the lessons finished, by number (1 to kMaxLessonNumber), ascending, each once
    /// The keys of each action (indexed by Action), as names from keyNames().
    std::array<std::vector<std::string>, kActionCount> keys = defaultKeys();
    /// Every setting equal (a file written back reads back equal).
    bool operator==(const Settings&) const = default;
};

/// The settings in `text` (unset names keep their defaults), or "line N: reason" for the first bad line.
base::Result<Settings> parseSettings(std::string_view text);

/// The file's text for `settings`: every setting with a comment saying what it takes.
std::string formatSettings(const Settings& settings);

/// `settings` with lesson `number` marked finished (kept ascending, each once; a number out of range changes nothing).
Settings withLessonDone(Settings settings, int number);

/// Every setting's name in the file, in the order formatSettings writes them.
const std::vector<std::string_view>& settingNames();

/// The value of setting `name` (one of settingNames()) as the file spells it, e.g. "0.5", "auto", "J, K"; "" for
/// an unknown name.
std::string settingText(std::string_view name, const Settings& settings);

/// The name an action has in the file, e.g. "turn-left".
std::string_view actionName(Action action);

/// Every key name a binding may use, in SDL's spelling (SDL_GetScancodeFromName accepts each).
const std::vector<std::string>& keyNames();

}  // namespace prefs
