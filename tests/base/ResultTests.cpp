#include <doctest/doctest.h>

#include <string>

#include "base/Result.h"

using base::Error;
using base::Result;

TEST_CASE("an error names file and line as FILE:LINE: reason") {
    CHECK(Error{"bad tick", "game.replay", 7}.message() == "game.replay:7: bad tick");
    CHECK(Error{"cannot open", "game.replay", 0}.message() == "game.replay: cannot open");
    CHECK(Error{"unknown command 'foo'", "", 3}.message() == "line 3: unknown command 'foo'");
    CHECK(Error{"no display", "", 0}.message() == "no display");
}

TEST_CASE("an error found in text keeps its line when placed in a file") {
    Error e = base::failure("bad tick", "", 4);
    CHECK(std::move(e).inFile("x.replay").message() == "x.replay:4: bad tick");
}

TEST_CASE("a result holds either the value or the error") {
    Result<int> good = 5;
    REQUIRE(good.ok());
    CHECK(*good == 5);
    Result<int> bad = base::failure("nope");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message() == "nope");
    CHECK(base::Status(base::success()).ok());
}
