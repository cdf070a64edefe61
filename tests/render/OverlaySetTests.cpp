#include <doctest/doctest.h>

#include "render/OverlaySet.h"

TEST_CASE("an overlay list turns on exactly the overlays it names") {
    render::OverlaySet set;
    CHECK(render::parseOverlayList("rays,boxes", set).ok());
    CHECK(set.has(render::Overlay::Rays));
    CHECK(set.has(render::Overlay::Boxes));
    CHECK_FALSE(set.has(render::Overlay::Sat));
    CHECK_FALSE(set.has(render::Overlay::Stats));
}

TEST_CASE("all turns every overlay on and none or an empty list turns them off") {
    render::OverlaySet set;
    CHECK(render::parseOverlayList("all", set).ok());
    for (std::size_t i = 0; i < render::kOverlayCount; ++i) CHECK(set.on[i]);
    CHECK(render::parseOverlayList("", set).ok());
    CHECK_FALSE(set.any());
    CHECK(render::parseOverlayList("none", set).ok());
    CHECK_FALSE(set.any());
}

TEST_CASE("an unknown overlay name is an error naming it") {
    render::OverlaySet set;
    const base::Status parsed = render::parseOverlayList("boxes,xray", set);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().message().find("unknown overlay 'xray'") != std::string::npos);
}

TEST_CASE("toggling an overlay twice leaves it as it was") {
    render::OverlaySet set;
    set.toggle(render::Overlay::Circles);
    CHECK(set.has(render::Overlay::Circles));
    set.toggle(render::Overlay::Circles);
    CHECK_FALSE(set.any());
}

TEST_CASE("the tunnels overlay is the seventh, named tunnels") {
    render::OverlaySet set;
    CHECK(render::parseOverlayList("tunnels", set).ok());
    CHECK(set.has(render::Overlay::Tunnels));
    CHECK(static_cast<std::size_t>(render::Overlay::Tunnels) == 6);  // key 7
    CHECK(render::overlayName(render::Overlay::Tunnels) == "tunnels");
}

TEST_CASE("the grid overlay is the eighth, named grid, and all turns it on") {
    render::OverlaySet set;
    CHECK(render::parseOverlayList("grid", set).ok());
    CHECK(set.has(render::Overlay::Grid));
    CHECK(static_cast<std::size_t>(render::Overlay::Grid) == 7);  // key 8
    CHECK(render::overlayName(render::Overlay::Grid) == "grid");
    CHECK(render::parseOverlayList("all", set).ok());
    CHECK(set.has(render::Overlay::Grid));
}
