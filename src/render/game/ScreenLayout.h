#pragma once
// Where every text and inset of a game screen goes (play, pause menu, help,
// game over, the title over the attract mode, the teaching overlays' panels),
// decided in one place each frame on a layout::Board (layout/Board.h): the
// HUD's top line where it always is, then each panel by importance at its
// anchor or the nearest free place, wrapped or shortened when it has no room.
// drawScene draws from it; the layout test checks its rectangles. A new panel
// is one more placePanel call in layoutScreen and a draw from its PlacedPanel.

#include <SDL.h>

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "layout/Board.h"
#include "layout/Labels.h"
#include "render/draw/Camera.h"
#include "render/draw/Text.h"
#include "render/game/Hud.h"
#include "render/game/Menus.h"
#include "sim/World.h"
#include "teach/OverlayFrame.h"

namespace render {

/// The room kept for a message (where F12's picture or G's clip went) wherever one must move nothing when it comes: a
/// line as long as this, the longest such message in practice.
inline constexpr const char* kNoteRoom = "picture saved: /home/a-student/Pictures/polyroids/polyroids-20261127-212455.png";

/// A lesson's panel on a game screen (a replay step's): it keeps the room of the most the step can show, so that it
/// neither moves nor makes the text shrink as the student travels the ticks and the task gets done.
struct ScreenLesson {
    std::vector<layout::Line> lines;      ///< what it shows now
    std::vector<layout::Line> longest;    ///< the most it can show over the step: the room kept for it
    std::vector<layout::Rect> keepClear;  ///< field boxes (world units) of what the step is about, over all its ticks
    int maxWidth = 0;                     ///< the widest it may be, pixels
    std::string note;                     ///< what the window last did for the student: a panel of its own
};

/// What a game screen shows, as the layout needs it.
struct ScreenContent {
    const sim::World& world;
    const HudInfo& hud;
    const teach::OverlayFrame& teaching;
    const MenuView* menu = nullptr;    ///< the pause menu when it is open
    const TitleView* title = nullptr;  ///< the title screen's words over the attract mode
    const ScreenLesson* lesson = nullptr;  ///< a lesson's panel (a replay step), placed before the overlays' panels
};

/// A line of the HUD's top row and what it says.
struct HudText {
    layout::Rect rect;
    std::string words;
    layout::Type type = layout::Type::Body;  ///< figures (the score, the FPS) in the mono, words in the proportional face
};

/// An inset as placed: its whole panel (the magnified picture, `side` pixels square, and its caption).
struct InsetPlace {
    layout::Rect rect;
    int side = 0;
};

/// Every place on a game screen: a board of named rectangles (the test reads it), and each part's own.
struct ScreenLayout {
    layout::Board board;
    Stage stage;  ///< where the field is drawn: the whole canvas, or beside the words (render/draw/Camera.h)
    HudText score, middle, fps, banner, pausedHint;  ///< the top line; empty words for a part not shown
    std::optional<layout::Rect> muteBadge;
    std::optional<layout::PlacedPanel> title, titlePrompt, gameOver, waveCleared, menu, help, notice, lesson, lessonNote;
    std::optional<InsetPlace> satInset, tunnelInset, rayInset;  ///< the ray inset only where there is room: never a reason to shrink
    std::optional<layout::PlacedPanel> fieldNotice, rulesNotices, why, stats, gridLegend, overlayLegend;
    bool shortLegend = false;  ///< the overlay legend is overlayLegendShort's: no room for the whole
    std::vector<std::optional<layout::PlacedLabel>> satTags;  ///< the SAT inset's axis tags on its picture, one an axis; none without room
    std::vector<std::vector<std::optional<layout::Rect>>>
        crossingNumbers;  ///< each ray's crossings' numbers, as it meets them; none without room
    std::vector<std::optional<layout::Rect>> rayLabels;  ///< each ray's verdict label (teach::OverlayFrame::rays), none without room
    std::vector<std::optional<layout::Rect>> tunnelLabels;  ///< each tunnel's label (teach::OverlayFrame::tunnels), none unlabelled or without room
    std::vector<std::string> leftOut;  ///< the parts with something to show that found no room (none when it all fits)
    std::vector<std::string>
        roomless;  ///< parts that found no room but never shrink the text (the whole legend, an inset); a stage gives way for the legend
};

/// Lays out the screen for `content` on the UI canvas at `text`'s scale. Where words explain the picture or must not
/// hide it (an overlay, the why panel, a lesson, the menu, the key help), the field is drawn on a stage beside them, as
/// large as leaves every part its room (the stage is below the HUD's top line, the words to its right and below it);
/// else on the whole canvas with the HUD and the game's messages over it, as the game always was.
ScreenLayout layoutScreen(const Text& text, const ScreenContent& content);

/// True when `content`'s words go beside the field, on a stage of their own (layoutScreen).
bool wordsBesideField(const ScreenContent& content);

/// layoutScreen, and when a part finds no room, again with the text shrunk step by step (Text::fitTo) until every
/// part fits or the text is as small as it goes; with `tryLarger` (now and then: each try may reopen the font) a
/// shrunk text first tries one step larger, so the text grows back once there is room again.
ScreenLayout fitScreen(Text& text, const ScreenContent& content, bool tryLarger);

/// The lines of a panel as drawn: each shown line in the colour of the line it came from (`colours`, by source).
std::vector<PanelLine> panelLines(const layout::PlacedPanel& panel, std::span<const SDL_Color> colours);

/// Draws a placed panel on its backing, each line in the colour of the given line it came from.
void drawPlacedPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& panel, std::span<const SDL_Color> colours);

}  // namespace render
