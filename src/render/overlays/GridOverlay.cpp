#include "render/overlays/internal/GridOverlay.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/game/Hud.h"
#include "render/game/ScreenLayout.h"

namespace render {

namespace {

// Cells are shaded in four steps: listing 1, 2, 3 and 4 or more asteroids.
constexpr std::size_t kShades = 4;

struct ColumnRow {
    int column;
    int row;
};

ColumnRow columnRowOf(const teach::GridShown& grid, std::size_t cell) {
    const auto columns = static_cast<std::size_t>(grid.columns);
    return {static_cast<int>(cell % columns), static_cast<int>(cell / columns)};
}

SDL_FRect cellRect(const teach::GridShown& grid, std::size_t cell) {
    const ColumnRow at = columnRowOf(grid, cell);
    return {static_cast<float>(at.column * grid.cellWidth), static_cast<float>(at.row * grid.cellHeight), static_cast<float>(grid.cellWidth),
            static_cast<float>(grid.cellHeight)};
}

void drawCellShades(SDL_Renderer* renderer, const teach::GridShown& grid) {
    std::array<std::vector<SDL_FRect>, kShades> shades;
    for (std::size_t c = 0; c < grid.listed.size(); ++c) {
        const std::size_t listed = grid.listed[c];
        if (listed > 0) shades[std::min(listed, kShades) - 1].push_back(cellRect(grid, c));
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    for (std::size_t s = 0; s < kShades; ++s) {
        SDL_Color colour = kGridCell;
        colour.a = static_cast<Uint8>(colour.a * (s + 1) / kShades);
        setColour(renderer, colour);
        SDL_RenderFillRectsF(renderer, shades[s].data(), static_cast<int>(shades[s].size()));
    }
}

// A point of the field on the UI canvas, on a whole pixel: lines there are one pixel wide on every renderer
// (on a crowd's shrunk field, lines in world units are thinner than a pixel, and GL drops them).
SDL_FPoint onCanvas(const Stage& stage, double x, double y) {
    const geometry::Vec2 p = fieldToUi(stage, {x, y});
    return {std::floor(static_cast<float>(p.x)), std::floor(static_cast<float>(p.y))};
}

void drawCellLines(SDL_Renderer* renderer, const sim::Settings& field, const Stage& stage, const teach::GridShown& grid) {
    setColour(renderer, kGridLine);
    const double fieldWidth = field.fieldWidth, fieldHeight = field.fieldHeight;
    for (int i = 1; i < grid.columns; ++i) {
        const SDL_FPoint top = onCanvas(stage, i * grid.cellWidth, 0.0), bottom = onCanvas(stage, i * grid.cellWidth, fieldHeight);
        SDL_RenderDrawLineF(renderer, top.x, top.y, bottom.x, bottom.y);
    }
    for (int j = 1; j < grid.rows; ++j) {
        const SDL_FPoint left = onCanvas(stage, 0.0, j * grid.cellHeight), right = onCanvas(stage, fieldWidth, j * grid.cellHeight);
        SDL_RenderDrawLineF(renderer, left.x, left.y, right.x, right.y);
    }
}

// The cell each bullet queries (teach::GridShown::bulletCells, sim::cellOf's answer).
void drawBulletCells(SDL_Renderer* renderer, const Stage& stage, const teach::GridShown& grid) {
    std::vector<SDL_FRect> cells;
    cells.reserve(grid.bulletCells.size());
    for (const std::uint32_t cell : grid.bulletCells) {
        const ColumnRow at = columnRowOf(grid, cell);
        const SDL_FPoint from = onCanvas(stage, at.column * grid.cellWidth, at.row * grid.cellHeight);
        const SDL_FPoint to = onCanvas(stage, (at.column + 1) * grid.cellWidth, (at.row + 1) * grid.cellHeight);
        cells.push_back({from.x, from.y, to.x - from.x + 1.0f, to.y - from.y + 1.0f});
    }
    setColour(renderer, kCandidatePair);
    SDL_RenderDrawRectsF(renderer, cells.data(), static_cast<int>(cells.size()));
}

}  // namespace

void drawGridCells(SDL_Renderer* renderer, const teach::GridShown& grid) { drawCellShades(renderer, grid); }

void drawGridLines(SDL_Renderer* renderer, const sim::Settings& field, const Stage& stage, const teach::GridShown& grid) {
    drawCellLines(renderer, field, stage, grid);
    drawBulletCells(renderer, stage, grid);
}

void drawGridLegend(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed) {
    const SDL_Color ink[] = {kGridLegend};
    drawPlacedPanel(renderer, text, placed, ink);
}

}  // namespace render
