#include "replay/Replay.h"

#include <algorithm>
#include <charconv>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

namespace replay {

namespace {

constexpr std::string_view kButtonLetters = "TBLRFX";  // bit order of sim::Button
constexpr std::size_t kMaxLineLength = 4096;
constexpr std::uintmax_t kMaxFileBytes = 512ull << 20;  // a year of frantic play is far smaller

std::string buttonsText(std::uint8_t buttons) {
    std::string s;
    for (std::size_t bit = 0; bit < kButtonLetters.size(); ++bit) {
        if (buttons & (1u << bit)) s += kButtonLetters[bit];
    }
    return s.empty() ? "-" : s;
}

std::string hex(std::uint64_t v) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016" PRIx64, v);
    return buffer;
}

// %.17g prints the shortest text that reads back as the same double, so a
// click position survives the round trip bit for bit.
std::string exact(double v) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    return buffer;
}

std::string hashesText(const sim::StateHashes& h) {
    std::string s = hex(h.whole);
    for (std::size_t i = 0; i < sim::kStatePartCount; ++i) {
        s += ' ';
        s += sim::partName(static_cast<sim::StatePart>(i));
        s += '=';
        s += hex(h.parts[i]);
    }
    return s;
}

}  // namespace

std::string toText(const Replay& r) {
    std::string out;
    out += std::string(kMagic) + " " + std::to_string(kFormatVersion) + "\n";
    out += "rules " + std::to_string(r.rulesVersion) + "\n";
    out += "seed " + std::to_string(r.settings.seed) + "\n";
    out += "field " + exact(r.settings.fieldWidth) + " " + exact(r.settings.fieldHeight) + "\n";
    out += "lives " + std::to_string(r.settings.startLives) + "\n";
    out += "checkpoint-interval " + std::to_string(r.checkpointInterval) + "\n";
    out += "begin\n";
    // Events interleaved in tick order, so the file reads like the game's story.
    std::size_t b = 0, s = 0, c = 0;
    while (b < r.buttonChanges.size() || s < r.spawns.size() || c < r.checkpoints.size()) {
        const std::uint64_t bt = b < r.buttonChanges.size() ? r.buttonChanges[b].tick : UINT64_MAX;
        const std::uint64_t st = s < r.spawns.size() ? r.spawns[s].tick : UINT64_MAX;
        // A checkpoint at tick T is the state after T ticks: it comes before the input of tick T.
        const std::uint64_t ct = c < r.checkpoints.size() ? r.checkpoints[c].tick : UINT64_MAX;
        if (ct <= bt && ct <= st) {
            out += "c " + std::to_string(ct) + " " + hashesText(r.checkpoints[c++].hashes) + "\n";
        } else if (bt <= st) {
            out += "i " + std::to_string(bt) + " " + buttonsText(r.buttonChanges[b++].buttons) + "\n";
        } else {
            const Spawn& sp = r.spawns[s++];
            out += "s " + std::to_string(st) + " " + exact(sp.at.x) + " " + exact(sp.at.y) + "\n";
        }
    }
    out += "end " + std::to_string(r.totalTicks) + " " + std::to_string(r.finalScore) + " " + hex(r.finalHash) + "\n";
    return out;
}

namespace {

struct Parser {
    ReplayError& error;
    int lineNumber = 0;

    bool fail(std::string reason) {
        error.line = lineNumber;
        error.reason = std::move(reason);
        return false;
    }

    static std::vector<std::string_view> split(std::string_view line) {
        std::vector<std::string_view> words;
        std::size_t i = 0;
        while (i < line.size()) {
            while (i < line.size() && line[i] == ' ') ++i;
            const std::size_t start = i;
            while (i < line.size() && line[i] != ' ') ++i;
            if (i > start) words.push_back(line.substr(start, i - start));
        }
        return words;
    }

    bool count(std::string_view word, std::uint64_t max, std::uint64_t& out, std::string_view what) {
        const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
        if (ec == std::errc::result_out_of_range || (ec == std::errc{} && ptr == word.data() + word.size() && out > max)) {
            return fail(std::string(what) + " '" + std::string(word) + "' is out of range (at most " + std::to_string(max) + ")");
        }
        if (ec != std::errc{} || ptr != word.data() + word.size()) {
            return fail(std::string(what) + " '" + std::string(word) + "' is not a whole number");
        }
        return true;
    }

    bool tick(std::string_view word, std::uint64_t& out) { return count(word, kMaxTicks, out, "tick"); }

    bool real(std::string_view word, double& out, std::string_view what) {
        const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
        if (ec != std::errc{} || ptr != word.data() + word.size()) return fail(std::string(what) + " '" + std::string(word) + "' is not a number");
        if (!std::isfinite(out)) return fail(std::string(what) + " '" + std::string(word) + "' is not finite");
        return true;
    }

    bool hash(std::string_view word, std::uint64_t& out) {
        const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), out, 16);
        if (word.size() != 16 || ec != std::errc{} || ptr != word.data() + word.size()) {
            return fail("hash '" + std::string(word) + "' is not 16 hex digits");
        }
        return true;
    }

    bool buttons(std::string_view word, std::uint8_t& out) {
        out = 0;
        if (word == "-") return true;
        for (const char letter : word) {
            const std::size_t bit = kButtonLetters.find(letter);
            if (bit == std::string_view::npos) return fail("unknown button '" + std::string(1, letter) + "' (buttons are T B L R F X, or - for none)");
            if (out & (1u << bit)) return fail("button '" + std::string(1, letter) + "' given twice");
            out = static_cast<std::uint8_t>(out | (1u << bit));
        }
        return true;
    }
};

// Reads the five parts of a checkpoint: "ship=H asteroids=H ...", in order.
bool checkpointParts(Parser& p, std::span<const std::string_view> words, sim::StateHashes& h) {
    if (words.size() != sim::kStatePartCount) return p.fail("a checkpoint needs the whole hash and " + std::to_string(sim::kStatePartCount) + " part hashes");
    for (std::size_t i = 0; i < sim::kStatePartCount; ++i) {
        const std::string name(sim::partName(static_cast<sim::StatePart>(i)));
        if (!words[i].starts_with(name + "=")) return p.fail("checkpoint part " + std::to_string(i + 1) + " should be '" + name + "=...'");
        if (!p.hash(words[i].substr(name.size() + 1), h.parts[i])) return false;
    }
    return true;
}

}  // namespace

std::optional<Replay> parseReplay(std::string_view text, ReplayError& error) {
    Parser p{error};
    Replay r;
    if (text.empty()) {
        p.lineNumber = 1;
        p.fail("the file is empty (a replay starts with '" + std::string(kMagic) + " " + std::to_string(kFormatVersion) + "')");
        return std::nullopt;
    }
    enum class Section { Magic, Header, Body, Done } section = Section::Magic;
    bool seen[5] = {};  // rules, seed, field, lives, checkpoint-interval
    constexpr std::string_view kHeaderKeys[5] = {"rules", "seed", "field", "lives", "checkpoint-interval"};
    std::uint64_t lastButtons = 0, lastSpawn = 0, lastCheckpoint = 0;
    bool anyButtons = false, anySpawn = false, anyCheckpoint = false;

    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        const bool terminated = end != std::string_view::npos;
        if (!terminated) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++p.lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.size() > kMaxLineLength) return p.fail("line is longer than " + std::to_string(kMaxLineLength) + " characters"), std::nullopt;
        if (std::any_of(line.begin(), line.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e; })) {
            return p.fail("line holds bytes that are not printable ASCII text (a binary or corrupted file?)"), std::nullopt;
        }
        if (line.empty() || line.front() == '#') continue;  // blank lines and comments are for people
        const auto words = Parser::split(line);
        if (words.empty()) continue;
        const std::string_view key = words[0];
        const std::span<const std::string_view> args(words.begin() + 1, words.end());
        auto wantArgs = [&](std::size_t n) {
            if (args.size() == n) return true;
            // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "lit" + std::string here.
            std::string message(1, '\'');
            message.append(key).append("' takes ").append(std::to_string(n)).append(" value(s), found ").append(std::to_string(args.size()));
            return p.fail(std::move(message));
        };

        switch (section) {
            case Section::Magic: {
                if (key != kMagic) return p.fail("not a Polyroids replay: the first line must be '" + std::string(kMagic) + " " + std::to_string(kFormatVersion) + "'"), std::nullopt;
                std::uint64_t version = 0;
                if (!wantArgs(1) || !p.count(args[0], 1'000'000, version, "format version")) return std::nullopt;
                if (version != kFormatVersion) return p.fail("replay format version " + std::to_string(version) + " is not supported (this build reads version " + std::to_string(kFormatVersion) + ")"), std::nullopt;
                section = Section::Header;
                break;
            }
            case Section::Header: {
                if (key == "begin") {
                    if (!wantArgs(0)) return std::nullopt;
                    for (std::size_t k = 0; k < 5; ++k) {
                        if (!seen[k]) return p.fail("header line '" + std::string(kHeaderKeys[k]) + "' is missing before 'begin'"), std::nullopt;
                    }
                    section = Section::Body;
                    break;
                }
                const auto found = std::find(std::begin(kHeaderKeys), std::end(kHeaderKeys), key);
                if (found == std::end(kHeaderKeys)) return p.fail("unknown header line '" + std::string(key) + "'"), std::nullopt;
                const auto k = static_cast<std::size_t>(found - std::begin(kHeaderKeys));
                if (seen[k]) return p.fail("duplicate header line '" + std::string(key) + "'"), std::nullopt;
                seen[k] = true;
                std::uint64_t n = 0;
                if (k == 0) {
                    if (!wantArgs(1) || !p.count(args[0], 1'000'000, n, "rules version")) return std::nullopt;
                    r.rulesVersion = static_cast<int>(n);
                    if (r.rulesVersion != sim::kRulesVersion) return p.fail("recorded with rules version " + std::to_string(n) + "; this build plays rules version " + std::to_string(sim::kRulesVersion)), std::nullopt;
                } else if (k == 1) {
                    if (!wantArgs(1) || !p.count(args[0], UINT64_MAX, r.settings.seed, "seed")) return std::nullopt;
                } else if (k == 2) {
                    if (!wantArgs(2) || !p.real(args[0], r.settings.fieldWidth, "field width") || !p.real(args[1], r.settings.fieldHeight, "field height")) return std::nullopt;
                    if (r.settings.fieldWidth < 100 || r.settings.fieldWidth > 100000 || r.settings.fieldHeight < 100 || r.settings.fieldHeight > 100000)
                        return p.fail("field size must be between 100 and 100000 units each way"), std::nullopt;
                } else if (k == 3) {
                    if (!wantArgs(1) || !p.count(args[0], 99, n, "lives")) return std::nullopt;
                    if (n == 0) return p.fail("lives must be at least 1"), std::nullopt;
                    r.settings.startLives = static_cast<int>(n);
                } else {
                    if (!wantArgs(1) || !p.count(args[0], 1'000'000, r.checkpointInterval, "checkpoint interval")) return std::nullopt;
                    if (r.checkpointInterval == 0) return p.fail("checkpoint interval must be at least 1"), std::nullopt;
                }
                break;
            }
            case Section::Body: {
                std::uint64_t t = 0;
                if (key == "i") {
                    ButtonChange change;
                    if (!wantArgs(2) || !p.tick(args[0], t) || !p.buttons(args[1], change.buttons)) return std::nullopt;
                    if (anyButtons && t <= lastButtons) return p.fail("input at tick " + std::to_string(t) + " is out of order (after tick " + std::to_string(lastButtons) + ")"), std::nullopt;
                    change.tick = lastButtons = t;
                    anyButtons = true;
                    r.buttonChanges.push_back(change);
                } else if (key == "s") {
                    Spawn spawn;
                    if (!wantArgs(3) || !p.tick(args[0], t) || !p.real(args[1], spawn.at.x, "x") || !p.real(args[2], spawn.at.y, "y")) return std::nullopt;
                    if (std::abs(spawn.at.x) > 1e9 || std::abs(spawn.at.y) > 1e9) return p.fail("spawn position is absurdly far from the field"), std::nullopt;
                    if (anySpawn && t <= lastSpawn) return p.fail("spawn at tick " + std::to_string(t) + " is out of order (after tick " + std::to_string(lastSpawn) + ")"), std::nullopt;
                    spawn.tick = lastSpawn = t;
                    anySpawn = true;
                    r.spawns.push_back(spawn);
                } else if (key == "c") {
                    Checkpoint c;
                    if (args.size() < 2) return p.fail("a checkpoint needs a tick and its hashes"), std::nullopt;
                    if (!p.tick(args[0], t) || !p.hash(args[1], c.hashes.whole) || !checkpointParts(p, args.subspan(2), c.hashes)) return std::nullopt;
                    if (anyCheckpoint && t <= lastCheckpoint) return p.fail("checkpoint at tick " + std::to_string(t) + " is out of order (after tick " + std::to_string(lastCheckpoint) + ")"), std::nullopt;
                    c.tick = lastCheckpoint = t;
                    anyCheckpoint = true;
                    r.checkpoints.push_back(c);
                } else if (key == "end") {
                    std::uint64_t score = 0;
                    if (!wantArgs(3) || !p.tick(args[0], r.totalTicks) || !p.count(args[1], 2'000'000'000, score, "score") || !p.hash(args[2], r.finalHash)) return std::nullopt;
                    r.finalScore = static_cast<int>(score);
                    const std::uint64_t latest = std::max({anyButtons ? lastButtons + 1 : 0, anySpawn ? lastSpawn + 1 : 0, anyCheckpoint ? lastCheckpoint : 0});
                    if (latest > r.totalTicks) return p.fail("the game ends at tick " + std::to_string(r.totalTicks) + " but has events up to tick " + std::to_string(latest)), std::nullopt;
                    section = Section::Done;
                } else {
                    return p.fail("unknown line '" + std::string(key) + "' (expected i, s, c or end)"), std::nullopt;
                }
                break;
            }
            case Section::Done:
                return p.fail("nothing may follow the 'end' line"), std::nullopt;
        }
        if (!terminated) break;
    }
    if (section != Section::Done) {
        ++p.lineNumber;
        const char* missing = section == Section::Magic ? "the first line" : section == Section::Header ? "'begin'" : "the 'end' line";
        p.fail(std::string("the file ends too soon: ") + missing + " is missing (truncated?)");
        return std::nullopt;
    }
    return r;
}

std::optional<Replay> loadReplay(const std::string& path, std::string& error) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        error = path + ":0: cannot open: no such file";
        return std::nullopt;
    }
    if (std::filesystem::is_directory(status)) {
        error = path + ":0: is a directory, not a replay file";
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path + ":0: cannot open for reading";
        return std::nullopt;
    }
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > kMaxFileBytes) {
        error = path + ":0: file is " + std::to_string(size) + " bytes, larger than any replay (limit " + std::to_string(kMaxFileBytes) + ")";
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) {
        error = path + ":0: read error";
        return std::nullopt;
    }
    ReplayError parseError;
    auto replay = parseReplay(buffer.str(), parseError);
    if (!replay) error = path + ":" + std::to_string(parseError.line) + ": " + parseError.reason;
    return replay;
}

std::string writeFileAtomically(const std::string& path, const std::string& text) {
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) return path + ": cannot write (cannot create " + temporary + ")";
        out << text;
        out.flush();
        if (!out) {
            std::remove(temporary.c_str());
            return path + ": cannot write (disk full?)";
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        return path + ": cannot move the finished file into place";
    }
    return {};
}

std::string checkCanWrite(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return path + ": is a directory";
    const std::string temporary = path + ".tmp";
    const bool existed = std::filesystem::exists(temporary, ec);
    {
        std::ofstream probe(temporary, std::ios::binary | std::ios::app);
        if (!probe) return path + ": cannot write here (cannot create " + temporary + ")";
    }
    if (!existed) std::remove(temporary.c_str());
    return {};
}

sim::TickInput inputAt(const Replay& replay, std::uint64_t tick) {
    sim::TickInput input;
    const auto change = std::upper_bound(replay.buttonChanges.begin(), replay.buttonChanges.end(), tick,
                                         [](std::uint64_t t, const ButtonChange& c) { return t < c.tick; });
    if (change != replay.buttonChanges.begin()) input.buttons = std::prev(change)->buttons;
    const auto spawn = std::lower_bound(replay.spawns.begin(), replay.spawns.end(), tick,
                                        [](const Spawn& s, std::uint64_t t) { return s.tick < t; });
    if (spawn != replay.spawns.end() && spawn->tick == tick) {
        input.spawnAsteroid = true;
        input.spawnAt = spawn->at;
    }
    return input;
}

sim::TickInput InputCursor::next(std::uint64_t tick) {
    while (change_ < replay_->buttonChanges.size() && replay_->buttonChanges[change_].tick <= tick) {
        buttons_ = replay_->buttonChanges[change_++].buttons;
    }
    sim::TickInput input;
    input.buttons = buttons_;
    while (spawn_ < replay_->spawns.size() && replay_->spawns[spawn_].tick < tick) ++spawn_;
    if (spawn_ < replay_->spawns.size() && replay_->spawns[spawn_].tick == tick) {
        input.spawnAsteroid = true;
        input.spawnAt = replay_->spawns[spawn_].at;
    }
    return input;
}

}  // namespace replay
