#pragma once
// Where every text of the collision lab goes on its 1280x720 canvas, decided
// each frame on one layout::Board (layout/Board.h): the verdict panel's preset
// line, exact answer, rows and footer down the right third; the title, lesson
// and picture captions from the top of the scene and the hint, note and
// problems from its bottom; the key help over the scene. A line with no room
// wraps; a verdict with no room beside its name goes under it; when the rows
// still find no room only the picked row and the wrong ones keep their
// reasons, then the text shrinks (fitText). drawLab draws from it, a click
// finds its row in it, and the layout test checks its rectangles.

#include <SDL.h>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "lab/LabFrame.h"
#include "layout/Board.h"
#include "layout/Labels.h"
#include "render/draw/Text.h"

namespace render {

/// drawLabel's backing reaches this far beside its words, pixels.
inline constexpr int kLabelPad = 4;

/// One line of words as placed: its box (with the backing of a label), its words and colour.
struct LabText {
    layout::Rect rect;
    std::string words;
    SDL_Color colour{230, 232, 240, 255};
    bool backed = false;  ///< drawn as a label, on a dark backing, over the pictures
};

/// A label of the picture as placed (render/lab/LabPictureLabels.h): its box and the point it names, its lines (centred,
/// each on its backing) and their colours.
struct LabLabel {
    layout::PlacedLabel placed;
    std::vector<std::string> lines;
    std::vector<SDL_Color> colours;
};

/// Where the coordinates' ticks stand (render/lab/LabPictureLabels.h): the x ticks on a line across the stage, the y
/// ticks on a line down it, their marks and numbers on the stage's side of each.
struct TickLines {
    int xRow = 0;  ///< the y of the line the x ticks stand on
    bool xDown = false;  ///< they hang down from it (the stage's top edge), else stand up on it (its bottom)
    int yColumn = 0;  ///< the x of the line the y ticks stand on
    bool yLeftward = false;  ///< they point left from it (the stage's right edge), else right (its left)
    int top = 0;  ///< the stage's top and bottom: the y ticks run between them
    int bottom = 0;
};

/// Every place on the lab's canvas: the board (the test reads it) and what is drawn at each place.
struct LabScreenLayout {
    layout::Board board;
    std::vector<LabText> texts;             ///< every line of words, in the order placed
    std::vector<LabLabel> labels;           ///< the picture's labels, on the board too
    int headerBottom = 0;  ///< the foot of the scene's words from its top down (title, lesson, captions)
    TickLines ticks;  ///< where the coordinates' ticks stand, their numbers labels on the board
    std::vector<layout::Rect> rowBands;     ///< each verdict row's band (its highlight; a click there picks it), in panel order
    int rowsTop = 0;                        ///< the top of the first row (a rule is drawn above it)
    std::optional<layout::PlacedPanel> help;  ///< the key help, when it is shown
    std::vector<SDL_Color> helpColours;     ///< the colour of each given line of the help
    bool shortReasons = false;              ///< only the picked row and the wrong ones show their reasons
    std::vector<std::string> leftOut;       ///< the parts that found no room (none when it all fits)
};

/// The lab's words for `frame` at `text`'s scale, without the picture's labels: every reason shown, or when the rows find
/// no room, short reasons. A lesson places its panel next, then the labels (placePictureLabels).
LabScreenLayout layoutLabWords(const Text& text, const lab::LabFrame& frame);

/// The lab's layout for `frame` at `text`'s scale: its words (layoutLabWords), then the picture's labels.
LabScreenLayout layoutLab(const Text& text, const lab::LabFrame& frame);

/// layoutLab, the text shrunk until every part fits (render/draw/TextFit.h); `tryLarger` lets a shrunk text grow back.
LabScreenLayout fitLab(Text& text, const lab::LabFrame& frame, bool tryLarger);

/// The verdict row whose band holds the logical point (x, y), if any (a click there picks that row's picture).
std::optional<std::size_t> labRowAt(std::span<const layout::Rect> rowBands, int x, int y);

}  // namespace render
