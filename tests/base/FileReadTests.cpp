#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "base/FileRead.h"

TEST_CASE("a whole file is read up to its limit, and one byte over it is refused naming the limit and what it should be") {
    const std::string path = "file-read-test-limit.txt";
    std::ofstream(path) << std::string(100, 'x');
    const base::Result<std::string> whole = base::readBoundedFile(path, 100, "note");
    REQUIRE(whole.ok());
    CHECK(whole->size() == 100);
    const base::Result<std::string> over = base::readBoundedFile(path, 99, "note");
    REQUIRE_FALSE(over.ok());
    CHECK(over.error().message() == path + ": file is over 99 bytes, larger than any note");
    std::remove(path.c_str());
}

TEST_CASE("a missing file or a folder is refused by name before anything is read") {
    const base::Result<std::string> missing = base::readBoundedFile("file-read-test-no-such.txt", 10, "note");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message() == "file-read-test-no-such.txt: cannot open: no such file");
    const base::Result<std::string> folder = base::readBoundedFile(std::filesystem::temp_directory_path().string(), 10, "note");
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error().reason == "is a directory, not a note");
}

TEST_CASE("/dev/zero is refused after reading one byte past the limit, not read for ever") {
    const base::Result<std::string> zeros = base::readBoundedFile("/dev/zero", 4096, "note");
    REQUIRE_FALSE(zeros.ok());
    CHECK(zeros.error().reason == "file is over 4096 bytes, larger than any note");
}

TEST_CASE("a file that exists but cannot be opened says the system's reason") {
    const std::string path = "file-read-test.socket";
    std::remove(path.c_str());
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    REQUIRE(listener >= 0);
    ::sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::snprintf(address.sun_path, sizeof address.sun_path, "%s", path.c_str());
    REQUIRE(::bind(listener, reinterpret_cast<const ::sockaddr*>(&address), sizeof address) == 0);
    const base::Result<std::string> refused = base::readBoundedFile(path, 100, "note");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message() == path + ": cannot open for reading: No such device or address");
    ::close(listener);
    std::remove(path.c_str());
}
