#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "support/AutopilotRecording.h"

#include "replay/Files.h"

namespace {

// In the working directory (CTest's is the build tree), so that two builds
// testing at once do not share files.
std::string filesScratch(const std::string& name) { return "files-test-" + name; }

}  // namespace

TEST_CASE("a saved replay loads back the same") {
    const replay::Replay recorded = testing::recordAutopilot(31, 300);
    const std::string path = filesScratch("roundtrip.replay");
    REQUIRE(replay::saveReplay(path, recorded).ok());
    CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
    const base::Result<replay::Replay> loaded = replay::loadReplay(path);
    REQUIRE(loaded.ok());
    CHECK(*loaded == recorded);
    std::remove(path.c_str());
}

TEST_CASE("a replay file that cannot be used is named, with the line when one line is at fault") {
    const std::string missing = filesScratch("no-such.replay");
    const base::Result<replay::Replay> gone = replay::loadReplay(missing);
    REQUIRE_FALSE(gone.ok());
    CHECK(gone.error().message() == missing + ": cannot open: no such file");

    const std::string bad = filesScratch("bad.replay");
    std::ofstream(bad) << "polyroids-replay 1\nrules 3\nseed seven\n";
    const base::Result<replay::Replay> parsed = replay::loadReplay(bad);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().message() == bad + ":3: seed 'seven' is not a whole number");
    std::remove(bad.c_str());

    const base::Result<replay::Replay> folder = replay::loadReplay(std::filesystem::temp_directory_path().string());
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error().line == 0);
    CHECK(folder.error().reason == "is a directory, not a replay file");
}

TEST_CASE("a replay path that is a loop of symbolic links is refused with that reason, not as a missing file") {
    const std::string a = filesScratch("loop-a.replay");
    const std::string b = filesScratch("loop-b.replay");
    std::remove(a.c_str());
    std::remove(b.c_str());
    std::filesystem::create_symlink(b, a);
    std::filesystem::create_symlink(a, b);
    const base::Result<replay::Replay> looped = replay::loadReplay(a);
    REQUIRE_FALSE(looped.ok());
    CHECK(looped.error().message() == a + ": cannot open: Too many levels of symbolic links");
    const base::Result<replay::Replay> missing = replay::loadReplay(filesScratch("no-such.replay"));
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().reason == "cannot open: no such file");
    std::remove(a.c_str());
    std::remove(b.c_str());
}
