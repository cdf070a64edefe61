// picture_check FILE.png MIN-LIT-FRACTION MIN-COLOURS [RRGGBB MIN-PIXELS]
// Fails unless the PNG loads and is not blank: at least the given fraction of
// pixels differ from the most common colour (the background), and it holds at
// least the given number of distinct colours (outlines, fills, text); and,
// when a colour is given, at least MIN-PIXELS pixels of exactly that colour.
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <unordered_map>

int main(int argc, char** argv) {
    if (argc != 4 && argc != 6) {
        std::fprintf(stderr, "usage: picture_check FILE.png MIN-LIT-FRACTION MIN-COLOURS [RRGGBB MIN-PIXELS]\n");
        return 2;
    }
    SDL_Surface* loaded = IMG_Load(argv[1]);
    if (loaded == nullptr) {
        std::fprintf(stderr, "picture_check: %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface* image = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(loaded);
    std::unordered_map<Uint32, long> counts;
    for (int y = 0; y < image->h; ++y) {
        const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(image->pixels) + y * image->pitch);
        for (int x = 0; x < image->w; ++x) ++counts[row[x]];
    }
    long background = 0;
    for (const auto& [colour, n] : counts) background = n > background ? n : background;
    const long total = static_cast<long>(image->w) * image->h;
    const double lit = static_cast<double>(total - background) / static_cast<double>(total);
    std::printf("picture_check: %s: %dx%d, %zu colours, %.2f%% of pixels not background\n", argv[1], image->w, image->h,
                counts.size(), 100.0 * lit);
    SDL_FreeSurface(image);
    const bool ok = lit >= std::atof(argv[2]) && static_cast<long>(counts.size()) >= std::atol(argv[3]);
    if (!ok) std::fprintf(stderr, "picture_check: %s looks blank\n", argv[1]);
    if (argc == 6) {
        const auto rgb = static_cast<Uint32>(std::strtoul(argv[4], nullptr, 16));
        const long found = counts.contains(0xFF000000u | rgb) ? counts.at(0xFF000000u | rgb) : 0;
        std::printf("picture_check: %ld pixels of #%06X (at least %s wanted)\n", found, static_cast<unsigned>(rgb), argv[5]);
        if (found < std::atol(argv[5])) return 1;
    }
    return ok ? 0 : 1;
}
