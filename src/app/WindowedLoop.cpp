#include "app/WindowedLoop.h"

#include <cstdio>
#include <memory>
#include <string>

#include "app/InputMapping.h"
#include "app/PhaseTimer.h"
#include "app/ReplayWatch.h"
#include "app/Screen.h"
#include "app/SdlSession.h"
#include "app/StopSignal.h"
#include "app/TimeControl.h"
#include "audio/Speaker.h"
#include "render/Scene.h"
#include "replay/Recorder.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace app {

namespace {

// Longest real time one frame may feed the simulation: after a stall (a
// dragged window, a debugger) the game slows down instead of spiralling into
// ever more catch-up ticks.
constexpr double kMaxFrameSeconds = 0.25;
constexpr std::int64_t kSeekTicks = 5 * sim::kTicksPerSecond;

struct Clock {
    Uint64 last = SDL_GetPerformanceCounter();
    double secondsSinceLast() {
        const Uint64 now = SDL_GetPerformanceCounter();
        const double seconds = static_cast<double>(now - last) / static_cast<double>(SDL_GetPerformanceFrequency());
        last = now;
        return seconds;
    }
};

// Writes the recording so far; called at game over, on exit and on signals.
void saveRecording(const replay::Recorder& recorder, const sim::World& world, const std::string& path, render::HudInfo& hud) {
    const std::string failure = replay::writeFileAtomically(path, replay::toText(recorder.finish(world)));
    if (!failure.empty()) {
        std::fprintf(stderr, "polyroids: %s\n", failure.c_str());
        hud.banner = "RECORDING FAILED";
    }
}

std::string replaySummary(const ReplayWatch& watch, const sim::World& world) {
    replay::VerifyResult r;
    r.ticks = world.tick;
    r.score = world.score;
    r.checkpointsPassed = watch.checkpointsPassed();
    r.checkpointsTotal = watch.replay().checkpoints.size();
    r.finalHash = sim::hashState(world).whole;
    if (!watch.finished(world)) {
        return "replay: stopped at tick " + std::to_string(world.tick) + " of " + std::to_string(watch.replay().totalTicks) +
               ", checkpoints " + std::to_string(r.checkpointsPassed) + "/" + std::to_string(r.checkpointsTotal) + " passed" +
               (watch.mismatch().empty() ? "" : "; " + watch.mismatch());
    }
    r.ok = watch.mismatch().empty() && r.finalHash == watch.replay().finalHash;
    if (!r.ok) return "replay: " + (watch.mismatch().empty() ? std::string("final state differs") : watch.mismatch());
    return replay::describe(r);
}

}  // namespace

int runWindowed(const Options& options) {
    std::unique_ptr<ReplayWatch> watch;
    sim::Settings settings;
    settings.seed = options.seed;
    if (options.mode == Mode::Replay) {
        std::string error;
        auto loaded = replay::loadReplay(options.replayPath, error);
        if (!loaded) {
            std::fprintf(stderr, "polyroids: %s\n", error.c_str());
            return 2;
        }
        watch = std::make_unique<ReplayWatch>(std::move(*loaded));
        settings = watch->replay().settings;
    }
    auto screen = Screen::open(options, "Polyroids", static_cast<int>(settings.fieldWidth), static_cast<int>(settings.fieldHeight));
    if (!screen) {
        std::fprintf(stderr, "polyroids: %s\n", screen.error().message().c_str());
        return 1;
    }
    render::Text* const text = screen->text.get();
    SDL_Renderer* renderer = screen->sdl->renderer();

    sim::World world = watch ? watch->start() : sim::newGame(settings);
    sim::World previous = world;
    sim::TickInput lastInput;
    InputMapping input;
    render::Particles particles(options.seed ^ 0xA11CE);
    // Pictures (--frames) are made in silence; a machine with no sound device
    // plays silently and says so once.
    std::unique_ptr<audio::Speaker> speaker;
    if (!options.frames) {
        speaker = std::make_unique<audio::Speaker>(options.seed);
        speaker->setMuted(options.mute);
        if (!speaker->problem().empty()) std::fprintf(stderr, "polyroids: %s\n", speaker->problem().c_str());
    }
    render::HudInfo hud;
    TimeControl time(watch ? 8.0 : 2.0);
    time.setSpeed(options.speed);
    render::OverlaySet overlays;
    if (const base::Status parsed = render::parseOverlayList(options.overlays, overlays); !parsed) {
        std::fprintf(stderr, "polyroids: --overlay: %s\n", parsed.error().message().c_str());
        return 2;
    }
    render::PhaseTimings timings;
    std::unique_ptr<replay::Recorder> recorder;
    if (!options.recordPath.empty()) recorder = std::make_unique<replay::Recorder>(settings);

    // --frames N: N frames of exactly one tick's worth of time each, no real
    // clock involved, so the picture is the same on every machine.
    const bool scripted = options.frames.has_value();
    const std::uint64_t frameLimit = options.frames.value_or(UINT64_MAX);
    const std::uint64_t tickLimit = options.ticks.value_or(UINT64_MAX);

    Clock clock;
    double accumulator = 0.0;
    double smoothedFrame = sim::kTickSeconds;
    std::uint64_t frame = 0;
    bool running = true;
    while (running && !stopRequested()) {
        const double frameSeconds = scripted ? sim::kTickSeconds : std::min(clock.secondsSinceLast(), kMaxFrameSeconds);
        smoothedFrame += (frameSeconds - smoothedFrame) * 0.05;
        hud.framesPerSecond = smoothedFrame > 0 ? 1.0 / smoothedFrame : 0.0;

        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = false;
            if (event.type == SDL_KEYDOWN) {
                const SDL_Keycode key = event.key.keysym.sym;
                if (key == SDLK_ESCAPE) running = false;
                if ((key == SDLK_p || key == SDLK_PAUSE) && !event.key.repeat) time.togglePause();
                if (key == SDLK_n || key == SDLK_PERIOD) time.requestStep();
                if (key == SDLK_MINUS || key == SDLK_LEFTBRACKET || key == SDLK_KP_MINUS) time.slower();
                if (key == SDLK_EQUALS || key == SDLK_RIGHTBRACKET || key == SDLK_KP_PLUS) time.faster();
                if (key == SDLK_F1 && !event.key.repeat) hud.showHelp = !hud.showHelp;
                if (key == SDLK_m && !event.key.repeat && speaker) speaker->setMuted(!speaker->muted());
                if (key >= SDLK_1 && key < SDLK_1 + static_cast<int>(render::kOverlayCount) && !event.key.repeat) {
                    overlays.toggle(static_cast<render::Overlay>(key - SDLK_1));
                }
                if (watch && (key == SDLK_LEFT || key == SDLK_RIGHT)) {
                    const std::int64_t now = static_cast<std::int64_t>(world.tick);
                    world = watch->seek(world, key == SDLK_LEFT ? now - kSeekTicks : now + kSeekTicks);
                    previous = world;
                    accumulator = 0.0;
                }
            }
            if (event.type == SDL_CONTROLLERBUTTONDOWN && event.cbutton.button == SDL_CONTROLLER_BUTTON_START) time.togglePause();
            if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_FOCUS_LOST && !scripted) time.setPaused(true);
            const bool click = event.type == SDL_MOUSEBUTTONDOWN;
            if (!click || (!time.paused() && !watch)) input.handle(event);
        }

        accumulator += time.scaled(frameSeconds);
        int ticksThisFrame = time.takeStep() ? 1 : 0;
        while (accumulator >= sim::kTickSeconds) {
            accumulator -= sim::kTickSeconds;
            ++ticksThisFrame;
        }
        for (int i = 0; i < ticksThisFrame && world.tick < tickLimit && !(watch && watch->finished(world)); ++i) {
            previous = world;
            lastInput = watch ? watch->inputFor(world) : options.autopilot ? sim::autopilotInput(world) : input.nextTickInput(world);
            if (recorder) recorder->record(world, lastInput);
            const sim::Phase before = world.phase;
            sim::step(world, lastInput);
            particles.spawnFor(world.events);
            if (speaker) speaker->playEvents(world.events);
            if (watch) watch->afterStep(world);
            if (recorder) {
                recorder->afterStep(world);
                if (before == sim::Phase::Playing && world.phase == sim::Phase::GameOver) saveRecording(*recorder, world, options.recordPath, hud);
            }
        }
        particles.update(time.scaled(frameSeconds));
        const double alpha = time.paused() ? 1.0 : accumulator / sim::kTickSeconds;

        hud.paused = time.paused();
        hud.banner = time.speed() != 1.0 || time.paused() ? time.label() : "";
        if (recorder) hud.banner = "REC " + hud.banner;
        if (watch) {
            hud.banner = "REPLAY " + time.label() + (watch->finished(world) ? "  END" : "");
            if (!watch->mismatch().empty()) hud.banner = watch->mismatch();
        }
        ++frame;
        const bool done = world.tick >= tickLimit || frame >= frameLimit || (scripted && watch && watch->finished(world));
        // A scripted run draws only now and then (the window stays alive) and
        // the last frame, which is the picture it saves.
        if (scripted && !done && frame % 60 != 0) continue;
        if (overlays.has(render::Overlay::Stats)) timings = measurePhases(world);
        render::drawScene(renderer, {previous, world, alpha}, lastInput, frame, {*text, particles, hud, overlays, timings});
        if (done) {
            if (!options.screenshotPath.empty()) {
                const std::string failure = saveScreenshot(renderer, options.screenshotPath);
                if (!failure.empty()) {
                    std::fprintf(stderr, "polyroids: %s\n", failure.c_str());
                    return 1;
                }
            }
            running = false;
        }
        SDL_RenderPresent(renderer);
    }
    if (recorder) saveRecording(*recorder, world, options.recordPath, hud);
    if (watch) {
        const std::string summary = replaySummary(*watch, world);
        std::printf("%s\n", summary.c_str());
        if (watch->finished(world) && !summary.starts_with("replay: ok")) return 1;
    }
    return 0;
}

}  // namespace app
