#include <doctest/doctest.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>
#include <vector>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/FileWrite.h"
#include "support/FileContents.h"

namespace {

// In the working directory (CTest's is the build tree), so that two builds
// testing at once do not share files.
std::string writeScratch(const std::string& name) { return "file-write-test-" + name; }

}  // namespace

TEST_CASE("a path that cannot be written is refused before anything is written") {
    CHECK(base::checkCanWrite(writeScratch("writable.replay")).ok());
    CHECK_FALSE(std::filesystem::exists(writeScratch("writable.replay.tmp")));
    const base::Status refused = base::checkCanWrite("/no-such-dir/game.replay");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message().starts_with("/no-such-dir/game.replay: cannot write here"));
    const base::Status saved = base::writeFileAtomically("/no-such-dir/game.replay", "text");
    REQUIRE_FALSE(saved.ok());
    CHECK(saved.error().file == "/no-such-dir/game.replay");
}

namespace {

// Refused by both checkCanWrite and writeFileAtomically, and left as it was.
void checkRefusedAsNotRegular(const std::string& path, const std::string& what) {
    const base::Status checked = base::checkCanWrite(path);
    REQUIRE_FALSE(checked.ok());
    CHECK(checked.error().message() == path + ": not a regular file (" + what + ")");
    const base::Status written = base::writeFileAtomically(path, "text");
    REQUIRE_FALSE(written.ok());
    CHECK(written.error().message() == path + ": not a regular file (" + what + ")");
    CHECK_FALSE(std::filesystem::is_regular_file(path));
}

}  // namespace

TEST_CASE("only a new name or a regular file is replaced: a FIFO, a device or a folder is refused and kept") {
    const std::string fifo = writeScratch("fifo.replay");
    std::remove(fifo.c_str());
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    checkRefusedAsNotRegular(fifo, "a FIFO");
    CHECK(std::filesystem::is_fifo(fifo));
    std::remove(fifo.c_str());

    const std::string folder = writeScratch("folder.replay");
    std::filesystem::create_directory(folder);
    checkRefusedAsNotRegular(folder, "a directory");
    std::filesystem::remove(folder);

    if (::geteuid() == 0) {  // only root may make a device: a copy of /dev/null
        const std::string device = writeScratch("device.replay");
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
    const std::string path = writeScratch("shared.replay");
    std::ofstream(path + ".tmp") << "someone else's";
    REQUIRE(base::writeFileAtomically(path, "mine").ok());
    CHECK(testing::fileContents(path) == "mine");
    CHECK(testing::fileContents(path + ".tmp") == "someone else's");
    std::remove((path + ".tmp").c_str());

    const std::string a(100000, 'a');
    const std::string b(100000, 'b');
    int failures = 0;
    auto writer = [&](const std::string& text) {
        for (int i = 0; i < 200; ++i) failures += base::writeFileAtomically(path, text).ok() ? 0 : 1;
    };
    std::thread first(writer, std::cref(a));
    std::thread second(writer, std::cref(b));
    first.join();
    second.join();
    CHECK(failures == 0);
    const std::string last = testing::fileContents(path);
    CHECK((last == a || last == b));
    std::remove(path.c_str());
    for (const auto& entry : std::filesystem::directory_iterator(".")) {
        CHECK_FALSE(entry.path().filename().string().starts_with("file-write-test-shared.replay."));
    }
}

TEST_CASE("a temporary that cannot be created is named with the reason") {
    const base::Status refused = base::checkCanWrite("/no-such-dir/game.replay");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message().find("No such file or directory") != std::string::npos);
    const base::Status written = base::writeFileAtomically("/no-such-dir/game.replay", "text");
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
        (void)base::replaceAtomically(path, [&](const std::string& temporary) {
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
    const std::string path = writeScratch("full.txt");
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
        const base::Status written = base::writeFileAtomically(path, std::string(100000, 'x'));
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
    CHECK(testing::fileContents(path) == "the old contents");
    CHECK(temporariesOf(path).empty());
    std::remove(path.c_str());
}

TEST_CASE("a temporary left by a writer killed with SIGKILL is removed by the next write to that path, a live writer's is kept") {
    const std::string path = writeScratch("killed.replay");
    for (const std::string& old : temporariesOf(path)) std::remove(old.c_str());
    killWriterMidWrite(path);
    const std::vector<std::string> left = temporariesOf(path);
    REQUIRE(left.size() == 1);  // what a killed run left before this fix, for good
    CHECK(testing::fileContents(left[0]) == "half a repl");

    // A writer that is still alive (this process's parent stands for one) keeps its temporary.
    const std::string live = path + ".tmp-" + std::to_string(::getppid()) + "-abcdef";
    std::ofstream(live) << "still being written";
    REQUIRE(base::writeFileAtomically(path, "whole").ok());
    CHECK(testing::fileContents(path) == "whole");
    CHECK(temporariesOf(path) == std::vector<std::string>{live});
    std::remove(live.c_str());
    std::remove(path.c_str());
}
