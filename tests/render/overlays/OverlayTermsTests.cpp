// Covers many sources: the words of render/overlays/OverlayLegend (the legend), teach/SatShown (the SAT inset's
// title and verdict) and teach/StatsFigures (the stats panel), each read a line at a time in the order it shows them,
// for terms used before they are explained (tests/support/Terms.h).
#include <doctest/doctest.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "geometry/Sat.h"
#include "render/overlays/internal/OverlayLegend.h"
#include "sim/Game.h"
#include "support/Terms.h"
#include "teach/DecisionGhosts.h"
#include "teach/SatShown.h"
#include "teach/StatsFigures.h"

namespace {

std::vector<std::string> wordsOf(const std::vector<render::LegendLine>& legend) {
    std::vector<std::string> words;
    for (const render::LegendLine& line : legend) words.push_back(line.words);
    return words;
}

// The inset of a ship's piece against an asteroid's, `apart` units to the right: its title, then its verdict.
std::vector<std::string> insetWords(double apart) {
    sim::Settings field;
    teach::SatShown pair;
    pair.frame.p = {400.0, 300.0};
    pair.hull = {geometry::Vec2{0, 0}, {10, 0}, {0, 10}};
    pair.piece = {geometry::Vec2{8 + apart, 0}, {18 + apart, 0}, {8 + apart, 10}};
    pair.sat = geometry::satConvex(pair.hull, pair.piece);
    pair.ship = true;
    const std::array<teach::SatShown, 1> live{pair};
    const std::optional<teach::SatInset> inset = teach::satInset(field, live, teach::DecisionGhosts{});
    REQUIRE(inset);
    return {inset->title, inset->verdict};
}

}  // namespace

TEST_CASE("the overlays' legend, long and short, uses no term (SAT, MTV, AABB, ...) before a line of it explains it") {
    teach::OverlaySet all;
    REQUIRE(teach::parseOverlayList("all", all));
    for (const auto& legend : {wordsOf(render::overlayLegend(all)), wordsOf(render::overlayLegendShort(all))}) {
        REQUIRE(!legend.empty());
        for (const std::string& problem : testing::unexplainedTerms(legend)) FAIL_CHECK(problem);
    }
}

TEST_CASE("the SAT inset's title and verdict, on an overlap (the MTV) and on a gap, use no term they do not explain") {
    for (const double apart : {0.0, 5.0}) {
        CAPTURE(apart);
        const std::vector<std::string> inset = insetWords(apart);
        for (const std::string& problem : testing::unexplainedTerms(inset)) FAIL_CHECK(problem);
    }
    CHECK(insetWords(0.0)[1].find("MTV") != std::string::npos);  // the overlap really is one: its verdict is the push
}

TEST_CASE("the stats panel uses no term before a line of it explains it") {
    const sim::World world = sim::newGame(sim::Settings{});
    sim::TickCounters counters;
    counters.satTests = 3;
    const std::vector<std::string> lines = teach::statsLines(world, counters, teach::PhaseTimings{});
    for (const std::string& problem : testing::unexplainedTerms(lines)) FAIL_CHECK(problem);
}
