#include "teach/DecisionGhosts.h"

#include <algorithm>

namespace teach {

bool leavesGhost(const sim::Decision& decision) {
    return decision.hit() && !decision.hull.harmless;  // harmless: the ship was invulnerable
}

void DecisionGhosts::add(std::span<const sim::Decision> decisions) {
    for (const sim::Decision& d : decisions) {
        if (leavesGhost(d)) ghosts_.push_back({d, 0.0});
    }
}

void DecisionGhosts::age(double seconds) {
    for (DecisionGhost& g : ghosts_) g.age += seconds;
    std::erase_if(ghosts_, [](const DecisionGhost& g) { return g.age >= kLifetime; });
}

double DecisionGhosts::strength(double age) { return std::clamp(1.0 - age / kLifetime, 0.0, 1.0); }

}  // namespace teach
