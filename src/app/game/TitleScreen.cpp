#include "app/game/TitleScreen.h"

#include <algorithm>
#include <cstdio>
#include <utility>

#include "app/lessons/LessonFiles.h"
#include "app/platform/Program.h"
#include "app/platform/Screenshots.h"
#include "app/platform/SdlSession.h"
#include "app/platform/StopSignal.h"
#include "prefs/KeyTable.h"
#include "render/game/Menus.h"
#include "render/game/Scene.h"
#include "sim/Autopilot.h"

namespace app {

namespace {

constexpr std::uint64_t kNameTicks = 7 * sim::kTicksPerSecond;
constexpr std::uint64_t kScoresTicks = 5 * sim::kTicksPerSecond;
constexpr std::uint64_t kLessonsTicks = 6 * sim::kTicksPerSecond;

// Keys that never start a game: modifiers alone (the key table's own keys are handled before).
bool startsGame(const SDL_Keysym& key) {
    switch (key.sym) {
        case SDLK_LSHIFT: case SDLK_RSHIFT: case SDLK_LCTRL: case SDLK_RCTRL: case SDLK_LALT: case SDLK_RALT:
        case SDLK_LGUI: case SDLK_RGUI: case SDLK_CAPSLOCK: case SDLK_NUMLOCKCLEAR: return false;
        default: return true;
    }
}

sim::Settings settingsFor(std::uint64_t seed) {
    sim::Settings settings;
    settings.seed = seed;
    return settings;
}

}  // namespace

TitleScreen::TitleScreen(const Options& options, Screen& screen, PlayerData& player, std::uint64_t seed)
    : options_(options), screen_(screen), player_(player), world_(sim::newGame(settingsFor(seed))),
      scripted_(options.frames.has_value()) {
    batch_.cpu.on = screen.sdl->worldOnCpu();
    batch_.look.glow = options.glow.value_or(true);
    batch_.look.shake = false;  // the demo behind the title plays calm
    render::notePrevious(previous_, world_);
    hud_.showFps = options.fps.value_or(true);
    hud_.attract = true;
    hud_.keyHelp = prefs::helpLines(player.saved, prefs::kTitle | prefs::kPlaying, render::kKeyHelpColumns);
    // For a teacher: which lessons there are and which are done (none shown when they cannot be read; L says why).
    lessons_ = installedLessonList(screen.sdl->executableDir(), player.saved);
}

bool TitleScreen::frame() {
    if (ended_) return false;
    if (stopRequested()) return end(0);
    SDL_Renderer* renderer = screen_.sdl->renderer();
    const double seconds = scripted_ ? sim::kTickSeconds : clock_.cappedSecondsSinceLast();
    smoothedFrame_ += (seconds - smoothedFrame_) * 0.05;
    hud_.framesPerSecond = 1.0 / smoothedFrame_;
    handleEvents();
    step(seconds);
    ++frame_;
    const bool done = options_.frames && frame_ >= *options_.frames;
    if (!scripted_ || done || frame_ % 60 == 0) {
        if (screenshotRequested_) hud_.notice.clear();  // a picture shows the screen, not the message about the last one
        draw();
        if (done && !saveEndOfRunScreenshot(renderer, options_.screenshotPath)) {
            ending_.play = false;
            return end(1);
        }
        if (std::exchange(screenshotRequested_, false)) {
            hud_.notice = pictureAndSay(renderer);
            noticeLeft_ = render::kNoticeSeconds;
        }
        SDL_RenderPresent(renderer);
    }
    if (done) quit_ = true;
    return !(quit_ || ending_.play || ending_.lessons) || end(0);  // a key that starts a game ends the frame it came in
}

// Always false: frame()'s answer once the title has ended.
bool TitleScreen::end(int status) {
    ended_ = true;
    ending_.status = status;
    return false;
}

void TitleScreen::handleEvents() {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_QUIT) quit_ = true;
        if (event.type == SDL_KEYDOWN && !event.key.repeat) {
            const SDL_Keysym& key = event.key.keysym;
            using C = prefs::Command;
            const std::optional<C> command = keys_.commandOf(key);
            if (command == C::Quit && !kInPage) quit_ = true;
            else if (command == C::Quit) hud_.showHelp = !hud_.showHelp;
            else if (command == C::Fullscreen) toggleFullscreen(screen_.sdl->window());
            else if (command == C::Picture) screenshotRequested_ = true;
            else if (command == C::Help) hud_.showHelp = !hud_.showHelp;
            else if (command == C::Lessons) ending_.lessons = true;
            else if (startsGame(key)) ending_.play = true;
        }
        if (event.type == SDL_CONTROLLERBUTTONDOWN) {
            if (event.cbutton.button != SDL_CONTROLLER_BUTTON_BACK) ending_.play = true;
            else if (!kInPage) quit_ = true;
        }
        if (event.type == SDL_MOUSEBUTTONDOWN) ending_.play = true;
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
        particles_.spawnFor(stepping_.report, previous_.ship, world_.tick);
    }
}

void TitleScreen::draw() {
    SDL_Renderer* renderer = screen_.sdl->renderer();
    hud_.banner = "DEMO";
    const double alpha = accumulator_ / sim::kTickSeconds;
    const teach::OverlayFrame noOverlays;  // the demo plays without them
    const TitleShows shows = titleShowsAt(ticks_, !lessons_.empty());
    render::TitleView view;
    view.showScores = shows == TitleShows::Scores;
    view.scores = &player_.scores;
    // One large line that fits an 800x600 window unwrapped; L goes with the other keys on the dim line under it.
    view.prompt = "press any key / button";
    view.showLessons = shows == TitleShows::Lessons;
    view.lessons = lessons_;
    view.glow = batch_.look.glow;
    // In a page Esc ends nothing: it shows the keys, as F1 does.
    view.keys = kInPage ? "L lessons   Esc or F1 keys   F11 fullscreen" : "L lessons   Esc quits   F1 keys   F11 fullscreen";
    const render::ScreenLayout placed =
        render::drawScene(renderer, {&previous_, world_, alpha}, lastInput_, frame_, {*screen_.text, particles_, hud_, noOverlays, batch_, nullptr, &view});
    render::drawTitle(renderer, *screen_.text, view, placed.title, placed.titlePrompt);
}

TitleShows titleShowsAt(std::uint64_t tick, bool haveLessons) {
    const std::uint64_t at = tick % (kNameTicks + kScoresTicks + (haveLessons ? kLessonsTicks : 0));
    if (at < kNameTicks) return TitleShows::Name;
    return at < kNameTicks + kScoresTicks ? TitleShows::Scores : TitleShows::Lessons;
}

}  // namespace app
