#pragma once
// Game over in a windowed game: whether this game may enter the high-score
// table (app/game/ScoreEligibility), the initials typed when it does
// (app/game/InitialsEntry), the lines shown under GAME OVER, and the Enter that
// kept the initials, which must be let go before it means "play again".

#include <SDL.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/game/InitialsEntry.h"
#include "app/game/ScoreEligibility.h"
#include "app/platform/PlayerFiles.h"
#include "render/draw/Text.h"
#include "sim/World.h"

namespace app {

class GameOver {
public:
    /// A new game; flown by the autopilot it never enters the table.
    explicit GameOver(bool autopilot) : eligibility_(autopilot) {}

    /// After each step of a game (not a replay): a game over that makes the table asks for initials; a new game
    /// (the restart button) starts eligible again.
    void afterStep(sim::Phase before, const sim::World& world, const sim::TickInput& input, const prefs::HighScoreTable& scores,
                   bool autopilot);
    /// A step back in time: the game no longer counts.
    void noteTimeTravel() { eligibility_.noteTimeTravel(); }
    /// True while initials are being typed: keys and pad buttons go to them.
    bool typing() const { return initials_ && !initials_->finished(); }
    /// A key for the initials (a repeat, from a key held since play, types nothing); true once they are finished (then keep them).
    bool type(const SDL_KeyboardEvent& event);
    /// A pad button for the initials; true once they are finished (then keep them).
    bool press(SDL_GameControllerButton button);
    /// The finished initials join the table, which is written at once; a notice for the screen, empty when kept.
    std::string keep(const sim::World& world, PlayerData& player);
    /// The player's input, without restart while the Enter that kept the initials is still held.
    sim::TickInput withoutHeldRestart(sim::TickInput input);
    /// Under GAME OVER: the initials being typed, or the score and why it did not count; then the table.
    std::vector<render::PanelLine> lines(const sim::World& world, const prefs::HighScoreTable& scores) const;

private:
    ScoreEligibility eligibility_;
    std::optional<InitialsEntry> initials_;  // at game over, while the player types
    std::optional<std::size_t> newRank_;     // where this game's entry went, to highlight it
    bool restartHeld_ = false;
};

}  // namespace app
