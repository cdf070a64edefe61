#include <doctest/doctest.h>

#include <algorithm>

#include "support/AutopilotRecording.h"

#include "support/ReplayErrors.h"
#include "replay/Files.h"
#include "replay/Inputs.h"
#include "replay/Text.h"
#include "replay/Verify.h"
#include "sim/DecisionText.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace {

// A bullets line of `value` in an otherwise good header.
std::string withBullets(std::string_view value) { return testing::emptyReplayWith("1280 720", "bullets " + std::string(value) + "\n"); }

// The game of `file` stepped to `tick` (the world after `tick` ticks), the last step with decisions recorded.
struct Played {
    sim::World world;
    sim::StepContext stepping;
};

void playTo(const replay::Replay& r, std::uint64_t tick, Played& p) {
    p.world = sim::newGame(r.settings);
    replay::InputCursor inputs(r);
    while (p.world.tick < tick) {
        p.stepping.recordDecisions = p.world.tick + 1 == tick;
        sim::step(p.world, inputs.next(p.world.tick), p.stepping);
    }
}

const sim::Decision* decisionOf(const sim::StepReport& report, std::uint32_t bullet, std::uint32_t asteroid) {
    const auto found = std::find_if(report.decisions.begin(), report.decisions.end(), [&](const sim::Decision& d) {
        return d.pair == sim::Decision::Pair::BulletAsteroid && d.bulletId == bullet && d.asteroidId == asteroid;
    });
    return found == report.decisions.end() ? nullptr : &*found;
}

}  // namespace

TEST_CASE("a game under the swept rule says so in its header and verifies; a classic game's header has no bullets line") {
    const replay::Replay swept = testing::recordAutopilot(sim::Settings{.seed = 4, .sweptBullets = true}, 600);
    CHECK(swept.settings.sweptBullets);
    const std::string text = replay::toText(swept);
    CHECK(text.find("\nbullets swept\nbegin\n") != std::string::npos);
    const base::Result<replay::Replay> back = replay::parseReplay(text);
    REQUIRE(back.ok());
    CHECK(back->settings.sweptBullets);
    CHECK(replay::verify(*back).ok());
    const std::string classic = replay::toText(testing::recordAutopilot(4, 60));
    CHECK(classic.find("\nbullets") == std::string::npos);
}

TEST_CASE("a replay played under the other bullet rule desyncs: the header's rule is the one that verifies") {
    replay::Replay swept = testing::recordAutopilot(sim::Settings{.seed = 20, .sweptBullets = true}, 900);
    REQUIRE(replay::verify(swept).ok());
    swept.settings.sweptBullets = false;
    CHECK_FALSE(replay::verify(swept).ok());
}

TEST_CASE("a bullets line names the rule: point is the classic one; anything else is refused naming its line") {
    const base::Result<replay::Replay> point = replay::parseReplay(withBullets("point"));
    REQUIRE(point.ok());
    CHECK_FALSE(point->settings.sweptBullets);
    CHECK(testing::refusalOf(withBullets("ray")).starts_with("7: bullets must be 'swept' or 'point', not 'ray'"));
    CHECK(testing::refusalOf(withBullets("swept swept")).starts_with("7: 'bullets' takes 1 value(s), found 2"));
    const std::string twice = testing::emptyReplayWith("1280 720", "bullets swept\nbullets swept\n");
    CHECK(testing::refusalOf(twice).starts_with("8: duplicate header line 'bullets'"));
}

TEST_CASE("the tunnel shot of docs/recordings/tunnel.replay at tick 656: from the same world the classic rule misses it, the swept one hits it") {
    const base::Result<replay::Replay> classic = replay::loadReplay(std::string(POLYROIDS_DOCS_DIR) + "/recordings/tunnel.replay");
    REQUIRE(classic.ok());
    CHECK_FALSE(classic->settings.sweptBullets);
    constexpr std::uint64_t kShot = 656;  // `why FILE 656`: the step that makes the world's tick 656
    Played point;
    playTo(*classic, kShot - 1, point);
    Played swept;
    swept.world = point.world;
    swept.world.settings.sweptBullets = true;  // the same world, judged by the other rule (a replay keeps one rule throughout)
    point.stepping.recordDecisions = true;
    swept.stepping.recordDecisions = true;
    replay::InputCursor inputs(*classic);
    const sim::TickInput input = inputs.next(kShot - 1);
    sim::step(point.world, input, point.stepping);
    sim::step(swept.world, input, swept.stepping);

    const sim::Decision* missed = decisionOf(point.stepping.report, 57, 37);
    REQUIRE(missed != nullptr);
    CHECK(missed->stage == sim::PairStage::ExactMiss);
    CHECK_FALSE(missed->swept.tested);
    REQUIRE(point.stepping.report.tunnels.size() == 1);
    CHECK(point.stepping.report.tunnels[0].bulletId == 57);
    CHECK(point.stepping.report.tunnels[0].asteroidId == 37);

    const sim::Decision* hit = decisionOf(swept.stepping.report, 57, 37);
    REQUIRE(hit != nullptr);
    CHECK(hit->hit());
    REQUIRE(hit->swept.tested);
    CHECK_FALSE(hit->swept.endInside);
    CHECK(hit->swept.crossing.crosses);
    CHECK(sim::describeDecision(*hit, sim::Wording::Fields).find("point-test=miss swept-test=hit hit") != std::string::npos);
    const auto& events = swept.stepping.report.events;
    CHECK(std::any_of(events.begin(), events.end(), [](const sim::GameEvent& e) {
        return e.kind == sim::GameEvent::Kind::AsteroidDestroyed && e.id == 37 && e.byId == 57;
    }));
    CHECK(swept.stepping.report.tunnels.empty());
}

TEST_CASE("the swept golden of tunnel.replay's game (seed 20) parts from it at its first tunnel, which the swept rule hits") {
    const base::Result<replay::Replay> classic = replay::loadReplay(std::string(POLYROIDS_DOCS_DIR) + "/recordings/tunnel.replay");
    const base::Result<replay::Replay> swept = replay::loadReplay(std::string(POLYROIDS_GOLDEN_DIR) + "/swept-tunnel.replay");
    REQUIRE(classic.ok());
    REQUIRE(swept.ok());
    CHECK(swept->settings.sweptBullets);
    CHECK(swept->settings.seed == classic->settings.seed);
    CHECK(swept->totalTicks > 656);
    sim::World a = sim::newGame(classic->settings);
    sim::World b = sim::newGame(swept->settings);
    sim::StepContext ca;
    sim::StepContext cb;
    ca.recordDecisions = true;
    cb.recordDecisions = true;
    replay::InputCursor ia(*classic);
    replay::InputCursor ib(*swept);
    while (a.tick < 656 && sim::hashState(a) == sim::hashState(b)) {
        sim::step(a, ia.next(a.tick), ca);
        sim::step(b, ib.next(b.tick), cb);
    }
    REQUIRE(sim::hashState(a) != sim::hashState(b));
    CHECK(a.tick == 126);  // the first of the classic game's tunnels
    REQUIRE_FALSE(ca.report.tunnels.empty());
    const bool oneHit = std::any_of(ca.report.tunnels.begin(), ca.report.tunnels.end(), [&](const sim::Tunnel& t) {
        const sim::Decision* d = decisionOf(cb.report, t.bulletId, t.asteroidId);
        return d != nullptr && d->hit() && !d->swept.endInside;
    });
    CHECK(oneHit);
}
