#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "support/AutopilotRecording.h"

#include "replay/Files.h"

namespace {

// In the working directory (CTest's is the build tree), so that two builds
// testing at once do not share files.
std::string scratchPath(const std::string& name) { return "files-test-" + name; }

}  // namespace

TEST_CASE("a saved replay loads back the same") {
    const replay::Replay recorded = testing::recordAutopilot(31, 300);
    const std::string path = scratchPath("roundtrip.replay");
    REQUIRE(replay::saveReplay(path, recorded).ok());
    CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
    const base::Result<replay::Replay> loaded = replay::loadReplay(path);
    REQUIRE(loaded.ok());
    CHECK(*loaded == recorded);
    std::remove(path.c_str());
}

TEST_CASE("a replay file that cannot be used is named, with the line when one line is at fault") {
    const std::string missing = scratchPath("no-such.replay");
    const base::Result<replay::Replay> gone = replay::loadReplay(missing);
    REQUIRE_FALSE(gone.ok());
    CHECK(gone.error().message() == missing + ": cannot open: no such file");

    const std::string bad = scratchPath("bad.replay");
    std::ofstream(bad) << "polyroids-replay 1\nrules 1\nseed seven\n";
    const base::Result<replay::Replay> parsed = replay::loadReplay(bad);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().message() == bad + ":3: seed 'seven' is not a whole number");
    std::remove(bad.c_str());

    const base::Result<replay::Replay> folder = replay::loadReplay(std::filesystem::temp_directory_path().string());
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error().line == 0);
    CHECK(folder.error().reason == "is a directory, not a replay file");
}

TEST_CASE("a path that cannot be written is refused before anything is written") {
    CHECK(replay::checkCanWrite(scratchPath("writable.replay")).ok());
    CHECK_FALSE(std::filesystem::exists(scratchPath("writable.replay.tmp")));
    const base::Status refused = replay::checkCanWrite("/no-such-dir/game.replay");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message().starts_with("/no-such-dir/game.replay: cannot write here"));
    const base::Status saved = replay::writeFileAtomically("/no-such-dir/game.replay", "text");
    REQUIRE_FALSE(saved.ok());
    CHECK(saved.error().file == "/no-such-dir/game.replay");
}
