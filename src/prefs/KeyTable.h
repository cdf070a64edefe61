#pragma once
// The one key table: every command a key, a click or a pad button gives, in
// which screens, its default keys and what the help says of it. Input mapping,
// the F1 help, `--help`, the man page's test and the settings validator all
// read it, so a rebound key shows as bound and no key does two things.
// Keys are named in SDL's spelling (SDL_GetKeyName / SDL_GetScancodeName), so
// this layer needs no SDL; the front end turns the names into key codes.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "prefs/Settings.h"

namespace prefs {

/// The screens a key can act in, as bits (a row may act in several).
enum Screen : std::uint8_t {
    kPlaying = 1,   ///< the game window, flying (also paused): the six actions are read here
    kWatching = 2,  ///< the game window, watching a replay (no flying)
    kTitle = 4,     ///< the title screen and its attract mode
    kLab = 8,       ///< the collision lab
    kLesson = 16,   ///< a lesson: the lab's shapes with a task (no presets to switch to)
};
using Screens = std::uint8_t;
/// Both kinds of game window.
inline constexpr Screens kGameWindow = kPlaying | kWatching;

/// Everything a key (or click, or pad button) can ask for. The first six are the rebindable Actions, in Action's order.
enum class Command {
    Thrust,
    TurnLeft,
    TurnRight,
    Brake,
    Fire,
    Hyperspace,
    Spawn,
    Restart,
    Menu,
    Pause,
    Step,
    StepBack,
    Slower,
    Faster,
    PreviousEvent,
    NextEvent,
    StopOnMoment,
    SeekBack,
    SeekForward,
    Overlay1,
    Overlay2,
    Overlay3,
    Overlay4,
    Overlay5,
    Overlay6,
    Overlay7,
    Overlay8,
    Help,
    TextSize,
    Fullscreen,
    Picture,
    ExportScene,
    Mute,
    Quit,
    Start,
    Lessons,
    LessonNext,
    LessonBack,
    LessonPlay,
    LessonClip,
    LessonSkip,
    LabScene,
    LabPreviousScene,
    LabNextScene,
    LabReset,
    LabNextPicture,
    LabCycleKind,
    LabProbe,
    LabDrag,
    LabEditVertex,
    LabZoom,
    ExplainExport,
    CloseUp,
};

/// One row of the table.
struct KeyRow {
    Command command;
    Screens screens;
    std::string_view section;   ///< the help's heading it goes under, e.g. "fly", "time"
    std::string_view keys;      ///< default keys, comma separated, SDL names ("W, Up"); "Alt+" marks a modifier
    std::string_view shown;  ///< how the help writes the keys when not simply `keys` (a click, "1-9, 0"); else empty
    std::string_view help;      ///< what it does, lower case, no full stop ("thrust")
    std::string_view pad = {};  ///< the gamepad's way to do it, if any ("RT, d-pad up")
};

/// The whole table, in the order the help lists it.
std::span<const KeyRow> keyTable();

/// The row of `command` (every command has one).
const KeyRow& rowOf(Command command);

/// True for the six commands settings.ini may rebind (the Actions).
constexpr bool isAction(Command command) { return static_cast<std::size_t>(command) < kActionCount; }

/// The command of action `action`.
constexpr Command commandOf(Action action) { return static_cast<Command>(action); }

/// The names in a comma-separated key list ("W, Up" -> {"W", "Up"}).
std::vector<std::string> splitKeys(std::string_view keys);

/// The keys `command` answers to now: the settings' for an action, the table's for anything else.
std::vector<std::string> keysOf(Command command, const Settings& settings);

/// The command other than the actions that key `name` (SDL's name, any case; "Alt+Return" for a modified key) does
/// on a screen of `screens`, if any: what a binding of that key would clash with.
std::optional<Command> fixedCommandOfKey(std::string_view name, Screens screens);

/// The help's name for a command: its `help` text ("thrust").
std::string_view describe(Command command);

/// The help for the screens in `screens`, with the keys as `settings` binds them: each section's entries ("W/Up
/// thrust") after its name, two spaces apart, wrapped before `columns` characters (a longer entry gets its own line).
std::vector<std::string> helpLines(const Settings& settings, Screens screens, std::size_t columns);

/// One line per row for `--help`: the keys, padded to a column, then what they do (and the pad's way, if any).
std::string keysUsage();

}  // namespace prefs
