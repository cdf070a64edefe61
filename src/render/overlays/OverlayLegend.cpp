#include "render/overlays/internal/OverlayLegend.h"

#include "render/draw/Palette.h"

namespace render {

std::vector<LegendLine> overlayLegend(const teach::OverlaySet& on) {
    using teach::Overlay;
    std::vector<LegendLine> lines;
    if (on.has(Overlay::Boxes)) {
        lines.push_back({"box: in no pair tested further", kBoxIdle});
        lines.push_back({"box: its pair passed the box filter", kBoxOverlapping});
    }
    if (on.has(Overlay::Pairs)) lines.push_back({"line: a pair past the box filter", kCandidatePair});
    if (on.has(Overlay::Rays)) {
        lines.push_back({"ray: from the point along the rock's own x axis", kRay});
        lines.push_back({"crossing: the ray meets an edge", kCrossing});
        lines.push_back({"odd count: inside, a hit", kInside});
        lines.push_back({"even count: outside, a miss", kOutside});
    }
    if (on.has(Overlay::Sat)) {
        lines.push_back({"SAT (separating axis test) piece: S0-S2 ship, P0-P2 its edges", kPiece});
        lines.push_back({"separating axis: the gap that parts them", kSeparatingAxis});
        lines.push_back({"MTV (minimum translation vector): how far the ship is in", kTranslation});
    }
    if (on.has(Overlay::Circles)) {
        lines.push_back({"circles: both miss, the radius test rejects", kOutside});
        lines.push_back({"circles: they meet, on to the exact test", kInside});
    }
    if (on.has(Overlay::Tunnels)) lines.push_back({"tunnel: went through, the point test missed", kTunnel});
    if (on.has(Overlay::Grid)) lines.push_back({"grid cell: the brighter, the more it lists", kGridLegend});
    return lines;
}

std::vector<LegendLine> overlayLegendShort(const teach::OverlaySet& on) {
    using teach::Overlay;
    std::vector<LegendLine> lines;
    if (on.has(Overlay::Boxes)) lines.push_back({"box: green, tested past the box filter", kBoxOverlapping});
    if (on.has(Overlay::Pairs)) lines.push_back({"line: a pair past the box filter", kCandidatePair});
    if (on.has(Overlay::Rays)) lines.push_back({"ray: odd crossings inside, even outside", kRay});
    if (on.has(Overlay::Sat)) lines.push_back({"separating axis: the gap; arrow: how far in", kSeparatingAxis});
    if (on.has(Overlay::Circles)) lines.push_back({"circles: meeting ones go on to the exact test", kInside});
    if (on.has(Overlay::Tunnels)) lines.push_back({"tunnel: the point test missed it", kTunnel});
    if (on.has(Overlay::Grid)) lines.push_back({"grid cell: the brighter, the more it lists", kGridLegend});
    return lines;
}

}  // namespace render
