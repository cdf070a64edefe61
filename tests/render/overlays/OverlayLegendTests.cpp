#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "render/draw/Palette.h"
#include "render/overlays/internal/OverlayLegend.h"
#include "teach/SatShown.h"

TEST_CASE("the ray overlay's legend says the ray follows the rock's own axis, as drawn, not that it points right") {
    teach::OverlaySet on;
    on.toggle(teach::Overlay::Rays);
    const std::vector<render::LegendLine> legend = render::overlayLegend(on);
    REQUIRE_FALSE(legend.empty());
    CHECK(legend[0].words.find("rock's own x axis") != std::string::npos);
    for (const render::LegendLine& line : legend) CHECK(line.words.find("right") == std::string::npos);
}

TEST_CASE("the MTV is one colour, a hit's: the legend's MTV line, the arrow and the SAT inset's MTV line are all green") {
    const auto same = [](SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; };
    const SDL_Color hit = render::verdictColour(true);
    CHECK(same(render::kTranslation, hit));  // the arrow, in the game's inset and the lab's pictures
    teach::OverlaySet on;
    on.toggle(teach::Overlay::Sat);
    for (const auto& legend : {render::overlayLegend(on), render::overlayLegendShort(on)}) {
        for (const render::LegendLine& line : legend) {
            CAPTURE(line.words);
            if (line.words.starts_with("MTV")) CHECK(same(line.ink, hit));
        }
    }
    CHECK(std::ranges::any_of(render::overlayLegend(on), [](const render::LegendLine& l) { return l.words.starts_with("MTV"); }));
    // The inset prints its verdict in verdictColour(result.hit): the MTV's line is a hit's, a gap's a miss's.
    geometry::SatResult overlap;
    overlap.hit = true;
    overlap.depth = 1.4;
    CHECK(teach::satVerdict(overlap).starts_with("MTV"));
    CHECK(teach::satVerdict(geometry::SatResult{}).find("MTV") == std::string::npos);
}
