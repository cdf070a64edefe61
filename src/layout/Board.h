#pragma once
// One screen's layout: every text box and picture on it as a named
// rectangle, placed so that none covers another or leaves the screen. A
// screen is laid out afresh each frame, the fixed things first (the HUD's
// top line), then each panel in its order of importance: findPlace puts a
// panel at its anchor or, when that is taken, at the nearest free place
// beside what is there; placePanel wraps a panel that has no room narrower,
// or sets it in columns; it never cuts one short (the caller shrinks the text
// instead). Tests read the same rectangles the screen is drawn from.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "layout/Measure.h"
#include "layout/Rect.h"
#include "layout/Wrap.h"

namespace layout {

/// Where on the screen a box would rather be.
enum class Anchor { TopLeft, TopCentre, TopRight, Centre, BottomLeft, BottomCentre, BottomRight };

/// What a box on the board is.
enum class Kind {
    Text,  ///< words: must cover nothing and stay on the screen (checked by layoutProblems)
    Picture,  ///< an inset or a badge: the same rules as text
    Avoid,  ///< a place to keep clear (the object the why panel explains): panels avoid it, nothing is checked
    Label,  ///< a label of the picture (layout/Labels.h): the rules of text, and it crosses no key stroke
    Stage,  ///< the picture's own place (the field drawn beside the words): no text or picture may cover it; labels may
};

/// A point in pixels (a label's anchor, a stroke's end).
struct Point {
    double x = 0.0;
    double y = 0.0;
};

/// A key line of the picture (a stretch of a shape's outline) that no label may cover.
struct Stroke {
    Point from;
    Point to;
    int clearance = 3;  ///< how far off it a label keeps, pixels (the line's half width and a little)
};

/// A named rectangle on the board.
struct Box {
    std::string name;
    Rect rect;
    Kind kind = Kind::Text;
};

/// The layout of one screen.
struct Board {
    Size canvas;
    int margin = 8;          ///< the least gap to the screen's edges and between boxes findPlace places
    std::vector<Box> boxes;  ///< in the order they were placed
    std::vector<Stroke> keyStrokes;  ///< the picture's key lines: labels keep off them (panels may cover them)
};

/// Puts `rect` on the board as it is (the caller decided where it goes); returns it.
Rect claim(Board& board, std::string name, Rect rect, Kind kind = Kind::Text);

/// The place for a box of `size` nearest its anchor's own place (the corner or middle named, `margin` in from the
/// edges) that lies on the screen `margin` in from its edges and covers no box on the board; nothing if there is none.
std::optional<Rect> findPlace(const Board& board, Size size, Anchor anchor);

/// Puts a box at `preferred` when that is on the screen and free, else at findPlace's place for `anchor`; returns
/// where it went, or nothing (and leaves the board) when there is no place.
std::optional<Rect> placeAt(Board& board, std::string name, Rect preferred, Anchor anchor, Kind kind = Kind::Text);

/// A column of a panel set in columns: its rectangle and its lines.
struct PanelColumn {
    Rect rect;
    std::vector<ShownLine> lines;
};

/// A panel as placed: its rectangle and the lines it shows (wrapped), and when set in columns, the columns after the
/// first (each a box of its own on the board, side by side with it).
struct PlacedPanel {
    Rect rect;
    std::vector<ShownLine> lines;
    std::vector<PanelColumn> moreColumns;
};

/// How a panel may give way when it has no room.
struct PanelRules {
    Anchor anchor = Anchor::TopLeft;
    int maxWidth = 0;         ///< the widest it may be (a column's widest when set in columns), pixels; 0 for the screen's width less its margins
    std::size_t columns = 1;  ///< the most columns it may be set in, side by side, when one finds no room
};

/// Places a panel of `lines`: wrapped to its widest, at findPlace's place; with no room, wrapped to 7/8, 3/4 and half
/// its width, then set in two, three... up to `rules.columns` columns side by side; puts it on the board and returns it,
/// or nothing (and leaves the board) when it finds no place whole. Never shortened: a caller with no room shrinks the
/// text.
std::optional<PlacedPanel> placePanel(Board& board, const std::string& name, const Measure& measure, std::span<const Line> lines,
                                      const PanelRules& rules);

/// Every broken rule on the board, one sentence each: two text, label or picture boxes that overlap, one that leaves the
/// screen, a label over a key stroke.
std::vector<std::string> layoutProblems(const Board& board);

}  // namespace layout
