// Covers every reader of prefs/ at once (HighScores, Settings, UserDirs): random bytes are answered, never a crash.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>

#include "prefs/HighScores.h"
#include "prefs/Settings.h"
#include "prefs/UserDirs.h"

namespace {

// Text made of the characters the formats care about, and any byte: the parsers must answer, not crash.
std::string garbage(std::mt19937& random, std::size_t length) {
    static const std::string pieces[] = {"=", "#", "\n", "\r\n", " ", ",", "AAA", "ZED", "12", "-", "2026-01-01", "volume", "fire",
                                         "Space", "yes", "on", "\"", "$HOME", "XDG_PICTURES_DIR=", "1e308", "nan", "0.5"};
    std::string text;
    while (text.size() < length) {
        if (random() % 4 == 0) text += static_cast<char>(random() % 256);
        else text += pieces[random() % std::size(pieces)];
    }
    return text;
}

}  // namespace

TEST_CASE("the high-score and settings parsers answer every garbage input with a table or a line-numbered error") {
    std::mt19937 random(20261123);
    for (int i = 0; i < 3000; ++i) {
        const std::string text = garbage(random, random() % 400);
        const auto scores = prefs::parseHighScores(text);
        if (scores) {
            CHECK(scores->entries.size() <= prefs::kHighScoreEntries);
            // What was read writes out and reads back the same.
            const auto again = prefs::parseHighScores(prefs::formatHighScores(*scores));
            REQUIRE(again.ok());
            CHECK(again->entries.size() == scores->entries.size());
        } else {
            CHECK(scores.error().line >= 1);
        }
        const auto settings = prefs::parseSettings(text);
        if (settings) {
            CHECK(prefs::parseSettings(prefs::formatSettings(*settings)).ok());
        } else {
            CHECK(settings.error().line >= 1);
        }
        (void)prefs::picturesFolder(text, "/home/x");
    }
}
