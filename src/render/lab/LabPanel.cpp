#include "render/lab/internal/LabPanel.h"

#include "render/draw/Palette.h"
#include "render/lab/LabCanvas.h"

namespace render {

namespace {

constexpr int kPanelLeft = kLabSceneWidth;

void fill(SDL_Renderer* renderer, SDL_Rect r, SDL_Color colour) {
    setColour(renderer, colour);
    SDL_RenderFillRect(renderer, &r);
}

// Row i's band colour: on red when its method is wrong, highlighted when picked, else none (the panel's backing).
std::optional<SDL_Color> rowBack(const lab::LabFrame& frame, std::size_t i) {
    if (frame.rows[i].verdict.wrong) return kLabRowWrong;
    if (frame.selectedRow == i) return kLabRowSelected;
    return std::nullopt;
}

}  // namespace

void drawLabPanel(SDL_Renderer* renderer, const lab::LabFrame& frame, const LabScreenLayout& placed) {
    fill(renderer, {kPanelLeft, 0, kLabWidth - kPanelLeft, kLabHeight}, kLabPanelBack);
    fill(renderer, {kPanelLeft, 0, 2, kLabHeight}, kLabRule);
    // The rows are judged against the exact answer above this rule.
    fill(renderer, {kPanelLeft + 16, placed.rowsTop - 7, kLabWidth - kPanelLeft - 30, 1}, kLabRule);
    for (std::size_t i = 0; i < placed.rowBands.size() && i < frame.rows.size(); ++i) {
        const layout::Rect& b = placed.rowBands[i];
        const SDL_Rect band{b.x, b.y, b.w, b.h};
        if (const std::optional<SDL_Color> back = rowBack(frame, i)) fill(renderer, band, *back);
        if (frame.selectedRow == i) fill(renderer, {band.x, band.y, 5, band.h}, kSeparatingAxis);
    }
}

std::optional<SDL_Color> labPanelBackingAt(const lab::LabFrame& frame, const LabScreenLayout& placed, const layout::Rect& rect) {
    if (rect.x < kPanelLeft) return std::nullopt;
    for (std::size_t i = 0; i < placed.rowBands.size() && i < frame.rows.size(); ++i) {
        if (layout::overlap(placed.rowBands[i], rect)) return rowBack(frame, i).value_or(kLabPanelBack);
    }
    return kLabPanelBack;
}

}  // namespace render
