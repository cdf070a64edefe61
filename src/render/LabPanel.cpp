#include "render/LabPanel.h"

#include <string>

#include "render/LabLayout.h"
#include "render/LabPictures.h"
#include "render/Palette.h"

namespace render {

using lab::Ink;
using lab::LabFrame;

namespace {

constexpr int kPanelLeft = kLabSceneWidth;
constexpr int kPanelRight = kLabWidth - 14;
constexpr int kTextLeft = kPanelLeft + 16;
constexpr SDL_Color kRule{60, 68, 92, 255};

int rowsTop(const Text& text) { return 14 + 4 * text.lineHeight() + 12; }
int rowHeight(const Text& text) { return 2 * text.lineHeight() + 6; }

void fill(SDL_Renderer* renderer, SDL_Rect r, SDL_Color colour) {
    setColour(renderer, colour);
    SDL_RenderFillRect(renderer, &r);
}

}  // namespace

void drawLabPanel(SDL_Renderer* renderer, Text& text, const LabFrame& frame) {
    const int lh = text.lineHeight();
    fill(renderer, {kPanelLeft, 0, kLabWidth - kPanelLeft, kLabHeight}, kLabPanelBack);
    fill(renderer, {kPanelLeft, 0, 2, kLabHeight}, kRule);

    int y = 14;
    text.draw(renderer, frame.presetLine, kTextLeft, y, kDimText);
    if (!frame.sceneKeys.empty()) text.draw(renderer, frame.sceneKeys, kPanelRight, y, kDimText, false, Align::Right);
    y += lh;
    // The reference answer first: every row below is judged against it.
    text.draw(renderer, "EXACT A vs B", kTextLeft, y, kText);
    const lab::Verdict& exact = frame.exact.verdict;
    text.draw(renderer, exact.word, kPanelRight, y, inkColour(lab::inkOf(exact.answer)), false, Align::Right);
    y += lh;
    text.draw(renderer, frame.exactMethod.empty() ? "" : "by " + frame.exactMethod, kTextLeft + 12, y, kDimText);
    y += lh;
    text.draw(renderer, exact.reason, kTextLeft + 12, y, kDimText);

    const int top = rowsTop(text);
    const int height = rowHeight(text);
    fill(renderer, {kTextLeft, top - 7, kPanelRight - kTextLeft, 1}, kRule);
    for (std::size_t i = 0; i < frame.rows.size(); ++i) {
        const lab::Verdict& row = frame.rows[i].verdict;
        const int rowY = top + static_cast<int>(i) * height;
        const bool selected = frame.selectedRow == i;
        const SDL_Rect band{kPanelLeft + 4, rowY - 3, kLabWidth - kPanelLeft - 8, height - 2};
        if (row.wrong) fill(renderer, band, kLabRowWrong);
        else if (selected) fill(renderer, band, kLabRowSelected);
        if (selected) fill(renderer, {band.x, band.y, 5, band.h}, kSeparatingAxis);
        const Ink ink = lab::inkOf(row.answer);
        const bool applies = ink != Ink::Dim;
        text.draw(renderer, frame.rows[i].name, kTextLeft, rowY, applies ? kText : kDimText);
        const int wordWidth = text.draw(renderer, row.word, kPanelRight, rowY, inkColour(ink), false, Align::Right);
        if (row.wrong) text.draw(renderer, "wrong", kPanelRight - wordWidth - 10, rowY, kWarning, false, Align::Right);
        const SDL_Color reasonColour = row.wrong ? kWarning : row.caution ? kLabCaution : kDimText;
        text.draw(renderer, row.reason, kTextLeft + 14, rowY + lh, reasonColour);
    }
    const int footer = kLabHeight - 2 * lh - 10;
    text.draw(renderer, "Tab or click a row: its picture", kTextLeft, footer, kDimText);
    text.draw(renderer, "F1 help   Esc quit", kTextLeft, footer + lh, kDimText);
}

std::optional<std::size_t> labPanelRowAt(const Text& text, int x, int y, std::size_t rowCount) {
    if (x < kPanelLeft) return std::nullopt;
    const int offset = y - (rowsTop(text) - 3);
    if (offset < 0) return std::nullopt;
    const auto index = static_cast<std::size_t>(offset / rowHeight(text));
    if (index >= rowCount) return std::nullopt;
    return index;
}

}  // namespace render
