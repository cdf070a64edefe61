#pragma once
// One windowed game or watched replay as a state object driven one frame at a
// time (Fix Your Timestep / Game Programming Patterns' "Game Loop"): each
// frame() measures real time (or takes one tick's worth under --frames),
// clamps it, scales it by the time control and feeds it to an accumulator;
// the simulation steps whole fixed ticks while the accumulator allows; the
// renderer draws between the last two and the frame is presented. Nothing
// here loops over frames: a driver calls frame() (app/platform/Program.h).
//
// Its functions live by idea: the frame (WindowedGame.cpp), keys and clicks
// (GameKeys.cpp), stepping (GameSteps.cpp), time travel (TimeTravel.cpp), the
// HUD (GameHud.cpp); game over, the recording and the teaching overlays are
// pieces of their own (GameOver, GameRecording, Teaching).

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app/cli/CommandLine.h"
#include "app/game/GameOver.h"
#include "app/game/GameRecording.h"
#include "app/game/PauseMenu.h"
#include "app/game/TimeControl.h"
#include "app/platform/FrameClock.h"
#include "app/platform/InputMapping.h"
#include "app/platform/KeyCommands.h"
#include "app/platform/PlayerFiles.h"
#include "app/platform/Screen.h"
#include "app/teaching/Teaching.h"
#include "audio/Speaker.h"
#include "render/game/Hud.h"
#include "render/game/Interpolation.h"
#include "render/game/Particles.h"
#include "render/game/WorldRenderer.h"
#include "replay/Player.h"
#include "replay/Timeline.h"
#include "sim/Game.h"

namespace app {

/// How a windowed game ended: the program quits, the same game starts again, the title screen returns, or the
/// lessons open (the pause menu's "lessons").
enum class Ending { Quit, Restart, Title, Lessons };

class WindowedGame {
public:
    /// A game with `settings` (or the replay `watch`, when not null) in `screen`; `fromTitle`: quitting returns there.
    WindowedGame(const Options& options, Screen& screen, std::unique_ptr<replay::Player> watch, const sim::Settings& settings,
                 const teach::OverlaySet& overlays, PlayerData& player, bool fromTitle);

    /// Does exactly one frame: polls events, feeds the frame's time to the accumulator, steps, draws and presents.
    /// False once the game has ended (quit, the window closed, a stop signal, the --ticks/--frames limit): its
    /// recording is saved and its last lines printed by then, and ending() and exitStatus() say how it went.
    bool frame();
    /// How it ended (once frame() returned false).
    Ending ending() const { return ending_; }
    /// With Ending::Lessons: the lesson chosen in the pause menu's list, from 1; 0: the first not finished.
    std::size_t lessonChosen() const { return menu_.chosenLesson(); }
    /// The exit status (once frame() returned false).
    int exitStatus() const { return status_; }
    /// A watched replay's moment: `--replay FILE --at TICK`, with `--overlay` and `--pick` when some are on; empty for a
    /// game being played (its future is not in any file).
    std::vector<std::string> moment() const;
    /// The world on show.
    const sim::World& world() const { return world_; }

private:
    static constexpr replay::EventKinds kHits = replay::eventKind(sim::GameEvent::Kind::AsteroidDestroyed);
    static constexpr replay::EventKinds kDeaths = replay::eventKind(sim::GameEvent::Kind::ShipDestroyed);

    // The frame (WindowedGame.cpp).
    static replay::EventKinds stopKindsFor(const Options& options);
    double frameSeconds();
    bool drawFrame(bool last);
    bool limitReached() const;
    bool end(int status);
    // Keys, buttons and clicks (GameKeys.cpp).
    void handleEvents();
    void handleKey(const SDL_KeyboardEvent& key);
    void handleButton(const SDL_ControllerButtonEvent& button);
    void handleMenuKey(const SDL_KeyboardEvent& key);
    void handleInitialsKey(const SDL_KeyboardEvent& key);
    void handleInitialsButton(SDL_GameControllerButton button);
    void keepInitials();
    void openMenu();
    void obey(MenuCommand command);
    void handleClick(const SDL_Event& event);
    // Stepping (GameSteps.cpp).
    void stepTicks(double frameSeconds);
    void stepOnce();
    sim::TickInput nextInput();
    void notePrevious();
    // Time travel (TimeTravel.cpp).
    void seekBy(std::int64_t ticks);
    void travelTo(std::uint64_t tick);
    void advanceQuietly();
    void jumpToEvent(bool forward);
    void stopOnMoment();
    sim::World headWorld();
    // The HUD and what the game says (GameHud.cpp).
    void updateHud();
    void say(const std::string& notice);
    void saveRecording();

    const Options& options_;
    Screen& screen_;
    PlayerData& player_;
    const bool fromTitle_;           // quitting returns to the title screen
    std::unique_ptr<replay::Player> watch_;
    // The simulation on show and its history.
    sim::World world_;
    render::PreviousTick previous_;  // the tick before world_, for drawing between the two
    sim::Phase previousPhase_ = sim::Phase::Playing;  // world_.phase before the last step
    replay::Timeline timeline_;      // every tick stepped, to travel back to
    sim::StepContext stepping_;      // the grid cache and the last step's report; never copied with the world
    sim::TickInput lastInput_;
    // Time.
    TimeControl time_;
    const replay::EventKinds stopKinds_;  // what H arms
    replay::EventKinds stopOn_;           // the events that pause the game (none when disarmed)
    std::pair<std::uint64_t, replay::EventKinds> stoppedOn_{UINT64_MAX, 0};  // the tick PgUp/PgDn/H stopped on, and for what: the banner names it
    // --frames N: N frames of exactly one tick's worth of time each, no real clock involved, so the picture is
    // the same on every machine. --benchmark-frames F: scripted too, but every frame drawn and timed.
    const bool scripted_;
    const bool benchmarking_;
    FrameClock clock_;
    FrameClock benchmarkClock_;      // from one frame's present to the next
    std::vector<double> frameMs_;    // reserved up front
    double accumulator_ = 0.0;
    double smoothedFrame_ = sim::kTickSeconds;
    std::uint64_t frame_ = 0;
    // The player, the pieces and what the frame draws.
    InputMapping input_;
    KeyCommands keys_;               // the key table for this window: playing or watching
    GameOver gameOver_;
    GameRecording recording_;
    Teaching teaching_;
    PauseMenu menu_;
    render::Particles particles_;
    render::WorldBatch batch_;       // the world's vertices, reused every frame
    render::Stage lastStage_;  // where the last frame drew the field: a click is read on it
    render::HudInfo hud_;
    std::unique_ptr<audio::Speaker> speaker_;
    double volume_ = 1.0;            // the master volume the menu shows (kept without a sound device too)
    double noticeLeft_ = 0.0;        // real seconds the notice stays
    bool exportRequested_ = false;   // E: export the scene and the picture once this frame is drawn
    bool pictureRequested_ = false;  // F12: save the frame once it is drawn
    bool explainRequested_ = false;  // X: save the why panel's sentences and the frame once it is drawn
    // How it ends.
    bool running_ = true;
    bool ended_ = false;
    Ending ending_ = Ending::Quit;
    int status_ = 0;
};

}  // namespace app
