#include <doctest/doctest.h>

#include <string>

#include "prefs/HighScores.h"
#include "prefs/Settings.h"

TEST_CASE("the defaults written out read back as the defaults") {
    const prefs::Settings defaults;
    const auto read = prefs::parseSettings(prefs::formatSettings(defaults));
    REQUIRE(read.ok());
    CHECK(read->volume == defaults.volume);
    CHECK(read->mute == defaults.mute);
    CHECK(read->fullscreen == defaults.fullscreen);
    CHECK(read->vsync == defaults.vsync);
    CHECK(read->showFps);
    CHECK(read->uiScale == 0.0);
    CHECK(read->keys == defaults.keys);
}

TEST_CASE("changed settings written out read back changed") {
    prefs::Settings s;
    s.volume = 0.35;
    s.mute = true;
    s.fullscreen = true;
    s.vsync = false;
    s.showFps = false;
    s.uiScale = 1.5;
    s.keys[static_cast<std::size_t>(prefs::Action::Fire)] = {"Left Ctrl", "K"};
    const auto read = prefs::parseSettings(prefs::formatSettings(s));
    REQUIRE(read.ok());
    CHECK(read->volume == 0.35);
    CHECK(read->mute);
    CHECK(read->fullscreen);
    CHECK_FALSE(read->vsync);
    CHECK_FALSE(read->showFps);
    CHECK(read->uiScale == 1.5);
    CHECK(read->keys[static_cast<std::size_t>(prefs::Action::Fire)] == std::vector<std::string>{"Left Ctrl", "K"});
}

TEST_CASE("a volume and text size with many digits write back as exactly the numbers read") {
    const auto read = prefs::parseSettings("volume = 0.1234567891\nui-scale = 1.23456789012\n");
    REQUIRE(read.ok());
    const auto again = prefs::parseSettings(prefs::formatSettings(*read));
    REQUIRE(again.ok());
    CHECK(again->volume == 0.1234567891);
    CHECK(again->uiScale == 1.23456789012);
    CHECK(*again == *read);
}

TEST_CASE("a hand-written file may set only some names, in any case for values and keys, with comments") {
    const auto read = prefs::parseSettings("  # mine\nfire = left ctrl , space  # two keys\r\nmute=YES\n\nvolume = 0.5\n");
    REQUIRE(read.ok());
    CHECK(read->mute);
    CHECK(read->volume == 0.5);
    CHECK(read->keys[static_cast<std::size_t>(prefs::Action::Fire)] == std::vector<std::string>{"Left Ctrl", "Space"});
    CHECK(read->keys[static_cast<std::size_t>(prefs::Action::Thrust)] == prefs::Settings{}.keys[0]);
}

TEST_CASE("a file saved with a UTF-8 byte-order mark reads as the same file without it, its first line kept") {
    const auto read = prefs::parseSettings("\xEF\xBB\xBFvolume = 0.25\nmute = yes\n");
    REQUIRE(read.ok());
    CHECK(read->volume == 0.25);
    CHECK(read->mute);
    const auto scores = prefs::parseHighScores("\xEF\xBB\xBF" "AAA 10 1 2026-01-02\n");
    REQUIRE(scores.ok());
    CHECK(scores->entries.size() == 1);
}

TEST_CASE("each kind of bad line is named with its line number and reason") {
    const struct {
        const char* text;
        const char* message;
    } cases[] = {
        {"volume 1\n", "line 1: expected 'name = value'"},
        {"# c\nloudness = 1\n", "line 2: unknown setting 'loudness' (docs/player-files.md lists them)"},
        {"volume = 2\n", "line 1: volume: must be a number from 0 to 1, not '2'"},
        {"volume = nan\n", "line 1: volume: must be a number from 0 to 1, not 'nan'"},
        {"vsync = yes\n", "line 1: vsync: must be on or off, not 'yes'"},
        {"ui-scale = 9\n", "line 1: ui-scale: must be a number from 0.5 to 3, not '9'"},
        {"fire = Space, Banana\n", "line 1: fire: unknown key 'Banana' (docs/player-files.md lists the names)"},
        {"thrust = P\n", "line 1: thrust: key 'P' is taken: it already does 'pause' in the game"},
        {"fire = 8\n", "line 1: fire: key '8' is taken: it already does 'grid' in the game"},
        {"thrust = PageUp\n", "line 1: thrust: key 'PageUp' is taken: it already does 'previous event' in the game"},
        {"thrust = F1\n", "line 1: thrust: key 'F1' is taken: it already does 'key help' in the game"},
        {"fire = Space\nthrust = Space, I\n", "line 2: thrust: key 'Space' is taken: it already does 'fire'"},
        {"hyperspace = W\n", "line 1: hyperspace: key 'W' is taken: it already does 'thrust'"},
        {"fire = A, B1, C, D, E\n", "line 1: fire: unknown key 'B1' (docs/player-files.md lists the names)"},
        {"fire = A, C, D, F, G\n", "line 1: fire: at most 4 keys per action"},
        {"mute = no\nmute = yes\n", "line 2: 'mute' is set twice"},
        {"brake =\n", "line 1: brake: unknown key '' (docs/player-files.md lists the names)"},
    };
    for (const auto& c : cases) {
        const auto read = prefs::parseSettings(c.text);
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().message() == c.message);
    }
}

TEST_CASE("a settings file over 64 KiB is refused") {
    const auto read = prefs::parseSettings(std::string(prefs::kMaxSettingsBytes + 1, '#'));
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().reason.find("65536 bytes") != std::string::npos);
}

TEST_CASE("bytes that are not printable in a bad setting are shown escaped, so a NUL cannot cut the message short") {
    const auto read = prefs::parseSettings(std::string("mute = yes\0junk\n", 16));
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().message() == "line 1: mute: must be yes or no, not 'yes\\x00junk'");
    const auto key = prefs::parseSettings(std::string("vol\x1bume = 1\n"));
    REQUIRE_FALSE(key.ok());
    CHECK(key.error().message() == "line 1: unknown setting 'vol\\x1bume' (docs/player-files.md lists them)");
}

TEST_CASE("the swept rule and the lessons finished are kept, read back, and refused with the reason when bad") {
    prefs::Settings s;
    s.sweptBullets = true;
    s = prefs::withLessonDone(prefs::withLessonDone(prefs::withLessonDone(s, 7), 2), 7);
    CHECK(s.lessonsDone == std::vector<int>{2, 7});
    CHECK(prefs::withLessonDone(s, 100).lessonsDone == s.lessonsDone);
    const auto read = prefs::parseSettings(prefs::formatSettings(s));
    REQUIRE(read.ok());
    CHECK(*read == s);
    CHECK(prefs::parseSettings("lessons-done = 3, 1,3\n")->lessonsDone == std::vector<int>{1, 3});
    CHECK(prefs::parseSettings("lessons-done =\n")->lessonsDone.empty());
    CHECK(prefs::parseSettings("lessons-done = 1, x\n").error().message() ==
          "line 1: lessons-done: must be lesson numbers from 1 to 99 separated by commas, not 'x'");
    CHECK(prefs::parseSettings("lessons-done = 0\n").error().message() ==
          "line 1: lessons-done: must be lesson numbers from 1 to 99 separated by commas, not '0'");
    CHECK(prefs::parseSettings("swept-bullets = maybe\n").error().message() == "line 1: swept-bullets: must be yes or no, not 'maybe'");
}

TEST_CASE("the look and the shake are kept, read back, and refused with the reason when bad") {
    prefs::Settings s;
    CHECK(s.glow);
    CHECK(s.shake);
    s.glow = false;
    s.shake = false;
    const auto read = prefs::parseSettings(prefs::formatSettings(s));
    REQUIRE(read.ok());
    CHECK(*read == s);
    CHECK(prefs::parseSettings("look = Plain\n")->glow == false);
    CHECK(prefs::parseSettings("look = glow\nshake = off\n")->shake == false);
    CHECK(prefs::parseSettings("look = dim\n").error().message() == "line 1: look: must be glow or plain, not 'dim'");
    CHECK(prefs::parseSettings("\nshake = yes\n").error().message() == "line 2: shake: must be on or off, not 'yes'");
}
