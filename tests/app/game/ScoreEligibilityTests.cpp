#include <doctest/doctest.h>

#include "app/game/ScoreEligibility.h"

TEST_CASE("a game played by hand with no clicks and no time travel may enter the table") {
    app::ScoreEligibility eligibility(false);
    sim::TickInput input;
    input.buttons = sim::kThrust | sim::kFire;
    for (int i = 0; i < 100; ++i) eligibility.noteInput(input);
    CHECK(eligibility.eligible());
    CHECK(eligibility.reason().empty());
}

TEST_CASE("one click-spawned asteroid keeps the game out, and the first reason is the one given") {
    app::ScoreEligibility eligibility(false);
    sim::TickInput click;
    click.spawnAsteroid = true;
    eligibility.noteInput(click);
    eligibility.noteTimeTravel();
    CHECK_FALSE(eligibility.eligible());
    CHECK(eligibility.reason() == "an asteroid was spawned by a click");
}

TEST_CASE("the autopilot and time travel each keep a game out, until a new game by hand") {
    app::ScoreEligibility eligibility(true);
    CHECK(eligibility.reason() == "the autopilot flew");
    eligibility.startGame(false);
    CHECK(eligibility.eligible());
    eligibility.noteTimeTravel();
    CHECK(eligibility.reason() == "time went back");
}
