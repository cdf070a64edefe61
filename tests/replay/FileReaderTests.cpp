#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "support/AutopilotRecording.h"

#include "base/FileRead.h"
#include "replay/FileReader.h"
#include "replay/Files.h"
#include "replay/Player.h"
#include "replay/Text.h"
#include "replay/Verify.h"
#include "sim/StateHash.h"

namespace {

// In the working directory (CTest's is the build tree), so that two builds testing at once do not share files.
std::string readerScratch(const std::string& name) { return "file-reader-test-" + name; }

std::string writeScratch(const std::string& name, const std::string& text) {
    const std::string path = readerScratch(name);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// Every replay file the repository holds, good and bad.
std::vector<std::string> replayFiles() {
    std::vector<std::string> files;
    for (const char* folder : {"", "/bad"}) {
        for (const auto& entry : std::filesystem::directory_iterator(std::string(POLYROIDS_GOLDEN_DIR) + folder)) {
            if (entry.path().extension() == ".replay") files.push_back(entry.path().string());
        }
    }
    return files;
}

// What verifying the file says: the error, or the progress line.
std::string verdictWhole(const std::string& path) {
    const base::Result<replay::Replay> loaded = replay::loadReplay(path);
    return loaded ? replay::describe(replay::verify(*loaded)) : loaded.error().message();
}

std::string verdictStreamed(const std::string& path) {
    const base::Result<replay::Progress> verified = replay::verifyFile(path);
    return verified ? replay::describe(*verified) : verified.error().message();
}

}  // namespace

TEST_CASE("verifying a file a line at a time says exactly what reading it whole says, for every replay in the repository") {
    const std::vector<std::string> files = replayFiles();
    REQUIRE(files.size() >= 10);
    for (const std::string& path : files) {
        CAPTURE(path);
        CHECK(verdictStreamed(path) == verdictWhole(path));
    }
}

TEST_CASE("a file read a line at a time refuses what the whole-file reader refuses, with the same file, line and reason") {
    const std::string good = replay::toText(testing::recordAutopilot(41, 400));
    const auto changed = [&](std::string_view from, std::string_view to) {
        std::string s = good;
        s.replace(s.find(from), from.size(), to);
        return s;
    };
    const std::vector<std::string> texts = {
        "", "\n", good.substr(0, good.size() / 2), good + "i 999 T\n", good + "# a note after the end\n", changed("c 60 ", "c 61 "),
        changed("begin\n", "begin\ns 1 1e999 2\n"), std::string(70000, 'x'), std::string(100, '\0'), changed("\nc 120", "\n\r\nc 120"),
    };
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const std::string path = writeScratch("case-" + std::to_string(i) + ".replay", texts[i]);
        CAPTURE(i);
        CHECK(verdictStreamed(path) == verdictWhole(path));
        std::remove(path.c_str());
    }
}

TEST_CASE("a file read a line at a time is refused past the size limit, as the whole-file reader refuses it") {
    const std::string text = replay::toText(testing::recordAutopilot(42, 600));
    const std::string path = writeScratch("limit.replay", text);
    const auto fits = replay::FileReader::open(path, text.size());
    REQUIRE(fits.ok());
    for (base::Result<replay::BodyLine> line = (*fits)->next(); line; line = (*fits)->next()) {
        if (std::holds_alternative<replay::EndLine>(*line)) break;
    }
    const auto tooLarge = replay::FileReader::open(path, 200);  // the header alone is more than 200 bytes
    REQUIRE_FALSE(tooLarge.ok());
    CHECK(tooLarge.error().message() == path + ": " + base::tooLarge(200, "replay file"));
    std::remove(path.c_str());
}

TEST_CASE("a player fed a line at a time holds a bounded number of lines however long the game, and verifies it") {
    // A checkpoint every tick: 30,000 checkpoint lines, far more than a fed player may keep.
    sim::World w = sim::newGame({.seed = 43});
    sim::StepContext context;
    replay::Recorder recorder(w.settings, 1);
    while (w.tick < 30000) {
        const sim::TickInput input = sim::autopilotInput(w);
        recorder.record(w, input);
        sim::step(w, input, context);
        recorder.afterStep(w);
    }
    const std::string path = readerScratch("long.replay");
    REQUIRE(replay::saveReplay(path, recorder.finish(w)).ok());
    auto reader = replay::FileReader::open(path);
    REQUIRE(reader.ok());
    replay::FileReader& lines = **reader;
    replay::Player player(lines.header(), [&lines] { return lines.next(); });
    sim::World world = player.start();
    std::size_t mostHeld = 0;
    while (!player.finished(world) && !player.mismatch() && !player.readError()) {
        player.step(world);
        const replay::Replay& held = player.replay();
        mostHeld = std::max(mostHeld, held.buttonChanges.size() + held.spawns.size() + held.checkpoints.size());
    }
    const replay::Progress progress = player.progress(world);
    CHECK(progress.ok());
    CHECK(progress.checkpointsPassed == 30000);
    CHECK(progress.checkpointsTotal == 30000);
    CHECK(mostHeld <= 3 * 1024 + 3);
    std::remove(path.c_str());
}

TEST_CASE("body lines must come in tick order whatever their kind, so a file can be played as it is read") {
    const std::string text =
        "polyroids-replay 1\nrules " + std::to_string(sim::kRulesVersion) +
        "\nseed 7\nfield 1280 720\nlives 3\ncheckpoint-interval 60\nbegin\ns 9 1 2\ni 5 T\nend 20 0 0123456789abcdef\n";
    const base::Result<replay::Replay> parsed = replay::parseReplay(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().message() == "line 9: input at tick 5 comes after a line at tick 9 (body lines are in tick order)");
}
