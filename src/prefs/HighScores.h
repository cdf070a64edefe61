#pragma once
// The high-score table and its file format (docs/player-files.md): plain text,
// one entry a line, best first. Pure C++ (no SDL, no file system): the
// front end reads and writes the file, this layer only turns text into a
// table and back, so it can be unit- and fuzz-tested.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/Result.h"

namespace prefs {

/// One entry: who, how many points, the wave reached and the day.
struct HighScore {
    std::string initials;      ///< exactly three letters A-Z
    std::int64_t score = 0;    ///< points, 0 to kMaxScore
    int wave = 1;              ///< the wave the game ended in, 1 to kMaxWave
    std::string date;          ///< "YYYY-MM-DD", the local date the game ended
    /// Every field equal.
    bool operator==(const HighScore&) const = default;
};

/// At most this many entries, best first.
inline constexpr std::size_t kHighScoreEntries = 10;
inline constexpr std::int64_t kMaxScore = 999'999'999;
inline constexpr int kMaxWave = 99'999;
/// A high-score file longer than this is refused unread (ten entries take under 400 bytes).
inline constexpr std::size_t kMaxHighScoreBytes = 16 * 1024;

struct HighScoreTable {
    std::vector<HighScore> entries;  ///< best first (higher score; equal scores: the older first)
    /// The same entries in the same order.
    bool operator==(const HighScoreTable&) const = default;
};

/// The table in `text` (the file's contents), or "line N: reason" for the first bad line.
base::Result<HighScoreTable> parseHighScores(std::string_view text);

/// The file's text for `table`, with the comment header that documents the format.
std::string formatHighScores(const HighScoreTable& table);

/// Where `score` would go (0 = top), or nothing when it does not make the table (0 points never do).
std::optional<std::size_t> rankFor(const HighScoreTable& table, std::int64_t score);

/// Inserts `entry` where rankFor puts it, dropping the eleventh; its index, or nothing when it did not fit.
std::optional<std::size_t> insertScore(HighScoreTable& table, const HighScore& entry);

/// True for three letters A-Z.
bool validInitials(std::string_view initials);

}  // namespace prefs
