#pragma once
// Text with SDL2_ttf, in the type scale of layout::Type (docs/look.md): a
// proportional face for words and a monospaced one for figures, each size
// defined here once and scaled by --ui-scale. The fonts are searched for in a
// documented order, and when none is found the error names every path tried.

#include <SDL.h>
#include <SDL_ttf.h>

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "base/Result.h"
#include "layout/Measure.h"
#include "layout/Wrap.h"

namespace render {

/// One place to take the two faces from: the proportional face's file and the monospaced face's (the same file twice
/// when one font is asked for).
struct FontFiles {
    std::string sans;
    std::string mono;
    bool operator==(const FontFiles&) const = default;
};

/// Where the fonts are tried: only the explicit one (--font) or else only $POLYROIDS_FONT when either is given, for
/// both faces (a choice, never silently replaced), otherwise DejaVu Sans and DejaVu Sans Mono from the build tree's
/// and the installed data dir (render/draw/DataPaths.h), then the system's DejaVu.
std::vector<FontFiles> fontCandidates(const std::string& explicitPath, const std::string& executableDir);

/// Success when $POLYROIDS_FONT is unset, empty or a regular file; else "FILE: no such file (named by POLYROIDS_FONT)".
base::Status checkFontVariable();

enum class Align { Left, Centre, Right };

using layout::Type;

/// Each type's face and size at text scale 1 (layout::Type): the one definition of the type scale.
struct TypeStyle {
    bool mono = false;  ///< the monospaced face; else the proportional one
    int points = 18;    ///< its size at scale 1, in points
};
/// The type scale, by layout::Type: body 18, small 15, heading 26, title 40 points, figures in the mono at 18.
inline constexpr std::array<TypeStyle, layout::kTypes> kTypeScale{{{false, 18}, {false, 15}, {false, 26}, {false, 40}, {true, 18}}};

/// A text as drawn: its words and box, its ink, and the backing it was drawn on (none: straight on the picture).
struct DrawnText {
    std::string words;
    SDL_Rect rect{};
    SDL_Color ink{};
    std::optional<SDL_Color> backing;
};

/// Draws strings in the type scale's faces and sizes; owns the fonts and a cache of the strings drawn, each rendered
/// to a texture once (a HUD shows the same words frame after frame). One renderer: the Text must be destroyed before it.
class Text {
public:
    /// Opens the first candidate whose two faces load at `scale` times the normal sizes, or an error naming every path
    /// tried and why each failed.
    static base::Result<std::unique_ptr<Text>> open(const std::vector<FontFiles>& candidates, double scale = 1.0);

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

    /// Draws `s` in `type` with its top at y and x as aligned; returns the width drawn in pixels.
    int draw(SDL_Renderer* renderer, const std::string& s, int x, int y, SDL_Color colour, Type type = Type::Body,
             Align align = Align::Left);

    /// Height of a line of `type` in pixels.
    int lineHeight(Type type = Type::Body) const;

    /// Width in pixels `s` takes when drawn in `type`.
    int width(const std::string& s, Type type = Type::Body) const;

    /// The faces' files.
    const FontFiles& files() const { return files_; }

    /// The backing the texts drawn from now on lie on (a panel's, a label's), or none: straight on the picture. Kept in
    /// the record of what was drawn; the drawing of the backing itself is the caller's.
    void setBacking(std::optional<SDL_Color> backing) { backing_ = backing; }
    /// Keeps a record of every text drawn from now on (`on`), or stops and forgets it: what the contrast test reads.
    void keepRecord(bool on);
    /// Every text drawn since keepRecord(true), in order.
    const std::vector<DrawnText>& record() const { return record_; }

    /// Strings kept rendered at most; past that the cache starts afresh.
    static constexpr std::size_t kMostCached = 512;

    /// Strings rendered to textures so far (the cache's misses), for tests and benchmarks.
    std::size_t rendered() const { return rendered_; }
    /// Strings held rendered now, at most kMostCached.
    std::size_t cached() const { return cache_.size(); }

    /// Widths kept measured at most; past that the widths are measured afresh.
    static constexpr std::size_t kMostWidths = 8192;
    /// Strings measured so far (the width cache's misses), for tests and benchmarks.
    std::size_t measured() const { return measured_; }
    /// Widths held measured now, at most kMostWidths.
    std::size_t widthsKept() const { return widths_.size(); }

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
    // The texture of `s` in that colour and type, rendered on first use; null texture when it cannot be.
    Rendered cached(SDL_Renderer* renderer, const std::string& s, SDL_Color colour, Type type);
    // The font of `type` at the present size.
    TTF_Font* font(Type type) const { return fonts_[static_cast<std::size_t>(type)].get(); }
    // Destroys every cached texture.
    void forget();
    // Opens every type's font at `scale` times the normal sizes; on failure keeps the old ones.
    base::Status openAt(double scale);

    std::unordered_map<std::string, Rendered> cache_;  // keyed by size, colour and the string (cacheKey)
    std::string key_;                                   // the key being looked up, reused so a hit allocates nothing
    // A screen's layout measures the same words in every trial of every frame (render::largestStage): TTF_SizeUTF8
    // was a quarter of a frame. Keyed by the size the fonts are open at, the type and the string.
    mutable std::unordered_map<std::string, int> widths_;
    mutable std::string widthKey_;
    mutable std::size_t measured_ = 0;
    double openScale_ = 1.0;  // the scale the fonts are open at: scale_ times fit_
    SDL_Renderer* cachedFor_ = nullptr;
    std::size_t rendered_ = 0;
    std::array<std::unique_ptr<TTF_Font, FontCloser>, layout::kTypes> fonts_;
    FontFiles files_;
    std::optional<SDL_Color> backing_;
    bool recording_ = false;
    std::vector<DrawnText> record_;
    double scale_ = 1.0;
    double fit_ = 1.0;
};

/// The text scale for a window of that size showing a logical canvas: 1 / how
/// much the window shrinks the canvas, so text is never smaller on screen than
/// at the canvas's own size; clamped to [1, largest].
double uiScaleFor(int windowWidth, int windowHeight, int logicalWidth, int logicalHeight, double largest);

/// One line of a text panel: its words, colour and type.
struct PanelLine {
    std::string text;
    SDL_Color colour{230, 232, 240, 255};
    Type type = Type::Body;
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
