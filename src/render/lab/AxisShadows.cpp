#include "render/lab/internal/AxisShadows.h"

#include <algorithm>

#include "render/lab/internal/LabDraw.h"

namespace render {

ShadowMeeting shadowMeeting(geometry::Interval a, geometry::Interval b) {
    const double lo = std::max(a.min, b.min);
    const double hi = std::min(a.max, b.max);
    const bool overlapping = lo <= hi;
    return {overlapping, overlapping ? lo : hi, overlapping ? hi : lo};
}

void drawShadows(SDL_Renderer* renderer, const AxisStrip& strip, geometry::Interval first, geometry::Interval second,
                 const ShadowLook& look) {
    const geometry::Vec2 lift = strip.away * look.lift;
    drawThickLine(renderer, strip.at(first.min) - lift, strip.at(first.max) - lift, look.first, look.bar);
    drawThickLine(renderer, strip.at(second.min) + lift, strip.at(second.max) + lift, look.second, look.bar);
    if (!look.showMeeting) return;
    const ShadowMeeting m = shadowMeeting(first, second);
    drawThickLine(renderer, strip.at(m.from), strip.at(m.to), look.meeting, look.meetingWidth);
    if (look.tick <= 0.0) return;
    const geometry::Vec2 tick = strip.away * look.tick;
    drawThickLine(renderer, strip.at(m.from) + tick, strip.at(m.from) - tick, look.meeting, 2);
    drawThickLine(renderer, strip.at(m.to) + tick, strip.at(m.to) - tick, look.meeting, 2);
}

}  // namespace render
