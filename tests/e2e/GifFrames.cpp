// gif_frames FILE.gif FRAMES WIDTHxHEIGHT [INDEX OUT.png]
// Fails unless giflib reads the whole GIF (DGifSlurp) and it holds exactly
// FRAMES frames of WIDTHxHEIGHT, each with a delay, each picture (a frame
// painted over the ones before, as a viewer shows it) differing from the one
// before it (a clip's tick banner alone makes them differ), and it loops
// (the Netscape extension). With INDEX and OUT.png, also saves that frame as
// a PNG to look at. Prints frames=N distinct=D size=WxH centiseconds=T on
// success, T the frames' delays added up (how long one loop plays).
#include <SDL.h>
#include <SDL_image.h>
#include <gif_lib.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "support/GifPictures.h"

namespace {

int fail(const std::string& why) {
    std::fprintf(stderr, "gif_frames: %s\n", why.c_str());
    return 1;
}

// giflib files the extensions before an image with that image: the loop extension comes before the first.
bool loops(const GifFileType* gif) {
    if (gif->ImageCount == 0) return false;
    const SavedImage& first = gif->SavedImages[0];
    for (int i = 0; i < first.ExtensionBlockCount; ++i) {
        const ExtensionBlock& b = first.ExtensionBlocks[i];
        if (b.Function == APPLICATION_EXT_FUNC_CODE && b.ByteCount == 11 && std::memcmp(b.Bytes, "NETSCAPE2.0", 11) == 0) return true;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4 && argc != 6) {
        std::fprintf(stderr, "usage: gif_frames FILE.gif FRAMES WIDTHxHEIGHT [INDEX OUT.png]\n");
        return 2;
    }
    const int frames = std::atoi(argv[2]);
    int width = 0;
    int height = 0;
    if (std::sscanf(argv[3], "%dx%d", &width, &height) != 2) return fail(std::string("bad size ") + argv[3]);
    int code = 0;
    GifFileType* gif = DGifOpenFileName(argv[1], &code);
    if (gif == nullptr) return fail(std::string(argv[1]) + ": " + GifErrorString(code));
    if (DGifSlurp(gif) == GIF_ERROR) return fail(std::string(argv[1]) + ": " + GifErrorString(gif->Error));
    if (gif->ImageCount != frames) return fail("frames=" + std::to_string(gif->ImageCount) + ", expected " + std::to_string(frames));
    if (gif->SWidth != width || gif->SHeight != height) return fail("size " + std::to_string(gif->SWidth) + "x" + std::to_string(gif->SHeight) + ", expected " + argv[3]);
    if (!loops(gif)) return fail("no Netscape loop extension: viewers would play it once");
    std::vector<unsigned char> shown(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3, 0);
    std::vector<unsigned char> before;
    std::vector<unsigned char> saved;
    const int index = argc == 6 ? std::atoi(argv[4]) : -1;
    int distinct = 0;
    long centiseconds = 0;
    for (int i = 0; i < gif->ImageCount; ++i) {
        GraphicsControlBlock timing{};
        if (DGifSavedExtensionToGCB(gif, i, &timing) == GIF_ERROR || timing.DelayTime < 2) return fail("frame " + std::to_string(i) + " has no delay of 2/100 s or more");
        centiseconds += timing.DelayTime;
        testing::paintGifFrame(gif, i, shown);
        if (i > 0 && shown == before) return fail("frame " + std::to_string(i) + " is the same as frame " + std::to_string(i - 1));
        ++distinct;
        before = shown;
        if (i == index) saved = shown;
    }
    if (argc == 6) {
        if (index < 0 || index >= gif->ImageCount) return fail("no frame " + std::string(argv[4]));
        SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(saved.data(), width, height, 24, 3 * width, SDL_PIXELFORMAT_RGB24);
        if (surface == nullptr || IMG_SavePNG(surface, argv[5]) != 0) return fail(std::string("cannot save ") + argv[5]);
        SDL_FreeSurface(surface);
    }
    std::printf("frames=%d distinct=%d size=%dx%d centiseconds=%ld\n", gif->ImageCount, distinct, width, height, centiseconds);
    DGifCloseFile(gif, &code);
    return 0;
}
