#include "app/WindowedLoop.h"

#include <cstdio>
#include <ctime>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/BrowserTurn.h"
#include "app/FrameBenchmark.h"
#include "app/FrameClock.h"
#include "app/InitialsEntry.h"
#include "app/InputMapping.h"
#include "app/MenuKeys.h"
#include "app/PauseMenu.h"
#include "app/PhaseTimer.h"
#include "app/PlayerFiles.h"
#include "app/SceneFiles.h"
#include "app/ScoreEligibility.h"
#include "app/Screen.h"
#include "app/Screenshots.h"
#include "app/SdlSession.h"
#include "app/StopSignal.h"
#include "app/TimeControl.h"
#include "app/TitleScreen.h"
#include "audio/Speaker.h"
#include "render/Camera.h"
#include "render/DecisionPick.h"
#include "render/Menus.h"
#include "render/Scene.h"
#include "replay/Files.h"
#include "replay/Player.h"
#include "replay/Recorder.h"
#include "replay/Timeline.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace app {

namespace {

// Longest real time one frame may feed the simulation: after a stall (a
// dragged window, a debugger) the game slows down instead of spiralling into
// ever more catch-up ticks.
constexpr double kMaxFrameSeconds = 0.25;
constexpr std::int64_t kSeekTicks = 5 * sim::kTicksPerSecond;
// The "why" panel breaks sim::describeDecision's lines at this many characters.
constexpr std::size_t kWhyColumns = 60;
using Kind = sim::GameEvent::Kind;
constexpr replay::EventKinds kHits = replay::eventKind(Kind::AsteroidDestroyed);
constexpr replay::EventKinds kDeaths = replay::eventKind(Kind::ShipDestroyed);
// PageUp/PageDown stop at every event but a shot (there is one every few ticks).
constexpr replay::EventKinds kJumpKinds = kHits | kDeaths | replay::eventKind(Kind::ShipRespawned) |
                                          replay::eventKind(Kind::WaveStarted) | replay::eventKind(Kind::ExtraLife) |
                                          replay::eventKind(Kind::GameOver);

// The kinds --pause-on names; H stops on these (on hits and deaths when it names none).
replay::EventKinds stopKinds(const Options& options) {
    const replay::EventKinds kinds = (options.pauseOnHit ? kHits : 0) | (options.pauseOnDeath ? kDeaths : 0);
    return kinds != 0 ? kinds : kHits | kDeaths;
}

constexpr double kNoticeSeconds = 4.0;
constexpr double kVolumeStep = 0.1;

// How a windowed game ended: the program quits, the same game starts again, or the title screen returns.
enum class Ending { Quit, Restart, Title };

// A seed for a game started from the title screen: a new game each time.
std::uint64_t freshSeed() { return static_cast<std::uint64_t>(std::time(nullptr)) ^ SDL_GetPerformanceCounter(); }

// Everything one windowed game or watched replay holds between frames.
class WindowedGame {
public:
    WindowedGame(const Options& options, Screen& screen, std::unique_ptr<replay::Player> watch, const sim::Settings& settings,
                 const render::OverlaySet& overlays, PlayerData& player, bool fromTitle);

    /// Runs frames until quit from the menu, the window closing, a signal, or the --ticks/--frames limit; the exit status.
    int run();
    /// How it ended (after run()).
    Ending ending() const { return ending_; }

private:
    double frameSeconds();
    void handleEvents();
    void handleKey(const SDL_KeyboardEvent& key);
    void handleButton(const SDL_ControllerButtonEvent& button);
    void handleMenuKey(const SDL_KeyboardEvent& key);
    void openMenu();
    void obey(MenuCommand command);
    void handleInitials(const SDL_KeyboardEvent& key);
    void handleInitialsButton(SDL_GameControllerButton button);
    void keepInitials();
    void afterStep();
    std::vector<render::PanelLine> gameOverLines() const;
    void say(const std::string& notice);
    void takePicture();
    void handleClick(const SDL_Event& event);
    void showDecisionsOfTick();
    void seekBy(std::int64_t ticks);
    void travelTo(std::uint64_t tick);
    void advanceQuietly();
    void jumpToEvent(bool forward);
    void stopOnMoment();
    void notePrevious();
    void stepTicks(double frameSeconds);
    void stepOnce();
    sim::TickInput nextInput();
    sim::World headWorld();
    void updateHud();
    bool limitReached() const;
    void saveRecording();
    int finish(int status);

    const Options& options_;
    Screen& screen_;
    std::unique_ptr<replay::Player> watch_;
    sim::World world_;
    render::PreviousTick previous_;  // the tick before world_, for drawing between the two
    sim::Phase previousPhase_ = sim::Phase::Playing;  // world_.phase before the last step
    replay::Timeline timeline_;  // every tick stepped, to travel back to
    sim::StepContext stepping_;  // the grid cache and the last step's report; never copied with the world
    sim::TickInput lastInput_;
    InputMapping input_;
    render::Particles particles_;
    render::WorldBatch batch_;  // the world's vertices, reused every frame
    std::unique_ptr<audio::Speaker> speaker_;
    render::HudInfo hud_;
    TimeControl time_;
    const replay::EventKinds stopKinds_;  // what H arms
    replay::EventKinds stopOn_;           // the events that pause the game (none when disarmed)
    render::OverlaySet overlays_;
    render::PhaseTimings timings_;
    render::DecisionGhosts ghosts_;  // the recent hits and deaths, fading (never seen by the simulation)
    render::Picked picked_;          // what a click while paused asked "why" about
    std::vector<std::string> why_;   // its panel, for the tick on show
    std::optional<render::PickedSpot> pickedSpot_;  // and where it is then
    std::unique_ptr<replay::Recorder> recorder_;
    // --frames N: N frames of exactly one tick's worth of time each, no real
    // clock involved, so the picture is the same on every machine.
    const bool scripted_;
    // --benchmark-frames F: scripted time too, but every frame drawn and timed (milliseconds, reserved up front).
    const bool benchmarking_;
    std::vector<double> frameMs_;
    FrameClock clock_;
    double accumulator_ = 0.0;
    double smoothedFrame_ = sim::kTickSeconds;
    std::uint64_t frame_ = 0;
    bool running_ = true;
    bool exportRequested_ = false;  // E: export the scene and the picture once this frame is drawn
    bool pictureRequested_ = false; // F12: save the frame once it is drawn
    PlayerData& player_;
    const bool fromTitle_;          // quitting returns to the title screen
    Ending ending_ = Ending::Quit;
    PauseMenu menu_;
    double volume_ = 1.0;           // the master volume the menu shows (kept without a sound device too)
    double noticeLeft_ = 0.0;       // real seconds the notice stays
    // High scores: a game enters the table unless the autopilot flew, a click spawned an asteroid or time
    // went back; what disqualified it is said at game over.
    ScoreEligibility eligibility_;
    std::optional<InitialsEntry> initials_;  // at game over, while the player types
    std::optional<std::size_t> newRank_;     // where this game's entry went, to highlight it
    bool restartHeld_ = false;               // Enter that kept the initials must be let go before it restarts
};

WindowedGame::WindowedGame(const Options& options, Screen& screen, std::unique_ptr<replay::Player> watch, const sim::Settings& settings,
                           const render::OverlaySet& overlays, PlayerData& player, bool fromTitle)
    : options_(options), screen_(screen), watch_(std::move(watch)), world_(watch_ ? watch_->start() : sim::newGame(settings)),
      timeline_(world_), particles_(options.seed ^ 0xA11CE), time_(watch_ ? 8.0 : 2.0),
      stopKinds_(stopKinds(options)), stopOn_(options.pauseOnHit || options.pauseOnDeath ? stopKinds_ : 0), overlays_(overlays),
      scripted_(options.frames.has_value() || options.benchmarkFrames.has_value()), benchmarking_(options.benchmarkFrames.has_value()),
      player_(player), fromTitle_(fromTitle), volume_(options.volume),
      eligibility_(options.autopilot) {
    notePrevious();
    if (const base::Status bound = input_.bind(player.saved); !bound) std::fprintf(stderr, "polyroids: %s\n", bound.error().message().c_str());
    // The panel and overlays read report.decisions (docs/decisions.md); a crowd's record would hold tens of thousands
    // of pairs a tick (and look for tunnels through every asteroid), so crowds go without it (README, "Crowds").
    stepping_.recordDecisions = world_.settings.crowd == 0;
    batch_.cpu.on = screen.sdl->worldOnCpu();
    time_.setSpeed(options.speed);
    if (options.at) {
        time_.setPaused(!benchmarking_);  // a benchmark starts measuring there
        travelTo(*options.at);
    }
    if (!options.recordPath.empty()) recorder_ = std::make_unique<replay::Recorder>(settings);
    if (benchmarking_) frameMs_.reserve(static_cast<std::size_t>(*options.benchmarkFrames));
    // Pictures (--frames) are made in silence; a machine with no sound device
    // plays silently and says so once.
    if (!scripted_) {
        speaker_ = std::make_unique<audio::Speaker>(options.seed);
        speaker_->setMuted(options.mute);
        speaker_->setVolume(volume_);
        if (!speaker_->device()) std::fprintf(stderr, "polyroids: %s\n", speaker_->device().error().message().c_str());
    }
}

int WindowedGame::run() {
    SDL_Renderer* renderer = screen_.sdl->renderer();
    FrameClock frameTimer;  // --benchmark-frames: from one frame's present to the next
    while (running_ && !stopRequested()) {
        const double seconds = frameSeconds();
        handleEvents();
        stepTicks(seconds);
        particles_.update(time_.scaled(seconds));
        ghosts_.age(time_.paused() ? 0.0 : seconds);  // real time: a ghost lasts a second at any speed
        if ((noticeLeft_ -= seconds) <= 0.0) hud_.notice.clear();
        updateHud();
        ++frame_;
        const bool done = limitReached();
        // A scripted run draws only now and then (the window stays alive) and
        // the last frame, which is the picture it saves.
        if (scripted_ && !benchmarking_ && !done && frame_ % 60 != 0) continue;
        if (overlays_.has(render::Overlay::Stats)) timings_ = measurePhases(world_);
        const double alpha = time_.paused() ? 1.0 : accumulator_ / sim::kTickSeconds;
        render::drawScene(renderer, {&previous_, world_, alpha}, lastInput_, frame_,
                          {*screen_.text, particles_, hud_, overlays_, timings_, stepping_.report, ghosts_, why_, pickedSpot_, batch_});
        if (done && !options_.screenshotPath.empty()) {
            if (const base::Status saved = saveScreenshot(renderer, options_.screenshotPath); !saved) {
                std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
                return finish(1);
            }
        }
        if (menu_.isOpen()) {
            render::drawMenu(renderer, *screen_.text, menu_.view(volume_, isFullscreen(screen_.sdl->window())), screen_.logicalWidth,
                             screen_.logicalHeight);
        }
        if (std::exchange(exportRequested_, false)) exportAndSay(world_, renderer);
        if (std::exchange(pictureRequested_, false)) takePicture();
        if (done) running_ = false;
        SDL_RenderPresent(renderer);
        giveBrowserItsTurn();
        if (benchmarking_) frameMs_.push_back(frameTimer.secondsSinceLast() * 1000.0);
    }
    return finish(0);
}

double WindowedGame::frameSeconds() {
    const double seconds = scripted_ ? sim::kTickSeconds : std::min(clock_.secondsSinceLast(), kMaxFrameSeconds);
    smoothedFrame_ += (seconds - smoothedFrame_) * 0.05;
    hud_.framesPerSecond = smoothedFrame_ > 0 ? 1.0 / smoothedFrame_ : 0.0;
    return seconds;
}

void WindowedGame::handleEvents() {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_QUIT) running_ = false;
        if (event.type == SDL_KEYDOWN) {
            if (menu_.isOpen()) handleMenuKey(event.key);
            else if (initials_ && !initials_->finished()) handleInitials(event.key);
            else handleKey(event.key);
        }
        if (event.type == SDL_CONTROLLERBUTTONDOWN) handleButton(event.cbutton);
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_FOCUS_LOST && !scripted_) time_.setPaused(true);
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) screen_.windowResized();
        if (event.type == SDL_MOUSEBUTTONDOWN) {
            if (!menu_.isOpen()) handleClick(event);
        } else {
            input_.handle(event);
        }
    }
}

// Running, a click spawns an asteroid. Paused, a click on an object asks why (the panel explains its pairs this tick);
// elsewhere it clears that and, in a game, stages a spawn: its asteroid appears on the next tick stepped.
void WindowedGame::handleClick(const SDL_Event& event) {
    // SDL gives the click on the UI canvas; the game wants it on the field (the same point but in a crowd).
    const geometry::Vec2 at = render::uiToField(world_.settings, {static_cast<double>(event.button.x), static_cast<double>(event.button.y)});
    if (time_.paused() && event.button.button == SDL_BUTTON_LEFT) {
        picked_ = render::pickObject(world_, stepping_.report.decisions, at);
        if (picked_) return;
    }
    SDL_Event onField = event;
    onField.button.x = static_cast<Sint32>(at.x);
    onField.button.y = static_cast<Sint32>(at.y);
    if (!watch_) input_.handle(onField);
}

// After travelling in time: the ghosts of the tick now on show, at full strength, and no others.
void WindowedGame::showDecisionsOfTick() {
    ghosts_.clear();
    ghosts_.add(stepping_.report.decisions);
}

void WindowedGame::handleKey(const SDL_KeyboardEvent& event) {
    const SDL_Keycode key = event.keysym.sym;
    const bool first = !event.repeat;
    if (key == SDLK_ESCAPE && first) openMenu();
    if (key == SDLK_F12 && first) pictureRequested_ = true;
    if ((key == SDLK_p || key == SDLK_PAUSE) && first) time_.togglePause();
    if (key == SDLK_n || key == SDLK_PERIOD) time_.requestStep();
    if (key == SDLK_MINUS || key == SDLK_LEFTBRACKET || key == SDLK_KP_MINUS) time_.slower();
    if (key == SDLK_EQUALS || key == SDLK_RIGHTBRACKET || key == SDLK_KP_PLUS) time_.faster();
    if (key == SDLK_F1 && first) hud_.showHelp = !hud_.showHelp;
    if (key == SDLK_F2 && first) screen_.stepTextScale();
    if (isFullscreenKey(event.keysym) && first) toggleFullscreen(screen_.sdl->window());
    if (key == SDLK_e && first) exportRequested_ = true;  // done once the frame is drawn: the PNG shows it
    if (key == SDLK_m && first && speaker_) speaker_->setMuted(!speaker_->muted());
    if (key >= SDLK_1 && key < SDLK_1 + static_cast<int>(render::kOverlayCount) && first) {
        overlays_.toggle(static_cast<render::Overlay>(key - SDLK_1));
    }
    if (watch_ && (key == SDLK_LEFT || key == SDLK_RIGHT)) seekBy(key == SDLK_LEFT ? -kSeekTicks : kSeekTicks);
    if (key == SDLK_b || key == SDLK_COMMA) {
        time_.setPaused(true);
        seekBy(-1);
    }
    if (key == SDLK_PAGEUP || key == SDLK_PAGEDOWN) jumpToEvent(key == SDLK_PAGEDOWN);
    if (key == SDLK_h && first) stopOn_ = stopOn_ != 0 ? 0 : stopKinds_;
}

void WindowedGame::seekBy(std::int64_t ticks) { travelTo(static_cast<std::uint64_t>(std::max<std::int64_t>(0, static_cast<std::int64_t>(world_.tick) + ticks))); }

// Shows the world at `tick`: re-simulated from the history, or in a replay played on to it (the history clamps).
void WindowedGame::travelTo(std::uint64_t tick) {
    if (!watch_ && tick < world_.tick) eligibility_.noteTimeTravel();
    const std::uint64_t known = std::min(tick, timeline_.end());
    if (known != world_.tick) world_ = timeline_.worldAt(known, world_, stepping_);
    while (watch_ && world_.tick < tick && !watch_->finished(world_)) advanceQuietly();
    notePrevious();
    accumulator_ = 0.0;
    showDecisionsOfTick();
}

// Notes world_ as the tick before the next step: its poses for drawing between ticks, its phase for game over.
void WindowedGame::notePrevious() {
    render::notePrevious(previous_, world_);
    previousPhase_ = world_.phase;
}

// A replay's next tick, with no sparks or sound (travelling passes ticks, it does not show them).
void WindowedGame::advanceQuietly() {
    timeline_.step(world_, watch_->inputFor(world_), stepping_);
    watch_->afterStep(world_);
}

// Pauses on the previous or next event of the history; a replay plays on to find the next one.
void WindowedGame::jumpToEvent(bool forward) {
    time_.setPaused(true);
    const auto known = forward ? timeline_.nextEvent(world_.tick, kJumpKinds) : timeline_.previousEvent(world_.tick, kJumpKinds);
    if (known) return travelTo(*known);
    if (!forward || !watch_) return;  // a game's future is not played yet
    travelTo(timeline_.end());
    if (watch_->finished(world_)) return;
    do advanceQuietly();
    while (!watch_->finished(world_) && (replay::kindsOf(stepping_.report.events) & kJumpKinds) == 0);
    notePrevious();
    showDecisionsOfTick();
}

// Pauses on the tick just stepped, with the overlay that explains it: rays for a hit, SAT for a death.
void WindowedGame::stopOnMoment() {
    const replay::EventKinds kinds = replay::kindsOf(stepping_.report.events) & stopOn_;
    time_.setPaused(true);
    accumulator_ = 0.0;
    if ((kinds & kHits) != 0 && !overlays_.has(render::Overlay::Rays)) overlays_.toggle(render::Overlay::Rays);
    if ((kinds & kDeaths) != 0 && !overlays_.has(render::Overlay::Sat)) overlays_.toggle(render::Overlay::Sat);
}

// Feeds the frame's scaled time to the accumulator and steps the whole ticks it holds.
void WindowedGame::stepTicks(double frameSeconds) {
    accumulator_ += time_.scaled(frameSeconds);
    int ticks = time_.takeStep() ? 1 : 0;
    while (accumulator_ >= sim::kTickSeconds) {
        accumulator_ -= sim::kTickSeconds;
        ++ticks;
    }
    const std::uint64_t tickLimit = options_.ticks.value_or(UINT64_MAX);
    for (int i = 0; i < ticks && world_.tick < tickLimit && !(watch_ && watch_->finished(world_)); ++i) {
        stepOnce();
        if ((replay::kindsOf(stepping_.report.events) & stopOn_) != 0) return stopOnMoment();
    }
}

// Steps one tick. A tick new to the history is recorded; one that rewrites it drops the recorded future first.
void WindowedGame::stepOnce() {
    notePrevious();
    lastInput_ = nextInput();
    const replay::Stepped stepped = replay::stepAndRecord(timeline_, recorder_.get(), world_, lastInput_, stepping_);
    particles_.spawnFor(stepping_.report, previous_.ship);
    if (time_.paused()) ghosts_.age(sim::kTickSeconds);  // N steps while paused: ghosts fade by game time, one tick a step
    ghosts_.add(stepping_.report.decisions);
    if (speaker_) speaker_->playTick(world_, lastInput_, stepping_.report.events);
    if (watch_) watch_->afterStep(world_);
    const bool gameOver = previousPhase_ == sim::Phase::Playing && world_.phase == sim::Phase::GameOver;
    if (recorder_ && stepped != replay::Stepped::Replayed && gameOver) saveRecording();
    afterStep();
}

// The input for the next tick. In a game's past, single steps replay the history unless a click was staged;
// playing on takes the player's input, which rewrites the future from the first tick it differs.
sim::TickInput WindowedGame::nextInput() {
    if (watch_) return watch_->inputFor(world_);
    const bool past = world_.tick < timeline_.end();
    if (past && time_.paused() && !input_.hasClick()) return timeline_.inputAt(world_.tick);
    sim::TickInput input = options_.autopilot ? sim::autopilotInput(world_) : input_.nextTickInput(world_);
    // Enter types the initials; only once they are kept, and Enter let go, does it mean "play again".
    const bool restart = (input.buttons & sim::kRestart) != 0;
    if (initials_ && !initials_->finished()) restartHeld_ = true;
    else if (!restart) restartHeld_ = false;
    if (restartHeld_) input.buttons = static_cast<std::uint8_t>(input.buttons & ~sim::kRestart);
    return input;
}

void WindowedGame::updateHud() {
    hud_.paused = time_.paused() && !menu_.isOpen();
    hud_.muted = speaker_ ? speaker_->muted() : options_.mute;
    hud_.gameOverLines = watch_ ? std::vector<render::PanelLine>{} : gameOverLines();
    if (!time_.paused()) picked_ = {};
    why_ = picked_ ? render::explainPicked(stepping_.report.decisions, picked_, kWhyColumns) : std::vector<std::string>{};
    pickedSpot_ = render::spotOf(world_, stepping_.report.decisions, picked_);
    std::string banner = time_.speed() != 1.0 || time_.paused() ? time_.label() : "";
    if (recorder_) banner = (recorder_->full() ? "REC FULL " : "REC ") + banner;
    if (watch_) banner = "REPLAY " + time_.label() + (watch_->finished(world_) ? "  END" : "");
    if (time_.paused() || world_.tick < timeline_.end()) banner += "  TICK " + std::to_string(world_.tick);
    if (world_.tick < timeline_.end() && !watch_) banner += " OF " + std::to_string(timeline_.end());
    if ((stopOn_ & kHits) != 0) banner += "  STOP ON HIT";
    if ((stopOn_ & kDeaths) != 0) banner += (stopOn_ & kHits) != 0 ? ", DEATH" : "  STOP ON DEATH";
    if (watch_ && watch_->mismatch()) banner = replay::desyncMessage(*watch_->mismatch());
    hud_.banner = banner;
}

// Esc (or Start): the menu over the paused game. Quitting a game still being played asks first.
void WindowedGame::openMenu() {
    time_.setPaused(true);
    const bool inProgress = !watch_ && world_.phase == sim::Phase::Playing && !options_.autopilot;
    menu_.open(inProgress, fromTitle_ ? "quit to title" : "quit");
}

void WindowedGame::obey(MenuCommand command) {
    switch (command) {
        case MenuCommand::None: break;
        case MenuCommand::Resume: time_.setPaused(false); break;
        case MenuCommand::Restart:
            if (watch_) {
                travelTo(0);
                time_.setPaused(false);
            } else {
                ending_ = Ending::Restart;
                running_ = false;
            }
            break;
        case MenuCommand::VolumeDown:
        case MenuCommand::VolumeUp: {
            const double step = command == MenuCommand::VolumeUp ? kVolumeStep : -kVolumeStep;
            volume_ = std::clamp(std::round((volume_ + step) * 10.0) / 10.0, 0.0, 1.0);
            if (speaker_) speaker_->setVolume(volume_);
            player_.saved.volume = volume_;
            keepSettings(player_);
            break;
        }
        case MenuCommand::ToggleFullscreen:
            toggleFullscreen(screen_.sdl->window());
            player_.saved.fullscreen = isFullscreen(screen_.sdl->window());
            keepSettings(player_);
            break;
        case MenuCommand::ToggleHelp: hud_.showHelp = !hud_.showHelp; break;
        case MenuCommand::Quit:
            ending_ = fromTitle_ ? Ending::Title : Ending::Quit;
            running_ = false;
            break;
    }
}

// A pad: Start opens and closes the menu; in the menu and the initials entry the d-pad and A/B drive them.
void WindowedGame::handleButton(const SDL_ControllerButtonEvent& event) {
    const auto button = static_cast<SDL_GameControllerButton>(event.button);
    if (menu_.isOpen()) {
        if (button == SDL_CONTROLLER_BUTTON_START) return obey(menu_.press(MenuKey::Back));
        if (const std::optional<MenuKey> key = menuKeyForButton(button)) obey(menu_.press(*key));
        return;
    }
    if (initials_ && !initials_->finished()) return handleInitialsButton(button);
    if (button == SDL_CONTROLLER_BUTTON_START) openMenu();
}

// In the menu: its keys, plus the window's own (F11 / Alt+Enter, F12).
void WindowedGame::handleMenuKey(const SDL_KeyboardEvent& event) {
    if (event.repeat && event.keysym.sym != SDLK_LEFT && event.keysym.sym != SDLK_RIGHT) return;
    if (isFullscreenKey(event.keysym)) return toggleFullscreen(screen_.sdl->window());
    if (event.keysym.sym == SDLK_F12) {
        pictureRequested_ = true;
        return;
    }
    if (const std::optional<MenuKey> key = menuKeyFor(event.keysym)) obey(menu_.press(*key));
}

void WindowedGame::handleInitials(const SDL_KeyboardEvent& event) {
    const SDL_Keycode key = event.keysym.sym;
    if (key == SDLK_ESCAPE) return openMenu();
    if (key == SDLK_F12 && !event.repeat) pictureRequested_ = true;
    if (isFullscreenKey(event.keysym)) {
        if (!event.repeat) toggleFullscreen(screen_.sdl->window());
        return;
    }
    typeInitialsKey(*initials_, key);
    if (initials_->finished()) keepInitials();
}

void WindowedGame::handleInitialsButton(SDL_GameControllerButton button) {
    if (button == SDL_CONTROLLER_BUTTON_START) return openMenu();
    pressInitialsButton(*initials_, button);
    if (initials_->finished()) keepInitials();
}

// The initials are in: the entry joins the table, which is written at once.
void WindowedGame::keepInitials() {
    const prefs::HighScore entry{initials_->initials(), world_.score, world_.wave, localDate(std::time(nullptr))};
    newRank_ = prefs::insertScore(player_.scores, entry);
    initials_.reset();
    if (player_.folder.empty()) return say("high scores are not kept: no folder for them");
    if (const base::Status saved = saveHighScores(player_.folder, player_.scores); !saved) {
        std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
        say("high scores not saved: " + saved.error().message());
    }
}

// After each step: spawns disqualify the game; a game over that makes the table asks for initials;
// a new game (the restart button) starts eligible again.
void WindowedGame::afterStep() {
    if (watch_) return;
    eligibility_.noteInput(lastInput_);
    if (previousPhase_ == sim::Phase::Playing && world_.phase == sim::Phase::GameOver && eligibility_.eligible() &&
        prefs::rankFor(player_.scores, world_.score)) {
        initials_.emplace();
    }
    if (previousPhase_ == sim::Phase::GameOver && world_.phase == sim::Phase::Playing) {
        eligibility_.startGame(options_.autopilot);
        initials_.reset();
        newRank_.reset();
    }
}

// Under GAME OVER: the initials being typed, or the score and why it did not count; then the table.
std::vector<render::PanelLine> WindowedGame::gameOverLines() const {
    if (world_.phase != sim::Phase::GameOver) return {};
    constexpr SDL_Color kBright{255, 220, 70, 255};
    constexpr SDL_Color kDim{150, 156, 172, 255};
    std::vector<render::PanelLine> lines;
    if (initials_) {
        const std::optional<std::size_t> rank = prefs::rankFor(player_.scores, world_.score);
        lines.push_back({"NEW HIGH SCORE  " + std::to_string(world_.score) + "  (place " + std::to_string(rank.value_or(0) + 1) + ")", kBright});
        lines.push_back({"your initials:  " + initials_->shown(), kBright, true});
        lines.push_back({"type letters (or Up/Down, Left/Right), Enter keeps them", kDim});
        lines.push_back({"pad: d-pad changes, A next letter", kDim});
    } else {
        lines.push_back({"final score " + std::to_string(world_.score) + "  -  press Enter to play again", kDim});
        if (!eligibility_.eligible()) lines.push_back({"not entered in the high scores: " + eligibility_.reason(), render::PanelLine{}.colour});
    }
    lines.push_back({"", kDim});
    for (render::PanelLine& line : render::highScoreLines(player_.scores, newRank_)) lines.push_back(std::move(line));
    return lines;
}

void WindowedGame::say(const std::string& notice) {
    hud_.notice = notice;
    noticeLeft_ = kNoticeSeconds;
}

// F12: the frame just drawn, saved as a dated PNG; the screen and stdout say where.
void WindowedGame::takePicture() {
    say(pictureAndSay(screen_.sdl->renderer()));
}

bool WindowedGame::limitReached() const {
    const bool ticksDone = options_.ticks && world_.tick >= *options_.ticks;
    const std::optional<std::uint64_t> frames = benchmarking_ ? options_.benchmarkFrames : options_.frames;
    const bool framesDone = frames && frame_ >= *frames;
    return ticksDone || framesDone || (scripted_ && watch_ && watch_->finished(world_));
}

// Writes the recording so far; called at game over, on exit and on signals.
void WindowedGame::saveRecording() {
    const base::Status saved = replay::saveReplay(options_.recordPath, recorder_->finish(headWorld()));
    if (!saved) {
        std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
        hud_.banner = "RECORDING FAILED";
    } else if (recorder_->full()) {  // the game goes on; its recording ends where the file reached its limit
        std::fprintf(stderr, "polyroids: %s: %s\n", options_.recordPath.c_str(), recorder_->fullMessage().c_str());
    }
}

// The world at the end of the history: the game as played so far, wherever the player has travelled to.
sim::World WindowedGame::headWorld() {
    if (world_.tick == timeline_.end()) return world_;
    sim::StepContext scratch;  // stepping_.report tells of the tick on show; leave it so
    return timeline_.worldAt(timeline_.end(), world_, scratch);
}

// The recording is kept whatever ended the run; a watched replay says how it went; --benchmark-frames prints its line last.
int WindowedGame::finish(int status) {
    if (recorder_) saveRecording();
    if (watch_) {
        const replay::Progress progress = watch_->progress(world_);
        std::printf("%s\n", replay::describe(progress).c_str());
        if (status == 0 && progress.finished() && !progress.ok()) status = 1;
    }
    if (benchmarking_) std::printf("%s\n", frameBenchmarkLine(frameMs_, world_.asteroids.size(), world_.bullets.size()).c_str());
    return status;
}

// The title screen, then games started from it, until the player quits on the title; the exit status.
int runFromTitle(Options options, Screen& screen, const render::OverlaySet& overlays, PlayerData& player) {
    const std::uint64_t attractSeed = options.seedGiven || options.frames ? options.seed : freshSeed();
    for (bool showTitle = true; !stopRequested();) {
        if (showTitle) {
            const TitleEnding title = runTitleScreen(options, screen, player, attractSeed);
            if (!title.play) return title.status;
            options.seed = freshSeed();
        }
        sim::Settings settings;
        settings.seed = options.seed;
        WindowedGame game(options, screen, nullptr, settings, overlays, player, true);
        const int status = game.run();
        if (game.ending() == Ending::Quit) return status;
        showTitle = game.ending() == Ending::Title;
    }
    return 0;
}

// The replay to watch, if the options name one.
base::Result<std::unique_ptr<replay::Player>> openReplay(const Options& options) {
    if (options.mode != Mode::Replay) return std::unique_ptr<replay::Player>();
    base::Result<replay::Replay> loaded = replay::loadReplay(options.replayPath);
    if (!loaded) return loaded.error();
    // The window travels with its own replay::Timeline, so the player keeps no snapshots.
    return std::make_unique<replay::Player>(std::move(loaded).value());
}

}  // namespace

int runWindowed(const Options& options) {
    auto watch = openReplay(options);
    render::OverlaySet overlays;
    const base::Status overlaysParsed = render::parseOverlayList(options.overlays, overlays);
    if (!watch || !overlaysParsed) {
        const std::string message = !watch ? watch.error().message() : "--overlay: " + overlaysParsed.error().message();
        std::fprintf(stderr, "polyroids: %s\n", message.c_str());
        return 2;
    }
    sim::Settings settings = gameSettings(options);
    if (*watch) settings = (*watch)->replay().settings;
    PlayerData player = openPlayerData(std::time(nullptr));
    Options chosen = withSettings(options, player.saved);
    const SDL_Point canvas = render::uiCanvas(settings);  // the field itself but for a crowd (render/Camera.h)
    auto screen = Screen::open(chosen, "Polyroids", canvas.x, canvas.y);
    if (!screen) {
        std::fprintf(stderr, "polyroids: %s\n", screen.error().message().c_str());
        return 1;
    }
    if (chosen.showTitle) return runFromTitle(chosen, *screen, overlays, player);
    // A game restarted from the menu starts again from the same seed (a replay restarts in place).
    std::unique_ptr<replay::Player> replay = std::move(*watch);
    int status = 0;
    for (Ending ending = Ending::Restart; ending == Ending::Restart && !stopRequested();) {
        WindowedGame game(chosen, *screen, std::move(replay), settings, overlays, player, false);
        status = game.run();
        ending = game.ending();
    }
    return status;
}

}  // namespace app
