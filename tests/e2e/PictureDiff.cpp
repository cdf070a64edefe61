// picture_diff [--tolerance N] A.png B.png [X Y W H]
// Prints the share of pixels that differ between two pictures of the same
// size, as "picture_diff: A B: F% of pixels differ"; exits 1 when either does
// not load or their sizes differ. With a rectangle, only its pixels (clipped
// to the picture) are compared and the share is of them: a script can watch
// one line of text and ignore a counter elsewhere. With --tolerance N a pixel
// differs only when one of its channels differs by more than N (0 to 255;
// default 0): two renderers blending text round a level or two apart. The
// scripts decide what share is "the same".
#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

SDL_Surface* loadArgb(const char* path) {
    SDL_Surface* loaded = IMG_Load(path);
    if (loaded == nullptr) {
        std::fprintf(stderr, "picture_diff: %s: %s\n", path, IMG_GetError());
        return nullptr;
    }
    SDL_Surface* image = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(loaded);
    return image;
}

// A whole number argument in [0, 100000], or -1.
int coordinate(const char* text) {
    char* end = nullptr;
    const long value = std::strtol(text, &end, 10);
    return end != text && *end == '\0' && value >= 0 && value <= 100000 ? static_cast<int>(value) : -1;
}

bool channelsDiffer(Uint32 a, Uint32 b, int tolerance) {
    for (int shift = 0; shift < 32; shift += 8) {
        if (std::abs(static_cast<int>((a >> shift) & 0xFF) - static_cast<int>((b >> shift) & 0xFF)) > tolerance) return true;
    }
    return false;
}

const Uint32* rowOf(const SDL_Surface* image, int y) {
    return reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(image->pixels) + y * image->pitch);
}

}  // namespace

int main(int argc, char** argv) {
    int tolerance = 0;
    if (argc >= 3 && std::strcmp(argv[1], "--tolerance") == 0) {
        tolerance = coordinate(argv[2]);
        argv += 2;
        argc -= 2;
    }
    int region[4] = {0, 0, 100000, 100000};  // x, y, w, h
    for (int i = 0; i < 4 && argc == 7; ++i) region[i] = coordinate(argv[3 + i]);
    if ((argc != 3 && argc != 7) || std::min({region[0], region[1], region[2], region[3]}) < 0 || tolerance < 0 || tolerance > 255) {
        std::fprintf(stderr, "usage: picture_diff [--tolerance 0..255] A.png B.png [X Y W H]\n");
        return 2;
    }
    SDL_Surface* a = loadArgb(argv[1]);
    SDL_Surface* b = loadArgb(argv[2]);
    int status = 1;
    if (a != nullptr && b != nullptr && (a->w != b->w || a->h != b->h)) {
        std::fprintf(stderr, "picture_diff: %s is %dx%d, %s is %dx%d\n", argv[1], a->w, a->h, argv[2], b->w, b->h);
    } else if (a != nullptr && b != nullptr) {
        const int x0 = std::min(region[0], a->w), y0 = std::min(region[1], a->h);
        const int x1 = std::min(a->w, x0 + region[2]), y1 = std::min(a->h, y0 + region[3]);
        long differ = 0;
        for (int y = y0; y < y1; ++y) {
            const Uint32* ra = rowOf(a, y);
            const Uint32* rb = rowOf(b, y);
            for (int x = x0; x < x1; ++x) differ += channelsDiffer(ra[x], rb[x], tolerance) ? 1 : 0;
        }
        const double total = std::max(1.0, static_cast<double>(x1 - x0) * (y1 - y0));
        std::printf("picture_diff: %s %s: %.3f%% of pixels differ\n", argv[1], argv[2], 100.0 * static_cast<double>(differ) / total);
        status = 0;
    }
    if (a != nullptr) SDL_FreeSurface(a);
    if (b != nullptr) SDL_FreeSurface(b);
    return status;
}
