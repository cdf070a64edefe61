#include <doctest/doctest.h>

#include <SDL.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/platform/InputMapping.h"
#include "app/platform/PlayerFiles.h"
#include "base/FileWrite.h"
#include "support/FileContents.h"

namespace fs = std::filesystem;

namespace {

// A fresh folder for one test, with the trailing '/' the player's folder has.
std::string freshFolder(const std::string& name) {
    const fs::path folder = fs::temp_directory_path() / ("polyroids-player-files-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder.string() + "/";
}

// Plays `game(who)` in two forked processes at once (who 0 and 1), as two games running side by side; each must
// return true (every save it made succeeded).
void inTwoGamesAtOnce(const std::function<bool(int)>& game) {
    ::pid_t children[2];
    for (int who = 0; who < 2; ++who) {
        children[who] = ::fork();
        REQUIRE(children[who] >= 0);
        if (children[who] == 0) ::_exit(game(who) ? 0 : 1);
    }
    for (const ::pid_t child : children) {
        int status = 0;
        ::waitpid(child, &status, 0);
        CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
    }
}

// 2026-11-23 12:00 UTC: a fixed moment, so the backup's name is known up to the local time zone.
constexpr std::time_t kNow = 1795435200;

}  // namespace

TEST_CASE("a high-score table written to the player's folder reloads the same") {
    const std::string folder = freshFolder("scores");
    prefs::HighScoreTable table;
    REQUIRE(prefs::insertScore(table, {"ABC", 4200, 4, "2026-11-23"}));
    REQUIRE(prefs::insertScore(table, {"XYZ", 9000, 6, "2026-11-22"}));
    REQUIRE(app::saveHighScores(folder, table).ok());
    const app::Loaded<prefs::HighScoreTable> loaded = app::loadHighScores(folder, kNow);
    CHECK(loaded.problem.empty());
    REQUIRE(loaded.value.entries.size() == 2);
    CHECK(loaded.value.entries[0].initials == "XYZ");
    CHECK(loaded.value.entries[1].score == 4200);
    fs::remove_all(folder);
}

TEST_CASE("no high-score file is an empty table, quietly, and nothing is written") {
    const std::string folder = freshFolder("none");
    const app::Loaded<prefs::HighScoreTable> loaded = app::loadHighScores(folder, kNow);
    CHECK(loaded.problem.empty());
    CHECK(loaded.value.entries.empty());
    CHECK(fs::is_empty(folder));
    fs::remove_all(folder);
}

TEST_CASE("a corrupt high-score file is reported with its line, kept aside and replaced by an empty table") {
    const std::string folder = freshFolder("corrupt");
    const std::string bad = "ABC 100 1 2026-11-01\nthis is not an entry\n";
    REQUIRE(base::writeFileAtomically(folder + "highscores.txt", bad).ok());
    const app::Loaded<prefs::HighScoreTable> loaded = app::loadHighScores(folder, kNow);
    CHECK(loaded.value.entries.empty());
    const std::string backup = folder + "highscores.txt.bad-" + app::localStamp(kNow);
    CHECK(loaded.problem == folder + "highscores.txt:2: an entry is INITIALS SCORE WAVE DATE, found 5 words; kept as " + backup +
                                ", replaced by an empty table");
    CHECK(testing::fileContents(backup) == bad);
    const auto reread = prefs::parseHighScores(testing::fileContents(folder + "highscores.txt"));
    REQUIRE(reread.ok());
    CHECK(reread->entries.empty());
    // Reported once: the next start finds a good (empty) file.
    CHECK(app::loadHighScores(folder, kNow + 1).problem.empty());
    fs::remove_all(folder);
}

TEST_CASE("a high-score path that is a folder is reported and kept aside, not read") {
    const std::string folder = freshFolder("dir");
    fs::create_directories(folder + "highscores.txt");
    const app::Loaded<prefs::HighScoreTable> loaded = app::loadHighScores(folder, kNow);
    CHECK(loaded.problem.find("is a directory") != std::string::npos);
    CHECK(fs::is_directory(folder + "highscores.txt.bad-" + app::localStamp(kNow)));
    CHECK(fs::is_regular_file(folder + "highscores.txt"));
    fs::remove_all(folder);
}

TEST_CASE("a settings path that is a FIFO is reported and kept aside unread, so the game starts instead of waiting for a writer") {
    const std::string folder = freshFolder("fifo");
    const std::string path = folder + "settings.ini";
    REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
    const app::Loaded<prefs::Settings> loaded = app::loadSettings(folder, kNow);
    CHECK(loaded.problem.starts_with(path + ": not a regular file (a FIFO or a device), not a settings file; kept as " + path + ".bad-"));
    CHECK(fs::is_fifo(folder + "settings.ini.bad-" + app::localStamp(kNow)));
    CHECK(fs::is_regular_file(path));
    CHECK(app::loadSettings(folder, kNow + 1).problem.empty());
    fs::remove_all(folder);
}

TEST_CASE("settings written to the player's folder reload the same") {
    const std::string folder = freshFolder("settings");
    prefs::Settings settings;
    settings.volume = 0.4;
    settings.fullscreen = true;
    REQUIRE(app::saveSettings(folder, settings).ok());
    const app::Loaded<prefs::Settings> loaded = app::loadSettings(folder, kNow);
    CHECK(loaded.problem.empty());
    CHECK(loaded.value.volume == 0.4);
    CHECK(loaded.value.fullscreen);
    fs::remove_all(folder);
}

TEST_CASE("a broken settings file is reported as file:line: reason, kept aside and replaced by the defaults") {
    const std::string folder = freshFolder("bad-settings");
    REQUIRE(base::writeFileAtomically(folder + "settings.ini", "volume = 0.5\nvolume = loud\n").ok());
    const app::Loaded<prefs::Settings> loaded = app::loadSettings(folder, kNow);
    CHECK(loaded.problem.starts_with(folder + "settings.ini:2: 'volume' is set twice; kept as " + folder + "settings.ini.bad-"));
    CHECK(loaded.value.volume == prefs::Settings{}.volume);
    CHECK(testing::fileContents(folder + "settings.ini") == prefs::formatSettings(prefs::Settings{}));
    fs::remove_all(folder);
}

TEST_CASE("every key name a settings file may use is a key SDL knows") {
    for (const std::string& name : prefs::keyNames()) {
        INFO(name);
        CHECK(SDL_GetScancodeFromName(name.c_str()) != SDL_SCANCODE_UNKNOWN);
    }
}

TEST_CASE("the input mapping takes the bindings of a settings file and refuses a name SDL does not know") {
    app::InputMapping input;
    prefs::Settings settings;
    settings.keys[0] = {"Keypad 8", "Left Shift"};
    CHECK(input.bind(settings).ok());
    settings.keys[0] = {"Nonsense"};
    CHECK_FALSE(input.bind(settings).ok());
}

TEST_CASE("two games saving high scores at once, many times, lose no entry: each merges with the file under a lock") {
    const std::string folder = freshFolder("merge");
    constexpr int kSaves = 40;
    inTwoGamesAtOnce([&](int who) {
        bool ok = true;
        for (int i = 0; i < kSaves; ++i) {  // interleaved scores: every one of them is among the best somewhere
            const prefs::HighScore entry{who == 0 ? "AAA" : "BBB", 1000 + 2 * i + who, 1, "2026-11-26"};
            ok = app::saveHighScore(folder, entry).ok() && ok;
        }
        return ok;
    });
    const auto table = prefs::parseHighScores(testing::fileContents(folder + "highscores.txt"));
    REQUIRE(table.ok());
    REQUIRE(table->entries.size() == prefs::kHighScoreEntries);
    for (std::size_t rank = 0; rank < table->entries.size(); ++rank) {  // the ten best of all 80, from both games
        CHECK(table->entries[rank].score == 1000 + 2 * kSaves - 1 - static_cast<std::int64_t>(rank));
    }
    fs::remove_all(folder);
}

TEST_CASE("two games saving settings at once, many times, keep both players' changes and the hand-written lines") {
    const std::string folder = freshFolder("settings-merge");
    const std::string path = folder + "settings.ini";
    REQUIRE(base::writeFileAtomically(path, "# my own note\nvolume = 0.5\n").ok());
    constexpr int kSaves = 40;
    inTwoGamesAtOnce([&](int who) {  // one game turns the volume down step by step, the other toggles fullscreen
        app::PlayerData data{folder, {}, *prefs::parseSettings("volume = 0.5\n"), {}};
        data.written = data.saved;
        bool ok = true;
        for (int i = 1; i <= kSaves; ++i) {
            if (who == 0) data.saved.volume = 0.5 - i / 100.0;
            else data.saved.fullscreen = i % 2 == 1;
            ok = app::saveSettingChanges(folder, data.written, data.saved).ok() && ok;
            data.written = data.saved;
        }
        return ok;
    });
    const std::string text = testing::fileContents(path);
    CHECK(text.starts_with("# my own note\n"));
    const base::Result<prefs::Settings> settings = prefs::parseSettings(text);
    REQUIRE(settings.ok());
    CHECK(settings->volume == 0.5 - kSaves / 100.0);
    CHECK_FALSE(settings->fullscreen);  // the 40th toggle
    fs::remove_all(folder);
}

TEST_CASE("two games each finishing different lessons at once keep every lesson finished: progress is merged under the lock") {
    const std::string folder = freshFolder("lessons-merge");
    const std::string path = folder + "settings.ini";
    REQUIRE(base::writeFileAtomically(path, "lessons-done = 7\n").ok());
    constexpr int kLessonsEach = 20;
    inTwoGamesAtOnce([&](int who) {  // one game finishes the odd lessons 9, 11, ..., the other the even 10, 12, ...
        app::PlayerData data{folder, {}, *prefs::parseSettings("lessons-done = 7\n"), {}};
        data.written = data.saved;
        bool ok = true;
        for (int i = 0; i < kLessonsEach; ++i) {
            data.saved = prefs::withLessonDone(data.saved, 9 + who + 2 * i);
            ok = app::saveSettingChanges(folder, data.written, data.saved).ok() && ok;
            data.written = data.saved;
        }
        return ok;
    });
    const base::Result<prefs::Settings> settings = prefs::parseSettings(testing::fileContents(path));
    REQUIRE(settings.ok());
    std::vector<int> expected;
    for (int lesson = 7; lesson < 9 + 2 * kLessonsEach; ++lesson) {
        if (lesson != 8) expected.push_back(lesson);
    }
    CHECK(settings->lessonsDone == expected);
    fs::remove_all(folder);
}

TEST_CASE("a read-only settings file is not replaced by a save: the save is refused saying so and the file kept") {
    const std::string folder = freshFolder("settings-read-only");
    const std::string path = folder + "settings.ini";
    REQUIRE(base::writeFileAtomically(path, "volume = 0.5 # mine\n").ok());
    REQUIRE(::chmod(path.c_str(), 0444) == 0);
    const prefs::Settings before = *prefs::parseSettings("volume = 0.5\n");
    prefs::Settings after = before;
    after.volume = 0.25;
    const base::Status saved = app::saveSettingChanges(folder, before, after);
    REQUIRE_FALSE(saved.ok());
    CHECK(saved.error().message() == path + ": read-only (no one may write it): kept as it is");
    CHECK(testing::fileContents(path) == "volume = 0.5 # mine\n");
    struct stat info {};
    REQUIRE(::stat(path.c_str(), &info) == 0);
    CHECK((info.st_mode & 07777) == 0444);
    fs::remove_all(folder);
}

TEST_CASE("a symlinked settings file is saved through the link: the link stays and the file it names changes") {
    const std::string folder = freshFolder("settings-link");
    const std::string target = folder + "dotfiles-settings.ini";
    REQUIRE(base::writeFileAtomically(target, "volume = 0.5 # mine\n").ok());
    REQUIRE(::chmod(target.c_str(), 0600) == 0);
    const std::string path = folder + "settings.ini";
    fs::create_symlink("dotfiles-settings.ini", path);
    const prefs::Settings before = *prefs::parseSettings("volume = 0.5\n");
    prefs::Settings after = before;
    after.volume = 0.25;
    REQUIRE(app::saveSettingChanges(folder, before, after).ok());
    CHECK(fs::is_symlink(fs::symlink_status(path)));
    CHECK(fs::read_symlink(path) == "dotfiles-settings.ini");
    CHECK(testing::fileContents(target) == "volume = 0.25 # mine\n");
    struct stat info {};
    REQUIRE(::stat(target.c_str(), &info) == 0);
    CHECK((info.st_mode & 07777) == 0600);  // the player's permissions, not the umask's
    fs::remove_all(folder);
}

TEST_CASE("a settings save with nothing changed does not touch the file") {
    const std::string folder = freshFolder("settings-unchanged");
    const std::string path = folder + "settings.ini";
    REQUIRE(base::writeFileAtomically(path, "volume = 0.5 # mine\n").ok());
    const prefs::Settings settings = *prefs::parseSettings("volume = 0.5\n");
    REQUIRE(app::saveSettingChanges(folder, settings, settings).ok());
    CHECK(testing::fileContents(path) == "volume = 0.5 # mine\n");
    CHECK_FALSE(fs::exists(path + ".lock"));
    fs::remove_all(folder);
}
