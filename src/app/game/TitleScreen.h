#pragma once
// The title screen: the autopilot plays behind the game's name (the attract
// mode), the high-score table and the lesson list show in turn, and any key, click or pad button
// starts a game; Esc quits. With --frames N it runs N frames and saves
// --screenshot, like the game. A state object driven one frame at a time.

#include <cstdint>
#include <string>
#include <vector>

#include "app/cli/CommandLine.h"
#include "app/platform/FrameClock.h"
#include "app/platform/InputMapping.h"
#include "app/platform/KeyCommands.h"
#include "app/platform/PlayerFiles.h"
#include "app/platform/Screen.h"
#include "render/game/Hud.h"
#include "render/game/Interpolation.h"
#include "render/game/Particles.h"
#include "render/game/WorldRenderer.h"
#include "sim/Game.h"

namespace app {

/// How the title screen ended: a game to start, or the program's exit status.
struct TitleEnding {
    bool play = false;
    bool lessons = false;  ///< L: the lessons rather than a game
    int status = 0;
};

class TitleScreen {
public:
    /// The title over an attract game with `seed`, in `screen`.
    TitleScreen(const Options& options, Screen& screen, PlayerData& player, std::uint64_t seed);

    /// Does exactly one frame: events, the attract game's ticks, drawing, present. False once the player started a
    /// game or quit (or a stop signal, or --frames N): ending() says which.
    bool frame();
    /// How it ended (once frame() returned false).
    TitleEnding ending() const { return ending_; }

private:
    void handleEvents();
    void step(double seconds);
    void draw();
    bool end(int status);

    const Options& options_;
    Screen& screen_;
    PlayerData& player_;
    sim::World world_;
    render::PreviousTick previous_;  // the tick before world_, for drawing between the two
    sim::StepContext stepping_;
    sim::TickInput lastInput_;
    InputMapping controllers_;  // opens pads as they come, so their buttons arrive
    render::Particles particles_;
    render::HudInfo hud_;
    KeyCommands keys_{prefs::kTitle};  // the key table for the title screen
    render::WorldBatch batch_;  // the world's vertices, reused every frame
    FrameClock clock_;
    const bool scripted_;
    double accumulator_ = 0.0;
    double smoothedFrame_ = sim::kTickSeconds;
    double noticeLeft_ = 0.0;
    std::uint64_t frame_ = 0;
    std::uint64_t ticks_ = 0;  // of the attract mode, across its games: the name and the table take turns by it
    bool screenshotRequested_ = false;
    bool quit_ = false;
    bool ended_ = false;
    TitleEnding ending_;
    std::vector<std::string> lessons_;  // the lesson list (app::installedLessonList), empty when none could be read
};

/// What the title's middle shows.
enum class TitleShows { Name, Scores, Lessons };

/// What the title shows at attract tick `tick`: the name (7 s), the high-score table (5 s), then, when there are
/// lessons, their list with the done marks (6 s), in turn.
TitleShows titleShowsAt(std::uint64_t tick, bool haveLessons);

}  // namespace app
