#pragma once
// The game a run plays: its seed, crowd and bullet rule, who flies, what is
// recorded, when it stops, and whether the title screen opens first.
#include <cstdint>
#include <optional>
#include <string>

#include "app/cli/OptionRow.h"

namespace app {

/// The options that say which game is played and how it starts.
struct GameOptions {
    std::uint64_t seed = 1;
    bool seedGiven = false;
    bool autopilot = false;           ///< the built-in pilot flies instead of the player
    std::optional<std::uint64_t> ticks;   ///< stop after this many ticks
    std::string recordPath;           ///< write a replay of this game here
    bool play = false;                ///< --play: start a game at once, no title screen
    bool titleAsked = false;          ///< --title: open on the title screen even with --frames or --seed
    bool showTitle = false;           ///< worked out: open on the title screen (no mode option given, or --title)
    int crowd = 0;                    ///< --crowd N: a crowd scene of N asteroids (1 to sim::kMaxCrowd); 0 the normal game
    bool sweptBullets = false;        ///< --swept-bullets: bullets tested along their travel (sim::Settings::sweptBullets)
};

/// --seed, --crowd, --swept-bullets, --autopilot, --record, --ticks, --play, --title.
std::span<const OptionRow> gameOptionRows();

}  // namespace app
