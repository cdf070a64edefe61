#include "render/lab/LabView.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <vector>

#include "render/draw/Palette.h"
#include "render/draw/TextFit.h"
#include "render/draw/internal/ViewArea.h"
#include "render/game/ScreenLayout.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/LabPictureLabels.h"
#include "render/lab/internal/LabDraw.h"
#include "render/lab/internal/LabPanel.h"
#include "render/lab/internal/LabPictures.h"

namespace render {

using lab::FillRule;
using lab::LabFrame;
using lab::LabOutline;

namespace {

using geometry::Vec2;

constexpr Uint8 kFillAlpha = 46;
constexpr Uint8 kHoverFillAlpha = 80;

// The fill follows the frame's rule, so a pentagram's middle is hollow under
// even-odd and filled under nonzero, as each rule decides.
void drawShape(SDL_Renderer* renderer, const LabOutline& shape, FillRule rule) {
    const SDL_Color colour = shape.name == 'A' ? kLabShapeA : kLabShapeB;
    const SDL_Color line = shape.degenerate ? kWarning : colour;
    const SDL_Color fill = withAlpha(colour, shape.hoveredWhole ? kHoverFillAlpha : kFillAlpha);
    switch (shape.kind) {
        case LabOutline::Kind::Polygon: {
            const auto& v = shape.vertices;
            if (v.empty()) return;
            fillOutline(renderer, v, rule, fill);
            for (std::size_t i = 0; i < v.size(); ++i) drawThickLine(renderer, v[i], v[(i + 1) % v.size()], line, 2);
            setColour(renderer, line);
            for (const Vec2 p : v) {
                const SDL_FRect handle{static_cast<float>(p.x - 3.5), static_cast<float>(p.y - 3.5), 7.0f, 7.0f};
                SDL_RenderFillRectF(renderer, &handle);
            }
            if (shape.hoveredVertex && *shape.hoveredVertex < v.size()) drawCircle(renderer, v[*shape.hoveredVertex], 10.0, kText);
            break;
        }
        case LabOutline::Kind::Circle: {
            fillDisc(renderer, shape.centre, shape.radius, fill);
            const SDL_Color rim = shape.hoveredRim ? kText : line;
            drawCircle(renderer, shape.centre, shape.radius, rim);
            drawCircle(renderer, shape.centre, shape.radius - 1.0, rim);
            drawLine(renderer, shape.centre - Vec2{5, 0}, shape.centre + Vec2{5, 0}, line);
            drawLine(renderer, shape.centre - Vec2{0, 5}, shape.centre + Vec2{0, 5}, line);
            break;
        }
        case LabOutline::Kind::Point: {
            fillDisc(renderer, shape.centre, 5.0, colour);
            drawCircle(renderer, shape.centre, shape.hoveredWhole ? 11.0 : 8.0, shape.hoveredWhole ? kText : colour);
            break;
        }
    }
}

// Every line of words where the layout put it: a label on its backing, panel words on the panel.
void drawWords(SDL_Renderer* renderer, Text& text, const LabFrame& frame, const LabScreenLayout& placed) {
    for (const LabText& t : placed.texts) {
        if (t.backed) {
            drawLabel(renderer, text, t.words, t.rect.x + kLabelPad, t.rect.y, t.colour);
            continue;
        }
        text.setBacking(labPanelBackingAt(frame, placed, t.rect));
        text.draw(renderer, t.words, t.rect.x, t.rect.y, t.colour);
        text.setBacking(std::nullopt);
    }
    if (placed.help) {
        drawPlacedPanel(renderer, text, *placed.help, placed.helpColours);
        setColour(renderer, kDimText);
        const SDL_Rect back{placed.help->rect.x, placed.help->rect.y, placed.help->rect.w, placed.help->rect.h};
        SDL_RenderDrawRect(renderer, &back);
        for (const layout::PanelColumn& column : placed.help->moreColumns) {
            const SDL_Rect more{column.rect.x, column.rect.y, column.rect.w, column.rect.h};
            SDL_RenderDrawRect(renderer, &more);
        }
    }
}

}  // namespace

void drawLabLaidOut(SDL_Renderer* renderer, Text& text, const LabFrame& frame, const LabScreenLayout& placed) {
    setColour(renderer, kBackground);
    SDL_RenderClear(renderer);
    // Both boxes, faint, unless the box picture draws them bright: the cheap
    // filter every pair passes through first.
    if (frame.faintBoxes) {
        drawDashedBox(renderer, (*frame.faintBoxes)[0], withAlpha(kBoxIdle, 90));
        drawDashedBox(renderer, (*frame.faintBoxes)[1], withAlpha(kBoxIdle, 90));
    }
    drawShape(renderer, frame.a, frame.fill);
    drawShape(renderer, frame.b, frame.fill);
    drawLabPicture(renderer, frame);
    drawTicks(renderer, frame, placed);
    if (frame.probe) {
        const Vec2 p = *frame.probe;
        fillDisc(renderer, p, 5.0, kLabProbe);
        drawCircle(renderer, p, frame.probeHovered ? 11.0 : 8.0, kLabProbe);
    }
    drawLabPanel(renderer, frame, placed);
    drawWords(renderer, text, frame, placed);
    drawPictureLabels(renderer, text, placed);
}

LabScreenLayout drawLab(SDL_Renderer* renderer, Text& text, const LabFrame& frame, std::uint64_t frameNumber) {
    LabScreenLayout placed = fitLab(text, frame, frameNumber % kFramesBetweenGrowTries == 0);
    drawLabLaidOut(renderer, text, frame, placed);
    return placed;
}

}  // namespace render
