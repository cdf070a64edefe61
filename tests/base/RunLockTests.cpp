#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

#include "base/RunLock.h"

namespace {

// In the working directory (CTest's is the build tree), so that two builds testing at once do not share files.
std::string lockScratch(const std::string& name) { return "run-lock-test-" + name; }

}  // namespace

TEST_CASE("a held path is refused at once to a second holder, naming the file and the process holding it") {
    const std::string path = lockScratch("same.replay");
    std::optional<base::Result<base::RunLock>> first(base::RunLock::hold(path));
    REQUIRE(first->ok());
    const base::Result<base::RunLock> second = base::RunLock::hold(path);
    REQUIRE_FALSE(second.ok());
    CHECK(second.error().file == path);
    CHECK(second.error().message().find("process " + std::to_string(::getpid())) != std::string::npos);
    CHECK(second.error().message().find(path + ".lock") != std::string::npos);
    first.reset();
    CHECK_FALSE(std::filesystem::exists(path + ".lock"));  // the hold ended: nothing left beside the file
    CHECK(base::RunLock::hold(path).ok());
}

TEST_CASE("a holder killed outright leaves a lock file that does not block the next holder") {
    const std::string path = lockScratch("killed.replay");
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        base::Result<base::RunLock> held = base::RunLock::hold(path);
        ::_exit(held.ok() ? 0 : 1);  // no destructor runs: the lock file stays, as after SIGKILL
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    CHECK(std::filesystem::exists(path + ".lock"));
    CHECK(base::RunLock::hold(path).ok());
}

TEST_CASE("a path whose lock cannot be made is refused with the lock's name") {
    const base::Result<base::RunLock> held = base::RunLock::hold("/no-such-dir/game.replay");
    REQUIRE_FALSE(held.ok());
    CHECK(held.error().message().starts_with("/no-such-dir/game.replay.lock: cannot lock:"));
}
