#pragma once
// Which teaching overlays are on. Plain data: parsed from --overlay and
// toggled by the number keys 1-8.

#include <array>
#include <string>
#include <string_view>

#include "base/Result.h"

namespace teach {

enum class Overlay { Boxes, Pairs, Rays, Sat, Circles, Stats, Tunnels, Grid };
inline constexpr std::size_t kOverlayCount = 8;

/// The name used on the command line and in the help panel ("boxes", ...).
std::string_view overlayName(Overlay overlay);

struct OverlaySet {
    std::array<bool, kOverlayCount> on{};

    bool has(Overlay o) const { return on[static_cast<std::size_t>(o)]; }
    void toggle(Overlay o) { on[static_cast<std::size_t>(o)] = !has(o); }
    bool any() const;
};

/// Parses "boxes,pairs,rays,sat,circles,stats,tunnels,grid" (any subset, any order) or
/// "all" or "none" into `out`, or an error naming the unknown word.
base::Status parseOverlayList(std::string_view list, OverlaySet& out);

/// The overlays that are on, as --overlay writes them ("boxes,rays"; empty when none): parseOverlayList reads it back.
std::string overlayList(const OverlaySet& set);

}  // namespace teach
