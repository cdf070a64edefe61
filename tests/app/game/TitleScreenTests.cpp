#include <doctest/doctest.h>

#include "app/game/TitleScreen.h"
#include "sim/Tuning.h"

using app::TitleShows;

TEST_CASE("the title shows its name, the high scores and, when there are lessons, the lesson list in turn") {
    constexpr std::uint64_t second = sim::kTicksPerSecond;
    CHECK(app::titleShowsAt(0, true) == TitleShows::Name);
    CHECK(app::titleShowsAt(7 * second, true) == TitleShows::Scores);
    CHECK(app::titleShowsAt(12 * second, true) == TitleShows::Lessons);
    CHECK(app::titleShowsAt(18 * second, true) == TitleShows::Name);
    CHECK(app::titleShowsAt(12 * second, false) == TitleShows::Name);  // no lessons: name and scores only
}
