#include <doctest/doctest.h>

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/AutopilotRecording.h"

#include "replay/Inputs.h"
#include "replay/Recorder.h"
#include "replay/Replay.h"
#include "replay/Text.h"
#include "replay/Verify.h"
#include "replay/internal/TextFields.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace {

using testing::recordAutopilot;

std::string errorFor(std::string_view text) {
    const base::Result<replay::Replay> parsed = replay::parseReplay(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().file.empty());
    return std::to_string(parsed.error().line) + ": " + parsed.error().reason;
}

const char* const kGood =
    "polyroids-replay 1\n"
    "rules 3\n"
    "seed 7\n"
    "field 1280 720\n"
    "lives 3\n"
    "checkpoint-interval 60\n"
    "begin\n"
    "i 0 TF\n"
    "s 5 100.5 200.25\n"
    "i 10 -\n"
    "end 20 0 0123456789abcdef\n";

}  // namespace

TEST_CASE("a recorded game replays to the same hashes for many seeds") {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const replay::Replay r = recordAutopilot(seed, 1500);
        const replay::Progress result = replay::verify(r);
        CHECK(result.ok());
        CHECK(result.checkpointsPassed == r.checkpoints.size());
        CHECK(r.checkpoints.size() == 1500 / 60);
    }
}

TEST_CASE("a replay survives the round trip through text unchanged") {
    const replay::Replay r = recordAutopilot(3, 3000);
    REQUIRE_FALSE(r.spawns.empty());  // the autopilot clicks now and then
    const base::Result<replay::Replay> back = replay::parseReplay(replay::toText(r));
    REQUIRE(back.ok());
    CHECK(*back == r);
    CHECK(replay::toText(*back) == replay::toText(r));
}

TEST_CASE("inputs are stored as changes only") {
    const replay::Replay r = recordAutopilot(4, 3000);
    for (std::size_t i = 1; i < r.buttonChanges.size(); ++i) CHECK(r.buttonChanges[i].buttons != r.buttonChanges[i - 1].buttons);
    CHECK(r.buttonChanges.size() < 3000);
}

TEST_CASE("a changed checkpoint is reported as a desync naming the part and the tick") {
    replay::Replay r = recordAutopilot(5, 600);
    r.checkpoints[3].hashes.parts[static_cast<std::size_t>(sim::StatePart::Bullets)] ^= 1;
    const replay::Progress result = replay::verify(r);
    CHECK_FALSE(result.ok());
    REQUIRE(result.mismatch.has_value());
    CHECK(result.mismatch->tick == r.checkpoints[3].tick);
    CHECK(result.mismatch->part == "bullets");
    CHECK(replay::describe(result).starts_with("replay: desync at tick 240: bullets differs (expected "));
}

TEST_CASE("a changed input desyncs at the next checkpoint") {
    replay::Replay r = recordAutopilot(6, 600);
    REQUIRE(r.buttonChanges.size() > 3);
    r.buttonChanges[2].buttons ^= sim::kThrust;  // one more or one fewer tick of thrust
    CHECK_FALSE(replay::verify(r).ok());
}

TEST_CASE("inputAt agrees with the sequential cursor on every tick") {
    const replay::Replay r = recordAutopilot(8, 2000);
    replay::InputCursor cursor(r);
    for (std::uint64_t t = 0; t < r.totalTicks; ++t) CHECK(replay::inputAt(r, t) == cursor.next(t));
}

TEST_CASE("the input cursor starts again when asked for an earlier tick") {
    const replay::Replay r = recordAutopilot(9, 1000);
    replay::InputCursor cursor(r);
    for (std::uint64_t t = 0; t < 900; ++t) cursor.next(t);
    for (std::uint64_t t = 100; t < r.totalTicks; ++t) CHECK(replay::inputAt(r, t) == cursor.next(t));
}

TEST_CASE("a well-formed replay parses") {
    const base::Result<replay::Replay> r = replay::parseReplay(kGood);
    REQUIRE(r.ok());
    CHECK(r->settings.seed == 7);
    CHECK(r->buttonChanges.size() == 2);
    CHECK(r->spawns.size() == 1);
    CHECK(r->spawns[0].at.x == 100.5);
    CHECK(r->totalTicks == 20);
}

TEST_CASE("hyperspace is the button letter H, read and written back") {
    std::string text = kGood;
    text.replace(text.find("i 10 -"), 6, "i 10 HF");
    const base::Result<replay::Replay> r = replay::parseReplay(text);
    REQUIRE(r.ok());
    CHECK(r->buttonChanges[1].buttons == (sim::kHyperspace | sim::kFire));
    CHECK(replay::toText(*r).find("\ni 10 FH\n") != std::string::npos);
}

TEST_CASE("bad replay files are refused with the line and the reason") {
    const std::string good = kGood;
    auto replace = [&](std::string_view from, std::string_view to) {
        std::string s = good;
        s.replace(s.find(from), from.size(), to);
        return s;
    };
    CHECK(errorFor("").starts_with("1: the file is empty"));
    CHECK(errorFor("hello\n").starts_with("1: not a Polyroids replay"));
    CHECK(errorFor(replace("replay 1", "replay 9")).starts_with("1: replay format version 9 is not supported"));
    CHECK(errorFor(replace("rules 3", "rules 99")).starts_with("2: recorded with rules version 99"));
    CHECK(errorFor(replace("seed 7", "seed seven")).starts_with("3: seed 'seven' is not a whole number"));
    CHECK(errorFor(replace("seed 7\n", "seed 7\nseed 8\n")).starts_with("4: duplicate header line 'seed'"));
    CHECK(errorFor(replace("lives 3\n", "")).starts_with("6: header line 'lives' is missing"));
    CHECK(errorFor(replace("field 1280 720", "field nan 720")).starts_with("4: field width 'nan' is not finite"));
    CHECK(errorFor(replace("field 1280 720", "field inf 720")).starts_with("4: field width 'inf' is not finite"));
    CHECK(errorFor(replace("s 5 100.5", "s 5 nan")).starts_with("9: x 'nan' is not finite"));
    CHECK(errorFor(replace("s 5 100.5", "s 5 1e999")).find("9: x '1e999'") == 0);
    CHECK(errorFor(replace("i 10 -", "i -10 -")).starts_with("10: tick '-10' is not a whole number"));
    CHECK(errorFor(replace("i 10 -", "i 1000000000000000 -")).starts_with("10: tick '1000000000000000' is out of range"));
    CHECK(errorFor(replace("i 10 -", "i 0 -")).starts_with("10: two input lines at tick 0"));
    CHECK(errorFor(replace("i 10 -", "i 10 TQ")).starts_with("10: unknown button 'Q'"));
    CHECK(errorFor(replace("i 10 -", "i 30 -")).starts_with("11: the game ends at tick 20 but has events up to tick 31"));
    CHECK(errorFor(replace("end 20 0 0123456789abcdef\n", "")).starts_with("11: the file ends too soon: the 'end' line is missing"));
    CHECK(errorFor(good.substr(0, good.find("begin"))).find("the file ends too soon: 'begin' is missing") != std::string::npos);
    CHECK(errorFor(good + "i 30 T\n").starts_with("12: nothing may follow the 'end' line"));
    CHECK(errorFor(replace("seed 7", std::string("seed \x01\x02\xff", 8))).starts_with("3: line holds bytes that are not printable"));
    CHECK(errorFor(replace("end 20 0 0123456789abcdef", "end 20 0 xyz")).starts_with("11: hash 'xyz' is not 16 hex digits"));
    CHECK(errorFor(std::string(5000, 'a')).starts_with("1: line is longer than"));
}

TEST_CASE("two lines of one kind on the same tick are called what they are, not out of order") {
    const std::string good = kGood;
    const auto insertBefore = [&](std::string_view line, std::string_view extra) {
        std::string s = good;
        s.insert(s.find(line), extra);
        return s;
    };
    CHECK(errorFor(insertBefore("i 10 -", "s 5 1 2\n")) == "10: two spawn lines at tick 5 (a tick has at most one)");
    CHECK(errorFor(insertBefore("s 5", "i 0 T\n")) == "9: two input lines at tick 0 (a tick has at most one)");
    CHECK(errorFor(insertBefore("end", "s 4 1 2\n")).starts_with("11: spawn at tick 4 is out of order (after tick 5)"));
}

TEST_CASE("comments and blank lines in a replay are ignored") {
    std::string text = kGood;
    text.insert(text.find("i 0"), "# the player starts firing\n\n");
    CHECK(replay::parseReplay(text).ok());
}

TEST_CASE("a replay claims no ticks its checkpoints do not cover: a gap over the interval is refused at parse time") {
    const std::string head = std::string(kGood).substr(0, std::string(kGood).find("end "));
    const std::string h = "0123456789abcdef";
    auto checkpoint = [&](int tick) {
        return "c " + std::to_string(tick) + " " + h + " ship=" + h + " asteroids=" + h + " bullets=" + h + " score=" + h + " random=" + h + "\n";
    };
    CHECK(replay::parseReplay(head + "end 60 0 " + h + "\n").ok());
    CHECK(errorFor(head + "end 61 0 " + h + "\n")
              .starts_with("11: the game ends at tick 61, more than the checkpoint interval (60) after tick 0, with no checkpoint"));
    CHECK(errorFor(head + "end 36000000000 0 " + h + "\n").starts_with("11: the game ends at tick 36000000000, more than"));
    CHECK(replay::parseReplay(head + checkpoint(60) + checkpoint(120) + "end 180 0 " + h + "\n").ok());
    CHECK(errorFor(head + checkpoint(60) + checkpoint(121) + "end 121 0 " + h + "\n")
              .starts_with("12: checkpoint at tick 121 is more than the checkpoint interval (60) after the checkpoint at tick 60"));
    CHECK(errorFor(head + checkpoint(60) + "end 121 0 " + h + "\n")
              .starts_with("12: the game ends at tick 121, more than the checkpoint interval (60) after the checkpoint at tick 60"));
    CHECK(errorFor(head + checkpoint(61) + "end 61 0 " + h + "\n").starts_with("11: checkpoint at tick 61 is more than"));
}

TEST_CASE("an input or spawn line beyond the checkpoints' reach is refused at that line, not after stepping towards it") {
    const std::string head = std::string(kGood).substr(0, std::string(kGood).find("end "));
    const std::string h = "0123456789abcdef";
    const std::string checkpoint60 = "c 60 " + h + " ship=" + h + " asteroids=" + h + " bullets=" + h + " score=" + h + " random=" + h + "\n";
    CHECK(errorFor(head + "i 36000000000 F\nend 36000000000 0 " + h + "\n")
              .starts_with("11: input at tick 36000000000 is more than the checkpoint interval (60) after tick 0, with no checkpoint"));
    CHECK(errorFor(head + "s 5000000000 100 100\nend 5000000000 0 " + h + "\n").starts_with("11: spawn at tick 5000000000 is more than"));
    CHECK(errorFor(head + checkpoint60 + "i 121 F\nend 121 0 " + h + "\n")
              .starts_with("12: input at tick 121 is more than the checkpoint interval (60) after the checkpoint at tick 60"));
    // The last input and spawn a valid file can hold before its end: one tick before the end at the limit.
    CHECK(replay::parseReplay(head + checkpoint60 + "i 119 F\nend 120 0 " + h + "\n").ok());
    CHECK(replay::parseReplay(head + "s 59 1 2\nend 60 0 " + h + "\n").ok());
}

TEST_CASE("every recording the recorder writes keeps its checkpoints within the interval, whatever its length") {
    for (const std::uint64_t ticks : {0, 1, 59, 60, 61, 119, 120, 1234}) {
        const base::Result<replay::Replay> back = replay::parseReplay(replay::toText(recordAutopilot(5, ticks)));
        CHECK_MESSAGE(back.ok(), ticks, ": ", back.ok() ? "" : back.error().message());
    }
}

TEST_CASE("a whole number on a replay line reads as std::from_chars reads it, overflow and junk refused alike") {
    const std::vector<std::string_view> words{"0", "7", "007", "36000000000", "18446744073709551615", "18446744073709551616",
                                              "18446744073709551620", "99999999999999999999999", "12a", "1.5", "", "-1", "+1",
                                              "a", "184467440737095516159"};
    for (const std::string_view word : words) {
        CAPTURE(word);
        std::uint64_t expected = 0;
        const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), expected);
        const bool whole = ec == std::errc{} && end == word.data() + word.size();
        replay::TextFields fields("x");
        const std::uint64_t read = fields.count(word, UINT64_MAX, "n");
        CHECK(fields.status().ok() == whole);
        CHECK(read == (whole ? expected : 0));
        if (ec == std::errc::result_out_of_range) CHECK(fields.status().error().reason.find("out of range") != std::string::npos);
    }
    replay::TextFields capped("x");
    CHECK(capped.count("61", 60, "n") == 0);
    CHECK(capped.status().error().reason == "n '61' is out of range (at most 60)");
}

TEST_CASE("a hash on a replay line reads as std::from_chars reads 16 hex digits, anything else refused") {
    const std::vector<std::string_view> words{"0123456789abcdef",
                                              "FEDCBA9876543210",
                                              "ffffffffffffffff",
                                              "0000000000000000",
                                              "c7d2c1fffc221375",
                                              "c7D2C1fffc221375",
                                              "0123456789abcde",
                                              "0123456789abcdef0",
                                              "0123456789abcdeg",
                                              "-123456789abcdef",
                                              "+123456789abcdef",
                                              "0x23456789abcdef",
                                              " 123456789abcdef",
                                              "",
                                              "xyz"};
    for (const std::string_view word : words) {
        CAPTURE(word);
        std::uint64_t expected = 0;
        const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), expected, 16);
        const bool sixteen = word.size() == 16 && ec == std::errc{} && end == word.data() + word.size();
        replay::TextFields fields("x");
        const std::uint64_t read = fields.hash(word);
        CHECK(fields.status().ok() == sixteen);
        CHECK(read == (sixteen ? expected : 0));
    }
}

TEST_CASE("a replay line's words past the most any line kind reads are counted, and read as nothing") {
    const replay::TextFields fields("c 1 2 3 4 5 6 7 8 9 10");
    CHECK(fields.key() == "c");
    CHECK(fields.size() == 10);
    CHECK(fields[replay::TextFields::kMaxWords - 2] == std::to_string(replay::TextFields::kMaxWords - 1));
    CHECK(fields[replay::TextFields::kMaxWords - 1].empty());
    CHECK(fields[9].empty());
    const replay::TextFields spaced("  i   5  F ");
    CHECK(spaced.size() == 2);
    CHECK(spaced[1] == "F");
    CHECK(replay::TextFields("   ").empty());
}
