#include <doctest/doctest.h>

#include "teach/OverlaySet.h"

TEST_CASE("an overlay list turns on exactly the overlays it names") {
    teach::OverlaySet set;
    CHECK(teach::parseOverlayList("rays,boxes", set).ok());
    CHECK(set.has(teach::Overlay::Rays));
    CHECK(set.has(teach::Overlay::Boxes));
    CHECK_FALSE(set.has(teach::Overlay::Sat));
    CHECK_FALSE(set.has(teach::Overlay::Stats));
}

TEST_CASE("all turns every overlay on and none or an empty list turns them off") {
    teach::OverlaySet set;
    CHECK(teach::parseOverlayList("all", set).ok());
    for (std::size_t i = 0; i < teach::kOverlayCount; ++i) CHECK(set.on[i]);
    CHECK(teach::parseOverlayList("", set).ok());
    CHECK_FALSE(set.any());
    CHECK(teach::parseOverlayList("none", set).ok());
    CHECK_FALSE(set.any());
}

TEST_CASE("an unknown overlay name is an error naming it") {
    teach::OverlaySet set;
    const base::Status parsed = teach::parseOverlayList("boxes,xray", set);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().message().find("unknown overlay 'xray'") != std::string::npos);
}

TEST_CASE("toggling an overlay twice leaves it as it was") {
    teach::OverlaySet set;
    set.toggle(teach::Overlay::Circles);
    CHECK(set.has(teach::Overlay::Circles));
    set.toggle(teach::Overlay::Circles);
    CHECK_FALSE(set.any());
}

TEST_CASE("the tunnels overlay is the seventh, named tunnels") {
    teach::OverlaySet set;
    CHECK(teach::parseOverlayList("tunnels", set).ok());
    CHECK(set.has(teach::Overlay::Tunnels));
    CHECK(static_cast<std::size_t>(teach::Overlay::Tunnels) == 6);  // key 7
    CHECK(teach::overlayName(teach::Overlay::Tunnels) == "tunnels");
}

TEST_CASE("the grid overlay is the eighth, named grid, and all turns it on") {
    teach::OverlaySet set;
    CHECK(teach::parseOverlayList("grid", set).ok());
    CHECK(set.has(teach::Overlay::Grid));
    CHECK(static_cast<std::size_t>(teach::Overlay::Grid) == 7);  // key 8
    CHECK(teach::overlayName(teach::Overlay::Grid) == "grid");
    CHECK(teach::parseOverlayList("all", set).ok());
    CHECK(set.has(teach::Overlay::Grid));
}

TEST_CASE("the overlays that are on are written as the list --overlay reads back, in the keys' order") {
    teach::OverlaySet set;
    REQUIRE(teach::parseOverlayList("tunnels,boxes,sat", set).ok());
    CHECK(teach::overlayList(set) == "boxes,sat,tunnels");
    teach::OverlaySet again;
    REQUIRE(teach::parseOverlayList(teach::overlayList(set), again).ok());
    CHECK(again.on == set.on);
    CHECK(teach::overlayList(teach::OverlaySet{}).empty());
}
