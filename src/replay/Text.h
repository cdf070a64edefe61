#pragma once
// A replay as text, both ways: the format documented in docs/replay-format.md.
// Whole (toText, parseReplay) or a line at a time (the line writers, and
// TextReader, which reading a file of any length in bounded memory builds on).

#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <variant>

#include "base/Result.h"
#include "replay/Replay.h"

namespace replay {

class TextFields;

/// The letters of the buttons in an `i` line, in the bit order of sim::Button.
inline constexpr std::string_view kButtonLetters = "TBLRFXH";
/// No line of a replay is longer than this (without its '\n').
inline constexpr std::size_t kMaxLineLength = 4096;

/// The replay as text, in the documented format.
std::string toText(const Replay& replay);
/// Writes the replay as text to `out` a line at a time (what toText gives, without holding it all).
void writeText(std::ostream& out, const Replay& replay);

/// The header lines, from the first line through `begin`, each ending in '\n'.
std::string headerText(const Replay& replay);
/// One body line, ending in '\n'.
std::string lineText(const ButtonChange& change);
std::string lineText(const Spawn& spawn);
std::string lineText(const Checkpoint& checkpoint);
/// The `end` line of `replay` (totalTicks, finalScore, finalHash), ending in '\n'.
std::string endText(const Replay& replay);
/// The longest `end` line and checkpoint line there can be, with their '\n' (what a recorder keeps room for).
std::size_t longestEndLine();
std::size_t longestCheckpointLine();

/// The `end` line's values.
struct EndLine {
    std::uint64_t totalTicks = 0;
    int finalScore = 0;
    std::uint64_t finalHash = 0;
    bool cutShort = false;  ///< no `end` line: the file stops after its last checkpoint (FileReader makes this one)
    friend bool operator==(const EndLine&, const EndLine&) = default;
};

/// What one line of replay text gave: nothing (a header line, a comment, a blank), or one body line.
using BodyLine = std::variant<std::monostate, ButtonChange, Spawn, Checkpoint, EndLine>;
/// The tick a body line is about (0 for nothing).
std::uint64_t tickOf(const BodyLine& line);
/// Adds a body line's event to `replay` (the end line sets totalTicks, finalScore and finalHash).
void addLine(Replay& replay, const BodyLine& line);

/// The replay format read a line at a time, with every check parseReplay makes; it never sizes
/// anything from a number in the text and holds nothing but the header, so any length reads in the same memory.
class TextReader {
public:
    /// A reader in the body of a replay with this header, as if it had read the file through its checkpoint at
    /// `checkpointTick` (0: through `begin`): for reading on from the middle of a file (replay::Recorder's cuts).
    static TextReader resumedAfter(const Replay& header, std::uint64_t checkpointTick);
    /// Reads the next line (without its '\n'); the body line it holds, or why the line is refused (no line number).
    base::Result<BodyLine> line(std::string_view text);
    /// True once `begin` has been read, so header() is whole.
    bool inBody() const { return section_ == Section::Body || section_ == Section::Done; }
    /// True once `end` has been read.
    bool done() const { return section_ == Section::Done; }
    /// The header read so far: settings, rules version and checkpoint interval (no events, no end).
    const Replay& header() const { return header_; }
    /// Success once `end` has been read; else why the text stops too soon, at line `lastLine + 1`.
    base::Status finish(int lastLine) const;

private:
    enum class Section { Magic, Header, Body, Done };
    struct LastTick {
        bool any = false;
        std::uint64_t tick = 0;
        base::Status advance(std::uint64_t t, std::string_view what);
    };

    base::Status magic(TextFields& f);
    base::Status header(TextFields& f);
    base::Status begin(TextFields& f);
    base::Status headerValue(std::size_t key, TextFields& f);
    base::Status field(TextFields& f);
    base::Status bullets(TextFields& f);
    base::Result<BodyLine> body(TextFields& f);
    base::Result<BodyLine> input(TextFields& f);
    base::Result<BodyLine> spawn(TextFields& f);
    base::Result<BodyLine> checkpoint(TextFields& f);
    base::Result<BodyLine> end(TextFields& f);
    base::Status inTickOrder(std::uint64_t tick, std::string_view what);
    /// Refuses a TICK past the last checkpoint's interval: "SUBJECT at tick TICK" JOINT " more than ...".
    base::Status checkpointsCover(std::uint64_t tick, std::string_view subject, std::string_view joint) const;

    Replay header_;
    Section section_ = Section::Magic;
    std::array<bool, 7> seen_{};  // the header keys read
    LastTick buttons_, spawns_, checkpoints_, any_;
};

/// The replay the text holds, or the first problem with its line number (no file name).
/// Never trusts a number in the text to size anything.
base::Result<Replay> parseReplay(std::string_view text);

}  // namespace replay
