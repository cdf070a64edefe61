#include "render/draw/RasterLayer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace render {

namespace {

constexpr unsigned kGlRenderer = 0x1F01;  // GL_RENDERER, without including a GL header for one enum

// SDL's GL renderer keeps its context current on the thread that drew last.
const char* glRendererName() {
    if (SDL_GL_GetCurrentContext() == nullptr) return nullptr;
    using GetString = const unsigned char* (*)(unsigned);
    const auto getString = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"));
    if (getString == nullptr) return nullptr;
    return reinterpret_cast<const char*>(getString(kGlRenderer));
}

std::uint32_t argb(SDL_Color c) {
    return (std::uint32_t{c.a} << 24) | (std::uint32_t{c.r} << 16) | (std::uint32_t{c.g} << 8) | std::uint32_t{c.b};
}

// The texture the size of the output, made again when the window's size changed.
bool fitTexture(SDL_Renderer* renderer, CpuWorldLayer& layer, int width, int height) {
    if (layer.texture && layer.width == width && layer.height == height) return true;
    layer.texture.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, width, height));
    if (!layer.texture) return false;
    layer.width = width;
    layer.height = height;
    SDL_SetTextureBlendMode(layer.texture.get(), SDL_BLENDMODE_NONE);
    SDL_SetTextureScaleMode(layer.texture.get(), SDL_ScaleModeNearest);
    return true;
}

void rasterise(const PixelSpan& span, const LogicalToPixels& to, std::span<const SDL_Vertex> vertices) {
    const auto place = [&to](const SDL_Vertex& v) { return RasterPoint{to.offsetX + v.position.x * to.scale, to.offsetY + v.position.y * to.scale}; };
    for (std::size_t i = 0; i + 2 < vertices.size(); i += 3) {
        fillTriangle(span, to.viewport, {place(vertices[i]), place(vertices[i + 1]), place(vertices[i + 2]), argb(vertices[i].color)});
    }
}

}  // namespace

bool rasterisesOnCpu(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr) return false;
    if (std::strcmp(info.name, "software") == 0) return true;
    if (std::strncmp(info.name, "opengl", 6) != 0) return false;  // opengl, opengles2
    const char* name = glRendererName();
    if (name == nullptr) return false;
    for (const char* cpu : {"llvmpipe", "softpipe", "Software Rasterizer", "SwiftShader"}) {
        if (std::strstr(name, cpu) != nullptr) return true;
    }
    return false;
}

// As SDL 2's UpdateLogicalSize (no integer scaling, the default letterbox
// policy): one scale for both axes, the image centred on the long axis.
LogicalToPixels logicalToPixels(int outputWidth, int outputHeight, int logicalWidth, int logicalHeight) {
    LogicalToPixels to{1.0f, 0.0f, 0.0f, {0, 0, outputWidth, outputHeight}};
    if (logicalWidth <= 0 || logicalHeight <= 0 || outputWidth <= 0 || outputHeight <= 0) return to;
    const float wantAspect = static_cast<float>(logicalWidth) / static_cast<float>(logicalHeight);
    const float realAspect = static_cast<float>(outputWidth) / static_cast<float>(outputHeight);
    if (std::fabs(wantAspect - realAspect) < 0.0001f) {
        to.scale = static_cast<float>(outputWidth) / static_cast<float>(logicalWidth);
    } else if (wantAspect > realAspect) {
        to.scale = static_cast<float>(outputWidth) / static_cast<float>(logicalWidth);
        const int height = static_cast<int>(std::floor(static_cast<float>(logicalHeight) * to.scale));
        to.viewport = {0, (outputHeight - height) / 2, outputWidth, (outputHeight - height) / 2 + height};
    } else {
        to.scale = static_cast<float>(outputHeight) / static_cast<float>(logicalHeight);
        const int width = static_cast<int>(std::floor(static_cast<float>(logicalWidth) * to.scale));
        to.viewport = {(outputWidth - width) / 2, 0, (outputWidth - width) / 2 + width, outputHeight};
    }
    to.offsetX = static_cast<float>(to.viewport.left);
    to.offsetY = static_cast<float>(to.viewport.top);
    return to;
}

void drawOnCpu(SDL_Renderer* renderer, CpuWorldLayer& layer, SDL_Color background, std::span<const std::span<const SDL_Vertex>> lists) {
    int width = 0;
    int height = 0;
    int logicalWidth = 0;
    int logicalHeight = 0;
    if (SDL_GetRendererOutputSize(renderer, &width, &height) != 0 || width <= 0 || height <= 0) return;
    SDL_RenderGetLogicalSize(renderer, &logicalWidth, &logicalHeight);
    void* pixels = nullptr;
    int pitch = 0;
    if (!fitTexture(renderer, layer, width, height) || SDL_LockTexture(layer.texture.get(), nullptr, &pixels, &pitch) != 0) {
        std::fprintf(stderr, "polyroids: cannot draw the world on the CPU (drawing it with the renderer): %s\n", SDL_GetError());
        layer.on = false;
        layer.texture.reset();
        return;
    }
    const PixelSpan span{static_cast<std::uint32_t*>(pixels), width, height, pitch / 4};
    fillRect(span, {0, 0, width, height}, argb(background));
    LogicalToPixels to = logicalToPixels(width, height, logicalWidth, logicalHeight);
    // The stage (render/draw/Camera.h) moves the field's origin and keeps what is drawn on it; the shake moves the picture, not the letterbox.
    const bool onStage = layer.stage.w > 0 && layer.stage.h > 0;
    const float left = to.offsetX + static_cast<float>(layer.stage.x) * to.scale;
    const float top = to.offsetY + static_cast<float>(layer.stage.y) * to.scale;
    if (onStage) {
        to.viewport = {std::max(to.viewport.left, static_cast<int>(std::lround(left))),
                       std::max(to.viewport.top, static_cast<int>(std::lround(top))),
                       std::min(to.viewport.right, static_cast<int>(std::lround(left + static_cast<float>(layer.stage.w) * to.scale))),
                       std::min(to.viewport.bottom, static_cast<int>(std::lround(top + static_cast<float>(layer.stage.h) * to.scale)))};
    }
    to.offsetX = left + static_cast<float>(layer.shift.x - layer.seenFrom.x) * to.scale;
    to.offsetY = top + static_cast<float>(layer.shift.y - layer.seenFrom.y) * to.scale;
    SDL_Rect view{0, 0, 0, 0};
    SDL_RenderGetViewport(renderer, &view);
    SDL_Rect clip{0, 0, 0, 0};
    const bool clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
    if (clipped) SDL_RenderGetClipRect(renderer, &clip);
    for (const std::span<const SDL_Vertex> list : lists) rasterise(span, to, list);
    SDL_UnlockTexture(layer.texture.get());
    // The texture covers the output pixel for pixel: drawn with no logical size or clip (it is cut to the stage
    // already), then the size, view and clip are put back.
    if (clipped) SDL_RenderSetClipRect(renderer, nullptr);
    SDL_RenderSetLogicalSize(renderer, 0, 0);
    SDL_RenderCopy(renderer, layer.texture.get(), nullptr, nullptr);
    SDL_RenderSetLogicalSize(renderer, logicalWidth, logicalHeight);
    if (onStage) SDL_RenderSetViewport(renderer, &view);  // as the stage's view set it (the letterbox's comes back with the size)
    if (clipped) SDL_RenderSetClipRect(renderer, &clip);
}

}  // namespace render
