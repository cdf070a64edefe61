#include "render/draw/internal/ViewArea.h"

#include <algorithm>
#include <cmath>

namespace render {

namespace {
constexpr double kFarthestPixel = 1e6;
}  // namespace

int toPixel(double v) { return static_cast<int>(std::lround(std::clamp(v, -kFarthestPixel, kFarthestPixel))); }

geometry::Aabb visibleArea(SDL_Renderer* renderer, double margin) {
    if (SDL_RenderIsClipEnabled(renderer) == SDL_TRUE) {  // a close-up's stage (render/draw/Camera.h): the clip, in the view's units
        SDL_Rect clip{0, 0, 0, 0};
        SDL_RenderGetClipRect(renderer, &clip);
        return {{clip.x - margin, clip.y - margin}, {clip.x + clip.w + margin, clip.y + clip.h + margin}};
    }
    int logicalWidth = 0;
    int logicalHeight = 0;
    SDL_RenderGetLogicalSize(renderer, &logicalWidth, &logicalHeight);
    double width = logicalWidth;
    double height = logicalHeight;
    if (logicalWidth <= 0 || logicalHeight <= 0) {  // no logical size: the output, in the units the scale gives
        float sx = 1.0f;
        float sy = 1.0f;
        SDL_RenderGetScale(renderer, &sx, &sy);
        int outputWidth = 0;
        int outputHeight = 0;
        if (SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight) != 0) outputWidth = outputHeight = 0;
        width = sx > 0.0f ? outputWidth / double(sx) : outputWidth;
        height = sy > 0.0f ? outputHeight / double(sy) : outputHeight;
    }
    return {{-margin, -margin}, {width + margin, height + margin}};
}

}  // namespace render
