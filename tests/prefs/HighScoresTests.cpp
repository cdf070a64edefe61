#include <doctest/doctest.h>

#include <string>

#include "prefs/HighScores.h"

namespace {

prefs::HighScore entry(const char* initials, std::int64_t score) { return {initials, score, 3, "2026-11-23"}; }

}  // namespace

TEST_CASE("a written high-score table reads back the same, best first") {
    prefs::HighScoreTable table;
    for (std::int64_t score : {500, 12000, 40, 12000, 990}) REQUIRE(prefs::insertScore(table, entry("ABC", score)));
    table.entries[1].initials = "ZED";
    const auto read = prefs::parseHighScores(prefs::formatHighScores(table));
    REQUIRE(read.ok());
    REQUIRE(read->entries.size() == 5);
    for (std::size_t i = 0; i < 5; ++i) {
        CHECK(read->entries[i].initials == table.entries[i].initials);
        CHECK(read->entries[i].score == table.entries[i].score);
        CHECK(read->entries[i].wave == 3);
        CHECK(read->entries[i].date == "2026-11-23");
    }
    CHECK(read->entries[0].score == 12000);
    CHECK(read->entries[4].score == 40);
}

TEST_CASE("a hand-edited table out of order is sorted, with comments and blank lines skipped") {
    const auto read = prefs::parseHighScores("# mine\n\nAAA 10 1 2026-01-02\r\nBBB 30 2 2026-01-01  # best\nCCC 20 1 2026-01-03");
    REQUIRE(read.ok());
    REQUIRE(read->entries.size() == 3);
    CHECK(read->entries[0].initials == "BBB");
    CHECK(read->entries[1].initials == "CCC");
    CHECK(read->entries[2].initials == "AAA");
}

TEST_CASE("an empty file is an empty table") {
    const auto read = prefs::parseHighScores("");
    REQUIRE(read.ok());
    CHECK(read->entries.empty());
}

TEST_CASE("each kind of bad line is named with its line number and reason") {
    const struct {
        const char* text;
        const char* message;
    } cases[] = {
        {"AAA 10 1\n", "line 1: an entry is INITIALS SCORE WAVE DATE, found 3 words"},
        {"# c\nab1 10 1 2026-01-01\n", "line 2: initials must be three letters A-Z, not 'ab1'"},
        {"AAA -5 1 2026-01-01\n", "line 1: score must be a whole number from 0 to 999999999"},
        {"AAA 1000000000 1 2026-01-01\n", "line 1: score must be a whole number from 0 to 999999999"},
        {"AAA 10 0 2026-01-01\n", "line 1: wave must be a whole number from 1 to 99999"},
        {"AAA 10 1 2026-13-01\n", "line 1: date must be YYYY-MM-DD, not '2026-13-01'"},
        {"AAA 1e3 1 2026-01-01\n", "line 1: score must be a whole number from 0 to 999999999"},
    };
    for (const auto& c : cases) {
        const auto read = prefs::parseHighScores(c.text);
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().message() == c.message);
    }
}

TEST_CASE("more than ten entries or more than 16 KiB is refused") {
    std::string eleven;
    for (int i = 0; i < 11; ++i) eleven += "AAA " + std::to_string(100 + i) + " 1 2026-01-01\n";
    const auto read = prefs::parseHighScores(eleven);
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().message() == "line 11: more than 10 entries");
    const auto huge = prefs::parseHighScores(std::string(prefs::kMaxHighScoreBytes + 1, '#'));
    REQUIRE_FALSE(huge.ok());
    CHECK(huge.error().reason.find("16384 bytes") != std::string::npos);
}

TEST_CASE("a score enters a full table only above its last entry, and ties go below the older score") {
    prefs::HighScoreTable table;
    for (int i = 10; i >= 1; --i) REQUIRE(prefs::insertScore(table, entry("OLD", i * 100)));
    CHECK_FALSE(prefs::rankFor(table, 100).has_value());
    CHECK_FALSE(prefs::rankFor(table, 50).has_value());
    CHECK(prefs::rankFor(table, 101) == std::optional<std::size_t>(9));
    CHECK(prefs::rankFor(table, 500) == std::optional<std::size_t>(6));
    CHECK(prefs::insertScore(table, entry("NEW", 1000)) == std::optional<std::size_t>(1));
    CHECK(table.entries.size() == prefs::kHighScoreEntries);
    CHECK(table.entries[0].initials == "OLD");
    CHECK(table.entries[1].initials == "NEW");
    CHECK(table.entries.back().score == 200);
}

TEST_CASE("a score of zero never makes the table") {
    prefs::HighScoreTable table;
    CHECK_FALSE(prefs::rankFor(table, 0).has_value());
    CHECK(prefs::rankFor(table, 20) == std::optional<std::size_t>(0));
}

TEST_CASE("a date that no calendar has is refused: 30 February, 31 April, 29 February outside leap years") {
    for (const char* bad : {"2026-02-30", "2026-04-31", "2025-02-29", "1900-02-29", "2026-00-10", "2026-01-32", "2026-06-00"}) {
        const auto read = prefs::parseHighScores(std::string("AAA 10 1 ") + bad + "\n");
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().message() == std::string("line 1: date must be YYYY-MM-DD, not '") + bad + "'");
    }
    for (const char* good : {"2024-02-29", "2000-02-29", "2026-12-31", "2026-04-30", "2026-02-28"}) {
        CHECK_MESSAGE(prefs::parseHighScores(std::string("AAA 10 1 ") + good + "\n").ok(), good);
    }
}

TEST_CASE("bytes that are not printable in a bad high-score line are shown escaped, so a NUL cannot cut the message short") {
    const auto read = prefs::parseHighScores(std::string("A\0A 10 1 2026-01-01\n", 20));
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().message() == "line 1: initials must be three letters A-Z, not 'A\\x00A'");
}
