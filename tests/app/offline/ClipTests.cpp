#include <doctest/doctest.h>

#include <gif_lib.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "app/cli/CommandLine.h"
#include "app/offline/GifWriter.h"
#include "app/offline/ReplayShow.h"
#include "support/GifPictures.h"
#include "support/ParseCommandLine.h"

using testing::parse;
using testing::refusal;

namespace {

// A width x height RGBA picture of one colour with a one-pixel mark at (x, 0).
std::vector<std::uint8_t> pictureWithMark(int width, int height, int x) {
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width * height * 4), 16);
    rgba[static_cast<std::size_t>(4 * x)] = 255;
    return rgba;
}

std::string temporaryPath(const char* name) {
    return (std::filesystem::temp_directory_path() / (std::string("polyroids-") + std::to_string(::getpid()) + "-" + name)).string();
}

}  // namespace

TEST_CASE("a shown replay tick (a clip's frame, a lesson's moment, --explain's picture) has no frame rate drawn into it") {
    const app::ReplayShow show;
    CHECK_FALSE(show.hud.showFps);
}

TEST_CASE("--clip takes a range and a file, with --replay, and --pick goes only with it") {
    const auto r = parse({"--replay", "a.replay", "--clip", "600-659", "a.gif", "--pick", "asteroid#37", "--size", "960x540"});
    REQUIRE(r.ok());
    CHECK(r->clipFrom == 600);
    CHECK(r->clipTo == 659);
    CHECK(r->clipPath == "a.gif");
    CHECK(r->pick == "asteroid#37");
    CHECK(r->windowWidth == 960);
    CHECK(refusal({"--clip", "1-2", "a.gif"}).find("needs --replay") != std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--clip", "1-2"}).find("--clip needs FROM-TO FILE") != std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--clip", "9-2", "a.gif"}).find("--clip needs FROM-TO FILE") != std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--clip", "600-4201", "a.gif"}).find("at most a minute: TO - FROM up to 3600") !=
          std::string::npos);
    CHECK(parse({"--replay", "a.replay", "--clip", "600-4200", "a.gif"}).ok());
    CHECK(refusal({"--replay", "a.replay", "--clip", "1-2", "a.gif", "--headless"}).find("--clip") != std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--pick", "ship"}).find("--pick is for clips and --explain") != std::string::npos);
}

TEST_CASE("--clip-step takes 1 to 10, only with --clip, and a clip draws every tick without it") {
    CHECK(parse({"--replay", "a.replay", "--clip", "0-3600", "a.gif"})->clipStep == 1u);
    CHECK(parse({"--replay", "a.replay", "--clip-step", "2", "--clip", "0-3600", "a.gif"})->clipStep == 2u);
    CHECK(parse({"--replay", "a.replay", "--clip", "0-10", "a.gif", "--clip-step", "10"})->clipStep == 10u);
    for (const char* bad : {"0", "11", "-1", "2x", ""}) {
        CAPTURE(bad);
        CHECK(refusal({"--replay", "a.replay", "--clip", "0-10", "a.gif", "--clip-step", bad}).find("--clip-step needs N from 1 to 10") !=
              std::string::npos);
    }
    CHECK(refusal({"--replay", "a.replay", "--clip", "0-10", "a.gif", "--clip-step"}).find("--clip-step needs N from 1 to 10") !=
          std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--clip-step", "2"}).find("--clip-step is for clips") != std::string::npos);
}

TEST_CASE("--explain takes a tick and a folder, with --replay and --pick") {
    const auto r = parse({"--replay", "a.replay", "--explain", "81", "out", "--pick", "asteroid#2"});
    REQUIRE(r.ok());
    CHECK(r->explainTick == 81u);
    CHECK(r->explainDir == "out");
    CHECK(refusal({"--replay", "a.replay", "--explain", "81", "out"}).find("--explain needs --pick") != std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--explain", "x1", "out", "--pick", "ship"}).find("--explain needs TICK DIR") != std::string::npos);
    CHECK(refusal({"--explain", "81", "out", "--pick", "ship"}).find("needs --replay") != std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--explain", "81", "out", "--pick", "ship", "--headless"}).find("--explain draws") != std::string::npos);
    CHECK(refusal({"--replay", "a.replay", "--explain", "81", "out", "--pick", "ship", "--clip", "1-2", "a.gif"}).find("--explain draws") != std::string::npos);
}

TEST_CASE("--swept-bullets starts a game under the swept rule and is refused with a replay") {
    const auto r = parse({"--swept-bullets", "--seed", "3"});
    REQUIRE(r.ok());
    CHECK(app::gameSettings(*r).sweptBullets);
    CHECK_FALSE(app::gameSettings(*parse({"--seed", "3"})).sweptBullets);
    CHECK(app::gameSettings(*parse({"--swept-bullets", "--crowd", "200"})).sweptBullets);
    CHECK(refusal({"--swept-bullets", "--replay", "a.replay"}).find("header says which rule") != std::string::npos);
    CHECK_FALSE(parse({"--swept-bullets"})->showTitle);  // it says what to run: a game at once, as --crowd does
    CHECK(refusal({"--swept-bullets", "--title"}).find("--swept-bullets") != std::string::npos);
}

TEST_CASE("a GIF written frame by frame reads back with every frame, its size, delay and exact colours") {
    const std::string path = temporaryPath("frames.gif");
    auto writer = app::GifWriter::open(path, 8, 4);
    REQUIRE(writer.ok());
    for (int x = 0; x < 3; ++x) REQUIRE((*writer)->addFrame(pictureWithMark(8, 4, x), 8 * 4, 2).ok());
    CHECK((*writer)->frames() == 3);
    REQUIRE((*writer)->close().ok());
    int code = 0;
    GifFileType* gif = DGifOpenFileName(path.c_str(), &code);
    REQUIRE(gif != nullptr);
    REQUIRE(DGifSlurp(gif) == GIF_OK);
    CHECK(gif->ImageCount == 3);
    CHECK(gif->SWidth == 8);
    CHECK(gif->SHeight == 4);
    std::vector<unsigned char> shown(8 * 4 * 3, 0);
    for (int i = 0; i < gif->ImageCount; ++i) {
        GraphicsControlBlock timing{};
        REQUIRE(DGifSavedExtensionToGCB(gif, i, &timing) == GIF_OK);
        CHECK(timing.DelayTime == 2);
        REQUIRE(gif->SavedImages[i].ImageDesc.ColorMap != nullptr);
        testing::paintGifFrame(gif, i, shown);
        CHECK(shown[3 * static_cast<std::size_t>(i)] == 255);  // the mark moved with the frame, its colour exact
        CHECK(shown[3 * static_cast<std::size_t>(i) + 1] == 16);
        for (std::size_t p = 0; p < 8 * 4; ++p) {
            if (p != static_cast<std::size_t>(i)) CHECK(shown[3 * p] == 16);  // and the mark before it is gone
        }
    }
    DGifCloseFile(gif, &code);
    std::filesystem::remove(path);
}

TEST_CASE("after the first frame a GIF frame is only the rectangle that changed, what stayed the same in it transparent") {
    const std::string path = temporaryPath("changed.gif");
    constexpr int kWidth = 64;
    constexpr int kHeight = 32;
    auto writer = app::GifWriter::open(path, kWidth, kHeight);
    REQUIRE(writer.ok());
    std::vector<std::uint8_t> rgba = pictureWithMark(kWidth, kHeight, 3);
    REQUIRE((*writer)->addFrame(rgba, kWidth * 4, 2).ok());
    for (const int x : {10, 12}) rgba[static_cast<std::size_t>(4 * ((5 * kWidth) + x) + 1)] = 200;  // two pixels of row 5 turn green
    REQUIRE((*writer)->addFrame(rgba, kWidth * 4, 2).ok());
    REQUIRE((*writer)->close().ok());
    int code = 0;
    GifFileType* gif = DGifOpenFileName(path.c_str(), &code);
    REQUIRE(gif != nullptr);
    REQUIRE(DGifSlurp(gif) == GIF_OK);
    REQUIRE(gif->ImageCount == 2);
    const GifImageDesc& first = gif->SavedImages[0].ImageDesc;
    CHECK((first.Left == 0 && first.Top == 0 && first.Width == kWidth && first.Height == kHeight));
    const GifImageDesc& second = gif->SavedImages[1].ImageDesc;
    CHECK(second.Left == 10);
    CHECK(second.Top == 5);
    CHECK(second.Width == 3);
    CHECK(second.Height == 1);
    GraphicsControlBlock timing{};
    REQUIRE(DGifSavedExtensionToGCB(gif, 1, &timing) == GIF_OK);
    CHECK(timing.DisposalMode == DISPOSE_DO_NOT);
    REQUIRE(timing.TransparentColor != NO_TRANSPARENT_COLOR);
    CHECK(gif->SavedImages[1].RasterBits[1] == timing.TransparentColor);  // (11, 5) stayed as it was
    std::vector<unsigned char> shown(kWidth * kHeight * 3, 0);
    for (int i = 0; i < 2; ++i) testing::paintGifFrame(gif, i, shown);
    for (std::size_t p = 0; p < static_cast<std::size_t>(kWidth * kHeight); ++p) {
        CAPTURE(p);
        CHECK(shown[3 * p] == rgba[4 * p]);  // the picture shown is the second frame, exactly
        CHECK(shown[3 * p + 1] == rgba[4 * p + 1]);
        CHECK(shown[3 * p + 2] == rgba[4 * p + 2]);
    }
    DGifCloseFile(gif, &code);
    std::filesystem::remove(path);
}

TEST_CASE("a frame of more than 256 colours is reduced to at most 256 by median cut, and still reads back") {
    const std::string path = temporaryPath("many.gif");
    constexpr int kSide = 32;  // 1024 pixels, each its own colour
    std::vector<std::uint8_t> rgba(kSide * kSide * 4);
    for (int p = 0; p < kSide * kSide; ++p) {
        rgba[static_cast<std::size_t>(4 * p)] = static_cast<std::uint8_t>(p % 256);
        rgba[static_cast<std::size_t>(4 * p + 1)] = static_cast<std::uint8_t>(p / 4);
        rgba[static_cast<std::size_t>(4 * p + 2)] = static_cast<std::uint8_t>(255 - p % 256);
    }
    auto writer = app::GifWriter::open(path, kSide, kSide);
    REQUIRE(writer.ok());
    REQUIRE((*writer)->addFrame(rgba, kSide * 4, 5).ok());
    std::vector<std::uint8_t> next = rgba;  // the lower half's green turned up: still many colours, the upper half as it was
    for (std::size_t p = kSide * kSide / 2; p < kSide * kSide; ++p) next[4 * p + 1] = static_cast<std::uint8_t>(255 - next[4 * p + 1]);
    REQUIRE((*writer)->addFrame(next, kSide * 4, 5).ok());
    REQUIRE((*writer)->close().ok());
    int code = 0;
    GifFileType* gif = DGifOpenFileName(path.c_str(), &code);
    REQUIRE(gif != nullptr);
    REQUIRE(DGifSlurp(gif) == GIF_OK);
    CHECK(gif->ImageCount == 2);
    const int colours = gif->SavedImages[0].ImageDesc.ColorMap->ColorCount;
    CHECK(colours > 64);  // a median cut of 1024 colours, not a blank map
    CHECK(colours <= 256);
    std::vector<unsigned char> first(kSide * kSide * 3, 0);
    testing::paintGifFrame(gif, 0, first);
    std::vector<unsigned char> second = first;
    testing::paintGifFrame(gif, 1, second);
    CHECK(gif->SavedImages[1].ImageDesc.Top == kSide / 2);  // only the half that changed
    CHECK(std::equal(first.begin(), first.begin() + kSide * kSide / 2 * 3, second.begin()));
    int near = 0;  // the changed half as median cut shows it: each channel within 16 of the frame's
    for (std::size_t p = kSide * kSide / 2; p < kSide * kSide; ++p) {
        bool close = true;
        for (std::size_t c = 0; c < 3; ++c) close = close && std::abs(int{second[3 * p + c]} - int{next[4 * p + c]}) <= 16;
        near += close ? 1 : 0;
    }
    CHECK(near > kSide * kSide / 2 * 9 / 10);
    DGifCloseFile(gif, &code);
    std::filesystem::remove(path);
}

TEST_CASE("a GIF that cannot be created or a frame that does not cover the picture is refused naming the file") {
    const auto missing = app::GifWriter::open("/nonexistent-folder/clip.gif", 8, 4);
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message().find("/nonexistent-folder/clip.gif") != std::string::npos);
    CHECK(missing.error().message().find("No such file or directory") != std::string::npos);
    const std::string path = temporaryPath("short.gif");
    {
        auto writer = app::GifWriter::open(path, 8, 4);
        REQUIRE(writer.ok());
        const std::vector<std::uint8_t> tooFew(8 * 4);
        const base::Status added = (*writer)->addFrame(tooFew, 8 * 4, 2);
        REQUIRE_FALSE(added.ok());
        CHECK(added.error().message().find("do not cover 8x4") != std::string::npos);
    }
    std::filesystem::remove(path);
}
