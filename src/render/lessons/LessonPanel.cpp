#include "render/lessons/LessonPanel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "geometry/Aabb.h"
#include "layout/Board.h"
#include "layout/Labels.h"
#include "render/draw/Palette.h"
#include "render/draw/TextFit.h"
#include "render/draw/internal/Primitives.h"
#include "render/draw/internal/ViewArea.h"
#include "render/game/ScreenLayout.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/LabPictureLabels.h"
#include "render/lab/LabScreenLayout.h"
#include "render/lab/LabView.h"
#include "render/lab/internal/LabDraw.h"

namespace render {

namespace {

using geometry::Vec2;

constexpr int kMargin = 8;
// From this text scale up a lab step's text is chosen a step smaller than fits when the step opens (keptLessonLab).
constexpr double kSpareRoomFromScale = 1.25;

// The box round `points` (geometry::boundsOf), `pad` wider on each side, in whole pixels.
layout::Rect boxAround(std::span<const Vec2> points, int pad) {
    const geometry::Aabb box = geometry::boundsOf(points);
    const int left = toPixel(std::floor(box.min.x)) - pad;
    const int top = toPixel(std::floor(box.min.y)) - pad;
    return {left, top, toPixel(std::ceil(box.max.x)) + pad - left, toPixel(std::ceil(box.max.y)) + pad - top};
}

// The shapes as small squares round their points: what the panel must not cover.
std::vector<SDL_Rect> shapeRects(std::span<const Vec2> points) {
    std::vector<SDL_Rect> rects;
    for (const Vec2 p : points) rects.push_back({toPixel(p.x) - 6, toPixel(p.y) - 6, 12, 12});
    return rects;
}

// The stretches of [from, to] along a grid line that no text box on `board` covers; `across` is where the line is on the
// other axis, `vertical` which way it runs. Words and the picture never share pixels: the lines stop at every box.
std::vector<std::array<double, 2>> uncovered(const layout::Board& board, double across, double from, double to, bool vertical) {
    std::vector<std::array<double, 2>> covered;
    for (const layout::Box& b : board.boxes) {
        if (b.kind == layout::Kind::Avoid) continue;
        const double lo = vertical ? b.rect.x : b.rect.y;
        const double hi = lo + (vertical ? b.rect.w : b.rect.h);
        if (across < lo || across > hi) continue;
        const double start = vertical ? b.rect.y : b.rect.x;
        covered.push_back({start, start + (vertical ? b.rect.h : b.rect.w)});
    }
    std::sort(covered.begin(), covered.end());
    std::vector<std::array<double, 2>> free;
    double at = from;
    for (const auto& [start, end] : covered) {
        if (start > at) free.push_back({at, std::min(start, to)});
        at = std::max(at, end);
        if (at >= to) break;
    }
    if (at < to) free.push_back({at, to});
    return free;
}

void drawGrid(SDL_Renderer* renderer, const lab::GridCells& grid, const layout::Board& board) {
    const auto fillSpan = [&](const lab::CellSpan& span, SDL_Color colour) {
        setColour(renderer, colour);
        // Only the cells on the canvas: a shape's span may reach a million cells each way.
        const int lastColumn = static_cast<int>(kLabSceneWidth / grid.cell);
        const int lastRow = static_cast<int>(kLabHeight / grid.cell);
        for (int y = std::max(span.y0, 0); y <= std::min(span.y1, lastRow); ++y) {
            for (int x = std::max(span.x0, 0); x <= std::min(span.x1, lastColumn); ++x) {
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
    for (double x = grid.cell; x < kLabSceneWidth; x += grid.cell) {
        for (const auto& [y0, y1] : uncovered(board, x, top, double(kLabHeight), true)) drawLine(renderer, {x, y0}, {x, y1}, kGridLegend);
    }
    for (double y = grid.cell; y < kLabHeight; y += grid.cell) {
        for (const auto& [x0, x1] : uncovered(board, y, 0.0, double(kLabSceneWidth), false)) drawLine(renderer, {x0, y}, {x1, y}, kGridLegend);
    }
}

// The shot's two verdict labels: each rule's words and where they go, beside the path and on the scene (not
// under the verdict panel).
struct ShotLabels {
    std::string classic;
    std::string swept;
    layout::Rect rect;  // both lines, with their backing
};

ShotLabels shotLabels(const Text& text, const lab::SweptShot& shot) {
    ShotLabels out{std::string("classic rule (end point): ") + (shot.classicHit ? "HIT" : "MISS"),
                   std::string("swept rule (its travel): ") + (shot.sweptHit ? "HIT" : "MISS"), {}};
    const int widest = std::max(text.width(out.classic), text.width(out.swept));
    const int x = std::clamp(toPixel(std::min(shot.from.x, shot.to.x)), kMargin, kLabSceneWidth - widest - kMargin);
    const int y = toPixel(std::max(shot.from.y, shot.to.y)) + 14;
    out.rect = {x - kLabelPad, y - kLabelPad, widest + 2 * kLabelPad, 2 * text.lineHeight() + 2 + 2 * kLabelPad};
    return out;
}

// The shot's path and its two verdicts, where the board put them (placed like the picture's labels: layout/Labels.h).
void drawShot(SDL_Renderer* renderer, Text& text, const lab::SweptShot& shot, const layout::Board& board) {
    drawThickLine(renderer, shot.from, shot.to, kTunnel, 3);
    fillDisc(renderer, shot.from, 4.0, kDimText);
    if (shot.firstHit) {
        drawCircle(renderer, *shot.firstHit, 9.0, kCrossing);
        drawCircle(renderer, *shot.firstHit, 10.0, kCrossing);
    }
    const ShotLabels labels = shotLabels(text, shot);
    const auto box = std::find_if(board.boxes.begin(), board.boxes.end(), [](const layout::Box& b) { return b.name == "shot labels"; });
    if (box == board.boxes.end()) return;
    const int x = box->rect.x + kLabelPad;
    const int y = box->rect.y + kLabelPad;
    drawLabel(renderer, text, labels.classic, x, y, verdictColour(shot.classicHit));
    drawLabel(renderer, text, labels.swept, x, y + text.lineHeight() + 2, verdictColour(shot.sweptHit));
}

// A replay step's panel is at most this wide: it shares the game's screen with the HUD, the insets and the legends.
constexpr int kMomentPanelWidth = 680;

// The panel's lines, each with its colour: the step's words, the task, whether it is done, the record's words, the note.
struct LessonLines {
    std::vector<layout::Line> lines;
    std::vector<SDL_Color> colours;  // of each line
};

// The box round a shape as drawn, `pad` wider on each side.
layout::Rect outlineBox(const lab::LabOutline& shape) {
    constexpr int pad = 8;
    if (shape.kind == lab::LabOutline::Kind::Polygon && !shape.vertices.empty()) return boxAround(shape.vertices, pad);
    const double r = shape.kind == lab::LabOutline::Kind::Circle ? shape.radius : 6.0;
    return boxAround(std::array{shape.centre - Vec2{r, r}, shape.centre + Vec2{r, r}}, pad);
}

// The step's sentences as one paragraph, so that the panel wraps them to its own width (a file's line breaks are
// for a reader of the file).
lab::LessonView paragraphOf(lab::LessonView view) {
    std::string said;
    for (const std::string& line : view.say) said += (said.empty() ? "" : " ") + line;
    view.say = {said};
    return view;
}

// The game's screen has no heading line for the lesson: a replay step's panel carries it, over the step's paragraph.
lab::LessonView momentShown(const lab::LessonView& view) {
    lab::LessonView shown = paragraphOf(view);
    shown.say.insert(shown.say.begin(), view.heading);
    return shown;
}

LessonLines lessonLines(const lab::LessonView& view) {
    LessonLines out;
    const auto add = [&](const std::string& line, SDL_Color colour) {
        out.lines.push_back({line});
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

namespace {

// What a lab step's lesson panel keeps clear of: the verdict panel, the shot and its labels, and the shapes (their whole
// boxes, or with `overShapes` their outline points only).
void claimLessonAvoids(layout::Board& board, const Text& text, const lab::LessonView& view, const lab::LabFrame& frame, bool overShapes) {
    layout::claim(board, "verdict panel", {kLabSceneWidth, 0, kLabWidth - kLabSceneWidth, kLabHeight}, layout::Kind::Avoid);
    if (view.shot) {
        layout::claim(board, "shot", boxAround(std::array{view.shot->from, view.shot->to}, 10), layout::Kind::Avoid);
        const layout::Rect wanted = shotLabels(text, *view.shot).rect;
        const geometry::Vec2 end = view.shot->to;
        (void)layout::placeLabel(board, "shot labels", {wanted, {end.x, end.y}, {0, 0, kLabSceneWidth, kLabHeight}, 400});
    }
    if (overShapes) {
        for (const SDL_Rect& r : shapeRects(frame.shapePoints)) layout::claim(board, "shape", {r.x, r.y, r.w, r.h}, layout::Kind::Avoid);
    } else {
        for (const lab::LabOutline* shape : {&frame.a, &frame.b}) layout::claim(board, "shape", outlineBox(*shape), layout::Kind::Avoid);
    }
}

// The panel's lines wrapped into `room` (its padding inside), or nothing when they do not fit it.
std::optional<layout::PlacedPanel> fillRoom(const Text& text, const lab::LessonView& view, layout::Rect room) {
    std::vector<layout::ShownLine> shown = layout::wrapLines(measureOf(text), lessonLines(paragraphOf(view)).lines, room.w - 2 * layout::kPanelPadding);
    const layout::Size size = layout::panelSize(measureOf(text), shown);
    if (size.w > room.w || size.h > room.h) return std::nullopt;
    return layout::PlacedPanel{room, std::move(shown), {}};
}

}  // namespace

std::optional<layout::PlacedPanel> placeLessonPanel(layout::Board& board, const Text& text, const lab::LessonView& view,
                                                    const lab::LabFrame& frame, bool overShapes) {
    claimLessonAvoids(board, text, view, frame, overShapes);
    // The room of its longest state, so that it moves nothing when the task gets done or a message (where F12's picture
    // went) comes: the longer status, and a note of the longest message's length.
    lab::LessonView most = paragraphOf(view);
    if (!view.statusRoom.empty()) most.status = view.statusRoom;
    if (most.note.size() < std::string_view(kNoteRoom).size()) most.note = kNoteRoom;
    const LessonLines given = lessonLines(most);
    // Every line or none (placePanel never shortens): without its task the student is lost; the text shrinks instead.
    const layout::PanelRules rules{.anchor = layout::Anchor::BottomLeft, .maxWidth = kLabSceneWidth - 2 * board.margin};
    layout::Board trial = board;
    const std::optional<layout::PlacedPanel> room = layout::placePanel(trial, "lesson", measureOf(text), given.lines, rules);
    if (!room) return std::nullopt;
    std::optional<layout::PlacedPanel> placed = fillRoom(text, view, room->rect);
    if (placed) layout::claim(board, "lesson", placed->rect);
    return placed;
}

LessonLabLayout keptLessonLab(Text& text, const lab::LabFrame& frame, const lab::LessonView& view, LessonLabPlace& kept) {
    if (kept.step == view.heading && kept.room) {
        (void)text.fitTo(kept.fit);
        LessonLabLayout out{layoutLabWords(text, frame), std::nullopt, {}, kept.overShapes};
        layout::Board& board = out.lab.board;
        claimLessonAvoids(board, text, view, frame, kept.overShapes);
        const bool free = std::none_of(board.boxes.begin(), board.boxes.end(), [&](const layout::Box& b) { return layout::overlap(b.rect, *kept.room); });
        if (out.lab.leftOut.empty() && free) out.panel = fillRoom(text, view, *kept.room);
        if (out.panel) {
            layout::claim(board, "lesson", out.panel->rect);
            placePictureLabels(out.lab, measureOf(text), frame);
            return out;
        }
    }
    // The place kept is taken now (a shape dragged under it): another at the same text size, if there is one.
    if (kept.step == view.heading) {
        LessonLabLayout moved{layoutLabWords(text, frame), std::nullopt, {}, false};
        if (moved.lab.leftOut.empty()) moved.panel = placeLessonPanel(moved.lab.board, text, view, frame, false);
        if (moved.panel) {
            kept.room = moved.panel->rect;
            kept.overShapes = false;
            placePictureLabels(moved.lab, measureOf(text), frame);
            return moved;
        }
    }
    // A new step, or no room at that size: chosen afresh from the full size down. A large text keeps a step of room
    // to spare: the words grow as the student drags (a caption more, a longer reason), and the size must not change.
    (void)text.fitTo(1.0);
    LessonLabLayout fresh = fitLessonLab(text, frame, view, false);
    if (text.scale() >= kSpareRoomFromScale && fresh.leftOut.empty() && text.fitTo(text.fit() * kFitStep) && text.fit() < 1.0) {
        fresh = fitLessonLab(text, frame, view, false);
    }
    kept = {view.heading, text.fit(), fresh.panel ? std::optional<layout::Rect>(fresh.panel->rect) : std::nullopt, fresh.overShapes};
    return fresh;
}

LessonLabLayout fitLessonLab(Text& text, const lab::LabFrame& frame, const lab::LessonView& view, bool tryLarger) {
    // The words, the panel over the words, then the picture's labels round both: the panel keeps its place while the
    // labels move with the shapes.
    const auto layoutOnce = [&](const Text& t, bool overShapes) {
        LessonLabLayout out{layoutLabWords(t, frame), std::nullopt, {}, overShapes};
        out.panel = placeLessonPanel(out.lab.board, t, view, frame, overShapes);
        placePictureLabels(out.lab, measureOf(t), frame);
        out.leftOut = out.lab.leftOut;
        if (!out.panel) out.leftOut.push_back("lesson panel");
        return out;
    };
    LessonLabLayout clear = fitText(text, tryLarger, [&](const Text& t) { return layoutOnce(t, false); });
    // Shapes that fill the scene leave no room even for the smallest text: the panel then goes over them, off their points.
    return clear.panel ? clear : layoutOnce(text, true);
}

LabScreenLayout drawLessonLab(SDL_Renderer* renderer, Text& text, const lab::LabFrame& frame, const lab::LessonView& view, LessonLabPlace& kept) {
    LessonLabLayout placed = keptLessonLab(text, frame, view, kept);
    drawLabLaidOut(renderer, text, frame, placed.lab);
    if (view.grid) drawGrid(renderer, *view.grid, placed.lab.board);
    if (view.shot) drawShot(renderer, text, *view.shot, placed.lab.board);
    for (const lab::BoundingCircle& c : view.circles) drawCircle(renderer, c.centre, c.radius, kCandidatePair, 48);
    if (placed.panel) drawPlacedPanel(renderer, text, *placed.panel, lessonLines(paragraphOf(view)).colours);
    return std::move(placed.lab);
}

ScreenLesson momentLesson(const lab::LessonView& shown, std::span<const std::string> longestWhy, std::span<const Vec2> keepClear) {
    ScreenLesson out;
    out.note = shown.note;
    lab::LessonView view = shown;
    view.note.clear();
    out.lines = lessonLines(momentShown(view)).lines;
    lab::LessonView most = view;
    most.why.assign(longestWhy.begin(), longestWhy.end());
    if (view.why.size() > most.why.size()) most.why = view.why;
    // The longer status: the panel must not grow or move when the task is done.
    if (!view.statusRoom.empty()) most.status = view.statusRoom;
    out.longest = lessonLines(momentShown(most)).lines;
    for (const SDL_Rect& r : shapeRects(keepClear)) out.keepClear.push_back({r.x - 24, r.y - 24, r.w + 48, r.h + 48});
    out.maxWidth = kMomentPanelWidth;
    return out;
}

void drawMomentLesson(SDL_Renderer* renderer, Text& text, const ScreenLayout& placed, const lab::LessonView& view) {
    lab::LessonView words = view;
    words.note.clear();  // a panel of its own
    if (placed.lesson) drawPlacedPanel(renderer, text, *placed.lesson, lessonLines(momentShown(words)).colours);
    const SDL_Color dim[] = {kDimText};
    if (placed.lessonNote) drawPlacedPanel(renderer, text, *placed.lessonNote, dim);
}
}  // namespace render
