// Boost.Geometry's R*-tree as a broad phase. When everything moves every
// tick, the idiomatic update is to bulk-load a new tree from all the boxes
// (the packing constructor, Sort-Tile-Recursive), which beats removing and
// re-inserting each value.
#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <boost/iterator/function_output_iterator.hpp>

#include <cstdint>
#include <utility>
#include <vector>

#include "bench/Rows.h"
#include "bench/Scenes.h"

namespace bench {

namespace {

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;
using Point = bg::model::point<double, 2, bg::cs::cartesian>;
using Box = bg::model::box<Point>;
using Value = std::pair<Box, std::uint32_t>;
using Tree = bgi::rtree<Value, bgi::rstar<16>>;

class BoostTreeRow final : public Row {
public:
    explicit BoostTreeRow(const sim::World& world) : reach_(largestRadius(world)) {}
    std::string_view name() const override { return "boost-rtree"; }
    void pass(const sim::World& world, PassTally& tally) override {
        once_.begin(world);
        values_.clear();
        for (std::uint32_t k = 0; k < world.asteroids.size(); ++k) {
            const sim::Asteroid& a = world.asteroids[k];
            const double r = a.radius;
            values_.push_back({Box(Point(a.position.x - r, a.position.y - r), Point(a.position.x + r, a.position.y + r)), k});
        }
        tree_ = Tree(values_.begin(), values_.end());
        for (std::uint32_t b = 0; b < world.bullets.size(); ++b) {
            const auto visit = boost::make_function_output_iterator([&](const Value& v) { once_.test(world, b, v.second, tally); });
            forEachImage(world.settings, world.bullets[b].position, reach_, [&](geometry::Vec2 p) { tree_.query(bgi::intersects(Point(p.x, p.y)), visit); });
        }
    }

private:
    std::vector<Value> values_;
    Tree tree_;
    TestedOnce once_;
    double reach_;
};

}  // namespace

std::unique_ptr<Row> makeBoostTreeRow(const sim::World& world) { return std::make_unique<BoostTreeRow>(world); }

}  // namespace bench
