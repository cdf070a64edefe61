#pragma once
// The picture of one separating-axis test: both shapes' shadows on a projection axis, lifted to either side of it,
// and the stretch where they overlap or the gap between them. Drawn big in the lab (LabPictures) and small in the
// game's SAT inset (SatOverlay), from this one function, so the two pictures cannot tell the story differently.

#include <SDL.h>

#include "geometry/Sat.h"
#include "geometry/Vec2.h"

namespace render {

/// Where positions along an axis are drawn, in pixels: position t at origin + u * ((t - base) * scale); `away` is the
/// unit perpendicular the shadows are lifted along (the first shadow towards -away, the second towards +away).
struct AxisStrip {
    geometry::Vec2 origin{};
    geometry::Vec2 u{};
    geometry::Vec2 away{};
    double base = 0.0;
    double scale = 1.0;
    /// The point of the strip at position `t` along the axis.
    geometry::Vec2 at(double t) const { return origin + u * ((t - base) * scale); }
};

/// The stretch of an axis where two shadows overlap, or the gap between them, as positions along it.
struct ShadowMeeting {
    bool overlapping = false;
    double from = 0.0;
    double to = 0.0;
};

/// Where shadows `a` and `b` meet (their overlap; touching counts) or part (the gap, from the nearer end of one to
/// the nearer end of the other).
ShadowMeeting shadowMeeting(geometry::Interval a, geometry::Interval b);

/// How the shadows are drawn: colours, each bar's thickness and its lift off the axis, the meeting's thickness and
/// the half length of the ticks at its ends (0: none), all in pixels; the meeting is drawn only when `showMeeting`.
struct ShadowLook {
    SDL_Color first{};
    SDL_Color second{};
    SDL_Color meeting{};
    double lift = 5.0;
    int bar = 4;
    int meetingWidth = 3;
    double tick = 12.0;
    bool showMeeting = true;
};

/// Draws shadow `first` as a bar lifted towards -away and `second` towards +away, then where they meet or part.
void drawShadows(SDL_Renderer* renderer, const AxisStrip& strip, geometry::Interval first, geometry::Interval second,
                 const ShadowLook& look);

}  // namespace render
