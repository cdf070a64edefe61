#include "app/game/GameOver.h"

#include <cstdio>
#include <ctime>
#include <utility>

#include "app/game/MenuKeys.h"
#include "render/draw/Palette.h"
#include "render/game/Menus.h"

namespace app {

void GameOver::afterStep(sim::Phase before, const sim::World& world, const sim::TickInput& input, const prefs::HighScoreTable& scores,
                         bool autopilot) {
    eligibility_.noteInput(input);
    if (before == sim::Phase::Playing && world.phase == sim::Phase::GameOver && eligibility_.eligible() && prefs::rankFor(scores, world.score)) {
        initials_.emplace();
    }
    if (before == sim::Phase::GameOver && world.phase == sim::Phase::Playing) {
        eligibility_.startGame(autopilot);
        initials_.reset();
        newRank_.reset();
    }
}

bool GameOver::type(const SDL_KeyboardEvent& event) {
    typeInitialsKey(*initials_, event);
    return initials_->finished();
}

bool GameOver::press(SDL_GameControllerButton button) {
    pressInitialsButton(*initials_, button);
    return initials_->finished();
}

std::string GameOver::keep(const sim::World& world, PlayerData& player) {
    const prefs::HighScore entry{initials_->initials(), world.score, world.wave, localDate(std::time(nullptr))};
    newRank_ = prefs::insertScore(player.scores, entry);
    initials_.reset();
    if (player.folder.empty()) return "high scores are not kept: no folder for them";
    base::Result<MergedScores> saved = saveHighScore(player.folder, entry);  // merged with the file as it is now
    if (!saved) {
        std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
        return "high scores not saved: " + saved.error().message();
    }
    player.scores = std::move(saved->table);
    newRank_ = saved->rank;
    return "";
}

sim::TickInput GameOver::withoutHeldRestart(sim::TickInput input) {
    // Enter types the initials; only once they are kept, and Enter let go, does it mean "play again".
    const bool restart = (input.buttons & sim::kRestart) != 0;
    if (typing()) restartHeld_ = true;
    else if (!restart) restartHeld_ = false;
    if (restartHeld_) input.buttons = static_cast<std::uint8_t>(input.buttons & ~sim::kRestart);
    return input;
}

std::vector<render::PanelLine> GameOver::lines(const sim::World& world, const prefs::HighScoreTable& scores) const {
    if (world.phase != sim::Phase::GameOver) return {};
    constexpr SDL_Color kBright = render::kHighlight;
    constexpr SDL_Color kDim = render::kDimText;
    std::vector<render::PanelLine> lines;
    if (initials_) {
        const std::optional<std::size_t> rank = prefs::rankFor(scores, world.score);
        lines.push_back({"NEW HIGH SCORE  " + std::to_string(world.score) + "  (place " + std::to_string(rank.value_or(0) + 1) + ")", kBright});
        lines.push_back({"your initials:  " + initials_->shown(), kBright, layout::Type::Heading});
        lines.push_back({"type letters (or Up/Down, Left/Right), Enter keeps them", kDim});
        lines.push_back({"pad: d-pad changes, A next letter", kDim});
    } else {
        lines.push_back({"final score " + std::to_string(world.score) + "  -  press Enter to play again", kDim});
        if (!eligibility_.eligible()) lines.push_back({"not entered in the high scores: " + eligibility_.reason(), render::kText});
    }
    lines.push_back({"", kDim});
    for (render::PanelLine& line : render::highScoreLines(scores, newRank_)) lines.push_back(std::move(line));
    return lines;
}

}  // namespace app
