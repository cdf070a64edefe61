#include "render/draw/Camera.h"

#include <algorithm>
#include <cmath>

namespace render {

namespace {
constexpr SDL_Point kCrowdCanvas{1280, 720};

int rounded(double v) { return static_cast<int>(std::lround(v)); }
}  // namespace

SDL_Point uiCanvas(const sim::Settings& field) {
    if (field.crowd > 0) return kCrowdCanvas;
    return {static_cast<int>(field.fieldWidth), static_cast<int>(field.fieldHeight)};
}

Stage wholeField(const sim::Settings& field) {
    const SDL_Point canvas = uiCanvas(field);
    return {{canvas.x, canvas.y}, {0, 0, canvas.x, canvas.y}, canvas.x / field.fieldWidth};
}

Stage stageAt(const sim::Settings& field, double scale, int left, int top) {
    Stage stage = wholeField(field);
    const double s = std::clamp(scale, 0.05, 1.0);
    stage.pixelsPerUnit *= s;
    stage.rect = {left, top, rounded(stage.canvas.w * s), rounded(stage.canvas.h * s)};
    return stage;
}

bool isWholeCanvas(const Stage& stage) {
    return stage.rect.x == 0 && stage.rect.y == 0 && stage.rect.w == stage.canvas.w && stage.rect.h == stage.canvas.h;
}

SDL_Rect stageViewport(const Stage& stage) {
    if (isWholeCanvas(stage)) return {0, 0, 0, 0};
    const double unit = stage.pixelsPerUnit;
    return {rounded(stage.rect.x / unit), rounded(stage.rect.y / unit), rounded(stage.rect.w / unit), rounded(stage.rect.h / unit)};
}

void useFieldView(SDL_Renderer* renderer, const Stage& stage) {
    // The logical size is the canvas in world units; the viewport moves the field's origin to the stage's corner and
    // keeps what is drawn on it (SDL's viewport is in logical units, and setting it replaces the letterbox's).
    SDL_RenderSetLogicalSize(renderer, rounded(stage.canvas.w / stage.pixelsPerUnit), rounded(stage.canvas.h / stage.pixelsPerUnit));
    if (isWholeCanvas(stage)) return;
    SDL_Rect letterbox{0, 0, 0, 0};
    SDL_RenderGetViewport(renderer, &letterbox);
    SDL_Rect onStage = stageViewport(stage);
    onStage.x += letterbox.x;
    onStage.y += letterbox.y;
    SDL_RenderSetViewport(renderer, &onStage);
}

void useUiView(SDL_Renderer* renderer, const Stage& stage) { SDL_RenderSetLogicalSize(renderer, stage.canvas.w, stage.canvas.h); }

double unitsPerPixel(const Stage& stage) { return 1.0 / stage.pixelsPerUnit; }

geometry::Vec2 fieldToUi(const Stage& stage, geometry::Vec2 onField) {
    return {stage.rect.x + onField.x * stage.pixelsPerUnit, stage.rect.y + onField.y * stage.pixelsPerUnit};
}

geometry::Vec2 uiToField(const Stage& stage, geometry::Vec2 onCanvas) {
    return {(onCanvas.x - stage.rect.x) / stage.pixelsPerUnit, (onCanvas.y - stage.rect.y) / stage.pixelsPerUnit};
}

layout::Rect fieldBoxToUi(const Stage& stage, const layout::Rect& onField) {
    const geometry::Vec2 from = fieldToUi(stage, {static_cast<double>(onField.x), static_cast<double>(onField.y)});
    const geometry::Vec2 to = fieldToUi(stage, {static_cast<double>(onField.x + onField.w), static_cast<double>(onField.y + onField.h)});
    const int left = static_cast<int>(std::floor(from.x));
    const int top = static_cast<int>(std::floor(from.y));
    return {left, top, static_cast<int>(std::ceil(to.x)) - left, static_cast<int>(std::ceil(to.y)) - top};
}

}  // namespace render
