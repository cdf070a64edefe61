// Chipmunk 7's two spatial indexes as broad phases, used as cpSpace uses them:
// the index holds the asteroids themselves and asks a callback for each one's
// box; each tick cpSpatialIndexReindex brings it up to date (the spatial hash
// rehashes everything, the tree moves only leaves that left their
// velocity-fattened boxes). A bullet is a point query.
#include <chipmunk/chipmunk.h>

#include <cstdint>

#include "bench/Rows.h"
#include "bench/Scenes.h"

namespace bench {

namespace {

cpBB boundsOf(void* object) {
    const auto* a = static_cast<const sim::Asteroid*>(object);
    return cpBBNewForExtents(cpv(a->position.x, a->position.y), a->radius, a->radius);
}

cpVect velocityOf(void* object) {
    const auto* a = static_cast<const sim::Asteroid*>(object);
    return cpv(a->velocity.x, a->velocity.y);
}

struct QueryContext {
    const sim::World* world;
    PassTally* tally;
    TestedOnce* once;
    std::uint32_t bullet;
};

cpCollisionID visitCandidate(void* /*query*/, void* object, cpCollisionID id, void* data) {
    auto* context = static_cast<QueryContext*>(data);
    const auto a = static_cast<std::uint32_t>(static_cast<const sim::Asteroid*>(object) - context->world->asteroids.data());
    context->once->test(*context->world, context->bullet, a, *context->tally);
    return id;
}

class ChipmunkRow final : public Row {
public:
    ChipmunkRow(std::string_view name, cpSpatialIndex* index, const sim::World& world) : name_(name), index_(index), reach_(largestRadius(world)) {
        // The index keeps pointers to the scene's asteroids: their list never changes size in a benchmark.
        for (const sim::Asteroid& a : world.asteroids) cpSpatialIndexInsert(index_, const_cast<sim::Asteroid*>(&a), a.id);
    }
    ChipmunkRow(const ChipmunkRow&) = delete;
    ChipmunkRow& operator=(const ChipmunkRow&) = delete;
    ~ChipmunkRow() override { cpSpatialIndexFree(index_); }
    std::string_view name() const override { return name_; }
    void pass(const sim::World& world, PassTally& tally) override {
        cpSpatialIndexReindex(index_);
        once_.begin(world);
        QueryContext context{&world, &tally, &once_, 0};
        for (std::uint32_t b = 0; b < world.bullets.size(); ++b) {
            context.bullet = b;
            forEachImage(world.settings, world.bullets[b].position, reach_, [&](geometry::Vec2 p) {
                cpSpatialIndexQuery(index_, nullptr, cpBBNew(p.x, p.y, p.x, p.y), visitCandidate, &context);
            });
        }
    }

private:
    std::string_view name_;
    cpSpatialIndex* index_;
    double reach_;
    TestedOnce once_;
};

// Chipmunk's advice: cells about the objects' average size, a table about ten times the object count.
double meanDiameter(const sim::World& world) {
    double sum = 0.0;
    for (const sim::Asteroid& a : world.asteroids) sum += 2.0 * a.radius;
    return world.asteroids.empty() ? 1.0 : sum / static_cast<double>(world.asteroids.size());
}

}  // namespace

std::unique_ptr<Row> makeChipmunkHashRow(const sim::World& world) {
    const int cells = static_cast<int>(10 * world.asteroids.size()) + 1;
    return std::make_unique<ChipmunkRow>("chipmunk-hash", cpSpaceHashNew(meanDiameter(world), cells, boundsOf, nullptr), world);
}

std::unique_ptr<Row> makeChipmunkTreeRow(const sim::World& world) {
    cpSpatialIndex* tree = cpBBTreeNew(boundsOf, nullptr);
    cpBBTreeSetVelocityFunc(tree, velocityOf);
    return std::make_unique<ChipmunkRow>("chipmunk-bbtree", tree, world);
}

}  // namespace bench
