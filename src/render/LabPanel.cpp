#include "render/LabPanel.h"

#include "render/LabLayout.h"
#include "render/Palette.h"

namespace render {

namespace {

constexpr int kPanelLeft = kLabSceneWidth;
constexpr SDL_Color kRule{60, 68, 92, 255};

void fill(SDL_Renderer* renderer, SDL_Rect r, SDL_Color colour) {
    setColour(renderer, colour);
    SDL_RenderFillRect(renderer, &r);
}

}  // namespace

void drawLabPanel(SDL_Renderer* renderer, const lab::LabFrame& frame, const LabScreenLayout& placed) {
    fill(renderer, {kPanelLeft, 0, kLabWidth - kPanelLeft, kLabHeight}, kLabPanelBack);
    fill(renderer, {kPanelLeft, 0, 2, kLabHeight}, kRule);
    // The rows are judged against the exact answer above this rule.
    fill(renderer, {kPanelLeft + 16, placed.rowsTop - 7, kLabWidth - kPanelLeft - 30, 1}, kRule);
    for (std::size_t i = 0; i < placed.rowBands.size() && i < frame.rows.size(); ++i) {
        const layout::Rect& b = placed.rowBands[i];
        const SDL_Rect band{b.x, b.y, b.w, b.h};
        const bool selected = frame.selectedRow == i;
        if (frame.rows[i].verdict.wrong) fill(renderer, band, kLabRowWrong);
        else if (selected) fill(renderer, band, kLabRowSelected);
        if (selected) fill(renderer, {band.x, band.y, 5, band.h}, kSeparatingAxis);
    }
}

}  // namespace render
