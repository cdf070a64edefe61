#include "app/game/WindowedGame.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <utility>

#include "app/lab/SceneFiles.h"
#include "app/platform/FrameBenchmark.h"
#include "app/platform/Screenshots.h"
#include "app/platform/SdlSession.h"
#include "app/platform/StopSignal.h"
#include "prefs/KeyTable.h"
#include "render/game/Menus.h"
#include "render/game/Scene.h"
#include "teach/DecisionPick.h"
#include "teach/PickedName.h"

namespace app {


WindowedGame::WindowedGame(const Options& options, Screen& screen, std::unique_ptr<replay::Player> watch, const sim::Settings& settings,
                           const teach::OverlaySet& overlays, PlayerData& player, bool fromTitle)
    : options_(options), screen_(screen), player_(player), fromTitle_(fromTitle), watch_(std::move(watch)),
      world_(watch_ ? watch_->start() : sim::newGame(settings)), timeline_(world_), time_(watch_ ? 8.0 : 2.0),
      stopKinds_(stopKindsFor(options)),
      stopOn_(options.pauseOnHit || options.pauseOnDeath ? stopKinds_ : 0),
      scripted_(options.frames.has_value() || options.benchmarkFrames.has_value()), benchmarking_(options.benchmarkFrames.has_value()),
      keys_(watch_ ? prefs::kWatching : prefs::kPlaying), gameOver_(options.autopilot), recording_(options.recordPath, settings), volume_(options.volume) {
    teaching_.overlays = overlays;
    notePrevious();
    hud_.keyHelp = prefs::helpLines(player.saved, watch_ ? prefs::kWatching : prefs::kPlaying, render::kKeyHelpColumns);
    hud_.showFps = options.fps.value_or(true);
    if (const base::Status bound = input_.bind(player.saved); !bound) std::fprintf(stderr, "polyroids: %s\n", bound.error().message().c_str());
    // The panel and overlays read report.decisions (docs/decisions.md); a crowd's record would hold tens of thousands
    // of pairs a tick (and look for tunnels through every asteroid), so crowds go without it (README, "Crowds").
    stepping_.recordDecisions = world_.settings.crowd == 0;
    lastStage_ = render::wholeField(world_.settings);
    batch_.cpu.on = screen.sdl->worldOnCpu();
    batch_.look.glow = options.glow.value_or(true);
    if (render::lookFor(batch_.look, world_.settings).glow != batch_.look.glow) {
        std::fprintf(stderr, "polyroids: a crowd is drawn in the plain look: glowing its thousands of bullets would miss the frame budget\n");
    }
    time_.setSpeed(options.speed);
    if (options.at) {
        time_.setPaused(!benchmarking_);  // a benchmark starts measuring there
        travelTo(*options.at);
        // --pick (checked by OptionChecks): the why panel of that object at that tick, as a click there would open it.
        if (const std::optional<teach::Picked> picked = teach::parsePicked(options.pick); picked && watch_) teaching_.picked = *picked;
    }
    if (benchmarking_) frameMs_.reserve(static_cast<std::size_t>(*options.benchmarkFrames));
    // Pictures (--frames) are made in silence; a machine with no sound device
    // plays silently and says so once.
    if (!scripted_) {
        speaker_ = std::make_unique<audio::Speaker>(options.seed);
        speaker_->setMuted(options.mute);
        speaker_->setVolume(volume_);
        if (!speaker_->device()) std::fprintf(stderr, "polyroids: %s\n", speaker_->device().error().message().c_str());
    }
    benchmarkClock_ = FrameClock{};  // the first frame measured starts now, not before --at travelled
}

// The kinds --pause-on names; H stops on these (on hits and deaths when it names none).
replay::EventKinds WindowedGame::stopKindsFor(const Options& options) {
    const replay::EventKinds kinds = (options.pauseOnHit ? kHits : 0) | (options.pauseOnDeath ? kDeaths : 0);
    return kinds != 0 ? kinds : kHits | kDeaths;
}

bool WindowedGame::frame() {
    if (ended_) return false;
    if (stopRequested()) return end(0);
    const double seconds = frameSeconds();
    handleEvents();
    stepTicks(seconds);
    particles_.update(time_.scaled(seconds));
    teaching_.age(seconds, time_.paused());
    if ((noticeLeft_ -= seconds) <= 0.0) hud_.notice.clear();
    updateHud();
    ++frame_;
    const bool last = limitReached();
    // A scripted run draws only now and then (the window stays alive) and
    // the last frame, which is the picture it saves.
    const bool drawn = !scripted_ || benchmarking_ || last || frame_ % 60 == 0;
    if (drawn && !drawFrame(last)) return end(1);
    if (last) running_ = false;
    return running_ || end(0);
}

double WindowedGame::frameSeconds() {
    const double seconds = scripted_ ? sim::kTickSeconds : clock_.cappedSecondsSinceLast();
    smoothedFrame_ += (seconds - smoothedFrame_) * 0.05;
    hud_.framesPerSecond = smoothedFrame_ > 0 ? 1.0 / smoothedFrame_ : 0.0;
    return seconds;
}

// Draws and presents the frame; the last one is saved as --screenshot first. False when that could not be saved.
bool WindowedGame::drawFrame(bool last) {
    SDL_Renderer* renderer = screen_.sdl->renderer();
    teaching_.measure(world_);
    const double alpha = time_.paused() ? 1.0 : accumulator_ / sim::kTickSeconds;
    const teach::OverlayFrame shown = teaching_.shown(world_, stepping_.report);
    // Teaching modes keep still: paused, or a replay opened at a tick to be read (overlays: drawScene).
    batch_.look.shake = options_.shake && !time_.paused() && !options_.at;
    // A picture shows the screen, not the message about the last picture (its own comes after it is saved).
    if (pictureRequested_ || explainRequested_ || exportRequested_) hud_.notice.clear();
    std::optional<render::MenuView> menu;
    if (menu_.isOpen()) menu = menu_.view(volume_, isFullscreen(screen_.sdl->window()));
    const render::ScreenLayout placed = render::drawScene(renderer, {&previous_, world_, alpha}, lastInput_, frame_,
                                                          {*screen_.text, particles_, hud_, shown, batch_, menu ? &*menu : nullptr});
    lastStage_ = placed.stage;
    if (last && !saveEndOfRunScreenshot(renderer, options_.screenshotPath)) return false;
    if (menu && placed.menu) render::drawMenu(renderer, *screen_.text, *menu, *placed.menu);
    if (std::exchange(exportRequested_, false)) say(exportAndSay(world_, renderer));
    if (std::exchange(pictureRequested_, false)) say(pictureAndSay(renderer));
    if (std::exchange(explainRequested_, false)) {
        // One sentence a line: a text file wraps where its reader does.
        const std::vector<std::string> sentences = teaching_.picked ? teach::explainPicked(stepping_.report, teaching_.picked)
                                                                    : std::vector<std::string>{};
        say(explanationAndSay(renderer, sentences));
    }
    SDL_RenderPresent(renderer);
    if (benchmarking_) frameMs_.push_back(benchmarkClock_.secondsSinceLast() * 1000.0);
    return true;
}

bool WindowedGame::limitReached() const {
    const bool ticksDone = options_.ticks && world_.tick >= *options_.ticks;
    const std::optional<std::uint64_t> frames = benchmarking_ ? options_.benchmarkFrames : options_.frames;
    const bool framesDone = frames && frame_ >= *frames;
    return ticksDone || framesDone || (scripted_ && watch_ && watch_->finished(world_));
}

// The recording is kept whatever ended the game; a watched replay says how it went; --benchmark-frames prints its
// line last. Always false: frame()'s answer once the game has ended.
bool WindowedGame::end(int status) {
    ended_ = true;
    saveRecording();
    if (watch_) {
        const replay::Progress progress = watch_->progress(world_);
        std::printf("%s\n", replay::describe(progress).c_str());
        if (status == 0 && progress.finished()) status = replay::exitStatusOf(progress);  // a cut recording: its own status
    }
    if (benchmarking_) std::printf("%s\n", frameBenchmarkLine(frameMs_, world_.asteroids.size(), world_.bullets.size()).c_str());
    status_ = status;
    return false;
}

}  // namespace app
