// Fuzz target: the high-score table reader (prefs::parseHighScores). A table it
// accepts has at most ten valid entries, best first; written back
// (prefs::formatHighScores) it must read back the same, and writing that again
// must give the same text.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "prefs/HighScores.h"

namespace {

bool wellFormed(const prefs::HighScoreTable& table) {
    const auto valid = [](const prefs::HighScore& e) {
        return prefs::validInitials(e.initials) && e.score >= 0 && e.score <= prefs::kMaxScore && e.wave >= 1 &&
               e.wave <= prefs::kMaxWave && e.date.size() == 10;
    };
    const auto better = [](const prefs::HighScore& a, const prefs::HighScore& b) { return a.score > b.score; };
    return table.entries.size() <= prefs::kHighScoreEntries && std::all_of(table.entries.begin(), table.entries.end(), valid) &&
           std::is_sorted(table.entries.begin(), table.entries.end(), better);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const base::Result<prefs::HighScoreTable> table = prefs::parseHighScores(text);
    if (!table) {
        fuzz::require(table.error().message().starts_with("line ") || size > prefs::kMaxHighScoreBytes,
                      "a refused high-score file names the line (or is over the size limit)");
        return 0;
    }
    fuzz::require(wellFormed(*table), "an accepted table has at most ten valid entries, best first");
    const std::string written = prefs::formatHighScores(*table);
    const base::Result<prefs::HighScoreTable> again = prefs::parseHighScores(written);
    fuzz::require(again.ok() && *again == *table, "an accepted table written back reads back the same");
    fuzz::require(prefs::formatHighScores(*again) == written, "a table written twice gives the same text");
    return 0;
}
