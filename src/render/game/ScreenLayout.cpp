#include "render/game/ScreenLayout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <string_view>

#include "layout/Labels.h"
#include "render/draw/Camera.h"
#include "render/draw/TextFit.h"
#include "render/game/internal/LivesGauge.h"
#include "render/game/internal/MuteBadge.h"
#include "render/game/internal/RulesNotices.h"
#include "render/game/internal/StageChoice.h"
#include "render/game/internal/TeachingLayout.h"
#include "render/overlays/Overlays.h"
#include "render/overlays/internal/OverlayLegend.h"

namespace render {

std::vector<layout::Line> asLines(std::span<const std::string> words, layout::Type type) {
    std::vector<layout::Line> lines;
    for (const std::string& w : words) lines.push_back({w, type});
    return lines;
}

std::optional<layout::PlacedPanel> panel(ScreenLayout& s, const std::string& name, const layout::Measure& m,
                                         std::span<const layout::Line> lines, const layout::PanelRules& rules) {
    std::optional<layout::PlacedPanel> placed = layout::placePanel(s.board, name, m, lines, rules);
    if (!placed) s.leftOut.push_back(name);
    return placed;
}

namespace {

// `panel`'s lines as the layout's (their words and types).
std::vector<layout::Line> panelAsLines(std::span<const PanelLine> panel) {
    std::vector<layout::Line> lines;
    for (const PanelLine& p : panel) lines.push_back({p.text, p.type});
    return lines;
}

using layout::Anchor;
using layout::Line;
using layout::Rect;
using layout::Type;

constexpr int kTop = 10;   // the HUD's top line, from the top edge
constexpr int kSide = 16;  // and from the sides
constexpr std::size_t kHelpColumns = 4;  // the key help in up to this many columns side by side, never cut
// The room a stage leaves for an overlay's inset: the smallest picture an inset is drawn at, and a caption this wide.
constexpr int kSmallestInset = 180;
constexpr const char* kInsetCaptionRoom = "MTV (minimum translation vector) 9.99 along S2";

// A part of the top line: at `preferred` if free, else beside what is there.
HudText topText(ScreenLayout& s, const Text& text, const char* name, std::string words, int x, int y, Anchor anchor, Type type = Type::Body) {
    if (words.empty()) return {};
    const Rect want{x, y, text.width(words, type), text.lineHeight()};
    const std::optional<Rect> at = layout::placeAt(s.board, name, want, anchor);
    if (!at) s.leftOut.push_back(name);
    return at ? HudText{*at, std::move(words), type} : HudText{};
}

std::string middleWords(const sim::World& world) {
    if (world.settings.crowd == 0) return {};
    return "CROWD " + std::to_string(world.settings.crowd) + "   " + std::to_string(world.asteroids.size()) + " ASTEROIDS   " +
           std::to_string(world.bullets.size()) + " BULLETS";
}

void layoutTopLine(ScreenLayout& s, const Text& text, const ScreenContent& c) {
    const int width = s.board.canvas.w;
    const int lh = text.lineHeight();
    s.score = topText(s, text, "score", "SCORE " + std::to_string(c.world.score), kSide, kTop, Anchor::TopLeft, Type::Figures);
    if (c.hud.showFps) {
        const std::string fps = std::to_string(static_cast<long long>(c.hud.framesPerSecond + 0.5)) + " FPS";
        s.fps = topText(s, text, "fps", fps, width - kSide - text.width(fps, Type::Figures), kTop, Anchor::TopRight, Type::Figures);
    }
    s.banner = topText(s, text, "banner", c.hud.banner, width - kSide - text.width(c.hud.banner), kTop + lh, Anchor::TopRight);
    const std::string crowd = middleWords(c.world);
    const int middleWidth = crowd.empty() ? livesAndWaveWidth(text, c.world) : text.width(crowd);
    const std::optional<Rect> middle = layout::placeAt(s.board, "lives and wave", {width / 2 - middleWidth / 2, kTop, middleWidth, lh}, Anchor::TopCentre);
    if (middle) s.middle = {*middle, crowd.empty() ? "lives" : crowd};
    if (!middle) s.leftOut.push_back("lives and wave");
    if (c.hud.paused && !c.hud.attract && c.world.phase != sim::Phase::GameOver) {
        std::string hint = c.hud.showHelp ? "P resume  N / B step" : "P resume  N / B step  F1 keys";
        if (c.hud.banner.find("PAUSED") == std::string::npos) hint = "PAUSED  " + hint;
        const int right = c.hud.banner.empty() ? width - kSide : s.banner.rect.x - 24;
        s.pausedHint = topText(s, text, "paused hint", hint, right - text.width(hint), kTop + lh, Anchor::TopRight);
    }
}

// The mute badge, bottom left (beside the stage when there is one).
void layoutMuteBadge(ScreenLayout& s, const Text& text, const ScreenContent& c) {
    if (!c.hud.muted) return;
    const int lh = text.lineHeight();
    const Rect badge{8, s.board.canvas.h - 8 - lh, muteBadgeWidth(text), lh};
    s.muteBadge = layout::placeAt(s.board, "mute badge", badge, Anchor::BottomLeft, layout::Kind::Picture);
    if (!s.muteBadge) s.leftOut.push_back("mute badge");
}

void layoutTitle(ScreenLayout& s, const layout::Measure& m, const TitleView& view) {
    const std::vector<Line> prompt{{view.prompt, Type::Heading}, {view.keys, Type::Small}};
    s.titlePrompt = panel(s, "title prompt", m, prompt, {Anchor::BottomCentre});
    if (view.showScores && view.scores != nullptr) {
        std::vector<PanelLine> table = highScoreLines(*view.scores, std::nullopt);
        table.front().type = Type::Heading;
        s.title = panel(s, "high scores", m, panelAsLines(table), {Anchor::Centre});
    } else if (view.showLessons) {
        std::vector<Line> list{{"LESSONS   L: open", Type::Heading}};
        for (const std::string& lesson : view.lessons) list.push_back({lesson});
        s.title = panel(s, "lesson list", m, list, {Anchor::Centre});
    } else {
        s.title = panel(s, "title", m, titleNameLines(), {Anchor::Centre});
    }
}

void layoutMiddle(ScreenLayout& s, const layout::Measure& m, const ScreenContent& c) {
    if (c.hud.attract) return;  // the title box holds the middle: the demo's GAME OVER and WAVE CLEARED would hide under it
    if (c.world.phase == sim::Phase::GameOver) {
        std::vector<Line> lines{{"GAME OVER", Type::Title}};
        if (c.hud.gameOverLines.empty()) {
            lines.push_back({"final score " + std::to_string(c.world.score) + "  -  press Enter to play again"});
        } else {
            for (const Line& l : panelAsLines(c.hud.gameOverLines)) lines.push_back(l);
        }
        s.gameOver = panel(s, "game over", m, lines, {Anchor::Centre});
    } else if (!c.hud.paused && c.world.waveDelayTicks > 0 && c.world.wave > 0) {
        const std::vector<Line> lines{{"WAVE " + std::to_string(c.world.wave) + " CLEARED", Type::Title}};
        s.waveCleared = panel(s, "wave cleared", m, lines, {Anchor::Centre});
    }
}

void layoutHudPanels(ScreenLayout& s, const layout::Measure& m, const ScreenContent& c) {
    if (c.menu != nullptr) {
        const std::vector<PanelLine> lines = menuLines(*c.menu);
        s.menu = panel(s, "menu", m, panelAsLines(lines), {Anchor::Centre});
    }
    if (c.hud.showHelp) {
        std::vector<Line> lines{{"KEYS  (F1 hides)", Type::Heading}};
        for (const Line& l : asLines(c.hud.keyHelp)) lines.push_back(l);
        s.help = panel(s, "key help", m, lines, {Anchor::BottomRight, 0, kHelpColumns});
    }
}

// What the window last did (where F12's picture went). Beside a stage its room is kept whether there is one or not
// (a line of kNoteRoom's length, placed before the overlays' words and left empty), so that a message coming or going
// moves nothing; on the whole field it goes where there is room.
void layoutNotice(ScreenLayout& s, const layout::Measure& m, const ScreenContent& c) {
    const std::string& notice = c.hud.notice;
    const bool kept = !isWholeCanvas(s.stage) && c.lesson == nullptr;
    if (!kept) {
        if (!notice.empty()) s.notice = panel(s, "notice", m, std::vector<Line>{{notice}}, {Anchor::BottomCentre});
        return;
    }
    // The room is the same for every message up to kNoteRoom's length; the message is set in it.
    const std::string room = notice.size() > std::string_view(kNoteRoom).size() ? notice : std::string(kNoteRoom);
    s.notice = panel(s, "notice", m, std::vector<Line>{{room}}, {Anchor::BottomCentre});
    if (s.notice && !notice.empty())
        s.notice->lines = layout::wrapLines(m, std::vector<Line>{{notice}}, s.notice->rect.w - 2 * layout::kPanelPadding);
}

// The room kept for a message that has not come: empty again once the rest is placed.
void freeUnusedNoticeRoom(ScreenLayout& s, const ScreenContent& c) {
    if (!c.hud.notice.empty() || !s.notice) return;
    s.notice.reset();
    std::erase_if(s.board.boxes, [](const layout::Box& b) { return b.name == "notice"; });
}

// The lesson's panel in the room of its longest state (never cut: the text shrinks instead), clear of what the step is
// about; what it shows now is drawn from that room's top left.
void layoutLesson(ScreenLayout& s, const layout::Measure& m, const ScreenLesson& lesson) {
    for (const Rect& r : lesson.keepClear) avoid(s, "lesson subject", fieldBoxToUi(s.stage, r));
    // Beside a stage the panel hangs from its top left corner, which stays put whatever the step shows (a taller state
    // grows it downwards); on the whole field it sits low, off the middle where the action is.
    const layout::PanelRules rules{isWholeCanvas(s.stage) ? Anchor::BottomLeft : Anchor::TopLeft, lesson.maxWidth};
    layout::Board trial = s.board;
    const std::optional<layout::PlacedPanel> room = layout::placePanel(trial, "lesson", m, lesson.longest, rules);
    if (!room) {  // the text shrinks until the longest state fits
        s.leftOut.push_back("lesson");
        return;
    }
    std::vector<layout::ShownLine> now = layout::wrapLines(m, lesson.lines, room->rect.w - 2 * layout::kPanelPadding);
    const layout::Size nowSize = layout::panelSize(m, now);
    if (nowSize.w <= room->rect.w && nowSize.h <= room->rect.h) {
        layout::claim(s.board, "lesson", room->rect);
        s.lesson = layout::PlacedPanel{room->rect, std::move(now), {}};
        return;
    }
    // Now wrapped to more lines than the longest state was (the room's width cut them elsewhere): the room grows down
    // where it is, when it can, rather than move.
    if (nowSize.w <= room->rect.w) {
        const Rect longer{room->rect.x, room->rect.y, room->rect.w, nowSize.h};
        if (const std::optional<Rect> at = layout::placeAt(s.board, "lesson", longer, rules.anchor);
            at && at->x == longer.x && at->y == longer.y) {
            s.lesson = layout::PlacedPanel{*at, std::move(now), {}};
            return;
        }
        if (!s.board.boxes.empty() && s.board.boxes.back().name == "lesson") s.board.boxes.pop_back();  // placed elsewhere: not this way
    }
    // Now more than the room kept: a panel of its own size.
    s.lesson = panel(s, "lesson", m, lesson.lines, rules);
}

// What the window last did for the student (where F12's picture or G's clip went): a line of its own under the
// lesson, so the lesson's panel keeps its room.
void layoutLessonNote(ScreenLayout& s, const layout::Measure& m, const ScreenLesson& lesson) {
    if (!lesson.note.empty()) s.lessonNote = panel(s, "lesson note", m, std::vector<Line>{{lesson.note}}, {Anchor::BottomCentre});
}

// The whole screen for `content` with the field on `stage`: the HUD's top line, the stage (when it is not the whole
// canvas), then each panel by importance.
ScreenLayout layoutOn(const Text& text, const ScreenContent& content, const Stage& stage) {
    const SDL_Point canvas = uiCanvas(content.world.settings);
    ScreenLayout s;
    s.board.canvas = {canvas.x, canvas.y};
    s.stage = stage;
    const layout::Measure m = measureOf(text);
    layoutTopLine(s, text, content);
    if (!isWholeCanvas(stage)) layout::claim(s.board, "stage", stage.rect, layout::Kind::Stage);
    layoutMuteBadge(s, text, content);
    if (content.title != nullptr) layoutTitle(s, m, *content.title);
    layoutMiddle(s, m, content);
    layoutHudPanels(s, m, content);
    if (content.lesson != nullptr) layoutLesson(s, m, *content.lesson);
    if (content.lesson != nullptr) layoutLessonNote(s, m, *content.lesson);
    layoutNotice(s, m, content);
    layoutTeaching(s, text, m, content);
    return s;
}

// The stage's camera: a close-up of what the why panel is about, when teach asked for one (render/draw/Camera.h).
Stage withCamera(const Stage& stage, const ScreenContent& c) {
    return c.teaching.closeUp ? closeUpOf(stage, c.world.settings, *c.teaching.closeUp) : stage;
}

// The largest stage beside which every part of `content` has its room (render/game/internal/StageChoice.h).
std::optional<Stage> largestStageFor(const Text& text, const ScreenContent& content) {
    // An overlay with an inset (SAT, rays, tunnels) keeps room for one beside the stage at every tick alike: the stage
    // is tried without this tick's insets, and must leave a place for the smallest inset there is.
    const teach::OverlaySet& on = content.teaching.on;
    const bool insets = on.has(teach::Overlay::Sat) || on.has(teach::Overlay::Rays) || on.has(teach::Overlay::Tunnels);
    teach::OverlayFrame bare = content.teaching;
    bare.satInset.reset();
    bare.rayInset.reset();
    bare.tunnelInset.reset();
    const ScreenContent without{content.world, content.hud, bare, content.menu, content.title, content.lesson};
    const layout::Size insetRoom{std::max(kSmallestInset, text.width(kInsetCaptionRoom) + 16), kSmallestInset + 3 * text.lineHeight() + 8};
    const auto largestKeeping = [&](bool insetRoomKept) {
        return largestStage(content.world.settings, hudTopBand(text), [&](const Stage& stage) {
            const ScreenLayout tried = layoutOn(text, without, withCamera(stage, content));
            const bool legendWhole = std::find(tried.roomless.begin(), tried.roomless.end(), "overlay legend") == tried.roomless.end();
            const bool insetHasRoom = !insetRoomKept || layout::findPlace(tried.board, insetRoom, Anchor::TopRight).has_value();
            return StageTrial{tried.leftOut.empty() && insetHasRoom, legendWhole};
        });
    };
    // Where not even the smallest stage leaves an inset its room (large text: the caption alone is wider than the words'
    // column), the stage does not shrink for nothing: it is chosen for the words, and an inset goes where there is room.
    if (insets) {
        if (std::optional<Stage> kept = largestKeeping(true)) return kept;
    }
    return largestKeeping(false);
}

}  // namespace

ScreenLayout fitScreen(Text& text, const ScreenContent& content, bool tryLarger) {
    return fitText(text, tryLarger, [&](const Text& t) { return layoutScreen(t, content); });
}

bool wordsBesideField(const ScreenContent& c) {
    if (c.hud.attract || c.world.settings.crowd > 0) return false;  // the title's demo is a backdrop; a crowd is a benchmark
    const teach::OverlayFrame& t = c.teaching;
    return c.lesson != nullptr || c.menu != nullptr || c.hud.showHelp || t.on.any() || !t.why.empty() || !t.stats.empty();
}

ScreenLayout layoutScreen(const Text& text, const ScreenContent& content) {
    const Stage whole = wholeField(content.world.settings);
    if (!wordsBesideField(content)) return layoutOn(text, content, whole);
    // A lesson's stage is chosen for the most the step can show (its longest panel and a note under it), so that it
    // stays where it is tick after tick and when a note comes.
    std::optional<Stage> stage;
    if (content.lesson != nullptr) {
        ScreenLesson most = *content.lesson;
        most.lines = most.longest;
        if (most.note.empty()) most.note = kNoteRoom;
        ScreenContent planned = content;
        planned.lesson = &most;
        stage = largestStageFor(text, planned);
        if (!stage) {  // no room for the most it can show: the text shrinks now, not when the note comes
            ScreenLayout placed = layoutOn(text, content, withCamera(smallestStage(content.world.settings, hudTopBand(text)), content));
            placed.leftOut.push_back("the lesson's longest state");
            return placed;
        }
    } else {
        stage = largestStageFor(text, content);
    }
    ScreenLayout placed =
        layoutOn(text, content, withCamera(stage.value_or(smallestStage(content.world.settings, hudTopBand(text))), content));
    freeUnusedNoticeRoom(placed, content);  // kept in the trials above: the stage has room for a message at every frame
    return placed;
}

std::vector<PanelLine> panelLines(const layout::PlacedPanel& panel, std::span<const SDL_Color> colours) {
    std::vector<PanelLine> lines;
    for (const layout::ShownLine& l : panel.lines) {
        const SDL_Color ink = colours.empty() ? SDL_Color{230, 232, 240, 255} : colours[std::min(l.source, colours.size() - 1)];
        lines.push_back({l.text, ink, l.type});
    }
    return lines;
}

void drawPlacedPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& panel, std::span<const SDL_Color> colours) {
    drawTextPanel(renderer, text, panelLines(panel, colours), panel.rect.x, panel.rect.y);
    for (const layout::PanelColumn& column : panel.moreColumns) {
        drawTextPanel(renderer, text, panelLines({column.rect, column.lines, {}}, colours), column.rect.x, column.rect.y);
    }
}

}  // namespace render
