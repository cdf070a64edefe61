// Fuzz target: the replay reader. Any bytes are parsed as a replay file; on a
// good parse, the game is played for a few hundred ticks, checking its
// checkpoints as verification does, and the text it writes back must parse
// to the same replay. The same bytes as a file, read a line at a time as
// headless verification reads them (replay::FileReader), must give the same
// replay or the same error, but for a file cut short after a checkpoint.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "FuzzCheck.h"
#include "replay/FileReader.h"
#include "replay/Player.h"
#include "replay/Text.h"

namespace {

constexpr std::uint64_t kTicksToPlay = 300;

// Every line FileReader gives, gathered into one replay (or its first error).
base::Result<replay::Replay> readLineByLine(const std::string& path) {
    base::Result<std::unique_ptr<replay::FileReader>> reader = replay::FileReader::open(path);
    if (!reader) return reader.error();
    replay::Replay replay = (*reader)->header();
    for (;;) {
        base::Result<replay::BodyLine> line = (*reader)->next();
        if (!line) return line.error();
        replay::addLine(replay, *line);
        if (std::holds_alternative<replay::EndLine>(*line)) return replay;
    }
}

void checkReadLineByLine(std::string_view text, const base::Result<replay::Replay>& whole) {
    static const std::string path =
        (std::filesystem::temp_directory_path() / ("polyroids-fuzz-replay-" + std::to_string(::getpid()))).string();
    std::ofstream(path, std::ios::binary) << text;
    const base::Result<replay::Replay> streamed = readLineByLine(path);
    std::remove(path.c_str());
    // A file with no end line after a checkpoint is a recording whose writer was stopped: the file reader ends it
    // at that checkpoint (docs/replay-format.md, "Cut short"); the whole-text parser, strict, refuses it.
    if (streamed && streamed->cutShort) {
        // (The whole text is refused for its missing end, or for a last line cut off as it was written.)
        fuzz::require(!whole, "a file is cut short only where the whole text, which must end with its end line, is refused");
        fuzz::require(!streamed->checkpoints.empty() && streamed->checkpoints.back().tick == streamed->totalTicks,
                      "a file cut short ends at its last checkpoint");
        return;
    }
    fuzz::require(streamed.ok() == whole.ok(), "a file read a line at a time is accepted exactly when the whole text is");
    if (whole) {
        fuzz::require(*streamed == *whole, "a file read a line at a time gives the replay the whole text gives");
    } else {
        fuzz::require(streamed.error().message() == base::Error(whole.error()).inFile(path).message(),
                      "a file read a line at a time is refused with the same line and reason");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const base::Result<replay::Replay> parsed = replay::parseReplay(text);
    checkReadLineByLine(text, parsed);
    if (!parsed) {
        fuzz::require(parsed.error().line >= 1, "a refused replay names a line");
        return 0;
    }
    const base::Result<replay::Replay> again = replay::parseReplay(replay::toText(*parsed));
    fuzz::require(again.ok() && *again == *parsed, "a parsed replay written back parses to the same replay");
    replay::Player player(*parsed);
    sim::World world = player.start();
    const std::uint64_t stop = std::min(parsed->totalTicks, kTicksToPlay);
    while (world.tick < stop) player.step(world);
    const replay::Progress progress = player.progress(world);
    fuzz::require(progress.ticks == stop, "the player steps the ticks asked of it");
    return 0;
}
