#include "app/offline/Clip.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <vector>

#include "app/offline/GifWriter.h"
#include "app/offline/ReplayShow.h"
#include "app/platform/SdlSession.h"
#include "app/platform/StopSignal.h"
#include "base/FileWrite.h"
#include "render/draw/Camera.h"
#include "render/game/Scene.h"
#include "replay/Files.h"
#include "replay/Player.h"
#include "teach/PickedName.h"

namespace app {

namespace {

// A tick lasts 1/60 s; a GIF counts in hundredths and viewers slow anything
// under 2 to 10, so each tick shows for 2: a clip plays at 5/6 of the game's speed.
constexpr int kCentisecondsPerTick = 2;

// A frame is held three times over (the surface, the pixels read, the indexed copy): 4K at most keeps that near 80 MB.
constexpr std::uint64_t kMostClipPixels = 3840ULL * 2160ULL;

struct SurfaceDeleter {
    void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
struct RendererDeleter {
    void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
};

// What draws the frames: a surface of the clip's size, a software renderer on it, the font.
struct Offscreen {
    std::unique_ptr<SDL_Surface, SurfaceDeleter> surface;
    std::unique_ptr<SDL_Renderer, RendererDeleter> renderer;
    std::unique_ptr<render::Text> text;  // before the renderer goes (its textures are the renderer's)
    std::vector<std::uint8_t> pixels;

    ~Offscreen() { text.reset(); }
};

base::Result<std::unique_ptr<Offscreen>> openOffscreen(const Options& options, const sim::Settings& settings) {
    if (options.fontPath.empty()) {
        if (base::Status font = render::checkFontVariable(); !font) return font.error();
    }
    if (TTF_WasInit() == 0 && TTF_Init() != 0) return base::failure(std::string("cannot start SDL_ttf: ") + TTF_GetError());
    auto out = std::make_unique<Offscreen>();
    const int width = options.windowWidth;
    const int height = options.windowHeight;
    out->surface.reset(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32));
    if (!out->surface) return base::failure(std::string("cannot make a ") + std::to_string(width) + "x" + std::to_string(height) + " picture: " + SDL_GetError());
    out->renderer.reset(SDL_CreateSoftwareRenderer(out->surface.get()));
    if (!out->renderer) return base::failure(std::string("cannot draw offscreen: ") + SDL_GetError());
    const SDL_Point canvas = render::uiCanvas(settings);
    const double scale = options.uiScale > 0.0 ? options.uiScale : render::uiScaleFor(width, height, canvas.x, canvas.y, 2.0);
    std::string executableDir;
    if (char* dir = SDL_GetBasePath(); dir != nullptr) {
        executableDir = dir;
        SDL_free(dir);
    }
    auto text = render::Text::open(render::fontCandidates(options.fontPath, executableDir), scale);
    if (!text) return text.error();
    out->text = std::move(text).value();
    out->pixels.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    return out;
}

// The frame drawn last, read in whole pixels (logical scaling would clip the read to the letterboxed view).
base::Status readFrame(Offscreen& o) {
    SDL_Renderer* renderer = o.renderer.get();
    SDL_RenderSetLogicalSize(renderer, 0, 0);
    if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, o.pixels.data(), 4 * o.surface->w) != 0) {
        return base::failure(std::string("cannot read a drawn frame: ") + SDL_GetError());
    }
    return base::success();
}

// Plays the replay to the clip's first tick, then draws and writes a frame every --clip-step ticks through its last.
// Every tick between frames is still shown (stepped with its sparks and decisions), only not drawn.
base::Status writeClip(const Options& options, replay::Player& player, ReplayShow& scene, Offscreen& offscreen, GifWriter& gif) {
    sim::StepContext stepping;
    sim::World world = playTo(player, stepping, scene, options.clipFrom);
    const int centiseconds = kCentisecondsPerTick * static_cast<int>(options.clipStep);
    for (std::uint64_t frame = 0;; ++frame) {
        if (player.mismatch()) return base::failure(options.replayPath + ": " + replay::desyncMessage(*player.mismatch()) + " (the clip would not show the recorded game)");
        (void)drawShown(offscreen.renderer.get(), *offscreen.text, world, stepping, scene, frame);
        if (base::Status read = readFrame(offscreen); !read) return read;
        if (base::Status added = gif.addFrame(offscreen.pixels, 4 * offscreen.surface->w, centiseconds); !added) return added;
        if (world.tick + options.clipStep > options.clipTo) return base::success();
        for (std::uint64_t ticks = 0; ticks < options.clipStep; ++ticks) {
            if (stopRequested()) return base::failure("stopped by a signal before the clip was finished: nothing written");
            stepShown(player, world, stepping, scene);
        }
    }
}

}  // namespace


int runClip(const Options& options) {
    catchStopSignals();  // SIGTERM mid-clip ends it between frames, so its temporary is removed, not left behind
    base::Result<replay::Replay> loaded = replay::loadReplay(options.replayPath);
    ReplayShow scene;
    scene.batch.look = {options.glow.value_or(true), options.shake};  // a clip is the game as played: it may shake (not under overlays)
    const base::Status overlaysParsed = teach::parseOverlayList(options.overlays, scene.teaching.overlays);
    const std::optional<teach::Picked> pick = options.pick.empty() ? std::nullopt : teach::parsePicked(options.pick);
    if (pick) scene.teaching.picked = *pick;
    // A clip shows the whole field: a close-up would change its camera with every tick's pairs.
    scene.teaching.closeUps = false;
    std::string refused;
    if (!loaded) refused = loaded.error().message();
    else if (!overlaysParsed) refused = "--overlay: " + overlaysParsed.error().message();
    else if (!options.pick.empty() && !pick) refused = "--pick needs ship, asteroid#N or saucer#N (as `why` names them), not '" + options.pick + "'";
    else if (static_cast<std::uint64_t>(options.windowWidth) * static_cast<std::uint64_t>(options.windowHeight) > kMostClipPixels)
        refused = "a clip is at most 3840x2160 pixels (4K); --size asked for " + std::to_string(options.windowWidth) + "x" + std::to_string(options.windowHeight);
    else if (options.clipTo > loaded->totalTicks) refused = options.replayPath + ": the clip ends at tick " + std::to_string(options.clipTo) + ", after the replay's end (tick " + std::to_string(loaded->totalTicks) + ")";
    if (!refused.empty()) {
        std::fprintf(stderr, "polyroids: %s\n", refused.c_str());
        return 2;
    }
    auto offscreen = openOffscreen(options, loaded->settings);
    if (!offscreen) {
        std::fprintf(stderr, "polyroids: %s\n", offscreen.error().message().c_str());
        return 1;
    }
    replay::Player player(std::move(loaded).value());
    int frames = 0;
    const base::Status written = base::replaceAtomically(options.clipPath, [&](const std::string& temporary) {
        auto gif = GifWriter::open(temporary, options.windowWidth, options.windowHeight);
        if (!gif) return base::Status(gif.error());
        if (base::Status drawn = writeClip(options, player, scene, **offscreen, **gif); !drawn) return drawn;
        frames = (*gif)->frames();
        return (*gif)->close();
    });
    if (!written) {
        std::fprintf(stderr, "polyroids: %s\n", written.error().message().c_str());
        return stopRequested() ? 0 : 1;  // stopped: main exits 128 + the signal, as every mode does
    }
    const std::string every = options.clipStep > 1 ? " step=" + std::to_string(options.clipStep) : "";
    std::printf("clip: %s frames=%d ticks=%llu-%llu%s size=%dx%d\n", options.clipPath.c_str(), frames,
                static_cast<unsigned long long>(options.clipFrom), static_cast<unsigned long long>(options.clipTo), every.c_str(),
                options.windowWidth, options.windowHeight);
    return 0;
}

}  // namespace app

namespace app {

namespace {

// A file name for the object: "asteroid#4" -> "asteroid-4".
std::string fileNameOf(std::string object) {
    std::replace(object.begin(), object.end(), '#', '-');
    return object;
}

// Why --explain cannot go ahead ("" when it can).
std::string explainRefusal(const Options& options, const base::Result<replay::Replay>& loaded, const std::optional<teach::Picked>& pick) {
    if (!loaded) return loaded.error().message();
    if (!pick) return "--explain needs --pick ship, asteroid#N or saucer#N (as `why` names them), not '" + options.pick + "'";
    const std::uint64_t tick = *options.explainTick;
    if (tick == 0 || tick > loaded->totalTicks) {
        return options.replayPath + ": tick " + std::to_string(tick) + " is not in the replay: give 1 to " + std::to_string(loaded->totalTicks) +
               " (the step that makes the world's tick TICK)";
    }
    if (static_cast<std::uint64_t>(options.windowWidth) * static_cast<std::uint64_t>(options.windowHeight) > kMostClipPixels) {
        return "a picture is at most 3840x2160 pixels (4K); --size asked for " + std::to_string(options.windowWidth) + "x" + std::to_string(options.windowHeight);
    }
    return {};
}

}  // namespace


int runExplain(const Options& options) {
    base::Result<replay::Replay> loaded = replay::loadReplay(options.replayPath);
    const std::optional<teach::Picked> pick = teach::parsePicked(options.pick);
    ReplayShow scene;
    scene.batch.look.glow = options.glow.value_or(true);
    const base::Status overlaysParsed = teach::parseOverlayList(options.overlays.empty() ? "rays,sat,tunnels" : options.overlays, scene.teaching.overlays);
    std::string refused = explainRefusal(options, loaded, pick);
    if (refused.empty() && !overlaysParsed) refused = "--overlay: " + overlaysParsed.error().message();
    if (!refused.empty()) {
        std::fprintf(stderr, "polyroids: %s\n", refused.c_str());
        return 2;
    }
    scene.teaching.picked = *pick;
    auto offscreen = openOffscreen(options, loaded->settings);
    if (!offscreen) {
        std::fprintf(stderr, "polyroids: %s\n", offscreen.error().message().c_str());
        return 1;
    }
    replay::Player player(std::move(loaded).value());
    sim::StepContext stepping;
    const sim::World world = playTo(player, stepping, scene, *options.explainTick);
    if (player.mismatch()) {
        std::fprintf(stderr, "polyroids: %s: %s (the picture would not show the recorded game)\n", options.replayPath.c_str(), replay::desyncMessage(*player.mismatch()).c_str());
        return 1;
    }
    // The sentences unbroken: a text file wraps where its reader does.
    std::string sentences;
    for (const std::string& line : teach::explainPicked(stepping.report, *pick)) sentences += line + "\n";
    (void)drawShown((*offscreen)->renderer.get(), *(*offscreen)->text, world, stepping, scene, 0);
    const std::string base = options.explainDir + "/why-" + std::to_string(world.tick) + "-" + fileNameOf(options.pick);
    base::Status written = readFrame(**offscreen);
    // Both files or neither: the sentences are written once the picture is whole beside its name, and the picture
    // is moved into place only once they are (a full disk never leaves a new .txt beside an old .png).
    if (written) {
        written = savePictureWith((*offscreen)->surface.get(), base + ".png",
                                  [&] { return base::writeFileAtomically(base + ".txt", sentences); });
    }
    if (!written) {
        std::fprintf(stderr, "polyroids: %s\n", written.error().message().c_str());
        return 1;
    }
    std::printf("explained: %s.txt %s.png\n", base.c_str(), base.c_str());
    return 0;
}

}  // namespace app
