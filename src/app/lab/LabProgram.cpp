#include "app/lab/LabProgram.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/lab/KeptLabScene.h"
#include "app/lab/LabInput.h"
#include "app/lab/SceneFiles.h"
#include "app/platform/Program.h"
#include "app/platform/Screen.h"
#include "app/platform/Screenshots.h"
#include "app/platform/SdlSession.h"
#include "app/platform/StopSignal.h"
#include "lab/LabAnalysis.h"
#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "prefs/KeyTable.h"
#include "render/draw/Text.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/LabView.h"

namespace app {

namespace {

using lab::Grab;
using lab::LabModel;
using lab::LabUiState;
using lab::ShapeId;

// With nothing moving on its own, the loop sleeps until input or this long.
constexpr int kIdleWaitMilliseconds = 100;
// The help panel sits over the scene (render/lab/LabView): lines of at most this many characters fit.
constexpr std::size_t kLabHelpColumns = 64;

// The model --scene or --preset asks for (the first preset when neither), or why not.
base::Result<LabModel> startingModel(const Options& options) {
    if (!options.scenePath.empty()) {
        const base::Result<lab::SceneFile> file = loadSceneFile(options.scenePath);
        if (!file) return file.error();
        // Between the header (title, lesson, picture captions) and the footer's hint line, never under them.
        return LabModel(lab::placedInLab(*file, render::kLabSceneWidth, render::kLabHeight - render::kLabFooterHeight, render::kLabCaptionsBottom));
    }
    // In a page, the lab as the player left it (a reload, a closed tab, a link to a scene: app/lab/KeptLabScene).
    if (kInPage && options.preset.empty() && !options.frames) {
        if (std::optional<lab::LabScene> kept = loadKeptLabScene()) return LabModel(std::move(*kept));
    }
    const auto start = options.preset.empty() ? base::Result<std::size_t>(std::size_t{0}) : lab::findLabScene(options.preset);
    if (!start) return start.error();
    return LabModel(*start);
}

// The lab's window: the model, what the keys and mouse change, and the frame count for --frames.
class LabWindow final : public Program {
public:
    LabWindow(const Options& options, Screen screen, LabModel model, bool waitForInput)
        : options_(options), screen_(std::move(screen)), model_(std::move(model)),
          input_{model_, *screen_.text, ui_, screen_.sdl->window(), prefs::kLab}, scripted_(options.frames.has_value()),
          waitForInput_(waitForInput && !scripted_) {
        ui_.keyHelp = prefs::helpLines(prefs::Settings{}, prefs::kLab, kLabHelpColumns);
    }

    bool frame() override {
        if (ended_) return false;
        if (stopRequested()) return end(0);
        ++frame_;
        handleEvents();
        // In a page the scene is kept as it changes, once no drag holds it (a reload opens it again).
        if (kInPage && !scripted_ && input_.held.part == Grab::Part::None) keepLabScene(model_, keptText_);
        SDL_Renderer* renderer = screen_.sdl->renderer();
        const lab::LabAnalysis analysis = lab::analyseScene(model_);
        ui_.mouse = input_.pointer();
        ui_.hover = input_.held.part != Grab::Part::None ? input_.held : model_.grabAt(input_.mouse, kGrabTolerance);
        input_.rowBands = render::drawLab(renderer, *screen_.text, lab::presentLab(model_, analysis, ui_), frame_).rowBands;
        // --frames N ends here: the picture, if asked for, then stop.
        if (scripted_ && frame_ >= *options_.frames) {
            input_.running = false;
            if (!saveEndOfRunScreenshot(renderer, options_.screenshotPath)) return end(1);
        }
        SDL_RenderPresent(renderer);
        return input_.running || end(0);
    }

    int exitStatus() const override { return status_; }

private:
    // The events waiting; on the desktop, with none, it waits a while for one (nothing in the lab moves on its own).
    void handleEvents() {
        SDL_Event event;
        bool pending = waitForInput_ ? SDL_WaitEventTimeout(&event, kIdleWaitMilliseconds) != 0 : SDL_PollEvent(&event) != 0;
        while (pending) {
            input_.handle(event);
            pending = SDL_PollEvent(&event) != 0;
        }
    }

    // Always false: frame()'s answer once the lab has ended.
    bool end(int status) {
        ended_ = true;
        status_ = status;
        return false;
    }

    const Options& options_;
    Screen screen_;
    LabModel model_;
    LabUiState ui_;
    LabInput input_;  // refers to model_, the font and ui_ above
    const bool scripted_;      // --frames N: N frames, then the screenshot; no waiting for input then
    const bool waitForInput_;
    std::uint64_t frame_ = 0;
    std::string keptText_;  // the scene as last kept in the player's folder (a page only)
    bool ended_ = false;
    int status_ = 0;
};

}  // namespace

Started startLab(const Options& options, bool waitForInput) {
    base::Result<LabModel> start = startingModel(options);
    // The lab's layout is fixed: its text does not grow with a small window on its own (--ui-scale and F2 still work).
    auto screen = start ? Screen::open(options, "Polyroids collision lab", render::kLabWidth, render::kLabHeight, 1.0) : start.error();
    if (!screen) {
        std::fprintf(stderr, "polyroids: %s\n", screen.error().message().c_str());
        return {nullptr, start ? 1 : 2};
    }
    return {std::make_unique<LabWindow>(options, std::move(screen).value(), std::move(start).value(), waitForInput), 0};
}

int runLab(const Options& options) { return runFrames(startLab(options, kFramesMayWait)); }

}  // namespace app
