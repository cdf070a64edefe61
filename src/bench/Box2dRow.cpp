// Box2D 2.4's dynamic AABB tree as a broad phase. Box2D is tuned for metres
// (its margins are 0.1 m), so the field is scaled as a Box2D game would
// scale pixels: 32 world units to the metre. Each tick every proxy is moved
// with its displacement; MoveProxy re-inserts only the ones that left their
// fattened boxes. Boxes are in float: each is widened by a hair so rounding
// can never drop a candidate (the exact test filters in double anyway).
#include <box2d/b2_dynamic_tree.h>

#include <cstdint>

#include "bench/Rows.h"
#include "bench/Scenes.h"
#include "sim/Tuning.h"

namespace bench {

namespace {

constexpr double kUnitsPerMetre = 32.0;
constexpr float kRoundingPad = 1e-3f;  // metres

b2AABB boxAround(geometry::Vec2 centre, double radius) {
    const auto x = static_cast<float>(centre.x / kUnitsPerMetre), y = static_cast<float>(centre.y / kUnitsPerMetre);
    const float r = static_cast<float>(radius / kUnitsPerMetre) + kRoundingPad;
    b2AABB box;
    box.lowerBound.Set(x - r, y - r);
    box.upperBound.Set(x + r, y + r);
    return box;
}

class Box2dTreeRow final : public Row {
public:
    explicit Box2dTreeRow(const sim::World& world) : reach_(largestRadius(world)) {
        for (std::size_t k = 0; k < world.asteroids.size(); ++k) {
            const sim::Asteroid& a = world.asteroids[k];
            proxies_.push_back(tree_.CreateProxy(boxAround(a.position, a.radius), reinterpret_cast<void*>(k)));
        }
    }
    std::string_view name() const override { return "box2d-tree"; }
    void pass(const sim::World& world, PassTally& tally) override {
        for (std::size_t k = 0; k < world.asteroids.size(); ++k) {
            const sim::Asteroid& a = world.asteroids[k];
            const geometry::Vec2 d = a.velocity * (sim::kTickSeconds / kUnitsPerMetre);
            tree_.MoveProxy(proxies_[k], boxAround(a.position, a.radius), b2Vec2(static_cast<float>(d.x), static_cast<float>(d.y)));
        }
        once_.begin(world);
        Query query{this, &world, &tally, 0};
        for (std::uint32_t b = 0; b < world.bullets.size(); ++b) {
            query.bullet = b;
            forEachImage(world.settings, world.bullets[b].position, reach_, [&](geometry::Vec2 p) { tree_.Query(&query, boxAround(p, 0.0)); });
        }
    }

private:
    struct Query {
        Box2dTreeRow* row;
        const sim::World* world;
        PassTally* tally;
        std::uint32_t bullet;
        bool QueryCallback(int32 proxy) {
            const auto a = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(row->tree_.GetUserData(proxy)));
            row->once_.test(*world, bullet, a, *tally);
            return true;
        }
    };
    b2DynamicTree tree_;
    std::vector<int32> proxies_;
    TestedOnce once_;
    double reach_;
};

}  // namespace

std::unique_ptr<Row> makeBox2dTreeRow(const sim::World& world) { return std::make_unique<Box2dTreeRow>(world); }

}  // namespace bench
