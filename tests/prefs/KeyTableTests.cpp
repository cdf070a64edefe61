#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>

#include "prefs/KeyTable.h"

using prefs::Command;

namespace {
bool anyLineHas(const std::vector<std::string>& lines, const std::string& text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}
}  // namespace

TEST_CASE("every command has exactly one row in the key table") {
    for (int c = 0; c <= static_cast<int>(Command::LabZoom); ++c) {
        const auto rows = prefs::keyTable();
        CHECK(std::count_if(rows.begin(), rows.end(), [&](const prefs::KeyRow& r) { return static_cast<int>(r.command) == c; }) == 1);
    }
}

TEST_CASE("no key does two things on one screen, the six actions' defaults included") {
    const auto rows = prefs::keyTable();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            if ((rows[i].screens & rows[j].screens) == 0) continue;
            for (const std::string& key : prefs::splitKeys(rows[i].keys)) {
                const auto other = prefs::splitKeys(rows[j].keys);
                INFO(key, " in '", rows[i].help, "' and '", rows[j].help, "'");
                CHECK(std::find(other.begin(), other.end(), key) == other.end());
            }
        }
    }
}

TEST_CASE("the settings' default keys are the key table's") {
    const prefs::Settings defaults;
    CHECK(defaults.keys[0] == std::vector<std::string>{"W", "Up"});
    CHECK(defaults.keys[static_cast<std::size_t>(prefs::Action::Hyperspace)] == std::vector<std::string>{"Left Shift"});
    for (std::size_t a = 0; a < prefs::kActionCount; ++a) {
        CHECK(defaults.keys[a] == prefs::splitKeys(prefs::rowOf(prefs::commandOf(static_cast<prefs::Action>(a))).keys));
    }
}

TEST_CASE("a key list splits at a comma and a space, and a comma alone is a key") {
    CHECK(prefs::splitKeys("B, ,") == std::vector<std::string>{"B", ","});
    CHECK(prefs::splitKeys("-, [, Keypad -") == std::vector<std::string>{"-", "[", "Keypad -"});
    CHECK(prefs::splitKeys("F11, Alt+Return") == std::vector<std::string>{"F11", "Alt+Return"});
    CHECK(prefs::splitKeys("").empty());
}

TEST_CASE("the game window's own keys are found whatever their case, and only on their screens") {
    CHECK(prefs::fixedCommandOfKey("8", prefs::kPlaying) == Command::Overlay8);
    CHECK(prefs::fixedCommandOfKey("pageup", prefs::kPlaying) == Command::PreviousEvent);
    CHECK(prefs::fixedCommandOfKey("Left", prefs::kWatching) == Command::SeekBack);
    CHECK_FALSE(prefs::fixedCommandOfKey("Left", prefs::kPlaying).has_value());  // turning: an action, not fixed
    CHECK_FALSE(prefs::fixedCommandOfKey("Tab", prefs::kPlaying).has_value());   // the lab's, not the game's
    CHECK(prefs::fixedCommandOfKey("Tab", prefs::kLab) == Command::LabNextPicture);
}

TEST_CASE("a lesson takes the lab's shape keys and its own next and back, but not the lab's scene keys") {
    CHECK(prefs::fixedCommandOfKey("Tab", prefs::kLesson) == Command::LabNextPicture);
    CHECK(prefs::fixedCommandOfKey("Return", prefs::kLesson) == Command::LessonNext);
    CHECK(prefs::fixedCommandOfKey("Backspace", prefs::kLesson) == Command::LessonBack);
    // A recorded game's step: the game's time keys, Space to play and G for its clip.
    CHECK(prefs::fixedCommandOfKey("N", prefs::kLesson) == Command::Step);
    CHECK(prefs::fixedCommandOfKey("B", prefs::kLesson) == Command::StepBack);
    CHECK(prefs::fixedCommandOfKey("Space", prefs::kLesson) == Command::LessonPlay);
    CHECK(prefs::fixedCommandOfKey("G", prefs::kLesson) == Command::LessonClip);
    CHECK(prefs::fixedCommandOfKey("Return", prefs::kLab) == Command::LabNextScene);
    CHECK_FALSE(prefs::fixedCommandOfKey("1", prefs::kLesson).has_value());
    CHECK(prefs::fixedCommandOfKey("L", prefs::kTitle) == Command::Lessons);
}

TEST_CASE("the F1 help shows the keys as settings.ini binds them, hyperspace included") {
    prefs::Settings settings;
    CHECK(anyLineHas(prefs::helpLines(settings, prefs::kPlaying, 46), "Space fire"));
    CHECK(anyLineHas(prefs::helpLines(settings, prefs::kPlaying, 46), "Left Shift hyperspace"));
    settings.keys[static_cast<std::size_t>(prefs::Action::Fire)] = {"J", "K"};
    const auto lines = prefs::helpLines(settings, prefs::kPlaying, 46);
    CHECK(anyLineHas(lines, "J/K fire"));
    CHECK_FALSE(anyLineHas(lines, "Space fire"));
}

TEST_CASE("the help's lines stay within their columns unless one entry is longer, and each screen shows only its keys") {
    const prefs::Settings settings;
    for (const std::size_t columns : {30u, 46u, 64u}) {
        for (const std::string& line : prefs::helpLines(settings, prefs::kGameWindow | prefs::kLab, columns)) {
            INFO(line);
            CHECK((line.size() <= columns || line.find("  ", line.find_first_not_of(' ')) == std::string::npos));
        }
    }
    const auto watching = prefs::helpLines(settings, prefs::kWatching, 46);
    CHECK(anyLineHas(watching, "Left 5 s back"));
    CHECK_FALSE(anyLineHas(watching, "thrust"));
    CHECK_FALSE(anyLineHas(prefs::helpLines(settings, prefs::kPlaying, 46), "5 s back"));
}

TEST_CASE("--help's key list has one line per row, with the pad's way where there is one") {
    const std::string usage = prefs::keysUsage();
    CHECK(usage.find("Left Shift") != std::string::npos);
    CHECK(usage.find("hyperspace (1 in 8 fatal) (pad: B)") != std::string::npos);
    CHECK(static_cast<std::size_t>(std::count(usage.begin(), usage.end(), '\n')) >=
          prefs::keyTable().size());
}
