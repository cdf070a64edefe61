#pragma once
// The world layer rasterised by the game itself (render/draw/Raster.h) when the
// renderer's OpenGL is itself a CPU rasteriser (Mesa llvmpipe under Xvfb, a
// machine with no GPU) or SDL's own software renderer: the triangles go
// into one streaming texture the size of the renderer's output, drawn with
// one SDL_RenderCopy. On a GPU the renderer draws them, as it always did.

#include <SDL.h>

#include <memory>
#include <span>

#include "render/draw/Raster.h"

namespace render {

/// True when `renderer` is SDL's software renderer or an OpenGL one whose GL_RENDERER names a CPU
/// rasteriser (llvmpipe, softpipe, "Software Rasterizer", SwiftShader). Call on the renderer's thread.
bool rasterisesOnCpu(SDL_Renderer* renderer);

/// How SDL maps logical coordinates to output pixels (SDL_RenderSetLogicalSize, letterboxed):
/// pixel = offset + logical * scale; nothing is drawn outside `viewport`.
struct LogicalToPixels {
    float scale = 1.0f;
    float offsetX = 0.0f;
    float offsetY = 0.0f;
    PixelRect viewport;
};

/// The mapping SDL 2 applies for a logical size (0 x 0: none) on an output of outputWidth x outputHeight pixels.
LogicalToPixels logicalToPixels(int outputWidth, int outputHeight, int logicalWidth, int logicalHeight);

struct TextureDeleter {
    void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
};

/// The world layer's texture, kept from frame to frame (made again only when the output's size changes).
struct CpuWorldLayer {
    bool on = false;  ///< draw the world through this layer (--raster, app/platform/SdlSession)
    std::unique_ptr<SDL_Texture, TextureDeleter> texture;
    int width = 0;  ///< the texture's size in pixels
    int height = 0;
    SDL_Point shift{0, 0};  ///< logical pixels the world is moved by this frame (the field's shake)
    SDL_Rect stage{0, 0, 0, 0};  ///< the stage in logical units without the letterbox (render::stageInFieldUnits); empty: the whole output
    SDL_Point seenFrom{0,
                       0};  ///< the field's point at the stage's corner, logical units (render::Stage::seenFrom): (0, 0) but in a close-up
};

/// Rasterises `background` over the whole output, then each list of triangles (vertex triples in the current
/// logical coordinates, placed and cut by the layer's stage and shift, colours opaque, drawn in order) and draws the result over the whole output, as
/// SDL_RenderClear and SDL_RenderGeometry without blending would. Reports SDL's error once and falls back to
/// the renderer (layer.on = false) when the texture cannot be made.
void drawOnCpu(SDL_Renderer* renderer, CpuWorldLayer& layer, SDL_Color background, std::span<const std::span<const SDL_Vertex>> lists);

}  // namespace render
