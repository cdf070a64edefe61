// picture_diff [--tolerance N] A.png B.png
// Prints the share of pixels that differ between two pictures of the same
// size, as "picture_diff: A B: F% of pixels differ"; exits 1 when either does
// not load or their sizes differ. The scripts decide what share is "the same".
// With --tolerance N a pixel differs only when one of its channels differs by
// more than N (0 to 255; default 0): two renderers blending text round apart.
#include <SDL.h>
#include <SDL_image.h>

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
    if (argc == 5 && std::strcmp(argv[1], "--tolerance") == 0) {
        tolerance = std::atoi(argv[2]);
        argv += 2;
        argc -= 2;
    }
    if (argc != 3 || tolerance < 0 || tolerance > 255) {
        std::fprintf(stderr, "usage: picture_diff [--tolerance 0..255] A.png B.png\n");
        return 2;
    }
    SDL_Surface* a = loadArgb(argv[1]);
    SDL_Surface* b = loadArgb(argv[2]);
    int status = 1;
    if (a != nullptr && b != nullptr && (a->w != b->w || a->h != b->h)) {
        std::fprintf(stderr, "picture_diff: %s is %dx%d, %s is %dx%d\n", argv[1], a->w, a->h, argv[2], b->w, b->h);
    } else if (a != nullptr && b != nullptr) {
        long differ = 0;
        for (int y = 0; y < a->h; ++y) {
            const Uint32* ra = rowOf(a, y);
            const Uint32* rb = rowOf(b, y);
            for (int x = 0; x < a->w; ++x) differ += channelsDiffer(ra[x], rb[x], tolerance) ? 1 : 0;
        }
        const double total = static_cast<double>(a->w) * a->h;
        std::printf("picture_diff: %s %s: %.3f%% of pixels differ\n", argv[1], argv[2], 100.0 * static_cast<double>(differ) / total);
        status = 0;
    }
    if (a != nullptr) SDL_FreeSurface(a);
    if (b != nullptr) SDL_FreeSurface(b);
    return status;
}
