#include <doctest/doctest.h>

#include "teach/PickedName.h"

TEST_CASE("a picked object's name is read back as the same object: ship, asteroid#N, saucer#N") {
    using Kind = teach::Picked::Kind;
    for (const teach::Picked picked : {teach::Picked{.kind = Kind::Ship}, teach::Picked{.kind = Kind::Asteroid, .asteroidId = 4},
                                       teach::Picked{.kind = Kind::Saucer, .saucerId = 123456789}}) {
        const std::optional<teach::Picked> read = teach::parsePicked(teach::pickedName(picked));
        REQUIRE(read.has_value());
        CHECK(*read == picked);
    }
    CHECK(teach::pickedName(teach::Picked{.kind = Kind::Asteroid, .asteroidId = 4}) == "asteroid#4");
    CHECK(teach::pickedName(teach::Picked{}).empty());
}

TEST_CASE("a name that is no object's is not read: other words, no digits, too many digits, a sign") {
    for (const char* text : {"", "rock#4", "asteroid#", "asteroid#4x", "asteroid#1234567890", "saucer#-1", "Ship", "ship "}) {
        CHECK_MESSAGE(!teach::parsePicked(text).has_value(), text);
    }
}
