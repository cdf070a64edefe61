#include "app/TitleScreen.h"

#include <cstdio>

#include "app/BrowserTurn.h"
#include "app/FrameClock.h"
#include "app/InputMapping.h"
#include "app/Screenshots.h"
#include "app/SdlSession.h"
#include "app/StopSignal.h"
#include "render/Menus.h"
#include "render/Scene.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"

namespace app {

namespace {

constexpr double kMaxFrameSeconds = 0.25;
constexpr std::uint64_t kNameTicks = 7 * sim::kTicksPerSecond;
constexpr std::uint64_t kScoresTicks = 5 * sim::kTicksPerSecond;
constexpr double kNoticeSeconds = 4.0;

// Keys that never start a game: modifiers alone, and the window's own keys.
bool startsGame(const SDL_Keysym& key) {
    if (isFullscreenKey(key) || key.sym == SDLK_F12 || key.sym == SDLK_F1) return false;
    switch (key.sym) {
        case SDLK_LSHIFT: case SDLK_RSHIFT: case SDLK_LCTRL: case SDLK_RCTRL: case SDLK_LALT: case SDLK_RALT:
        case SDLK_LGUI: case SDLK_RGUI: case SDLK_CAPSLOCK: case SDLK_NUMLOCKCLEAR: return false;
        default: return true;
    }
}

class TitleScreen {
public:
    TitleScreen(const Options& options, Screen& screen, PlayerData& player, std::uint64_t seed)
        : options_(options), screen_(screen), player_(player), world_(sim::newGame(settingsFor(seed))),
          particles_(seed ^ 0xA11CE), scripted_(options.frames.has_value()) {
        batch_.cpu.on = screen.sdl->worldOnCpu();
        render::notePrevious(previous_, world_);
    }

    TitleEnding run();

private:
    static sim::Settings settingsFor(std::uint64_t seed) {
        sim::Settings settings;
        settings.seed = seed;
        return settings;
    }
    void handleEvents();
    void step(double seconds);
    void draw();

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
    render::OverlaySet overlays_;
    render::PhaseTimings timings_;
    render::DecisionGhosts ghosts_;
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
    bool play_ = false;
};

TitleEnding TitleScreen::run() {
    SDL_Renderer* renderer = screen_.sdl->renderer();
    while (!quit_ && !play_ && !stopRequested()) {
        const double seconds = scripted_ ? sim::kTickSeconds : std::min(clock_.secondsSinceLast(), kMaxFrameSeconds);
        smoothedFrame_ += (seconds - smoothedFrame_) * 0.05;
        hud_.framesPerSecond = 1.0 / smoothedFrame_;
        handleEvents();
        step(seconds);
        ++frame_;
        const bool done = options_.frames && frame_ >= *options_.frames;
        if (scripted_ && !done && frame_ % 60 != 0) continue;
        draw();
        if (done && !options_.screenshotPath.empty()) {
            if (const base::Status saved = saveScreenshot(renderer, options_.screenshotPath); !saved) {
                std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
                return {false, 1};
            }
        }
        if (std::exchange(screenshotRequested_, false)) {
            hud_.notice = pictureAndSay(renderer);
            noticeLeft_ = kNoticeSeconds;
        }
        SDL_RenderPresent(renderer);
        giveBrowserItsTurn();
        if (done) quit_ = true;
    }
    return {play_, 0};
}

void TitleScreen::handleEvents() {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_QUIT) quit_ = true;
        if (event.type == SDL_KEYDOWN && !event.key.repeat) {
            const SDL_Keysym& key = event.key.keysym;
            if (key.sym == SDLK_ESCAPE) quit_ = true;
            else if (isFullscreenKey(key)) toggleFullscreen(screen_.sdl->window());
            else if (key.sym == SDLK_F12) screenshotRequested_ = true;
            else if (key.sym == SDLK_F1) hud_.showHelp = !hud_.showHelp;
            else if (startsGame(key)) play_ = true;
        }
        if (event.type == SDL_CONTROLLERBUTTONDOWN) {
            if (event.cbutton.button == SDL_CONTROLLER_BUTTON_BACK) quit_ = true;
            else play_ = true;
        }
        if (event.type == SDL_MOUSEBUTTONDOWN) play_ = true;
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) screen_.windowResized();
        if (event.type != SDL_MOUSEBUTTONDOWN) controllers_.handle(event);
    }
}

// The attract game: the autopilot at the controls, restarting by itself after each game over.
void TitleScreen::step(double seconds) {
    accumulator_ += seconds;
    noticeLeft_ -= seconds;
    if (noticeLeft_ <= 0.0) hud_.notice.clear();
    particles_.update(seconds);
    while (accumulator_ >= sim::kTickSeconds) {
        accumulator_ -= sim::kTickSeconds;
        render::notePrevious(previous_, world_);
        lastInput_ = sim::autopilotInput(world_);
        lastInput_.spawnAsteroid = false;  // the demo plays clean
        sim::step(world_, lastInput_, stepping_);
        ++ticks_;
        particles_.spawnFor(stepping_.report, previous_.ship);
    }
}

void TitleScreen::draw() {
    SDL_Renderer* renderer = screen_.sdl->renderer();
    hud_.banner = "DEMO";
    const double alpha = accumulator_ / sim::kTickSeconds;
    render::drawScene(renderer, {&previous_, world_, alpha}, lastInput_, frame_,
                      {*screen_.text, particles_, hud_, overlays_, timings_, stepping_.report, ghosts_, {}, {}, batch_});
    const render::TitleView view{titleShowsScores(ticks_), &player_.scores, "press any key / button"};
    render::drawTitle(renderer, *screen_.text, view, screen_.logicalWidth, screen_.logicalHeight);
}

}  // namespace

bool titleShowsScores(std::uint64_t tick) { return tick % (kNameTicks + kScoresTicks) >= kNameTicks; }

TitleEnding runTitleScreen(const Options& options, Screen& screen, PlayerData& player, std::uint64_t seed) {
    TitleScreen title(options, screen, player, seed);
    return title.run();
}

}  // namespace app
