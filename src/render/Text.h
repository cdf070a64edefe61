#pragma once
// Text with SDL2_ttf. The font is searched for in a documented order, and when
// none is found the error names every path that was tried.

#include <SDL.h>
#include <SDL_ttf.h>

#include <memory>
#include <string>
#include <vector>

#include "base/Result.h"

namespace render {

/// Paths tried for the font, in order: the explicit one (if any), $POLYROIDS_FONT,
/// the build tree's and the installed data dir (render/DataPaths.h), the system's DejaVu.
std::vector<std::string> fontCandidates(const std::string& explicitPath, const std::string& executableDir);

enum class Align { Left, Centre, Right };

/// Draws strings in two sizes; owns the fonts.
class Text {
public:
    /// Opens the first candidate that loads, or an error naming every path tried and why each failed.
    static base::Result<std::unique_ptr<Text>> open(const std::vector<std::string>& candidates);

    /// Draws `s` with its top at y and x as aligned; returns the width drawn in pixels.
    int draw(SDL_Renderer* renderer, const std::string& s, int x, int y, SDL_Color colour, bool large = false,
             Align align = Align::Left);

    /// Height of a line in pixels.
    int lineHeight(bool large = false) const;

    const std::string& path() const { return path_; }

private:
    struct FontCloser {
        void operator()(TTF_Font* f) const { TTF_CloseFont(f); }
    };
    std::unique_ptr<TTF_Font, FontCloser> small_;
    std::unique_ptr<TTF_Font, FontCloser> large_;
    std::string path_;
};

}  // namespace render
