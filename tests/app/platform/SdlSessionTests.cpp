#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/platform/SdlSession.h"
#include "support/FileContents.h"

namespace {

// A picture of noise, which no PNG squeezes into a few kilobytes.
SDL_Surface* noise(int size) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    auto* pixels = static_cast<Uint32*>(surface->pixels);
    Uint32 state = 12345;
    for (int i = 0; i < size * size; ++i) pixels[i] = (state = state * 1664525u + 1013904223u) | 0xff000000u;
    return surface;
}

// What savePicture said in a child process whose files may not grow past `limitBytes` (a full disk's stand-in).
std::string saveUnderLimit(SDL_Surface* surface, const std::string& path, rlim_t limitBytes) {
    int ends[2];
    REQUIRE(::pipe(ends) == 0);
    const ::pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::signal(SIGXFSZ, SIG_IGN);
        const ::rlimit small{limitBytes, limitBytes};
        ::setrlimit(RLIMIT_FSIZE, &small);
        const base::Status saved = app::savePicture(surface, path);
        const std::string said = saved ? std::string("saved") : saved.error().message();
        (void)!::write(ends[1], said.data(), said.size());
        ::_exit(0);
    }
    ::close(ends[1]);
    std::string said;
    char piece[512];
    for (::ssize_t n; (n = ::read(ends[0], piece, sizeof piece)) > 0;) said.append(piece, static_cast<std::size_t>(n));
    ::close(ends[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    return said;
}

}  // namespace

TEST_CASE("a picture the disk cannot hold whole is an error naming the file, and the picture there before stays") {
    REQUIRE((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) != 0);
    SDL_Surface* picture = noise(256);
    const std::string path = "picture-write-test.png";
    REQUIRE(app::savePicture(picture, path).ok());
    const std::string before = testing::fileContents(path);
    SDL_Surface* loaded = IMG_Load(path.c_str());
    REQUIRE(loaded != nullptr);
    CHECK(loaded->w == 256);
    SDL_FreeSurface(loaded);

    // Cut off part way, and cut off whole: a small picture sits in the library's buffer until the file is closed,
    // whose failure the library does not report (it said success and left 0 bytes).
    for (const int size : {200, 24}) {
        CAPTURE(size);
        SDL_Surface* other = noise(size);
        const std::string said = saveUnderLimit(other, path, 1024);
        CHECK(said.starts_with(path + ": cannot write PNG"));
        CHECK(testing::fileContents(path) == before);
        SDL_FreeSurface(other);
    }
    for (const auto& entry : std::filesystem::directory_iterator(".")) {
        CHECK_FALSE(entry.path().filename().string().starts_with(path + ".tmp"));
    }
    SDL_FreeSurface(picture);
    std::remove(path.c_str());
}
