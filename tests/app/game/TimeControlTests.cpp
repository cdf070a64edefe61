#include <doctest/doctest.h>

#include "app/game/TimeControl.h"

TEST_CASE("time control scales real time by the speed and stops it while paused") {
    app::TimeControl time(2.0);
    CHECK(time.scaled(0.1) == doctest::Approx(0.1));
    time.slower();
    CHECK(time.speed() == 0.5);
    for (int i = 0; i < 10; ++i) time.slower();
    CHECK(time.speed() == 0.0625);  // the slowest there is: 1/16x
    time.togglePause();
    CHECK(time.scaled(0.1) == 0.0);
}

TEST_CASE("the game stops at 2x while replays go to 8x") {
    app::TimeControl game(2.0);
    for (int i = 0; i < 10; ++i) game.faster();
    CHECK(game.speed() == 2.0);
    app::TimeControl replay(8.0);
    for (int i = 0; i < 10; ++i) replay.faster();
    CHECK(replay.speed() == 8.0);
}

TEST_CASE("a single step request pauses and yields exactly one tick") {
    app::TimeControl time(2.0);
    time.requestStep();
    CHECK(time.paused());
    CHECK(time.takeStep());
    CHECK_FALSE(time.takeStep());
}

TEST_CASE("the speed label reads as a player would say it") {
    app::TimeControl time(8.0);
    CHECK(time.label() == "1x");
    time.slower();
    time.slower();
    CHECK(time.label() == "1/4x");
    time.togglePause();
    CHECK(time.label() == "PAUSED 1/4x");
}

TEST_CASE("slow motion goes down to 1/16x, labelled as a fraction") {
    app::TimeControl time(8.0);
    for (int i = 0; i < 4; ++i) time.slower();
    CHECK(time.label() == "1/16x");
    time.faster();
    CHECK(time.label() == "1/8x");
    time.setSpeed(0.0625);
    CHECK(time.speed() == 0.0625);
}
