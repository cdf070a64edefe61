#include <doctest/doctest.h>

#include "app/cli/CommandLine.h"
#include "support/ParseCommandLine.h"

using testing::parse;
using testing::refusal;

TEST_CASE("--at opens a watched replay at a tick and is refused anywhere else") {
    const auto r = parse({"--replay", "game.replay", "--at", "1234", "--frames", "1"});
    REQUIRE(r.ok());
    CHECK(r->at == 1234u);
    CHECK(refusal({"--at", "5"}).find("--at") != std::string::npos);                                  // no replay
    CHECK(refusal({"--replay", "g.replay", "--headless", "--at", "5"}).find("--at") != std::string::npos);
    CHECK(refusal({"--replay", "g.replay", "--at", "-5"}).find("--at") != std::string::npos);
    CHECK(refusal({"--replay", "g.replay", "--at"}).find("--at") != std::string::npos);
}

TEST_CASE("--pause-on reads a list of hit and death, and names what it does not know") {
    const auto both = parse({"--pause-on", "hit,death"});
    REQUIRE(both.ok());
    CHECK(both->pauseOnHit);
    CHECK(both->pauseOnDeath);
    const auto death = parse({"--replay", "g.replay", "--pause-on", "death"});
    REQUIRE(death.ok());
    CHECK_FALSE(death->pauseOnHit);
    CHECK(death->pauseOnDeath);
    CHECK(refusal({"--pause-on", "hit,wave"}).find("'wave'") != std::string::npos);
    CHECK(refusal({"--pause-on", ""}).find("--pause-on") != std::string::npos);
    CHECK(refusal({"--pause-on", "hit,"}).find("--pause-on") != std::string::npos);
    CHECK(refusal({"--replay", "g.replay", "--headless", "--pause-on", "hit"}).find("--headless") != std::string::npos);
}

TEST_CASE("--pick with --at opens a watched replay's why panel on that object (a copied link's line), and names a bad object") {
    const auto r = parse({"--replay", "game.replay", "--at", "120", "--pick", "asteroid#4"});
    REQUIRE(r.ok());
    CHECK(r->pick == "asteroid#4");
    CHECK(refusal({"--replay", "g.replay", "--at", "120", "--pick", "rock#4"}).find("not 'rock#4'") != std::string::npos);
    CHECK(refusal({"--replay", "g.replay", "--pick", "ship"}).find("--pick is for clips and --explain") != std::string::npos);  // no tick
}
