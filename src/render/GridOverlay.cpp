#include "render/GridOverlay.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <vector>

#include "render/Camera.h"
#include "render/Hud.h"
#include "render/Palette.h"

namespace render {

namespace {

// Cells are shaded in four steps: listing 1, 2, 3 and 4 or more asteroids.
constexpr std::size_t kShades = 4;

struct ColumnRow {
    int column;
    int row;
};

ColumnRow columnRowOf(const sim::BroadPhase& grid, std::size_t cell) {
    const auto columns = static_cast<std::size_t>(grid.columns);
    return {static_cast<int>(cell % columns), static_cast<int>(cell / columns)};
}

SDL_FRect cellRect(const sim::BroadPhase& grid, std::size_t cell) {
    const ColumnRow at = columnRowOf(grid, cell);
    return {static_cast<float>(at.column * grid.cellWidth), static_cast<float>(at.row * grid.cellHeight), static_cast<float>(grid.cellWidth),
            static_cast<float>(grid.cellHeight)};
}

void drawCellShades(SDL_Renderer* renderer, const sim::BroadPhase& grid) {
    std::array<std::vector<SDL_FRect>, kShades> shades;
    for (std::size_t c = 0; c < grid.cells.size(); ++c) {
        const std::size_t listed = grid.cells[c].count;
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
SDL_FPoint onCanvas(const sim::Settings& field, double x, double y) {
    const geometry::Vec2 p = fieldToUi(field, {x, y});
    return {std::floor(static_cast<float>(p.x)), std::floor(static_cast<float>(p.y))};
}

void drawCellLines(SDL_Renderer* renderer, const sim::Settings& field, const sim::BroadPhase& grid) {
    setColour(renderer, kGridLine);
    for (int i = 1; i < grid.columns; ++i) {
        const SDL_FPoint top = onCanvas(field, i * grid.cellWidth, 0.0), bottom = onCanvas(field, i * grid.cellWidth, grid.fieldHeight);
        SDL_RenderDrawLineF(renderer, top.x, top.y, bottom.x, bottom.y);
    }
    for (int j = 1; j < grid.rows; ++j) {
        const SDL_FPoint left = onCanvas(field, 0.0, j * grid.cellHeight), right = onCanvas(field, grid.fieldWidth, j * grid.cellHeight);
        SDL_RenderDrawLineF(renderer, left.x, left.y, right.x, right.y);
    }
}

// The cell each bullet queries: sim::cellOf, as sim::asteroidsNear finds it.
void drawBulletCells(SDL_Renderer* renderer, const sim::BroadPhase& grid, const sim::World& world) {
    std::vector<SDL_FRect> cells;
    cells.reserve(world.bullets.size());
    for (const sim::Bullet& b : world.bullets) {
        const ColumnRow at = columnRowOf(grid, sim::cellOf(grid, b.position));
        const SDL_FPoint from = onCanvas(world.settings, at.column * grid.cellWidth, at.row * grid.cellHeight);
        const SDL_FPoint to = onCanvas(world.settings, (at.column + 1) * grid.cellWidth, (at.row + 1) * grid.cellHeight);
        cells.push_back({from.x, from.y, to.x - from.x + 1.0f, to.y - from.y + 1.0f});
    }
    setColour(renderer, kCandidatePair);
    SDL_RenderDrawRectsF(renderer, cells.data(), static_cast<int>(cells.size()));
}

}  // namespace

GridSummary summarizeGrid(const sim::BroadPhase& grid, const sim::World& world) {
    GridSummary s{grid.columns, grid.rows, grid.cellWidth, grid.cellHeight};
    for (const sim::BroadPhase::Cell& cell : grid.cells) {
        s.occupied += cell.count > 0 ? 1 : 0;
        s.busiest = std::max<std::size_t>(s.busiest, cell.count);
    }
    s.bullets = world.bullets.size();
    if (world.bullets.empty()) return s;
    std::size_t listed = 0, candidates = 0;
    for (const sim::Bullet& b : world.bullets) {
        const sim::NearAsteroids near = sim::asteroidsNear(grid, b.position);
        listed += near.listed().size();
        candidates += near.size();
    }
    s.listedPerBullet = static_cast<double>(listed) / static_cast<double>(s.bullets);
    s.candidatesPerBullet = static_cast<double>(candidates) / static_cast<double>(s.bullets);
    return s;
}

std::string gridLegend(const GridSummary& s) {
    char line[200];
    int n = std::snprintf(line, sizeof line, "grid %d x %d cells of %.0f x %.0f: %zu list an asteroid, at most %zu", s.columns, s.rows, s.cellWidth,
                          s.cellHeight, s.occupied, s.busiest);
    if (s.bullets > 0 && n > 0 && static_cast<std::size_t>(n) < sizeof line) {
        std::snprintf(line + n, sizeof line - static_cast<std::size_t>(n), "; a bullet's cell lists %.2f, %.2f pass its box", s.listedPerBullet,
                      s.candidatesPerBullet);
    }
    return line;
}

GridSummary drawGridCells(SDL_Renderer* renderer, const sim::World& world, sim::BroadPhase& grid) {
    sim::rebuild(grid, world.settings, world.asteroids);
    drawCellShades(renderer, grid);
    return summarizeGrid(grid, world);
}

void drawGridLines(SDL_Renderer* renderer, const sim::World& world, const sim::BroadPhase& grid) {
    drawCellLines(renderer, world.settings, grid);
    drawBulletCells(renderer, grid, world);
}

void drawGridLegend(SDL_Renderer* renderer, Text& text, const GridSummary& summary) {
    const PanelLine line{gridLegend(summary), kGridLegend};
    drawTextPanel(renderer, text, std::span<const PanelLine>(&line, 1), 8, hudTopBand(text) + text.lineHeight());
}

}  // namespace render
