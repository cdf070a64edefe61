// picture_diff A.png B.png
// Prints the share of pixels that differ between two pictures of the same
// size, as "picture_diff: A B: F% of pixels differ"; exits 1 when either does
// not load or their sizes differ. The scripts decide what share is "the same".
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>

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

const Uint32* rowOf(const SDL_Surface* image, int y) {
    return reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(image->pixels) + y * image->pitch);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: picture_diff A.png B.png\n");
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
            for (int x = 0; x < a->w; ++x) differ += ra[x] != rb[x] ? 1 : 0;
        }
        const double total = static_cast<double>(a->w) * a->h;
        std::printf("picture_diff: %s %s: %.3f%% of pixels differ\n", argv[1], argv[2], 100.0 * static_cast<double>(differ) / total);
        status = 0;
    }
    if (a != nullptr) SDL_FreeSurface(a);
    if (b != nullptr) SDL_FreeSurface(b);
    return status;
}
