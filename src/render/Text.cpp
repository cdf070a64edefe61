#include "render/Text.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "render/DataPaths.h"
#include "render/Palette.h"

namespace render {

namespace {
constexpr int kSmallPoints = 18;
constexpr int kLargePoints = 44;
constexpr const char* kFontFile = "DejaVuSansMono.ttf";
}  // namespace

namespace {
// $POLYROIDS_FONT, or empty when unset.
std::string fontVariable() {
    const char* env = std::getenv("POLYROIDS_FONT");
    return env != nullptr ? std::string(env) : std::string();
}
}  // namespace

std::vector<std::string> fontCandidates(const std::string& explicitPath, const std::string& executableDir) {
    if (!explicitPath.empty()) return {explicitPath};  // asked for this one: do not silently use another
    if (std::string env = fontVariable(); !env.empty()) return {std::move(env)};  // the same, asked for in the environment
    std::vector<std::string> paths;
    for (std::string& path : dataCandidates(executableDir, std::string("polyroids/fonts/") + kFontFile)) paths.push_back(std::move(path));
    paths.push_back(std::string("/usr/share/fonts/truetype/dejavu/") + kFontFile);
    return paths;
}

base::Status checkFontVariable() {
    const std::string env = fontVariable();
    std::error_code ec;
    if (env.empty() || std::filesystem::is_regular_file(env, ec)) return base::success();
    const char* why = std::filesystem::exists(env, ec) ? "not a regular file" : "no such file";
    return base::failure(std::string(why) + " (named by POLYROIDS_FONT)", env);
}

base::Result<std::unique_ptr<Text>> Text::open(const std::vector<std::string>& candidates, double scale) {
    std::string tried;
    for (const std::string& path : candidates) {
        auto text = std::make_unique<Text>();
        text->path_ = path;
        if (const base::Status opened = text->setScale(scale); !opened) {
            tried += "\n  " + path + ": " + opened.error().message();
            continue;
        }
        return text;
    }
    return base::failure("no usable font; tried:" + tried + "\n(install fonts-dejavu-core, or pass --font FILE.ttf)");
}

base::Status Text::setScale(double scale) {
    scale = std::clamp(scale, kMinScale, kMaxScale);
    const auto points = [scale](int normal) { return static_cast<int>(std::lround(normal * scale)); };
    std::unique_ptr<TTF_Font, FontCloser> small(TTF_OpenFont(path_.c_str(), points(kSmallPoints)));
    std::unique_ptr<TTF_Font, FontCloser> large(small ? TTF_OpenFont(path_.c_str(), points(kLargePoints)) : nullptr);
    if (!small || !large) return base::failure(TTF_GetError());
    small_ = std::move(small);
    large_ = std::move(large);
    scale_ = scale;
    return base::success();
}

void Text::stepScale() {
    const double next = scale_ + 0.25 > 2.0 + 1e-9 ? 1.0 : std::floor(scale_ * 4.0 + 1e-9) / 4.0 + 0.25;
    (void)setScale(next);  // a font that opened once reopens; if not, the old size stays
}

double uiScaleFor(int windowWidth, int windowHeight, int logicalWidth, int logicalHeight, double largest) {
    if (windowWidth <= 0 || windowHeight <= 0 || logicalWidth <= 0 || logicalHeight <= 0) return 1.0;
    const double shrink = std::min(static_cast<double>(windowWidth) / logicalWidth, static_cast<double>(windowHeight) / logicalHeight);
    return std::clamp(1.0 / shrink, 1.0, std::max(1.0, largest));
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
