#include "prefs/Settings.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>

#include "base/DecimalText.h"
#include "prefs/KeyTable.h"
#include "prefs/internal/TextLines.h"

namespace prefs {

namespace {

constexpr std::array<std::string_view, kActionCount> kActionNames = {"thrust", "turn-left", "turn-right", "brake", "fire", "hyperspace"};


std::string shown(std::string_view text) { return shownText(text, 32); }

std::string quoted(std::string_view text) {
    std::string out(1, '\'');
    out.append(shown(text)).push_back('\'');
    return out;
}

base::Status readYesNo(std::string_view value, bool& out, std::string_view yes, std::string_view no) {
    if (sameName(value, yes)) out = true;
    else if (sameName(value, no)) out = false;
    else return base::failure("must be " + std::string(yes) + " or " + std::string(no) + ", not '" + shown(value) + "'");
    return base::success();
}

base::Status readNumber(std::string_view value, double low, double high, double& out) {
    double number = 0.0;
    const auto [ptr, ec] = base::fromChars(value.data(), value.data() + value.size(), number);
    if (value.empty() || ec != std::errc{} || ptr != value.data() + value.size() || !(number >= low && number <= high)) {
        char range[64];
        std::snprintf(range, sizeof range, "must be a number from %g to %g", low, high);
        return base::failure(std::string(range) + ", not '" + shown(value) + "'");
    }
    out = number;
    return base::success();
}

base::Status readKeys(std::string_view value, std::vector<std::string>& out) {
    std::vector<std::string> keys;
    while (true) {
        const std::size_t comma = value.find(',');
        const std::string_view name = withoutComment(value.substr(0, comma));
        const auto known = std::find_if(keyNames().begin(), keyNames().end(), [&](const std::string& k) { return sameName(k, name); });
        if (known == keyNames().end()) return base::failure("unknown key '" + shown(name) + "' (docs/player-files.md lists the names)");
        // A key the game window already gives a meaning would do two things at once (keyTable()).
        if (const std::optional<Command> owner = fixedCommandOfKey(*known, kPlaying))
            return base::failure("key '" + *known + "' is taken: it already does '" + std::string(describe(*owner)) + "' in the game");
        if (keys.size() == kMaxKeysPerAction) return base::failure("at most 4 keys per action");
        keys.push_back(*known);
        if (comma == std::string_view::npos) break;
        value.remove_prefix(comma + 1);
    }
    out = std::move(keys);
    return base::success();
}

// "1, 3, 7": the lessons finished; "" for none.
base::Status readLessons(std::string_view value, std::vector<int>& out) {
    std::vector<int> done;
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        const std::string_view item = withoutComment(value.substr(0, comma));
        std::int64_t number = 0;
        if (!readWhole(item, kMaxLessonNumber, number) || number < 1) {
            return base::failure("must be lesson numbers from 1 to 99 separated by commas, not '" + shown(item) + "'");
        }
        done.push_back(static_cast<int>(number));
        value.remove_prefix(comma == std::string_view::npos ? value.size() : comma + 1);
    }
    std::sort(done.begin(), done.end());
    done.erase(std::unique(done.begin(), done.end()), done.end());
    out = std::move(done);
    return base::success();
}

// Sets `name` from `value`; an unknown name or a bad value fails.
base::Status readValue(std::string_view name, std::string_view value, Settings& s) {
    if (name == "volume") return readNumber(value, 0.0, 1.0, s.volume);
    if (name == "mute") return readYesNo(value, s.mute, "yes", "no");
    if (name == "fullscreen") return readYesNo(value, s.fullscreen, "yes", "no");
    if (name == "vsync") return readYesNo(value, s.vsync, "on", "off");
    if (name == "fps") return readYesNo(value, s.showFps, "show", "hide");
    if (name == "swept-bullets") return readYesNo(value, s.sweptBullets, "yes", "no");
    if (name == "look") return readYesNo(value, s.glow, "glow", "plain");
    if (name == "shake") return readYesNo(value, s.shake, "on", "off");
    if (name == "lessons-done") return readLessons(value, s.lessonsDone);
    if (name == "ui-scale") {
        if (sameName(value, "auto")) return s.uiScale = 0.0, base::success();
        return readNumber(value, 0.5, 3.0, s.uiScale);
    }
    for (std::size_t a = 0; a < kActionCount; ++a) {
        if (name == kActionNames[a]) return readKeys(value, s.keys[a]);
    }
    return base::failure("unknown setting '" + shown(name) + "' (docs/player-files.md lists them)");
}

// readValue, with the setting's name before a bad value's reason.
base::Status readSetting(std::string_view name, std::string_view value, Settings& s) {
    base::Status read = readValue(name, value, s);
    if (read || read.error().reason.starts_with("unknown setting")) return read;
    return base::failure(std::string(name) + ": " + read.error().reason);
}

}  // namespace

std::string_view actionName(Action action) { return kActionNames[static_cast<std::size_t>(action)]; }

const std::vector<std::string>& keyNames() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (char c = 'A'; c <= 'Z'; ++c) out.emplace_back(1, c);
        for (char c = '0'; c <= '9'; ++c) out.emplace_back(1, c);
        for (char c = '0'; c <= '9'; ++c) out.push_back(std::string("Keypad ") + c);
        for (int f = 1; f <= 12; ++f) out.push_back(std::string(1, 'F').append(std::to_string(f)));
        for (const char* name : {"Up", "Down", "Left", "Right", "Space", "Return", "Escape", "Tab", "Backspace", "Insert", "Delete",
                                 "Home", "End", "PageUp", "PageDown", "Left Shift", "Right Shift", "Left Ctrl", "Right Ctrl",
                                 "Left Alt", "Right Alt", "Keypad Enter", ";", "'", "/", "\\", "`", "-", "=", ".", "[", "]",
                                 "Pause", "Keypad -", "Keypad +"}) {
            out.emplace_back(name);
        }
        return out;
    }();
    return names;
}

std::array<std::vector<std::string>, kActionCount> defaultKeys() {
    std::array<std::vector<std::string>, kActionCount> keys;
    for (std::size_t a = 0; a < kActionCount; ++a) keys[a] = splitKeys(rowOf(commandOf(static_cast<Action>(a))).keys);
    return keys;
}

namespace {
// Two actions on one key would do both at once: the later of the two lines that bound them is refused.
base::Status checkActionsApart(const Settings& settings, const std::array<int, kActionCount>& lineOf) {
    for (std::size_t a = 0; a < kActionCount; ++a) {
        for (std::size_t b = a + 1; b < kActionCount; ++b) {
            for (const std::string& key : settings.keys[b]) {
                if (std::find(settings.keys[a].begin(), settings.keys[a].end(), key) == settings.keys[a].end()) continue;
                const bool bLater = lineOf[b] >= lineOf[a];
                const std::size_t later = bLater ? b : a;
                const std::size_t other = bLater ? a : b;
                return base::failure(std::string(kActionNames[later]) + ": key '" + key + "' is taken: it already does '" +
                                         std::string(kActionNames[other]) + "'",
                                     {}, std::max(lineOf[a], lineOf[b]));
            }
        }
    }
    return base::success();
}
}  // namespace

base::Result<Settings> parseSettings(std::string_view text) {
    if (text.size() > kMaxSettingsBytes) return base::failure("file is over 65536 bytes, larger than any settings file");
    Settings settings;
    std::vector<std::string> seen;
    std::array<int, kActionCount> lineOf{};  // where each action was bound (0: not in the file)
    base::Status status = base::success();
    forEachPlayerFileLine(text, [&](std::string_view line, int number) {
        if (!status || withoutComment(line).empty()) return;
        const std::optional<NamedValue> setting = namedValue(line);
        if (!setting) {
            status = base::failure("expected 'name = value'", {}, number);
            return;
        }
        const std::string name(setting->name);
        if (std::find(seen.begin(), seen.end(), name) != seen.end()) {
            status = base::failure(quoted(name) + " is set twice", {}, number);
            return;
        }
        seen.push_back(name);
        for (std::size_t a = 0; a < kActionCount; ++a) {
            if (name == kActionNames[a]) lineOf[a] = number;
        }
        if (base::Status read = readSetting(name, setting->value, settings); !read) {
            status = base::failure(read.error().reason, {}, number);
        }
    });
    if (!status) return status.error();
    if (const base::Status apart = checkActionsApart(settings, lineOf); !apart) return apart.error();
    return settings;
}


Settings withLessonDone(Settings settings, int number) {
    if (number < 1 || number > kMaxLessonNumber) return settings;
    std::vector<int>& done = settings.lessonsDone;
    if (std::find(done.begin(), done.end(), number) == done.end()) {
        done.push_back(number);
        std::sort(done.begin(), done.end());
    }
    return settings;
}

const std::vector<std::string_view>& settingNames() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out = {"volume", "mute", "fullscreen", "vsync", "fps", "ui-scale", "look", "shake", "swept-bullets", "lessons-done"};
        out.insert(out.end(), kActionNames.begin(), kActionNames.end());
        return out;
    }();
    return names;
}

std::string settingText(std::string_view name, const Settings& s) {
    if (name == "volume") return base::shortestText(s.volume);
    if (name == "mute") return s.mute ? "yes" : "no";
    if (name == "fullscreen") return s.fullscreen ? "yes" : "no";
    if (name == "vsync") return s.vsync ? "on" : "off";
    if (name == "fps") return s.showFps ? "show" : "hide";
    if (name == "ui-scale") return s.uiScale > 0.0 ? base::shortestText(s.uiScale) : std::string("auto");
    if (name == "swept-bullets") return s.sweptBullets ? "yes" : "no";
    if (name == "look") return s.glow ? "glow" : "plain";
    if (name == "shake") return s.shake ? "on" : "off";
    if (name == "lessons-done") {
        std::string lessons;
        for (const int n : s.lessonsDone) lessons += (lessons.empty() ? "" : ", ") + std::to_string(n);
        return lessons;
    }
    for (std::size_t a = 0; a < kActionCount; ++a) {
        if (name != kActionNames[a]) continue;
        std::string keys;
        for (const std::string& k : s.keys[a]) keys += (keys.empty() ? "" : ", ") + k;
        return keys;
    }
    return {};
}

std::string formatSettings(const Settings& s) {
    const auto line = [&](std::string_view name) { return std::string(name) + " = " + settingText(name, s) + "\n"; };
    std::string out =
        "# Polyroids settings (docs/player-files.md). Lines are `name = value`; # starts a comment.\n"
        "# Options on the command line override these for one run. A file the game cannot\n"
        "# read is kept as settings.ini.bad-DATE and replaced by the defaults. The game writes\n"
        "# back only what you change in it, and leaves the rest of this file as it is.\n\n";
    out += "# master volume, 0 (silent) to 1 (full); the pause menu changes it\n" + line("volume");
    out += "# start silent: yes or no (M toggles while playing; --mute)\n" + line("mute");
    out += "# start in desktop fullscreen: yes or no (F11 / Alt+Enter toggle; --fullscreen)\n" + line("fullscreen");
    out += "# wait for the display's refresh: on or off (--vsync on|off)\n" + line("vsync");
    out += "# the frame rate in the top right corner: show or hide (--fps show|hide)\n" + line("fps");
    out += "# text size: auto (follows the window) or 0.5 to 3 (--ui-scale; F2 steps it)\n" + line("ui-scale");
    out += "# how the world is drawn: glow (glowing lines, flashes, stars) or plain (flat lines: slow machines, printing; --look)\n" + line("look");
    out += "# the field shakes a little at a large break or a death: on or off (never in the lab, lessons, overlays or pause)\n" + line("shake");
    out += "# the fix for tunnelling in new games: bullets tested along their travel, yes or no (--swept-bullets)\n" + line("swept-bullets");
    out += "# the lessons finished (--lesson opens the first one not finished)\n" + line("lessons-done") + "\n";
    out += "# Keys, up to 4 per action separated by commas: A-Z, 0-9, Up, Down, Left, Right, Space,\n"
           "# Left Shift, Right Ctrl, Keypad 8, ... (docs/player-files.md lists them all).\n";
    for (const std::string_view action : kActionNames) out += line(action);
    return out;
}

}  // namespace prefs
