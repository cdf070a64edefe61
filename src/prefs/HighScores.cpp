#include "prefs/HighScores.h"

#include <algorithm>
#include <array>

#include "prefs/internal/TextLines.h"

namespace prefs {

namespace {

constexpr std::string_view kHeader =
    "# Polyroids high scores, best first: INITIALS SCORE WAVE DATE, one entry a line.\n"
    "# INITIALS are three letters A-Z, SCORE 0 to 999999999, WAVE 1 to 99999, DATE YYYY-MM-DD.\n"
    "# At most 10 entries. Lines starting with # are comments. The game rewrites this file\n"
    "# when a score enters the table; a file it cannot read is kept as highscores.txt.bad-DATE.\n";

bool validDate(std::string_view date) {
    if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
    std::int64_t year = 0, month = 0, day = 0;
    if (!readWhole(date.substr(0, 4), 9999, year) || !readWhole(date.substr(5, 2), 12, month) || month < 1) return false;
    // The Gregorian calendar's month lengths: no 30 February.
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr std::array<std::int64_t, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const std::int64_t longest = kDays[static_cast<std::size_t>(month - 1)] + (month == 2 && leap ? 1 : 0);
    return readWhole(date.substr(8, 2), longest, day) && day >= 1;
}

base::Result<HighScore> parseEntry(const std::vector<std::string_view>& w) {
    if (w.size() != 4) return base::failure("an entry is INITIALS SCORE WAVE DATE, found " + std::to_string(w.size()) + " words");
    if (!validInitials(w[0])) return base::failure("initials must be three letters A-Z, not '" + shownText(w[0], 16) + "'");
    HighScore entry;
    entry.initials = std::string(w[0]);
    if (!readWhole(w[1], kMaxScore, entry.score)) return base::failure("score must be a whole number from 0 to 999999999");
    std::int64_t wave = 0;
    if (!readWhole(w[2], kMaxWave, wave) || wave < 1) return base::failure("wave must be a whole number from 1 to 99999");
    entry.wave = static_cast<int>(wave);
    if (!validDate(w[3])) return base::failure("date must be YYYY-MM-DD, not '" + shownText(w[3], 16) + "'");
    entry.date = std::string(w[3]);
    return entry;
}

}  // namespace

bool validInitials(std::string_view initials) {
    return initials.size() == 3 && std::all_of(initials.begin(), initials.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

base::Result<HighScoreTable> parseHighScores(std::string_view text) {
    if (text.size() > kMaxHighScoreBytes) return base::failure("file is over 16384 bytes, larger than any high-score table");
    HighScoreTable table;
    base::Status status = base::success();
    forEachPlayerFileLine(text, [&](std::string_view line, int number) {
        const std::string_view content = withoutComment(line);
        if (!status || content.empty()) return;
        if (table.entries.size() == kHighScoreEntries) {
            status = base::failure("more than 10 entries", {}, number);
            return;
        }
        base::Result<HighScore> entry = parseEntry(words(content));
        if (!entry) status = base::failure(entry.error().reason, {}, number);
        else table.entries.push_back(std::move(entry).value());
    });
    if (!status) return status.error();
    // Hand-edited files need not be in order; the table always is.
    std::stable_sort(table.entries.begin(), table.entries.end(), [](const HighScore& a, const HighScore& b) { return a.score > b.score; });
    return table;
}

std::string formatHighScores(const HighScoreTable& table) {
    std::string out(kHeader);
    for (const HighScore& e : table.entries) {
        out += e.initials + ' ' + std::to_string(e.score) + ' ' + std::to_string(e.wave) + ' ' + e.date + '\n';
    }
    return out;
}

std::optional<std::size_t> rankFor(const HighScoreTable& table, std::int64_t score) {
    if (score <= 0) return std::nullopt;
    // An equal score goes below the older one: the first to get there keeps the place.
    const auto at = std::find_if(table.entries.begin(), table.entries.end(), [&](const HighScore& e) { return e.score < score; });
    const auto rank = static_cast<std::size_t>(at - table.entries.begin());
    if (rank >= kHighScoreEntries) return std::nullopt;
    return rank;
}

std::optional<std::size_t> insertScore(HighScoreTable& table, const HighScore& entry) {
    const std::optional<std::size_t> rank = rankFor(table, entry.score);
    if (!rank) return std::nullopt;
    table.entries.insert(table.entries.begin() + static_cast<std::ptrdiff_t>(*rank), entry);
    if (table.entries.size() > kHighScoreEntries) table.entries.resize(kHighScoreEntries);
    return rank;
}

}  // namespace prefs
