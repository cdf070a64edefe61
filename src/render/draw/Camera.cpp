#include "render/draw/Camera.h"

namespace render {

namespace {
constexpr SDL_Point kCrowdCanvas{1280, 720};
}

SDL_Point uiCanvas(const sim::Settings& field) {
    if (field.crowd > 0) return kCrowdCanvas;
    return {static_cast<int>(field.fieldWidth), static_cast<int>(field.fieldHeight)};
}

void useFieldView(SDL_Renderer* renderer, const sim::Settings& field) {
    SDL_RenderSetLogicalSize(renderer, static_cast<int>(field.fieldWidth), static_cast<int>(field.fieldHeight));
}

void useUiView(SDL_Renderer* renderer, const sim::Settings& field) {
    const SDL_Point canvas = uiCanvas(field);
    SDL_RenderSetLogicalSize(renderer, canvas.x, canvas.y);
}

double unitsPerPixel(const sim::Settings& field) { return field.fieldWidth / uiCanvas(field).x; }

geometry::Vec2 fieldToUi(const sim::Settings& field, geometry::Vec2 onField) {
    if (field.crowd <= 0) return onField;
    const SDL_Point canvas = uiCanvas(field);
    return {onField.x * canvas.x / field.fieldWidth, onField.y * canvas.y / field.fieldHeight};
}

geometry::Vec2 uiToField(const sim::Settings& field, geometry::Vec2 onCanvas) {
    if (field.crowd <= 0) return onCanvas;
    const SDL_Point canvas = uiCanvas(field);
    return {onCanvas.x * field.fieldWidth / canvas.x, onCanvas.y * field.fieldHeight / canvas.y};
}

}  // namespace render
