#include "prefs/KeyTable.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "base/InPage.h"
#include "prefs/internal/TextLines.h"

namespace prefs {

namespace {

using C = Command;
constexpr Screens kAll = kGameWindow | kTitle | kLab | kLesson;
// The lab's editing, in the lab and in a lesson alike.
constexpr Screens kShapes = kLab | kLesson;

// The order here is the help's order; a section's rows stand together.
constexpr std::array kRows = {
    KeyRow{C::Thrust, kPlaying, "fly", "W, Up", "", "thrust", "RT or d-pad up"},
    KeyRow{C::TurnLeft, kPlaying, "fly", "A, Left", "", "turn left", "stick or d-pad left"},
    KeyRow{C::TurnRight, kPlaying, "fly", "D, Right", "", "turn right", "stick or d-pad right"},
    KeyRow{C::Brake, kPlaying, "fly", "S, Down", "", "brake", "LT or d-pad down"},
    KeyRow{C::Fire, kPlaying, "fly", "Space", "", "fire (hold to autofire)", "A or RB"},
    KeyRow{C::Hyperspace, kPlaying, "fly", "Left Shift", "", "hyperspace (1 in 8 fatal)", "B"},
    KeyRow{C::Spawn, kPlaying, "fly", "", "click", "spawn a rock; paused: why, of one"},
    KeyRow{C::Restart, kPlaying, "fly", "Return, Keypad Enter", "", "new game after game over", "A"},
    KeyRow{C::Menu, kGameWindow, "fly", "Escape", "", "pause menu", "Start"},
    KeyRow{C::Pause, kGameWindow, "time", "P, Pause", "", "pause"},
    KeyRow{C::Step, kGameWindow | kLesson, "time", "N, .", "", "one tick on"},
    KeyRow{C::StepBack, kGameWindow | kLesson, "time", "B, ,", "", "one tick back"},
    KeyRow{C::Slower, kGameWindow, "time", "-, [, Keypad -", "", "slower"},
    KeyRow{C::Faster, kGameWindow, "time", "=, ], Keypad +", "", "faster"},
    KeyRow{C::PreviousEvent, kGameWindow, "time", "PageUp", "", "previous event"},
    KeyRow{C::NextEvent, kGameWindow, "time", "PageDown", "", "next event"},
    KeyRow{C::StopOnMoment, kGameWindow, "time", "H", "", "stop on each hit or death"},
    KeyRow{C::SeekBack, kWatching, "replay", "Left", "", "5 s back"},
    KeyRow{C::SeekForward, kWatching, "replay", "Right", "", "5 s on"},
    KeyRow{C::Overlay1, kGameWindow, "overlays", "1", "", "boxes"},
    KeyRow{C::Overlay2, kGameWindow, "overlays", "2", "", "pairs"},
    KeyRow{C::Overlay3, kGameWindow, "overlays", "3", "", "rays"},
    KeyRow{C::Overlay4, kGameWindow, "overlays", "4", "", "SAT"},
    KeyRow{C::Overlay5, kGameWindow, "overlays", "5", "", "circles"},
    KeyRow{C::Overlay6, kGameWindow, "overlays", "6", "", "stats"},
    KeyRow{C::Overlay7, kGameWindow, "overlays", "7", "", "tunnels"},
    KeyRow{C::Overlay8, kGameWindow, "overlays", "8", "", "grid"},
    KeyRow{C::Lessons, kTitle, "title", "L", "", "lessons"},
    KeyRow{C::Start, kTitle, "title", "", "any other key", "start a game"},
    KeyRow{C::LessonNext, kLesson, "lesson", "Return, Keypad Enter, PageDown", "", "next step, once the task is done"},
    KeyRow{C::LessonBack, kLesson, "lesson", "Backspace, PageUp", "", "step back"},
    KeyRow{C::LessonPlay, kLesson, "lesson", "Space", "", "play / pause a recorded game's step"},
    KeyRow{C::LessonClip, kLesson, "lesson", "G", "", "a recorded game's step as a GIF clip"},
    KeyRow{C::LessonSkip, kLesson, "lesson", "K", "", "skip this step (for a teacher: it counts as done)"},
    KeyRow{C::LabScene, kLab, "lab", "1, 2, 3, 4, 5, 6, 7, 8, 9, 0", "1-9, 0", "presets 1-10"},
    KeyRow{C::LabPreviousScene, kLab, "lab", "[, PageUp", "", "previous scene"},
    KeyRow{C::LabNextScene, kLab, "lab", "], PageDown, Space, Return", "", "next scene"},
    KeyRow{C::LabReset, kShapes, "lab", "R", "", "reset this preset"},
    KeyRow{C::LabNextPicture, kShapes, "lab", "Tab", "Tab, Shift+Tab", "next / previous picture (or click a row)"},
    KeyRow{C::LabCycleKind, kShapes, "lab", "C", "C, Shift+C", "change B's (A's) kind: polygon, triangle, circle, point"},
    KeyRow{C::LabProbe, kShapes, "lab", "P", "", "add or remove the probe point P at the mouse"},
    KeyRow{C::LabDrag, kShapes, "lab", "", "left-drag", "a vertex, a point, a circle's rim, a whole shape"},
    KeyRow{C::LabEditVertex, kShapes, "lab", "", "right-click", "on a vertex: remove it; on an edge: add one there"},
    KeyRow{C::LabZoom, kShapes, "lab", "", "wheel", "resize the shape under the mouse"},
    KeyRow{C::Help, kAll, "window", "F1", "", "key help"},
    KeyRow{C::TextSize, kGameWindow | kShapes, "window", "F2", "", "text size"},
    KeyRow{C::Fullscreen, kAll, "window", "F11, Alt+Return, Alt+Keypad Enter", "", "fullscreen"},
    KeyRow{C::Picture, kGameWindow | kTitle | kLesson, "window", "F12", "", "save a picture"},
    KeyRow{C::ExportScene, kGameWindow, "window", "E", "", "ship + nearest rock as a lab scene"},
    KeyRow{C::ExplainExport, kGameWindow, "window", "X", "", "save the why panel as text and picture"},
    KeyRow{C::CloseUp, kGameWindow, "window", "Z", "", "why panel: a close-up of its object, or the whole field"},
    KeyRow{C::Mute, kGameWindow, "window", "M", "", "sound on / off"},
    // In a page Esc ends nothing (web/index.html): on the title it shows the keys, in the lab and a lesson it goes there.
    KeyRow{C::Quit, kTitle | kShapes, "window", "Escape", "", base::kInPage ? "back to the title (on it: keys)" : "quit"},
};

std::string joined(const std::vector<std::string>& keys, std::string_view separator) {
    std::string out;
    for (const std::string& k : keys) out += (out.empty() ? "" : std::string(separator)) + k;
    return out;
}

// How one row reads in the help: its keys now, then what it does.
std::string helpEntry(const KeyRow& row, const Settings& settings) {
    const std::string keys = row.shown.empty() ? joined(keysOf(row.command, settings), "/") : std::string(row.shown);
    return keys + " " + std::string(row.help);
}

}  // namespace

std::span<const KeyRow> keyTable() { return kRows; }

const KeyRow& rowOf(Command command) {
    // Every command has exactly one row (KeyTableTests checks), so the search always ends on it.
    return *std::find_if(kRows.begin(), kRows.end(), [&](const KeyRow& r) { return r.command == command; });
}

std::vector<std::string> splitKeys(std::string_view keys) {
    std::vector<std::string> out;
    while (!keys.empty()) {
        // "," is a key name too: a comma only separates when a space follows it or it ends the list.
        std::size_t cut = 0;
        while (cut < keys.size() && !(keys[cut] == ',' && cut > 0 && (cut + 1 == keys.size() || keys[cut + 1] == ' '))) ++cut;
        out.emplace_back(keys.substr(0, cut));
        keys.remove_prefix(std::min(keys.size(), cut + 1));
        while (!keys.empty() && keys.front() == ' ') keys.remove_prefix(1);
    }
    return out;
}

std::vector<std::string> keysOf(Command command, const Settings& settings) {
    if (isAction(command)) return settings.keys[static_cast<std::size_t>(command)];
    return splitKeys(rowOf(command).keys);
}

std::optional<Command> fixedCommandOfKey(std::string_view name, Screens screens) {
    for (const KeyRow& row : kRows) {
        if (isAction(row.command) || (row.screens & screens) == 0) continue;
        for (const std::string& key : splitKeys(row.keys)) {
            if (sameName(key, name)) return row.command;
        }
    }
    return std::nullopt;
}

std::string_view describe(Command command) { return rowOf(command).help; }

std::vector<std::string> helpLines(const Settings& settings, Screens screens, std::size_t columns) {
    std::vector<std::string> lines;
    std::string_view section;
    std::string line;
    std::size_t indent = 0;
    auto flush = [&] {
        if (line.size() > indent) lines.push_back(line);
        line.clear();
    };
    for (const KeyRow& row : kRows) {
        if ((row.screens & screens) == 0) continue;
        if (row.section != section) {
            flush();
            section = row.section;
            line = std::string(section) + ": ";
            indent = line.size();
        }
        const std::string entry = helpEntry(row, settings);
        if (line.size() > indent && line.size() + 2 + entry.size() > columns) {
            flush();
            line = std::string(indent, ' ');
        }
        line += (line.size() > indent ? "  " : "") + entry;
    }
    flush();
    return lines;
}

std::string keysUsage() {
    constexpr std::size_t kKeyColumn = 30;
    const Settings defaults;
    std::string out;
    std::string_view section;
    for (const KeyRow& row : kRows) {
        if (row.section != section) {
            section = row.section;
            out += "  " + std::string(section) + ":\n";
        }
        std::string keys = "    " + (row.shown.empty() ? joined(keysOf(row.command, defaults), ", ") : std::string(row.shown));
        keys.resize(std::max(kKeyColumn, keys.size() + 2), ' ');
        out += keys + std::string(row.help);
        if (!row.pad.empty()) out += " (pad: " + std::string(row.pad) + ")";
        out += "\n";
    }
    return out;
}

}  // namespace prefs
