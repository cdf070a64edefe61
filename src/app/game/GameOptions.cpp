#include "app/game/GameOptions.h"

#include "app/cli/CommandLine.h"
#include "sim/Crowd.h"

namespace app {

std::span<const OptionRow> gameOptionRows() {
    static const OptionRow kRows[] = {
        {"--seed N", "Play", 1, "start the game from seed N (same seed, same game)", true, [](OptionValue v, Options& o) {
             o.seedGiven = true;
             return readCount(v, o.seed, UINT64_MAX, "--seed needs a whole number from 0 to 18446744073709551615");
         }},
        {"--crowd N", "Play", 2, "a crowd scene: N asteroids (1 to 12000) on a field sized\nto keep the normal density, turrets keeping ~N bullets\nalive, the whole field in view; the ship cannot be lost", true,
         [](OptionValue v, Options& o) {
             std::uint64_t n = 0;
             const std::string needs = "--crowd needs a whole number from 1 to " + std::to_string(sim::kMaxCrowd) + " (asteroids)";
             if (v == nullptr || !parseCount(*v, n, static_cast<std::uint64_t>(sim::kMaxCrowd)) || n == 0) return base::Status(base::failure(needs));
             o.crowd = static_cast<int>(n);
             return base::success();
         }},
        {"--swept-bullets", "Play", 3, "the fix for tunnelling: a bullet hits what its travel this\ntick crossed, not only what its end is inside\n(docs/tunnelling.md; recorded in the replay)", false,
         [](OptionValue, Options& o) { o.sweptBullets = true; return base::success(); }},
        {"--autopilot", "Play", 4, "let the built-in pilot fly; it also clicks an asteroid in\nevery 900 ticks (15 s) while fewer than 40 are live", false, [](OptionValue, Options& o) { o.autopilot = true; return base::success(); }},
        {"--record FILE", "Play", 5, "record the game to FILE (a replay)", true,
         [](OptionValue v, Options& o) { return readPath(v, o.recordPath, "--record needs a file name"); }},
        {"--ticks N", "Play", 6, "stop after N simulation ticks", true,
         [](OptionValue v, Options& o) { return readTicks(v, o.ticks, "--ticks needs a whole number from 0 to 10^12"); }},
        {"--play", "Play", 12, "start a game at once (with no option the title screen\nopens; --seed, --frames, --autopilot also skip it)", false,
         [](OptionValue, Options& o) { o.play = true; return base::success(); }},
        {"--title", "Play", 13, "open on the title screen (also with --frames, --seed)", false,
         [](OptionValue, Options& o) { o.titleAsked = true; return base::success(); }},
    };
    return kRows;
}

}  // namespace app
