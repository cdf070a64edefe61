// The two rows made of the game's own code: brute force (the reference) and the grid.
#include "bench/Rows.h"
#include "sim/BroadPhase.h"
#include "sim/Collision.h"

namespace bench {

namespace {

class BruteRow final : public Row {
public:
    explicit BruteRow(std::uint64_t stride) : stride_(stride) {}
    std::string_view name() const override { return stride_ == 1 ? "brute" : "brute-sampled"; }
    void pass(const sim::World& world, PassTally& tally) override {
        const auto bullets = static_cast<std::uint32_t>(world.bullets.size());
        const auto asteroids = static_cast<std::uint32_t>(world.asteroids.size());
        for (std::uint32_t b = 0; b < bullets; b += static_cast<std::uint32_t>(stride_)) {
            for (std::uint32_t a = 0; a < asteroids; ++a) testCandidate(world, b, a, tally);
        }
    }

private:
    std::uint64_t stride_;
};

class OursRow final : public Row {
public:
    std::string_view name() const override { return "ours"; }
    void pass(const sim::World& world, PassTally& tally) override {
        // Exactly as the game's collision pass: the candidates carry what the exact test reads.
        sim::findCandidates(grid_, world.settings, world.asteroids, world.bullets);
        sim::forEachBulletWithCandidates(grid_, [&](std::size_t b, std::span<const sim::BroadPhase::Candidate> candidates) {
            for (const sim::BroadPhase::Candidate& c : candidates) {
                tallyPair(static_cast<std::uint32_t>(b), c.asteroid, sim::testBulletCandidate(c, tally.counters) == sim::PairStage::Hit, tally);
            }
        });
    }

private:
    sim::BroadPhase grid_;
};

}  // namespace

std::unique_ptr<Row> makeBruteRow(std::uint64_t stride) { return std::make_unique<BruteRow>(stride); }
std::unique_ptr<Row> makeOursRow() { return std::make_unique<OursRow>(); }

}  // namespace bench
