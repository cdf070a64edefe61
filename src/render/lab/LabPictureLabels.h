#pragma once
// The words of the lab's pictures as labels on the screen's board: the
// axis's caption and its gap or overlap, "MTV", the boxes' names and gaps,
// the crossings' numbers, the pieces' names, the centres and reaches, the
// shapes' and the probe's names. Each wants a place beside the point it names;
// layout::placeLabel keeps it off the text, the other labels and the shapes'
// outlines, moving it along a leader when its place is taken.

#include <SDL.h>

#include <string>
#include <vector>

#include "geometry/Vec2.h"
#include "lab/LabFrame.h"
#include "lab/LabTicks.h"
#include "layout/Board.h"
#include "layout/Measure.h"
#include "render/lab/LabScreenLayout.h"

namespace render {

/// A label the picture wants: its lines (centred, each on a backing), their colours, the point it names and its own
/// place (backing included).
struct PictureLabel {
    std::string name;
    std::vector<std::string> lines;
    std::vector<SDL_Color> colours;
    geometry::Vec2 anchor{};
    layout::Rect wanted;
};

/// Every label `frame`'s pictures want, the most important first (the axis's amount before the crossings' numbers).
std::vector<PictureLabel> pictureLabels(const layout::Measure& measure, const lab::LabFrame& frame);

/// The shapes' outlines as key strokes (what no label may cover), cut to the scene.
std::vector<layout::Stroke> shapeStrokes(const lab::LabFrame& frame);

/// Puts the shapes' outlines and every label of `frame` on `s`'s board (none while the key help covers the scene); a
/// label whose point is on the scene and that finds no place is named in `s.leftOut` (the text shrinks). The ticks'
/// numbers go last, beside their ticks or not at all, on the stage's edges that leave the most of them room beside the
/// words (`s.ticks`: the bottom or the top, the left or the right).
void placePictureLabels(LabScreenLayout& s, const layout::Measure& measure, const lab::LabFrame& frame);

/// Ticks this far apart at least, pixels: room for a number between them.
inline constexpr double kTickSpacing = 64.0;
/// A tick's length, pixels.
inline constexpr double kTickLength = 6.0;

/// The coordinates' ticks of the lab's stage for `frame`'s view (lab/LabTicks.h).
lab::LabTicks labTicks(const lab::LabFrame& frame);

/// Draws the ticks' marks on the lines placePictureLabels chose (`placed.ticks`; their numbers are labels).
void drawTicks(SDL_Renderer* renderer, const lab::LabFrame& frame, const LabScreenLayout& placed);

/// Draws the labels where placePictureLabels put them, each moved one with a thin leader to its point.
void drawPictureLabels(SDL_Renderer* renderer, Text& text, const LabScreenLayout& placed);

}  // namespace render
