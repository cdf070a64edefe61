#include "teach/internal/PairSurvey.h"

#include "sim/Field.h"

namespace teach {

std::vector<TestedPair> testedPairs(const sim::Settings& field, std::span<const sim::Decision> decisions) {
    std::vector<TestedPair> pairs;
    for (const sim::Decision& d : decisions) {
        if (d.stage == sim::PairStage::BoxMiss) continue;
        const geometry::Vec2 near = d.from - sim::shortestDelta(field, d.asteroid.position, d.from);
        pairs.push_back({d.pair, d.stage, d.from, d.fromRadius, near, d.asteroid.radius});
    }
    return pairs;
}

}  // namespace teach
