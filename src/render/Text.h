#pragma once
// Text with SDL2_ttf. The font is searched for in a documented order, and when
// none is found the error names every path that was tried.

#include <SDL.h>
#include <SDL_ttf.h>

#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "base/Result.h"
#include "layout/Measure.h"
#include "layout/Wrap.h"

namespace render {

/// Paths tried for the font: only the explicit one (--font) or else only $POLYROIDS_FONT when either is given
/// (a choice, never silently replaced), otherwise the build tree's and the installed data dir (render/DataPaths.h), then the system's DejaVu.
std::vector<std::string> fontCandidates(const std::string& explicitPath, const std::string& executableDir);

/// Success when $POLYROIDS_FONT is unset, empty or a regular file; else "FILE: no such file (named by POLYROIDS_FONT)".
base::Status checkFontVariable();

enum class Align { Left, Centre, Right };

/// Draws strings in two sizes; owns the fonts and a cache of the strings
/// drawn, each rendered to a texture once (a HUD shows the same words frame
/// after frame). One renderer: the Text must be destroyed before it.
class Text {
public:
    /// Opens the first candidate that loads at `scale` times the normal sizes, or an error naming every path tried and why each failed.
    static base::Result<std::unique_ptr<Text>> open(const std::vector<std::string>& candidates, double scale = 1.0);

    /// Reopens the font at `scale` (clamped to [kMinScale, kMaxScale]) times the normal sizes; on failure keeps the old sizes.
    base::Status setScale(double scale);
    /// The next scale in the cycle 1, 1.25, 1.5, 1.75, 2, 1... (the UI-scale key).
    void stepScale();
    /// The current scale.
    double scale() const { return scale_; }

    static constexpr double kMinScale = 0.5;
    static constexpr double kMaxScale = 3.0;

    /// Draws at scale() times `factor` (at most 1, and never below kMinScale in all) from now on, keeping scale(): the
    /// screen's layout shrinks the text this way when what it must show has no room at the scale asked for (render::fitScreen).
    base::Status fitTo(double factor);
    /// The factor fitTo set; 1 after setScale.
    double fit() const { return fit_; }

    /// Draws `s` with its top at y and x as aligned; returns the width drawn in pixels.
    int draw(SDL_Renderer* renderer, const std::string& s, int x, int y, SDL_Color colour, bool large = false,
             Align align = Align::Left);

    /// Height of a line in pixels.
    int lineHeight(bool large = false) const;

    /// Width in pixels `s` takes when drawn.
    int width(const std::string& s, bool large = false) const;

    const std::string& path() const { return path_; }

    /// Strings kept rendered at most; past that the cache starts afresh.
    static constexpr std::size_t kMostCached = 512;

    /// Strings rendered to textures so far (the cache's misses), for tests and benchmarks.
    std::size_t rendered() const { return rendered_; }
    /// Strings held rendered now, at most kMostCached.
    std::size_t cached() const { return cache_.size(); }

    Text() = default;
    Text(const Text&) = delete;
    Text& operator=(const Text&) = delete;
    ~Text() { forget(); }

private:
    struct FontCloser {
        void operator()(TTF_Font* f) const { TTF_CloseFont(f); }
    };
    struct Rendered {
        SDL_Texture* texture = nullptr;
        int width = 0;
        int height = 0;
    };
    // The texture of `s` in that colour and size, rendered on first use; null texture when it cannot be.
    Rendered cached(SDL_Renderer* renderer, const std::string& s, SDL_Color colour, bool large);
    // Destroys every cached texture.
    void forget();
    // Opens both fonts at `scale` times the normal sizes; on failure keeps the old ones.
    base::Status openAt(double scale);

    std::unordered_map<std::string, Rendered> cache_;  // keyed by size, colour and the string (cacheKey)
    std::string key_;                                   // the key being looked up, reused so a hit allocates nothing
    SDL_Renderer* cachedFor_ = nullptr;
    std::size_t rendered_ = 0;
    std::unique_ptr<TTF_Font, FontCloser> small_;
    std::unique_ptr<TTF_Font, FontCloser> large_;
    std::string path_;
    double scale_ = 1.0;
    double fit_ = 1.0;
};

/// The text scale for a window of that size showing a logical canvas: 1 / how
/// much the window shrinks the canvas, so text is never smaller on screen than
/// at the canvas's own size; clamped to [1, largest].
double uiScaleFor(int windowWidth, int windowHeight, int logicalWidth, int logicalHeight, double largest);

/// One line of a text panel: its words, colour and size.
struct PanelLine {
    std::string text;
    SDL_Color colour{230, 232, 240, 255};
    bool large = false;
};

/// Inner margin of a text panel, in pixels: the layout's (layout/Wrap.h).
inline constexpr int kPanelPadding = layout::kPanelPadding;

/// The layout's text measure: `text`'s widths and line heights at its scale (it must outlive the measure).
layout::Measure measureOf(const Text& text);

/// The size of the panel that drawTextPanel draws for `lines`: the widest line and every line's height, plus padding.
SDL_Point textPanelSize(const Text& text, std::span<const PanelLine> lines);

/// Draws `lines` on a dark backing sized from the measured text, its top-left corner at (x, y); returns the panel.
SDL_Rect drawTextPanel(SDL_Renderer* renderer, Text& text, std::span<const PanelLine> lines, int x, int y);

}  // namespace render
