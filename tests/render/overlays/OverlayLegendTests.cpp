#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "render/overlays/internal/OverlayLegend.h"

TEST_CASE("the ray overlay's legend says the ray follows the rock's own axis, as drawn, not that it points right") {
    teach::OverlaySet on;
    on.toggle(teach::Overlay::Rays);
    const std::vector<render::LegendLine> legend = render::overlayLegend(on);
    REQUIRE_FALSE(legend.empty());
    CHECK(legend[0].words.find("rock's own x axis") != std::string::npos);
    for (const render::LegendLine& line : legend) CHECK(line.words.find("right") == std::string::npos);
}
