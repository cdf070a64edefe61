#pragma once
// The player's own files under SDL's pref path ($XDG_DATA_HOME/polyroids/ on
// Linux, else ~/.local/share/polyroids/): the high-score table
// (highscores.txt) and the settings (settings.ini). Each is read bounded and
// parsed by prefs/; one that cannot be used is reported once, moved aside as
// FILE.bad-YYYYMMDD-HHMMSS and replaced by an empty table or the defaults.
// Writes go through base::writeFileAtomically.

#include <ctime>
#include <optional>
#include <string>

#include "base/Result.h"
#include "prefs/HighScores.h"
#include "prefs/Settings.h"

namespace app {

/// The folder for the player's files with a trailing '/', made if missing; or why there is none.
base::Result<std::string> prefFolder();

/// A player's file as loaded: the value, and what went wrong with the file on disk (empty when nothing did).
template <class T>
struct Loaded {
    T value;
    std::string problem;  ///< e.g. "FILE:3: reason; kept as FILE.bad-DATE, replaced by an empty table"
};

/// The high scores in `folder`: none when the file is missing; a bad file is moved aside and replaced by an empty table.
Loaded<prefs::HighScoreTable> loadHighScores(const std::string& folder, std::time_t now);

/// Writes `table` to `folder`/highscores.txt atomically.
base::Status saveHighScores(const std::string& folder, const prefs::HighScoreTable& table);

/// The table as saved with `entry` merged in, and where the entry went (none when it did not fit).
struct MergedScores {
    prefs::HighScoreTable table;
    std::optional<std::size_t> rank;
};
/// Adds `entry` to `folder`/highscores.txt as it is now: under an advisory lock (base::FileLock) the file is
/// read again, the entry merged in and the table written, so two games saving at once both keep their entries.
/// A file that cannot be read or parsed is an error (it is not replaced).
base::Result<MergedScores> saveHighScore(const std::string& folder, const prefs::HighScore& entry);

/// The settings in `folder`: the defaults when the file is missing; a bad file is moved aside and replaced by the defaults.
Loaded<prefs::Settings> loadSettings(const std::string& folder, std::time_t now);

/// Writes `settings` to `folder`/settings.ini atomically.
base::Status saveSettings(const std::string& folder, const prefs::Settings& settings);

/// Writes to `folder`/settings.ini only the settings that differ between `before` and `after`, over the file as
/// it is now (read again under base::FileLock, every other line kept: prefs::withChangedSettings); a missing file
/// is written whole from `after`. Nothing is written when nothing changed.
base::Status saveSettingChanges(const std::string& folder, const prefs::Settings& before, const prefs::Settings& after);

/// What the windowed game keeps of the player between runs, loaded once per run.
struct PlayerData {
    std::string folder;             ///< the pref folder with a trailing '/'; "" when there is none (nothing is kept)
    prefs::HighScoreTable scores;   ///< the table as on disk, plus this run's entries
    prefs::Settings saved;          ///< the player's settings as this run keeps them (command-line overrides are not in it)
    prefs::Settings written;        ///< the settings as last read or written: a save writes only what differs from it
};

/// Both files from prefFolder(); each problem (no folder, a bad file set aside) is printed once on stderr.
PlayerData openPlayerData(std::time_t now);

/// Writes what changed from data.written to data.saved into the settings file (saveSettingChanges) and takes
/// data.saved as written; or prints why it could not on stderr.
void keepSettings(PlayerData& data);

/// "YYYY-MM-DD" for the local date of `when`.
std::string localDate(std::time_t when);

/// "YYYYMMDD-HHMMSS" for the local time `when`.
std::string localStamp(std::time_t when);

}  // namespace app
