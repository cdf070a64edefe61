#include "render/LessonPanel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "layout/Board.h"
#include "layout/Wrap.h"
#include "render/LabDraw.h"
#include "render/LabLayout.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/ScreenLayout.h"

namespace render {

namespace {

using geometry::Vec2;

constexpr int kPad = 10;
constexpr int kMargin = 8;

int toInt(double v) { return static_cast<int>(std::lround(v)); }

// The shapes as small squares round their points: what the panel must not cover.
std::vector<SDL_Rect> shapeRects(std::span<const Vec2> points) {
    std::vector<SDL_Rect> rects;
    for (const Vec2 p : points) rects.push_back({toInt(p.x) - 6, toInt(p.y) - 6, 12, 12});
    return rects;
}

void drawGrid(SDL_Renderer* renderer, const lab::GridCells& grid) {
    const auto fillSpan = [&](const lab::CellSpan& span, SDL_Color colour) {
        setColour(renderer, colour);
        for (int y = span.y0; y <= span.y1; ++y) {
            for (int x = span.x0; x <= span.x1; ++x) {
                const SDL_FRect cell{static_cast<float>(x * grid.cell), static_cast<float>(y * grid.cell), static_cast<float>(grid.cell),
                                     static_cast<float>(grid.cell)};
                SDL_RenderFillRectF(renderer, &cell);
            }
        }
    };
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    fillSpan(grid.a, {110, 170, 255, 40});
    fillSpan(grid.b, {255, 175, 80, 40});
    // Below the heading, so the lesson's title stays readable; the cells are still counted from (0, 0).
    const double top = kLabHeaderHeight;
    for (double x = grid.cell; x < kLabSceneWidth; x += grid.cell) drawLine(renderer, {x, top}, {x, double(kLabHeight)}, kGridLegend);
    for (double y = grid.cell; y < kLabHeight; y += grid.cell) drawLine(renderer, {0.0, y}, {double(kLabSceneWidth), y}, kGridLegend);
}

void drawShot(SDL_Renderer* renderer, Text& text, const lab::SweptShot& shot) {
    drawThickLine(renderer, shot.from, shot.to, kTunnel, 3);
    fillDisc(renderer, shot.from, 4.0, kDimText);
    if (shot.firstHit) {
        drawCircle(renderer, *shot.firstHit, 9.0, kCrossing);
        drawCircle(renderer, *shot.firstHit, 10.0, kCrossing);
    }
    const std::string classic = std::string("classic rule (end point): ") + (shot.classicHit ? "HIT" : "MISS");
    const std::string swept = std::string("swept rule (its travel): ") + (shot.sweptHit ? "HIT" : "MISS");
    // Beside the path, kept on the scene (not under the verdict panel).
    const int widest = std::max(text.width(classic), text.width(swept));
    const int x = std::clamp(toInt(std::min(shot.from.x, shot.to.x)), kMargin, kLabSceneWidth - widest - kMargin);
    const int y = toInt(std::max(shot.from.y, shot.to.y)) + 14;
    drawLabel(renderer, text, classic, x, y, shot.classicHit ? kInside : kOutside);
    drawLabel(renderer, text, swept, x, y + text.lineHeight() + 2, shot.sweptHit ? kInside : kOutside);
}

// A replay step's panel is at most this wide: it shares the game's screen with the HUD, the insets and the legends.
constexpr int kMomentPanelWidth = 680;

// The panel's lines, each with its colour: the step's words, the task, whether it is done, the record's words, the note.
struct LessonLines {
    std::vector<layout::Line> lines;
    std::vector<SDL_Color> colours;  // of each line
};

LessonLines lessonLines(const lab::LessonView& view) {
    LessonLines out;
    const auto add = [&](const std::string& line, SDL_Color colour) {
        out.lines.push_back({line, false});
        out.colours.push_back(colour);
    };
    for (const std::string& line : view.say) add(line, kText);
    add(view.goal, kSeparatingAxis);
    add(view.status, view.done ? kInside : kDimText);
    for (const std::string& line : view.why) add(line, kTunnel);
    if (!view.note.empty()) add(view.note, kDimText);
    return out;
}

}  // namespace

SDL_Point lessonPanelPlace(SDL_Point size, std::span<const SDL_Rect> keepClear) {
    // The scene part of the lab's window: the panel keeps off the captions, the footer and the shapes' points.
    layout::Board board{{kLabSceneWidth, kLabHeight}, kMargin, {}};
    layout::claim(board, "captions", {0, 0, kLabSceneWidth, kLabCaptionsBottom}, layout::Kind::Avoid);
    layout::claim(board, "footer", {0, kLabHeight - kLabFooterHeight, kLabSceneWidth, kLabFooterHeight}, layout::Kind::Avoid);
    for (const SDL_Rect& r : keepClear) layout::claim(board, "shape", {r.x, r.y, r.w, r.h}, layout::Kind::Avoid);
    const layout::Rect bottomLeft{kMargin, kLabHeight - kLabFooterHeight - size.y - kMargin, size.x, size.y};
    const std::optional<layout::Rect> at = layout::placeAt(board, "lesson", bottomLeft, layout::Anchor::BottomLeft);
    return at ? SDL_Point{at->x, at->y} : SDL_Point{bottomLeft.x, bottomLeft.y};
}

void drawLesson(SDL_Renderer* renderer, Text& text, const lab::LessonView& view, std::span<const Vec2> shapePoints) {
    if (view.grid) drawGrid(renderer, *view.grid);
    if (view.shot) drawShot(renderer, text, *view.shot);
    for (const lab::BoundingCircle& c : view.circles) drawCircle(renderer, c.centre, c.radius, kCandidatePair, 48);
    const LessonLines given = lessonLines(view);
    // The simulation's sentences (why) run long: broken to the scene's width, as every panel's lines are.
    const std::vector<layout::ShownLine> lines = layout::wrapLines(measureOf(text), given.lines, kLabSceneWidth - 2 * kMargin - 2 * kPad);
    const int lh = text.lineHeight();
    int width = 0;
    for (const layout::ShownLine& line : lines) width = std::max(width, text.width(line.text));
    const SDL_Point size{width + 2 * kPad, static_cast<int>(lines.size()) * lh + 2 * kPad};
    const std::vector<SDL_Rect> shapes = shapeRects(shapePoints);
    const SDL_Point at = lessonPanelPlace(size, shapes);
    drawPanel(renderer, at.x, at.y, size.x, size.y);
    int y = at.y + kPad;
    for (const layout::ShownLine& line : lines) {
        text.draw(renderer, line.text, at.x + kPad, y, given.colours[line.source]);
        y += lh;
    }
}

void drawMomentLesson(SDL_Renderer* renderer, Text& text, const lab::LessonView& view, layout::Board board, std::span<const Vec2> keepClear) {
    for (const SDL_Rect& r : shapeRects(keepClear)) layout::claim(board, "moment", {r.x - 24, r.y - 24, r.w + 48, r.h + 48}, layout::Kind::Avoid);
    const LessonLines given = lessonLines(view);
    const layout::PanelRules rules{.anchor = layout::Anchor::BottomLeft, .maxWidth = kMomentPanelWidth, .fewestLines = view.say.size() + 2};
    const std::optional<layout::PlacedPanel> panel = layout::placePanel(board, "lesson", measureOf(text), given.lines, rules);
    if (panel) drawPlacedPanel(renderer, text, *panel, given.colours);
}
}  // namespace render
