#include "teach/OverlaySet.h"

namespace teach {

std::string_view overlayName(Overlay overlay) {
    static constexpr std::array<std::string_view, kOverlayCount> kNames = {"boxes", "pairs", "rays", "sat", "circles", "stats", "tunnels", "grid"};
    return kNames[static_cast<std::size_t>(overlay)];
}

bool OverlaySet::any() const {
    for (const bool b : on) if (b) return true;
    return false;
}

base::Status parseOverlayList(std::string_view list, OverlaySet& out) {
    out = {};
    std::size_t start = 0;
    while (start <= list.size()) {
        std::size_t comma = list.find(',', start);
        if (comma == std::string_view::npos) comma = list.size();
        const std::string_view word = list.substr(start, comma - start);
        start = comma + 1;
        if (word.empty() || word == "none") continue;
        if (word == "all") {
            out.on.fill(true);
            continue;
        }
        bool known = false;
        for (std::size_t i = 0; i < kOverlayCount; ++i) {
            if (word == overlayName(static_cast<Overlay>(i))) {
                out.on[i] = true;
                known = true;
            }
        }
        if (!known) return base::failure("unknown overlay '" + std::string(word) + "' (choose from boxes, pairs, rays, sat, circles, stats, tunnels, grid, all)");
    }
    return base::success();
}

std::string overlayList(const OverlaySet& set) {
    std::string out;
    for (std::size_t i = 0; i < kOverlayCount; ++i) {
        if (!set.on[i]) continue;
        if (!out.empty()) out += ',';
        out += overlayName(static_cast<Overlay>(i));
    }
    return out;
}

}  // namespace teach
