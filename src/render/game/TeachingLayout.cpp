// The overlays' words on the board: the why panel, the stats, the legends, the three insets (the SAT inset's tags on
// its picture), the crossing numbers and the verdict and tunnel labels on the stage; and what they keep clear.
#include "render/game/internal/TeachingLayout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <string>

#include "layout/Labels.h"
#include "render/draw/Camera.h"
#include "render/game/internal/RulesNotices.h"
#include "render/overlays/Overlays.h"
#include "render/overlays/internal/OverlayLegend.h"

namespace render {

// A place to keep clear on the field (an explained object, a lesson's subject): on the stage only, where the picture is
// (a close-up's subject beyond its edge keeps nothing clear among the words).
void avoid(ScreenLayout& s, const char* name, layout::Rect wanted) {
    if (!isWholeCanvas(s.stage)) {
        const layout::Rect& on = s.stage.rect;
        const int left = std::max(wanted.x, on.x), top = std::max(wanted.y, on.y);
        const int right = std::min(wanted.x + wanted.w, on.x + on.w), bottom = std::min(wanted.y + wanted.h, on.y + on.h);
        if (right <= left || bottom <= top) return;
        wanted = {left, top, right - left, bottom - top};
    }
    layout::claim(s.board, name, wanted, layout::Kind::Avoid);
}

namespace {

using layout::Anchor;
using layout::Line;
using layout::Rect;
using layout::Type;

// The why panel's line that says the field is seen close up, and how to see all of it.
std::string closeUpLine(const Stage& stage) {
    const int tenths = static_cast<int>(std::lround(stage.magnified * 10.0));
    return "close-up x" + std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " of the field (Z: all of it)";
}

// An inset at the side teach chose, as large as there is room for: each try a smaller picture.
template <typename SizeOf>
std::optional<InsetPlace> placeInset(ScreenLayout& s, const char* name, bool onLeft, std::array<int, 3> sides, SizeOf sizeOf) {
    for (const int side : sides) {
        const SDL_Point size = sizeOf(side);
        if (const auto at = layout::findPlace(s.board, {size.x, size.y}, onLeft ? Anchor::TopLeft : Anchor::TopRight)) {
            layout::claim(s.board, name, *at, layout::Kind::Picture);
            return InsetPlace{*at, side};
        }
    }
    s.leftOut.push_back(name);
    return std::nullopt;
}

// The SAT inset's tags are labels of its picture: the picture becomes a stage of its own on the board (labels may lie
// on it, nothing else), its caption stays a picture, and each tag goes at its axis's end or the nearest free place.
void placeSatTags(ScreenLayout& s, const Text& text, const teach::SatInset& inset) {
    const InsetPlace& place = *s.satInset;
    layout::Box& whole = s.board.boxes.back();  // placeInset's claim of the whole panel
    whole.rect = {place.rect.x, place.rect.y + place.side, place.rect.w, place.rect.h - place.side};
    layout::claim(s.board, "SAT inset picture", {place.rect.x, place.rect.y, place.rect.w, place.side}, layout::Kind::Stage);
    const SatTagWishes wishes = satTagWishes(text, inset, place);
    s.board.keyStrokes.insert(s.board.keyStrokes.end(), wishes.strokes.begin(), wishes.strokes.end());
    for (const layout::LabelWish& wish : wishes.tags) s.satTags.push_back(layout::placeLabel(s.board, "SAT tag", wish));
}

// The rays' key lines, before any of their labels: each ray and the outline it tested, so no label lies on them.
void keepLabelsOffRays(ScreenLayout& s, std::span<const teach::RayShown> rays) {
    for (const teach::RayShown& ray : rays) {
        const auto ui = [&](geometry::Vec2 local) {
            const geometry::Vec2 p = fieldToUi(s.stage, geometry::apply(ray.frame, local));
            return layout::Point{p.x, p.y};
        };
        const std::span<const geometry::Vec2> outline = ray.target.outline();
        for (std::size_t i = 0; i < outline.size(); ++i)
            s.board.keyStrokes.push_back({ui(outline[i]), ui(outline[(i + 1) % outline.size()])});
        s.board.keyStrokes.push_back({ui(ray.local), ui(teach::rayEnd(ray))});
    }
}

// The part just left out found no room but never shrinks the text: it moves from leftOut to roomless.
void roomless(ScreenLayout& s) {
    s.roomless.push_back(s.leftOut.back());
    s.leftOut.pop_back();
}

// A label of the field at `wanted`, or the nearest free place at most `stacked` label heights from it (layout/Labels.h).
// Labels belong to the picture: on the stage when there is one, leaving the words' room to the words.
std::optional<Rect> fieldLabel(layout::Board& board, const Stage& stage, const std::string& name, Rect wanted, geometry::Vec2 point,
                               int stacked) {
    const Rect area = isWholeCanvas(stage) ? Rect{0, 0, board.canvas.w, board.canvas.h} : stage.rect;
    const layout::LabelWish wish{wanted, {point.x, point.y}, area, stacked * (wanted.h + 2)};
    const std::optional<layout::PlacedLabel> placed = layout::placeLabel(board, name, wish);
    return placed ? std::optional<Rect>(placed->rect) : std::nullopt;
}

// The grid's and the overlays' legends. On the whole field they come last, and the overlay legend never shrinks the
// text: the pictures and their numbers come first. Beside a stage they come first of the overlays' words: they say
// the same at every tick, so the stage sized for them does not move as insets and labels come and go.
void layoutLegends(ScreenLayout& s, const layout::Measure& m, const ScreenContent& c) {
    const teach::OverlayFrame& t = c.teaching;
    const int half = s.board.canvas.w / 2;
    if (t.grid) s.gridLegend = panel(s, "grid legend", m, std::vector<Line>{{t.grid->legend}}, {Anchor::TopLeft, half});
    // Whole, or where there is no room for the whole, a line an overlay; never cut short (a legend's last lines are
    // as much its meaning as the first), and left out with no room even for that.
    if (const std::vector<LegendLine> legend = overlayLegend(t.on); !legend.empty() && !c.hud.attract) {
        const auto asLegend = [](const std::vector<LegendLine>& from) {
            std::vector<Line> lines;
            for (const LegendLine& l : from) lines.push_back({l.words});
            return lines;
        };
        s.overlayLegend = layout::placePanel(s.board, "overlay legend", m, asLegend(legend), {Anchor::TopRight, half});
        if (!s.overlayLegend) {
            s.roomless.push_back("overlay legend");
            s.shortLegend = true;
            s.overlayLegend =
                layout::placePanel(s.board, "overlay legend", m, asLegend(overlayLegendShort(t.on)), {Anchor::TopRight, half});
        }
        // Beside a stage the words are the point: a legend with no room even a line an overlay makes the text smaller.
        if (!s.overlayLegend && !isWholeCanvas(s.stage)) s.leftOut.push_back("overlay legend");
    }
}

}  // namespace

void layoutTeaching(ScreenLayout& s, const Text& text, const layout::Measure& m, const ScreenContent& c) {
    const teach::OverlayFrame& t = c.teaching;
    const int half = s.board.canvas.w / 2;
    // In a lesson an inset goes only where there is room: the text keeps the size the lesson's words chose, tick after tick.
    const bool lessonFirst = c.lesson != nullptr;
    if (!t.notice.empty()) s.fieldNotice = panel(s, "field notice", m, std::vector<Line>{{t.notice}}, {Anchor::TopCentre});
    if (const std::vector<RulesNotice> notices = rulesNotices(c.world); !notices.empty() && !c.hud.attract) {
        std::vector<Line> lines;
        for (const RulesNotice& n : notices) lines.push_back({n.words});
        s.rulesNotices = panel(s, "rules notices", m, lines, {Anchor::TopCentre});
    }
    if (!t.why.empty()) {
        if (t.picked) avoid(s, "picked object", pickedSpotRect(s.stage, *t.picked));
        std::vector<Line> why = asLines(t.why);
        if (s.stage.magnified > 1.0) why.push_back({closeUpLine(s.stage), Type::Small});
        s.why = panel(s, "why", m, why, {Anchor::BottomLeft, std::max(half, 480)});
    }
    if (!t.stats.empty()) s.stats = panel(s, "stats", m, asLines(t.stats, Type::Figures), {Anchor::BottomLeft, half});  // a table
    if (!isWholeCanvas(s.stage)) layoutLegends(s, m, c);
    // The insets keep clear of what they magnify: the picture and the thing itself side by side.
    constexpr double kSubjectReach = 60.0;
    if (t.on.has(teach::Overlay::Sat) && t.satInset) {
        avoid(s, "SAT subject", pickedSpotRect(s.stage, {t.satInset->pair.frame.p, kSubjectReach}));
    }
    if (t.on.has(teach::Overlay::Tunnels) && t.tunnelInset) {
        avoid(s, "tunnel subject", pickedSpotRect(s.stage, {t.tunnelInset->tunnel.to, kSubjectReach}));
    }
    if (t.on.has(teach::Overlay::Sat) && t.satInset) {
        s.satInset = placeInset(s, "SAT inset", t.satInset->onLeft, {360, 270, 180},
                                [&](int side) { return satInsetSize(text, *t.satInset, side); });
        if (s.satInset) placeSatTags(s, text, *t.satInset);
        if (!s.satInset && (lessonFirst || !isWholeCanvas(s.stage))) roomless(s);
    }
    if (t.on.has(teach::Overlay::Tunnels) && t.tunnelInset) {
        s.tunnelInset = placeInset(s, "tunnel inset", t.tunnelInset->onLeft, {300, 225, 150},
                                   [&](int side) { return tunnelInsetSize(text, *t.tunnelInset, side); });
        if (!s.tunnelInset && (lessonFirst || !isWholeCanvas(s.stage))) roomless(s);
    }
    if (t.on.has(teach::Overlay::Rays)) {
        constexpr int kStackedLabels = 8;  // labels wanted at one place (one tick's hits on one rock) stack this deep
        keepLabelsOffRays(s, t.rays);
        for (const teach::RayShown& ray : t.rays) {
            // The crossings' numbers first (each says where the ray met the outline), then the verdict clear of them.
            std::vector<std::optional<Rect>>& numbers = s.crossingNumbers.emplace_back();
            for (std::size_t i = 0; i < ray.crossed.size(); ++i) {
                const geometry::Vec2 at = fieldToUi(s.stage, geometry::apply(ray.frame, ray.crossed[i].point));
                numbers.push_back(onStage(s.stage, at)
                                      ? fieldLabel(s.board, s.stage, "crossing number", crossingNumberWanted(text, at, i + 1), at, 2)
                                      : std::nullopt);
            }
            const geometry::Vec2 point = fieldToUi(s.stage, ray.point);
            s.rayLabels.push_back(
                onStage(s.stage, point)
                    ? fieldLabel(s.board, s.stage, "ray label", rayLabelWanted(text, ray, point, s.board.canvas), point, kStackedLabels)
                    : std::nullopt);
        }
    }
    if (t.on.has(teach::Overlay::Tunnels)) {
        const bool insetLeft = t.tunnelInset && t.tunnelInset->onLeft;  // the labels go on the side away from it
        for (const teach::TunnelShown& shown : t.tunnels) {
            const geometry::Vec2 to = fieldToUi(s.stage, shown.tunnel.to);
            const Rect wanted = tunnelLabelWanted(text, to, insetLeft, s.stage.rect);
            const bool labelled = shown.labelled && onStage(s.stage, to);
            s.tunnelLabels.push_back(labelled ? fieldLabel(s.board, s.stage, "tunnel label", wanted, to, 8) : std::nullopt);
        }
    }
    // The ray inset where there is room once the labels are placed: the labels on the field come first.
    if (t.on.has(teach::Overlay::Rays) && t.rayInset) {
        avoid(s, "ray subject", pickedSpotRect(s.stage, {t.rayInset->ray.point, kSubjectReach}));
        s.rayInset = placeInset(s, "ray inset", t.rayInset->onLeft, {300, 225, 150},
                                [&](int side) { return rayInsetSize(text, *t.rayInset, side); });
        if (!s.rayInset) roomless(s);
    }
    if (isWholeCanvas(s.stage)) layoutLegends(s, m, c);
}

}  // namespace render
