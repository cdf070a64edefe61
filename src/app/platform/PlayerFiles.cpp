#include "app/platform/PlayerFiles.h"

#include <SDL.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include "base/FileLock.h"
#include "base/FileRead.h"
#include "base/FileWrite.h"
#include "prefs/SettingsEdit.h"

namespace app {

namespace {

constexpr const char* kHighScoreFile = "highscores.txt";
constexpr const char* kSettingsFile = "settings.ini";

// Moves the unusable file at `path` aside; the sentence that says where (or that it could not).
std::string setAside(const std::string& path, std::time_t now) {
    const std::string backup = path + ".bad-" + localStamp(now);
    std::error_code ec;
    std::filesystem::rename(path, backup, ec);
    if (ec) return "could not keep it aside (" + ec.message() + ")";
    return "kept as " + backup;
}

// Reads and parses the file at `path`; a missing file gives `fallback` quietly, a bad one
// is set aside and replaced by `fallback` written out, with the story in `problem`.
template <class T, class Parse, class Format>
Loaded<T> loadOrReplace(const std::string& path, std::size_t maxBytes, const char* what, const char* replacement, std::time_t now,
                        T fallback, Parse parse, Format format) {
    std::error_code ec;
    if (std::filesystem::symlink_status(path, ec).type() == std::filesystem::file_type::not_found) return {std::move(fallback), {}};
    // A FIFO, a device or a socket is broken too, unread: a FIFO would wait for a writer before the game could start.
    const std::filesystem::file_type type = std::filesystem::status(path, ec).type();
    const bool readable = type == std::filesystem::file_type::regular || type == std::filesystem::file_type::directory || ec;
    base::Result<std::string> text = readable ? base::readBoundedFile(path, maxBytes, what)
                                              : base::Result<std::string>(base::failure(std::string("not a regular file (a FIFO or a device), not a ") + what, path));
    base::Error error;
    if (text) {
        base::Result<T> parsed = parse(*text);
        if (parsed) return {std::move(parsed).value(), {}};
        error = base::Error(parsed.error()).inFile(path);
    } else {
        error = text.error();
    }
    std::string problem = error.message() + "; " + setAside(path, now) + ", " + replacement;
    if (const base::Status written = base::writeFileAtomically(path, format(fallback)); !written) {
        problem += " (not written: " + written.error().message() + ")";
    }
    return {std::move(fallback), std::move(problem)};
}

}  // namespace

base::Result<std::string> prefFolder() {
    // No organisation: the folder is .../polyroids/, not .../ORG/polyroids/.
    const std::unique_ptr<char, decltype(&SDL_free)> path(SDL_GetPrefPath("", "polyroids"), SDL_free);
    if (!path) return base::failure(std::string("no folder for the player's files: ") + SDL_GetError());
    // SDL hands the path back even when a file stands where the folder should be.
    std::string folder(path.get());
    std::error_code ec;
    if (!std::filesystem::is_directory(folder, ec)) return base::failure("not a folder, so it cannot hold the player's files", folder);
    return folder;
}

Loaded<prefs::HighScoreTable> loadHighScores(const std::string& folder, std::time_t now) {
    return loadOrReplace(folder + kHighScoreFile, prefs::kMaxHighScoreBytes, "high-score file", "replaced by an empty table", now,
                         prefs::HighScoreTable{}, prefs::parseHighScores, prefs::formatHighScores);
}

base::Status saveHighScores(const std::string& folder, const prefs::HighScoreTable& table) {
    return base::writeFileAtomically(folder + kHighScoreFile, prefs::formatHighScores(table));
}

base::Result<MergedScores> saveHighScore(const std::string& folder, const prefs::HighScore& entry) {
    const std::string path = folder + kHighScoreFile;
    const base::Result<base::FileLock> lock = base::FileLock::acquire(path);
    if (!lock) return lock.error();
    MergedScores merged;
    std::error_code ec;
    if (std::filesystem::symlink_status(path, ec).type() != std::filesystem::file_type::not_found) {
        const base::Result<std::string> text = base::readBoundedFile(path, prefs::kMaxHighScoreBytes, "high-score file");
        if (!text) return text.error();
        base::Result<prefs::HighScoreTable> onDisk = prefs::parseHighScores(*text);
        if (!onDisk) return base::Error(onDisk.error()).inFile(path);
        merged.table = std::move(onDisk).value();
    }
    merged.rank = prefs::insertScore(merged.table, entry);
    if (base::Status written = saveHighScores(folder, merged.table); !written) return written.error();
    return merged;
}

Loaded<prefs::Settings> loadSettings(const std::string& folder, std::time_t now) {
    return loadOrReplace(folder + kSettingsFile, prefs::kMaxSettingsBytes, "settings file", "replaced by the defaults", now,
                         prefs::Settings{}, prefs::parseSettings, prefs::formatSettings);
}

base::Status saveSettings(const std::string& folder, const prefs::Settings& settings) {
    return base::writeFileAtomically(folder + kSettingsFile, prefs::formatSettings(settings));
}

base::Status saveSettingChanges(const std::string& folder, const prefs::Settings& before, const prefs::Settings& after) {
    if (before == after) return base::success();
    const std::string path = folder + kSettingsFile;
    const base::Result<base::FileLock> lock = base::FileLock::acquire(path);
    if (!lock) return lock.error();
    std::error_code ec;
    if (std::filesystem::symlink_status(path, ec).type() == std::filesystem::file_type::not_found) return saveSettings(folder, after);
    const base::Result<std::string> text = base::readBoundedFile(path, prefs::kMaxSettingsBytes, "settings file");
    if (!text) return text.error();
    // The lessons finished are added to the file's (another game may have finished others since we read it); a file
    // broken by hand since then has no list to add to, and gets ours.
    const base::Result<prefs::Settings> onDisk = prefs::parseSettings(*text);
    const prefs::Settings merged = onDisk ? prefs::withLessonsMerged(*onDisk, before, after) : after;
    return base::writeFileAtomically(path, prefs::withChangedSettings(*text, before, merged));
}

PlayerData openPlayerData(std::time_t now) {
    PlayerData data;
    base::Result<std::string> folder = prefFolder();
    if (!folder) {
        std::fprintf(stderr, "polyroids: %s; high scores and settings are not kept\n", folder.error().message().c_str());
        return data;
    }
    data.folder = *folder;
    Loaded<prefs::HighScoreTable> scores = loadHighScores(data.folder, now);
    if (!scores.problem.empty()) std::fprintf(stderr, "polyroids: %s\n", scores.problem.c_str());
    data.scores = std::move(scores.value);
    Loaded<prefs::Settings> settings = loadSettings(data.folder, now);
    if (!settings.problem.empty()) std::fprintf(stderr, "polyroids: %s\n", settings.problem.c_str());
    data.saved = std::move(settings.value);
    data.written = data.saved;
    return data;
}

void keepSettings(PlayerData& data) {
    if (data.folder.empty()) return;
    if (const base::Status saved = saveSettingChanges(data.folder, data.written, data.saved); !saved) {
        std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
        return;
    }
    data.written = data.saved;
}

namespace {

// `when` in local time through strftime's `format` (a short date or stamp).
std::string localTime(std::time_t when, const char* format) {
    std::tm local{};
    localtime_r(&when, &local);
    char text[32];
    std::strftime(text, sizeof text, format, &local);
    return text;
}

}  // namespace

std::string localDate(std::time_t when) { return localTime(when, "%Y-%m-%d"); }

std::string localStamp(std::time_t when) { return localTime(when, "%Y%m%d-%H%M%S"); }

}  // namespace app
