#include "render/Text.h"

#include <algorithm>
#include <cstdlib>

#include "render/DataPaths.h"
#include "render/Palette.h"

namespace render {

namespace {
constexpr int kSmallPoints = 18;
constexpr int kLargePoints = 44;
constexpr const char* kFontFile = "DejaVuSansMono.ttf";
}  // namespace

std::vector<std::string> fontCandidates(const std::string& explicitPath, const std::string& executableDir) {
    if (!explicitPath.empty()) return {explicitPath};  // asked for this one: do not silently use another
    std::vector<std::string> paths;
    if (const char* env = std::getenv("POLYROIDS_FONT"); env != nullptr && *env != '\0') paths.emplace_back(env);
    for (std::string& path : dataCandidates(executableDir, std::string("polyroids/fonts/") + kFontFile)) paths.push_back(std::move(path));
    paths.push_back(std::string("/usr/share/fonts/truetype/dejavu/") + kFontFile);
    return paths;
}

base::Result<std::unique_ptr<Text>> Text::open(const std::vector<std::string>& candidates) {
    std::string tried;
    for (const std::string& path : candidates) {
        std::unique_ptr<TTF_Font, FontCloser> small(TTF_OpenFont(path.c_str(), kSmallPoints));
        if (!small) {
            tried += "\n  " + path + ": " + TTF_GetError();
            continue;
        }
        auto text = std::make_unique<Text>();
        text->small_ = std::move(small);
        text->large_.reset(TTF_OpenFont(path.c_str(), kLargePoints));
        text->path_ = path;
        if (!text->large_) {
            tried += "\n  " + path + ": " + TTF_GetError();
            continue;
        }
        return text;
    }
    return base::failure("no usable font; tried:" + tried + "\n(install fonts-dejavu-core, or pass --font FILE.ttf)");
}

int Text::draw(SDL_Renderer* renderer, const std::string& s, int x, int y, SDL_Color colour, bool large, Align align) {
    if (s.empty()) return 0;
    TTF_Font* font = large ? large_.get() : small_.get();
    SDL_Surface* surface = TTF_RenderUTF8_Blended(font, s.c_str(), colour);
    if (surface == nullptr) return 0;
    SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, surface);
    const int w = surface->w;
    const int h = surface->h;
    SDL_FreeSurface(surface);
    if (texture == nullptr) return 0;
    const int left = align == Align::Left ? x : align == Align::Centre ? x - w / 2 : x - w;
    const SDL_Rect target{left, y, w, h};
    SDL_RenderCopy(renderer, texture, nullptr, &target);
    SDL_DestroyTexture(texture);
    return w;
}

int Text::lineHeight(bool large) const { return TTF_FontLineSkip(large ? large_.get() : small_.get()); }

int Text::width(const std::string& s, bool large) const {
    int w = 0;
    if (s.empty() || TTF_SizeUTF8(large ? large_.get() : small_.get(), s.c_str(), &w, nullptr) != 0) return 0;
    return w;
}

SDL_Point textPanelSize(const Text& text, std::span<const PanelLine> lines) {
    SDL_Point size{0, 2 * kPanelPadding};
    for (const PanelLine& line : lines) {
        size.x = std::max(size.x, text.width(line.text, line.large));
        size.y += text.lineHeight(line.large);
    }
    size.x += 2 * kPanelPadding;
    return size;
}

SDL_Rect drawTextPanel(SDL_Renderer* renderer, Text& text, std::span<const PanelLine> lines, int x, int y) {
    const SDL_Point size = textPanelSize(text, lines);
    const SDL_Rect panel{x, y, size.x, size.y};
    setColour(renderer, kPanel);
    SDL_RenderFillRect(renderer, &panel);
    int top = y + kPanelPadding;
    for (const PanelLine& line : lines) {
        text.draw(renderer, line.text, x + kPanelPadding, top, line.colour, line.large);
        top += text.lineHeight(line.large);
    }
    return panel;
}

}  // namespace render
