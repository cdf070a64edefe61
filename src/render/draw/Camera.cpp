#include "render/draw/Camera.h"

#include <algorithm>
#include <cmath>

namespace render {

namespace {
constexpr SDL_Point kCrowdCanvas{1280, 720};
// Room kept round a close-up's subjects, world units at least, and as a share of the larger side: their neighbours and
// where they were heading stay in the picture.
constexpr double kLeastPadding = 40.0;
constexpr double kPaddingShare = 0.25;

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

Stage closeUpOf(const Stage& stage, const sim::Settings& field, const geometry::Aabb& subjects) {
    if (isWholeCanvas(stage)) return stage;
    const double width = field.fieldWidth;
    const double height = field.fieldHeight;
    if (subjects.min.x < 0.0 || subjects.min.y < 0.0 || subjects.max.x > width || subjects.max.y > height) return stage;
    const geometry::Vec2 size = subjects.max - subjects.min;
    const double padding = std::max(kLeastPadding, kPaddingShare * std::max(size.x, size.y));
    const double magnified = std::min({kMostMagnified, width / (size.x + 2.0 * padding), height / (size.y + 2.0 * padding)});
    if (!(magnified >= kLeastMagnified)) return stage;
    Stage close = stage;
    close.pixelsPerUnit = stage.pixelsPerUnit / stage.magnified * magnified;
    close.magnified = magnified;
    const geometry::Vec2 seen{width / magnified, height / magnified};
    const geometry::Vec2 centre = (subjects.min + subjects.max) * 0.5;
    // Whole units (SDL's viewport is in whole logical units), the view kept on the field (it does not wrap).
    close.seenFrom = {std::clamp(std::round(centre.x - seen.x / 2.0), 0.0, std::floor(width - seen.x)),
                      std::clamp(std::round(centre.y - seen.y / 2.0), 0.0, std::floor(height - seen.y))};
    return close;
}

geometry::Aabb seenArea(const Stage& stage) {
    const geometry::Vec2 size{stage.rect.w / stage.pixelsPerUnit, stage.rect.h / stage.pixelsPerUnit};
    return {stage.seenFrom, stage.seenFrom + size};
}

SDL_Rect stageInFieldUnits(const Stage& stage) {
    if (isWholeCanvas(stage)) return {0, 0, 0, 0};
    const double unit = stage.pixelsPerUnit;
    return {rounded(stage.rect.x / unit), rounded(stage.rect.y / unit), rounded(stage.rect.w / unit), rounded(stage.rect.h / unit)};
}

SDL_Rect stageViewport(const Stage& stage) {
    SDL_Rect view = stageInFieldUnits(stage);
    if (view.w == 0) return view;
    const int fromX = rounded(stage.seenFrom.x);
    const int fromY = rounded(stage.seenFrom.y);
    return {view.x - fromX, view.y - fromY, view.w + fromX, view.h + fromY};
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
    // A close-up's viewport begins before the stage (its origin is the field's): the clip keeps the picture on the stage.
    if (stage.seenFrom.x == 0.0 && stage.seenFrom.y == 0.0) return;
    const SDL_Rect shown = stageInFieldUnits(stage);
    const SDL_Rect clip{rounded(stage.seenFrom.x), rounded(stage.seenFrom.y), shown.w, shown.h};
    SDL_RenderSetClipRect(renderer, &clip);
}

void useUiView(SDL_Renderer* renderer, const Stage& stage) {
    SDL_RenderSetClipRect(renderer, nullptr);
    SDL_RenderSetLogicalSize(renderer, stage.canvas.w, stage.canvas.h);
}

double unitsPerPixel(const Stage& stage) { return 1.0 / stage.pixelsPerUnit; }

bool onStage(const Stage& stage, geometry::Vec2 uiPoint) {
    const layout::Rect& r = stage.rect;
    return isWholeCanvas(stage) || (uiPoint.x >= r.x && uiPoint.y >= r.y && uiPoint.x <= r.x + r.w && uiPoint.y <= r.y + r.h);
}

geometry::Vec2 fieldToUi(const Stage& stage, geometry::Vec2 onField) {
    return {stage.rect.x + (onField.x - stage.seenFrom.x) * stage.pixelsPerUnit,
            stage.rect.y + (onField.y - stage.seenFrom.y) * stage.pixelsPerUnit};
}

geometry::Vec2 uiToField(const Stage& stage, geometry::Vec2 onCanvas) {
    return {(onCanvas.x - stage.rect.x) / stage.pixelsPerUnit + stage.seenFrom.x,
            (onCanvas.y - stage.rect.y) / stage.pixelsPerUnit + stage.seenFrom.y};
}

layout::Rect fieldBoxToUi(const Stage& stage, const layout::Rect& onField) {
    const geometry::Vec2 from = fieldToUi(stage, {static_cast<double>(onField.x), static_cast<double>(onField.y)});
    const geometry::Vec2 to = fieldToUi(stage, {static_cast<double>(onField.x + onField.w), static_cast<double>(onField.y + onField.h)});
    const int left = static_cast<int>(std::floor(from.x));
    const int top = static_cast<int>(std::floor(from.y));
    return {left, top, static_cast<int>(std::ceil(to.x)) - left, static_cast<int>(std::ceil(to.y)) - top};
}

}  // namespace render
