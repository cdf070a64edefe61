#include "render/draw/Text.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "render/draw/DataPaths.h"
#include "render/draw/Palette.h"

namespace render {

namespace {
constexpr const char* kSansFile = "DejaVuSans.ttf";
constexpr const char* kMonoFile = "DejaVuSansMono.ttf";
constexpr const char* kSystemFonts = "/usr/share/fonts/truetype/dejavu/";
}  // namespace

namespace {
// $POLYROIDS_FONT, or empty when unset.
std::string fontVariable() {
    const char* env = std::getenv("POLYROIDS_FONT");
    return env != nullptr ? std::string(env) : std::string();
}
}  // namespace

std::vector<FontFiles> fontCandidates(const std::string& explicitPath, const std::string& executableDir) {
    if (!explicitPath.empty()) return {{explicitPath, explicitPath}};  // asked for this one: do not silently use another
    if (std::string env = fontVariable(); !env.empty()) return {{env, env}};  // the same, asked for in the environment
    const std::vector<std::string> sans = dataCandidates(executableDir, std::string("polyroids/fonts/") + kSansFile);
    const std::vector<std::string> mono = dataCandidates(executableDir, std::string("polyroids/fonts/") + kMonoFile);
    std::vector<FontFiles> files;
    for (std::size_t i = 0; i < sans.size() && i < mono.size(); ++i) files.push_back({sans[i], mono[i]});
    files.push_back({std::string(kSystemFonts) + kSansFile, std::string(kSystemFonts) + kMonoFile});
    return files;
}

namespace {
// Why `path` cannot be a font, or null when it is a regular file. Only a regular file is opened: opening
// a FIFO would wait for a writer (SDL's open restarts after a signal, so not even Ctrl-C would end it),
// and a font is read by seeking anyway.
const char* whyNotAFontFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) return nullptr;
    return std::filesystem::exists(path, ec) ? "not a regular file" : "no such file";
}
}  // namespace

base::Status checkFontVariable() {
    const std::string env = fontVariable();
    if (env.empty()) return base::success();
    const char* why = whyNotAFontFile(env);
    if (why == nullptr) return base::success();
    return base::failure(std::string(why) + " (named by POLYROIDS_FONT)", env);
}

base::Result<std::unique_ptr<Text>> Text::open(const std::vector<FontFiles>& candidates, double scale) {
    std::string tried;
    for (const FontFiles& files : candidates) {
        const char* whySans = whyNotAFontFile(files.sans);
        const char* whyMono = whyNotAFontFile(files.mono);
        if (whySans != nullptr) tried += "\n  " + files.sans + ": " + whySans;
        if (whyMono != nullptr && files.mono != files.sans) tried += "\n  " + files.mono + ": " + whyMono;
        if (whySans != nullptr || whyMono != nullptr) continue;
        auto text = std::make_unique<Text>();
        text->files_ = files;
        if (const base::Status opened = text->setScale(scale); !opened) {
            tried += "\n  " + (files.sans == files.mono ? files.sans : files.sans + " and " + files.mono) + ": " + opened.error().message();
            continue;
        }
        return text;
    }
    return base::failure("no usable font; tried:" + tried + "\n(install fonts-dejavu-core, or pass --font FILE.ttf)");
}

base::Status Text::openAt(double scale) {
    const auto points = [scale](int normal) { return std::max(1, static_cast<int>(std::lround(normal * scale))); };
    std::array<std::unique_ptr<TTF_Font, FontCloser>, layout::kTypes> fonts;
    for (std::size_t i = 0; i < fonts.size(); ++i) {
        const TypeStyle& style = kTypeScale[i];
        fonts[i].reset(TTF_OpenFont((style.mono ? files_.mono : files_.sans).c_str(), points(style.points)));
        if (!fonts[i]) return base::failure(TTF_GetError());
    }
    forget();  // rendered at the old sizes
    fonts_ = std::move(fonts);
    openScale_ = scale;
    return base::success();
}

base::Status Text::setScale(double scale) {
    scale = std::clamp(scale, kMinScale, kMaxScale);
    if (base::Status opened = openAt(scale); !opened) return opened;
    scale_ = scale;
    fit_ = 1.0;
    return base::success();
}

base::Status Text::fitTo(double factor) {
    factor = std::clamp(factor, std::min(1.0, kMinScale / scale_), 1.0);
    if (factor == fit_) return base::success();
    if (base::Status opened = openAt(scale_ * factor); !opened) return opened;
    fit_ = factor;
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

void Text::forget() {
    for (auto& [key, entry] : cache_) SDL_DestroyTexture(entry.texture);
    cache_.clear();
}

void Text::keepRecord(bool on) {
    recording_ = on;
    record_.clear();
}

Text::Rendered Text::cached(SDL_Renderer* renderer, const std::string& s, SDL_Color colour, Type type) {
    if (renderer != cachedFor_) {
        forget();
        cachedFor_ = renderer;
    }
    key_.assign({static_cast<char>('0' + static_cast<int>(type)), static_cast<char>(colour.r), static_cast<char>(colour.g), static_cast<char>(colour.b),
                 static_cast<char>(colour.a)});
    key_ += s;
    if (const auto found = cache_.find(key_); found != cache_.end()) return found->second;
    SDL_Surface* surface = TTF_RenderUTF8_Blended(font(type), s.c_str(), colour);
    if (surface == nullptr) return {};
    Rendered made{SDL_CreateTextureFromSurface(renderer, surface), surface->w, surface->h};
    SDL_FreeSurface(surface);
    if (made.texture == nullptr) return {};
    ++rendered_;
    if (cache_.size() >= kMostCached) forget();  // a changing readout (timings, ticks) must not grow it forever
    cache_.emplace(key_, made);
    return made;
}

int Text::draw(SDL_Renderer* renderer, const std::string& s, int x, int y, SDL_Color colour, Type type, Align align) {
    if (s.empty()) return 0;
    const Rendered r = cached(renderer, s, colour, type);
    if (r.texture == nullptr) return 0;
    const int left = align == Align::Left ? x : align == Align::Centre ? x - r.width / 2 : x - r.width;
    const SDL_Rect target{left, y, r.width, r.height};
    SDL_RenderCopy(renderer, r.texture, nullptr, &target);
    if (recording_) record_.push_back({s, target, colour, backing_});
    return r.width;
}

int Text::lineHeight(Type type) const { return TTF_FontLineSkip(font(type)); }

int Text::width(const std::string& s, Type type) const {
    if (s.empty()) return 0;
    char size[sizeof openScale_];
    std::memcpy(size, &openScale_, sizeof size);
    widthKey_.assign(size, sizeof size);
    widthKey_ += static_cast<char>('0' + static_cast<int>(type));
    widthKey_ += s;
    if (const auto found = widths_.find(widthKey_); found != widths_.end()) return found->second;
    int w = 0;
    if (TTF_SizeUTF8(font(type), s.c_str(), &w, nullptr) != 0) return 0;
    ++measured_;
    if (widths_.size() >= kMostWidths) widths_.clear();  // wrapping measures many fragments: keep it bounded
    widths_.emplace(widthKey_, w);
    return w;
}

layout::Measure measureOf(const Text& text) {
    layout::Measure m{[&text](const std::string& s, Type type) { return text.width(s, type); }, {}};
    for (std::size_t i = 0; i < layout::kTypes; ++i) m.lineHeights[i] = text.lineHeight(static_cast<Type>(i));
    return m;
}

SDL_Point textPanelSize(const Text& text, std::span<const PanelLine> lines) {
    std::vector<layout::ShownLine> shown;
    for (const PanelLine& line : lines) shown.push_back({line.text, line.type, 0});
    const layout::Size size = layout::panelSize(measureOf(text), shown);
    return {size.w, size.h};
}

SDL_Rect drawTextPanel(SDL_Renderer* renderer, Text& text, std::span<const PanelLine> lines, int x, int y) {
    const SDL_Point size = textPanelSize(text, lines);
    const SDL_Rect panel{x, y, size.x, size.y};
    setColour(renderer, kPanel);
    SDL_RenderFillRect(renderer, &panel);
    int top = y + kPanelPadding;
    text.setBacking(kPanel);
    for (const PanelLine& line : lines) {
        text.draw(renderer, line.text, x + kPanelPadding, top, line.colour, line.type);
        top += text.lineHeight(line.type);
    }
    text.setBacking(std::nullopt);
    return panel;
}

}  // namespace render
