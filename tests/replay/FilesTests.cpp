#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include <csignal>
#include <vector>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

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
    const std::string a = scratchPath("loop-a.replay");
    const std::string b = scratchPath("loop-b.replay");
    std::remove(a.c_str());
    std::remove(b.c_str());
    std::filesystem::create_symlink(b, a);
    std::filesystem::create_symlink(a, b);
    const base::Result<replay::Replay> looped = replay::loadReplay(a);
    REQUIRE_FALSE(looped.ok());
    CHECK(looped.error().message() == a + ": cannot open: Too many levels of symbolic links");
    const base::Result<replay::Replay> missing = replay::loadReplay(scratchPath("no-such.replay"));
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().reason == "cannot open: no such file");
    std::remove(a.c_str());
    std::remove(b.c_str());
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

namespace {

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Refused by both checkCanWrite and writeFileAtomically, and left as it was.
void checkRefusedAsNotRegular(const std::string& path, const std::string& what) {
    const base::Status checked = replay::checkCanWrite(path);
    REQUIRE_FALSE(checked.ok());
    CHECK(checked.error().message() == path + ": not a regular file (" + what + ")");
    const base::Status written = replay::writeFileAtomically(path, "text");
    REQUIRE_FALSE(written.ok());
    CHECK(written.error().message() == path + ": not a regular file (" + what + ")");
    CHECK_FALSE(std::filesystem::is_regular_file(path));
}

}  // namespace

TEST_CASE("only a new name or a regular file is replaced: a FIFO, a device or a folder is refused and kept") {
    const std::string fifo = scratchPath("fifo.replay");
    std::remove(fifo.c_str());
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    checkRefusedAsNotRegular(fifo, "a FIFO");
    CHECK(std::filesystem::is_fifo(fifo));
    std::remove(fifo.c_str());

    const std::string folder = scratchPath("folder.replay");
    std::filesystem::create_directory(folder);
    checkRefusedAsNotRegular(folder, "a directory");
    std::filesystem::remove(folder);

    if (::geteuid() == 0) {  // only root may make a device: a copy of /dev/null
        const std::string device = scratchPath("device.replay");
        std::remove(device.c_str());
        REQUIRE(::mknod(device.c_str(), S_IFCHR | 0600, makedev(1, 3)) == 0);
        checkRefusedAsNotRegular(device, "a character device");
        CHECK(std::filesystem::is_character_file(device));
        std::remove(device.c_str());
    } else {
        MESSAGE("not root: the character device case is skipped");
    }
}

TEST_CASE("writers to one path never share a temporary: each write is whole, and another's PATH.tmp is left alone") {
    const std::string path = scratchPath("shared.replay");
    std::ofstream(path + ".tmp") << "someone else's";
    REQUIRE(replay::writeFileAtomically(path, "mine").ok());
    CHECK(contents(path) == "mine");
    CHECK(contents(path + ".tmp") == "someone else's");
    std::remove((path + ".tmp").c_str());

    const std::string a(100000, 'a');
    const std::string b(100000, 'b');
    int failures = 0;
    auto writer = [&](const std::string& text) {
        for (int i = 0; i < 200; ++i) failures += replay::writeFileAtomically(path, text).ok() ? 0 : 1;
    };
    std::thread first(writer, std::cref(a));
    std::thread second(writer, std::cref(b));
    first.join();
    second.join();
    CHECK(failures == 0);
    const std::string last = contents(path);
    CHECK((last == a || last == b));
    std::remove(path.c_str());
    for (const auto& entry : std::filesystem::directory_iterator(".")) {
        CHECK_FALSE(entry.path().filename().string().starts_with("files-test-shared.replay."));
    }
}

TEST_CASE("a temporary that cannot be created is named with the reason") {
    const base::Status refused = replay::checkCanWrite("/no-such-dir/game.replay");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message().find("No such file or directory") != std::string::npos);
    const base::Status written = replay::writeFileAtomically("/no-such-dir/game.replay", "text");
    REQUIRE_FALSE(written.ok());
    CHECK(written.error().message().starts_with("/no-such-dir/game.replay: cannot create /no-such-dir/game.replay.tmp-"));
    CHECK(written.error().message().ends_with(": No such file or directory"));
}

namespace {

// The temporaries of `path` now in the working directory.
std::vector<std::string> temporariesOf(const std::string& path) {
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::directory_iterator(".")) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with(path + ".tmp")) found.push_back(name);
    }
    return found;
}

// A child process that starts writing `path` and is killed with SIGKILL while its temporary is half written.
void killWriterMidWrite(const std::string& path) {
    int ready[2];
    REQUIRE(::pipe(ready) == 0);
    const ::pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        (void)replay::replaceAtomically(path, [&](const std::string& temporary) {
            std::ofstream(temporary) << "half a repl";
            (void)!::write(ready[1], "x", 1);
            for (;;) ::pause();
            return base::success();
        });
        ::_exit(0);
    }
    char byte = 0;
    REQUIRE(::read(ready[0], &byte, 1) == 1);
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    ::close(ready[0]);
    ::close(ready[1]);
    REQUIRE(WIFSIGNALED(status));
}

}  // namespace

TEST_CASE("a write that runs out of room names the system's reason, and the old file stays whole") {
    const std::string path = scratchPath("full.txt");
    std::ofstream(path) << "the old contents";
    int pipeEnds[2];
    REQUIRE(::pipe(pipeEnds) == 0);
    const ::pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // A file size limit stands in for a full disk: the write fails with EFBIG instead of ENOSPC.
        ::signal(SIGXFSZ, SIG_IGN);
        const ::rlimit small{4096, 4096};
        ::setrlimit(RLIMIT_FSIZE, &small);
        const base::Status written = replay::writeFileAtomically(path, std::string(100000, 'x'));
        const std::string said = written ? std::string("written") : written.error().message();
        (void)!::write(pipeEnds[1], said.data(), said.size());
        ::_exit(0);
    }
    ::close(pipeEnds[1]);
    std::string said;
    char piece[256];
    for (::ssize_t n; (n = ::read(pipeEnds[0], piece, sizeof piece)) > 0;) said.append(piece, static_cast<std::size_t>(n));
    ::close(pipeEnds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    CHECK(said == path + ": cannot write: File too large");
    CHECK(contents(path) == "the old contents");
    CHECK(temporariesOf(path).empty());
    std::remove(path.c_str());
}

TEST_CASE("a temporary left by a writer killed with SIGKILL is removed by the next write to that path, a live writer's is kept") {
    const std::string path = scratchPath("killed.replay");
    for (const std::string& old : temporariesOf(path)) std::remove(old.c_str());
    killWriterMidWrite(path);
    const std::vector<std::string> left = temporariesOf(path);
    REQUIRE(left.size() == 1);  // what a killed run left before this fix, for good
    CHECK(contents(left[0]) == "half a repl");

    // A writer that is still alive (this process's parent stands for one) keeps its temporary.
    const std::string live = path + ".tmp-" + std::to_string(::getppid()) + "-abcdef";
    std::ofstream(live) << "still being written";
    REQUIRE(replay::writeFileAtomically(path, "whole").ok());
    CHECK(contents(path) == "whole");
    CHECK(temporariesOf(path) == std::vector<std::string>{live});
    std::remove(live.c_str());
    std::remove(path.c_str());
}
