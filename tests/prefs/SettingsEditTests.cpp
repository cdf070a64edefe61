#include <doctest/doctest.h>

#include <string>

#include "prefs/SettingsEdit.h"
#include "prefs/internal/TextLines.h"

namespace {

// A file as a player might have edited it: own comments, odd spacing, an inline comment, keys rebound.
constexpr const char* kHandEdited =
    "# my settings\n"
    "volume=0.3   # too loud at work\n"
    "\n"
    "mute = no\n"
    "fire = J, K\n"
    "# fullscreen = yes   (tried it, did not like it)\n";

prefs::Settings parsed(const std::string& text) {
    const base::Result<prefs::Settings> settings = prefs::parseSettings(text);
    INFO(text);
    REQUIRE_MESSAGE(settings.ok(), (settings.ok() ? std::string() : settings.error().message()));
    return *settings;
}

}  // namespace

TEST_CASE("a save that changes nothing leaves the file byte for byte") {
    const prefs::Settings settings = parsed(kHandEdited);
    CHECK(prefs::withChangedSettings(kHandEdited, settings, settings) == kHandEdited);
}

TEST_CASE("a changed setting's value is replaced in its own line, keeping the player's comments and spacing") {
    const prefs::Settings before = parsed(kHandEdited);
    prefs::Settings after = before;
    after.volume = 0.7;
    const std::string text = prefs::withChangedSettings(kHandEdited, before, after);
    CHECK(text ==
          "# my settings\n"
          "volume=0.7 # too loud at work\n"
          "\n"
          "mute = no\n"
          "fire = J, K\n"
          "# fullscreen = yes   (tried it, did not like it)\n");
    CHECK(parsed(text) == after);
}

TEST_CASE("a changed setting the file does not name is appended, and a commented-out line is not taken for it") {
    const prefs::Settings before = parsed(kHandEdited);
    prefs::Settings after = before;
    after.fullscreen = true;
    after.keys[static_cast<std::size_t>(prefs::Action::Hyperspace)] = {"G"};
    const std::string text = prefs::withChangedSettings(kHandEdited, before, after);
    CHECK(text == std::string(kHandEdited) + "fullscreen = yes\nhyperspace = G\n");
    CHECK(parsed(text) == after);
}

TEST_CASE("a setting changed on disk by another game since this one read it is kept when this one saves another") {
    const prefs::Settings before = parsed(kHandEdited);
    const std::string nowOnDisk = std::string(kHandEdited) + "fps = hide\n";  // the other game's save
    prefs::Settings after = before;
    after.mute = true;
    const prefs::Settings result = parsed(prefs::withChangedSettings(nowOnDisk, before, after));
    CHECK(result.mute);
    CHECK_FALSE(result.showFps);
    CHECK(result.volume == 0.3);
}

TEST_CASE("Windows line ends, a byte-order mark and a last line without a newline survive an edit") {
    const std::string file = "\xEF\xBB\xBFvolume = 0.5\r\nmute = no";
    const prefs::Settings before = parsed(file);
    prefs::Settings after = before;
    after.volume = 0.2;
    after.mute = true;
    CHECK(prefs::withChangedSettings(file, before, after) == "\xEF\xBB\xBFvolume = 0.2\r\nmute = yes");
}

TEST_CASE("every setting, changed from the defaults over an empty file and over the full file, reads back as changed") {
    prefs::Settings changed;
    changed.volume = 0.25;
    changed.mute = true;
    changed.fullscreen = true;
    changed.vsync = false;
    changed.showFps = false;
    changed.uiScale = 1.75;
    changed.sweptBullets = true;
    changed.glow = false;
    changed.shake = false;
    changed.lessonsDone = {2, 5};
    changed.keys = {std::vector<std::string>{"Up"}, {"Left"}, {"Right"}, {"Down"}, {"Space", "J"}, {"G"}};
    CHECK(prefs::settingNames().size() == 10 + prefs::kActionCount);
    for (const std::string& file : {std::string(), prefs::formatSettings(prefs::Settings{})}) {
        CHECK(parsed(prefs::withChangedSettings(file, prefs::Settings{}, changed)) == changed);
    }
}

TEST_CASE("the reader and the editor see the same name on a line: split at the first '=', the comment and spaces gone") {
    const auto split = prefs::namedValue("  volume=0.5 = loud  # not really");
    REQUIRE(split.has_value());
    CHECK(split->name == "volume");
    CHECK(split->value == "0.5 = loud");
    CHECK_FALSE(prefs::namedValue("# fullscreen = yes").has_value());
    CHECK_FALSE(prefs::namedValue("fullscreen yes").has_value());
    CHECK(prefs::namedValue(" = yes")->name.empty());
    CHECK(prefs::sameName("Auto", "aUTO"));
    CHECK_FALSE(prefs::sameName("auto", "autos"));
}
