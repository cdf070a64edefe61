// Parsing replay text: a line at a time, each kind of line by a function of
// its own. Every error names the line it is on and never sizes anything from
// a number in the text.
#include <algorithm>
#include <array>
#include <cmath>

#include "base/TextLines.h"
#include "replay/Text.h"
#include "replay/internal/TextFields.h"
#include "sim/Crowd.h"

namespace replay {

namespace {

using base::failure;
using base::Status;

constexpr std::array<std::string_view, 7> kHeaderKeys = {"rules", "seed", "field", "lives", "checkpoint-interval", "crowd", "bullets"};
// Header lines a replay may leave out, and what leaving them out means: no
// crowd line, the normal game; no bullets line, the classic point test.
constexpr std::array<std::string_view, 2> kOptionalHeaderKeys = {"crowd", "bullets"};

bool optionalHeaderKey(std::string_view key) { return std::find(kOptionalHeaderKeys.begin(), kOptionalHeaderKeys.end(), key) != kOptionalHeaderKeys.end(); }

std::string versionLine() { return std::string(kMagic) + " " + std::to_string(kFormatVersion); }

Status checkLineText(std::string_view line) {
    if (line.size() > kMaxLineLength) return failure("line is longer than " + std::to_string(kMaxLineLength) + " characters");
    const auto unprintable = [](char c) { return static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e; };
    if (std::any_of(line.begin(), line.end(), unprintable)) {
        return failure("line holds bytes that are not printable ASCII text (a binary or corrupted file?)");
    }
    return base::success();
}

std::string outOfOrder(std::string_view what, std::uint64_t tick, std::uint64_t after) {
    return std::string(what) + " at tick " + std::to_string(tick) + " is out of order (after tick " + std::to_string(after) + ")";
}

}  // namespace

std::uint64_t tickOf(const BodyLine& line) {
    struct Tick {
        std::uint64_t operator()(std::monostate) const { return 0; }
        std::uint64_t operator()(const ButtonChange& c) const { return c.tick; }
        std::uint64_t operator()(const Spawn& s) const { return s.tick; }
        std::uint64_t operator()(const Checkpoint& c) const { return c.tick; }
        std::uint64_t operator()(const EndLine& e) const { return e.totalTicks; }
    };
    return std::visit(Tick{}, line);
}

void addLine(Replay& replay, const BodyLine& line) {
    if (const auto* change = std::get_if<ButtonChange>(&line)) replay.buttonChanges.push_back(*change);
    if (const auto* spawn = std::get_if<Spawn>(&line)) replay.spawns.push_back(*spawn);
    if (const auto* checkpoint = std::get_if<Checkpoint>(&line)) replay.checkpoints.push_back(*checkpoint);
    if (const auto* end = std::get_if<EndLine>(&line)) {
        replay.totalTicks = end->totalTicks;
        replay.finalScore = end->finalScore;
        replay.finalHash = end->finalHash;
        replay.cutShort = end->cutShort;
    }
}

// Each kind of body line in strictly increasing ticks.
Status TextReader::LastTick::advance(std::uint64_t t, std::string_view what) {
    if (any && t == tick) return failure("two " + std::string(what) + " lines at tick " + std::to_string(t) + " (a tick has at most one)");
    if (any && t < tick) return failure(outOfOrder(what, t, tick));
    any = true;
    tick = t;
    return base::success();
}

TextReader TextReader::resumedAfter(const Replay& header, std::uint64_t checkpointTick) {
    TextReader reader;
    reader.header_ = header;
    reader.section_ = Section::Body;
    reader.seen_.fill(true);
    reader.checkpoints_ = {checkpointTick > 0, checkpointTick};
    reader.any_ = reader.checkpoints_;
    return reader;
}

base::Result<BodyLine> TextReader::line(std::string_view text) {
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    if (Status s = checkLineText(text); !s) return s.error();
    if (text.empty() || text.front() == '#') return BodyLine{};  // blank lines and comments are for people
    TextFields f(text);
    if (f.empty()) return BodyLine{};
    Status read = base::success();
    switch (section_) {
        case Section::Magic: read = magic(f); break;
        case Section::Header: read = header(f); break;
        case Section::Body: return body(f);
        case Section::Done: read = failure("nothing may follow the 'end' line"); break;
    }
    if (!read) return read.error();
    return BodyLine{};
}

Status TextReader::finish(int lastLine) const {
    if (section_ == Section::Done) return base::success();
    if (lastLine == 0) return failure("the file is empty (a replay starts with '" + versionLine() + "')", {}, 1);
    const char* missing = section_ == Section::Magic ? "the first line" : section_ == Section::Header ? "'begin'" : "the 'end' line";
    return failure(std::string("the file ends too soon: ") + missing + " is missing (truncated?)", {}, lastLine + 1);
}

Status TextReader::magic(TextFields& f) {
    if (f.key() != kMagic) return failure("not a Polyroids replay: the first line must be '" + versionLine() + "'");
    f.expect(1);
    const std::uint64_t version = f.count(f[0], 1'000'000, "format version");
    if (Status s = f.status(); !s) return s;
    if (version != kFormatVersion) {
        return failure("replay format version " + std::to_string(version) + " is not supported (this build reads version " +
                       std::to_string(kFormatVersion) + ")");
    }
    section_ = Section::Header;
    return base::success();
}

Status TextReader::header(TextFields& f) {
    if (f.key() == "begin") return begin(f);
    const auto found = std::find(kHeaderKeys.begin(), kHeaderKeys.end(), f.key());
    if (found == kHeaderKeys.end()) return failure("unknown header line '" + std::string(f.key()) + "'");
    const auto k = static_cast<std::size_t>(found - kHeaderKeys.begin());
    if (seen_[k]) return failure("duplicate header line '" + std::string(f.key()) + "'");
    seen_[k] = true;
    return headerValue(k, f);
}

Status TextReader::begin(TextFields& f) {
    f.expect(0);
    if (Status s = f.status(); !s) return s;
    for (std::size_t k = 0; k < kHeaderKeys.size(); ++k) {
        if (!seen_[k] && !optionalHeaderKey(kHeaderKeys[k])) {
            return failure("header line '" + std::string(kHeaderKeys[k]) + "' is missing before 'begin'");
        }
    }
    // The crowd line may come after the interval's: the bound that depends on it is checked once both are read.
    if (header_.checkpointInterval > maxCheckpointInterval(header_.settings)) {
        return failure("a crowd replay has a checkpoint at least every " + std::to_string(maxCheckpointInterval(header_.settings)) +
                       " ticks (each crowd tick is many normal ones): its checkpoint-interval is " +
                       std::to_string(header_.checkpointInterval));
    }
    section_ = Section::Body;
    return base::success();
}

// rules, seed, lives, checkpoint-interval and crowd: one whole number each.
Status TextReader::headerValue(std::size_t key, TextFields& f) {
    if (kHeaderKeys[key] == "field") return field(f);
    if (kHeaderKeys[key] == "bullets") return bullets(f);
    f.expect(1);
    if (kHeaderKeys[key] == "rules") {
        header_.rulesVersion = static_cast<int>(f.count(f[0], 1'000'000, "rules version"));
        if (f.status() && header_.rulesVersion != sim::kRulesVersion) {
            return failure("recorded with rules version " + std::to_string(header_.rulesVersion) + "; this build plays rules version " +
                           std::to_string(sim::kRulesVersion));
        }
    } else if (kHeaderKeys[key] == "seed") {
        header_.settings.seed = f.count(f[0], UINT64_MAX, "seed");
    } else if (kHeaderKeys[key] == "crowd") {
        header_.settings.crowd = static_cast<int>(f.count(f[0], sim::kMaxCrowd, "crowd"));
        if (f.status() && header_.settings.crowd == 0) return failure("crowd must be at least 1 (leave the line out for the normal game)");
    } else if (kHeaderKeys[key] == "lives") {
        header_.settings.startLives = static_cast<int>(f.count(f[0], 99, "lives"));
        if (f.status() && header_.settings.startLives == 0) return failure("lives must be at least 1");
    } else {
        header_.checkpointInterval = f.count(f[0], kMaxCheckpointInterval, "checkpoint interval");
        if (f.status() && header_.checkpointInterval == 0) return failure("checkpoint interval must be at least 1");
    }
    return f.status();
}

// "bullets swept": the swept rule (sim::Settings::sweptBullets); "bullets point" names the classic rule, as leaving the line out does.
Status TextReader::bullets(TextFields& f) {
    f.expect(1);
    if (Status s = f.status(); !s) return s;
    if (f[0] != "swept" && f[0] != "point") return failure("bullets must be 'swept' or 'point', not '" + std::string(f[0]) + "'");
    header_.settings.sweptBullets = f[0] == "swept";
    return base::success();
}

Status TextReader::field(TextFields& f) {
    f.expect(2);
    header_.settings.fieldWidth = f.real(f[0], "field width");
    header_.settings.fieldHeight = f.real(f[1], "field height");
    if (Status s = f.status(); !s) return s;
    const auto inRange = [](double v) { return v >= 100 && v <= 100000; };
    if (!inRange(header_.settings.fieldWidth) || !inRange(header_.settings.fieldHeight)) {
        return failure("field size must be between 100 and 100000 units each way");
    }
    return base::success();
}

base::Result<BodyLine> TextReader::body(TextFields& f) {
    if (f.key() == "i") return input(f);
    if (f.key() == "s") return spawn(f);
    if (f.key() == "c") return checkpoint(f);
    if (f.key() == "end") return end(f);
    return failure("unknown line '" + std::string(f.key()) + "' (expected i, s, c or end)");
}

// Body lines come in tick order, whatever their kind, so a reader can play the game as it reads.
Status TextReader::inTickOrder(std::uint64_t tick, std::string_view what) {
    if (any_.any && tick < any_.tick) {
        return failure(std::string(what) + " at tick " + std::to_string(tick) + " comes after a line at tick " + std::to_string(any_.tick) +
                       " (body lines are in tick order)");
    }
    any_ = {true, tick};
    return base::success();
}

base::Result<BodyLine> TextReader::input(TextFields& f) {
    f.expect(2);
    const ButtonChange change{f.tick(f[0]), f.buttons(f[1])};
    if (Status s = f.status(); !s) return s.error();
    if (Status s = buttons_.advance(change.tick, "input"); !s) return s.error();
    if (Status s = inTickOrder(change.tick, "input"); !s) return s.error();
    if (Status s = checkpointsCover(change.tick, "input", " is"); !s) return s.error();
    return BodyLine{change};
}

base::Result<BodyLine> TextReader::spawn(TextFields& f) {
    f.expect(3);
    const Spawn spawn{f.tick(f[0]), {f.real(f[1], "x"), f.real(f[2], "y")}};
    if (Status s = f.status(); !s) return s.error();
    if (std::abs(spawn.at.x) > 1e9 || std::abs(spawn.at.y) > 1e9) return failure("spawn position is absurdly far from the field");
    if (Status s = spawns_.advance(spawn.tick, "spawn"); !s) return s.error();
    if (Status s = inTickOrder(spawn.tick, "spawn"); !s) return s.error();
    if (Status s = checkpointsCover(spawn.tick, "spawn", " is"); !s) return s.error();
    return BodyLine{spawn};
}

// "c T WHOLE ship=H asteroids=H ...": the parts in order, each named.
base::Result<BodyLine> TextReader::checkpoint(TextFields& f) {
    if (f.size() < 2) return failure("a checkpoint needs a tick and its hashes");
    Checkpoint c{f.tick(f[0]), {}};
    c.hashes.whole = f.hash(f[1]);
    if (f.status() && f.size() != 2 + sim::kStatePartCount) {
        return failure("a checkpoint needs the whole hash and " + std::to_string(sim::kStatePartCount) + " part hashes");
    }
    for (std::size_t i = 0; i < sim::kStatePartCount && f.status(); ++i) {
        const std::string_view name = sim::partName(static_cast<sim::StatePart>(i));  // "NAME=", no string made per line
        const std::string_view word = f[2 + i];
        if (!word.starts_with(name) || word.substr(name.size()).substr(0, 1) != "=")
            f.fail("checkpoint part " + std::to_string(i + 1) + " should be '" + std::string(name) + "=...'");
        c.hashes.parts[i] = f.hash(word.substr(std::min(name.size() + 1, word.size())));
    }
    if (Status s = f.status(); !s) return s.error();
    if (Status s = checkpointsCover(c.tick, "checkpoint", " is"); !s) return s.error();
    if (Status s = checkpoints_.advance(c.tick, "checkpoint"); !s) return s.error();
    if (Status s = inTickOrder(c.tick, "checkpoint"); !s) return s.error();
    return BodyLine{c};
}

// A replay claims no ticks its checkpoints do not cover: each checkpoint, and
// the end, lies at most one interval after the checkpoint before (or tick 0),
// so verifying costs at most one interval per line of the file. Inputs and
// spawns are held to it as they are read: a file whose end would be refused
// for it is refused at the line that first goes too far, before a streaming
// verifier steps the game towards that line's tick. The message is made only
// on a refusal: this runs for every line, and the text cost more than the test.
Status TextReader::checkpointsCover(std::uint64_t tick, std::string_view subject, std::string_view joint) const {
    if (tick <= checkpoints_.tick + header_.checkpointInterval) return base::success();
    return failure(std::string(subject) + " at tick " + std::to_string(tick) + std::string(joint) + " more than the checkpoint interval (" + std::to_string(header_.checkpointInterval) + ") after " +
                   (checkpoints_.any ? "the checkpoint at tick " + std::to_string(checkpoints_.tick) : std::string("tick 0, with no checkpoint")) +
                   ": a replay claims no ticks its checkpoints do not cover");
}

base::Result<BodyLine> TextReader::end(TextFields& f) {
    f.expect(3);
    EndLine e;
    e.totalTicks = f.tick(f[0]);
    e.finalScore = static_cast<int>(f.count(f[1], 2'000'000'000, "score"));
    e.finalHash = f.hash(f[2]);
    if (Status s = f.status(); !s) return s.error();
    const auto endAtLeast = [](const LastTick& last, std::uint64_t extra) { return last.any ? last.tick + extra : 0; };
    const std::uint64_t latest = std::max({endAtLeast(buttons_, 1), endAtLeast(spawns_, 1), endAtLeast(checkpoints_, 0)});
    if (latest > e.totalTicks) {
        return failure("the game ends at tick " + std::to_string(e.totalTicks) + " but has events up to tick " + std::to_string(latest));
    }
    if (Status s = checkpointsCover(e.totalTicks, "the game ends", ","); !s) return s.error();
    section_ = Section::Done;
    return BodyLine{e};
}

base::Result<Replay> parseReplay(std::string_view text) {
    TextReader reader;
    Replay replay;
    int lines = 0;
    Status read = base::success();
    base::forEachLine(text, [&](std::string_view lineText, int number) {
        lines = number;
        base::Result<BodyLine> line = reader.line(lineText);
        if (!line) read = failure(line.error().reason, {}, number);
        else addLine(replay, *line);
        return static_cast<bool>(read);
    });
    if (!read) return read.error();
    if (Status s = reader.finish(lines); !s) return s.error();
    replay.settings = reader.header().settings;
    replay.rulesVersion = reader.header().rulesVersion;
    replay.checkpointInterval = reader.header().checkpointInterval;
    return replay;
}

}  // namespace replay
