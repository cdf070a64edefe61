#include "app/LessonLoop.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/LabInput.h"
#include "app/LessonFiles.h"
#include "app/Screenshots.h"
#include "app/StopSignal.h"
#include "lab/LabPresenter.h"
#include "lab/LessonRun.h"
#include "render/LabLayout.h"
#include "render/LabView.h"
#include "render/LessonPanel.h"

namespace app {

namespace {

// The help panel sits over the scene (render/LabView): lines of at most this many characters fit.
constexpr std::size_t kHelpColumns = 64;

// The lesson to open first: the one asked for (from 1), else the first not finished, else the first.
std::size_t firstLesson(int asked, const prefs::Settings& saved, std::size_t count) {
    if (asked > 0) return static_cast<std::size_t>(asked - 1);
    for (std::size_t i = 0; i < count; ++i) {
        const int number = static_cast<int>(i + 1);
        if (std::find(saved.lessonsDone.begin(), saved.lessonsDone.end(), number) == saved.lessonsDone.end()) return i;
    }
    return 0;
}

class LessonWindow final : public Program {
public:
    LessonWindow(const Options& options, Screen& screen, PlayerData& player, std::vector<LessonFile> lessons, std::size_t first)
        : options_(options), screen_(screen), player_(player), lessons_(std::move(lessons)), scripted_(options.frames.has_value()) {
        ui_.keyHelp = prefs::helpLines(player.saved, prefs::kLesson, kHelpColumns);
        // The lab's canvas, whatever the screen it borrows was drawing.
        SDL_RenderSetLogicalSize(screen_.sdl->renderer(), render::kLabWidth, render::kLabHeight);
        open(first);
    }

    bool frame() override {
        if (ended_) return false;
        if (stopRequested()) return end(0);
        ++frame_;
        handleEvents();
        if (ended_) return false;
        SDL_Renderer* renderer = screen_.sdl->renderer();
        const lab::LabAnalysis analysis = lab::analyseScene(run_->model());
        if (run_->check(analysis)) {
            std::printf("polyroids: lesson %zu step %zu done\n", run_->number(), run_->stepIndex() + 1);
            std::fflush(stdout);
        }
        draw(analysis);
        if (std::exchange(pictureRequested_, false)) pictureAndSay(renderer);  // F12: says on stdout where it went
        if (scripted_ && frame_ >= *options_.frames) {
            input_->running = false;
            if (!options_.screenshotPath.empty()) {
                if (const base::Status saved = saveScreenshot(renderer, options_.screenshotPath); !saved) {
                    std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
                    return end(1);
                }
            }
        }
        SDL_RenderPresent(renderer);
        return input_->running || end(0);
    }

    int exitStatus() const override { return status_; }

private:
    void open(std::size_t index) {
        index_ = index;
        run_.emplace(lessons_[index].lesson, index + 1, lessons_.size());
        input_.emplace(run_->model(), *screen_.text, ui_, screen_.sdl->window(), prefs::kLesson);
    }

    void handleEvents() {
        SDL_Event event;
        while (!ended_ && SDL_PollEvent(&event)) {
            if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) screen_.windowResized();
            const std::optional<prefs::Command> command = input_->handle(event);
            if (command == prefs::Command::LessonNext) next();
            if (command == prefs::Command::Picture) pictureRequested_ = true;
            if (command == prefs::Command::LessonBack) {
                run_->back();
                input_->newScene();
            }
        }
    }

    // Return: the next step once this one is done; after the last, the lesson is kept as finished and the next opens.
    void next() {
        if (!run_->next()) return;
        input_->newScene();
        if (!run_->finished()) return;
        const int number = static_cast<int>(run_->number());
        player_.saved = prefs::withLessonDone(player_.saved, number);
        keepSettings(player_);
        std::printf("polyroids: lesson %d finished\n", number);
        std::fflush(stdout);
        if (index_ + 1 < lessons_.size()) open(index_ + 1);
        else end(0);
    }

    void draw(const lab::LabAnalysis& analysis) {
        SDL_Renderer* renderer = screen_.sdl->renderer();
        ui_.hover = input_->held.part != lab::Grab::Part::None ? input_->held : run_->model().grabAt(input_->mouse, kGrabTolerance);
        lab::LabFrame frame = lab::presentLab(run_->model(), analysis, ui_);
        const lab::LessonView view = run_->view();
        frame.heading = view.heading;
        frame.lesson.clear();
        frame.presetLine = "lesson " + std::to_string(run_->number()) + " of " + std::to_string(lessons_.size());
        frame.sceneKeys = "Return / Backspace";
        frame.presetNames.clear();  // the help lists no presets: a lesson sets its own scenes
        input_->rowBands = render::drawLab(renderer, *screen_.text, frame, frame_).rowBands;
        if (!frame.showHelp) render::drawLesson(renderer, *screen_.text, view, frame.shapePoints);
    }

    // Always false: frame()'s answer once the lessons have ended.
    bool end(int status) {
        ended_ = true;
        status_ = status;
        return false;
    }

    const Options& options_;
    Screen& screen_;
    PlayerData& player_;
    std::vector<LessonFile> lessons_;
    std::size_t index_ = 0;
    std::optional<lab::LessonRun> run_;
    lab::LabUiState ui_;
    std::optional<LabInput> input_;  // refers to run_'s model, the font and ui_
    const bool scripted_;
    bool pictureRequested_ = false;
    std::uint64_t frame_ = 0;
    bool ended_ = false;
    int status_ = 0;
};

// A window of its own for --lesson: the screen and the player's files, then the lessons on them.
struct OwnLessonWindow final : Program {
    OwnLessonWindow(Screen opened, PlayerData loaded) : screen(std::move(opened)), player(std::move(loaded)) {}
    bool frame() override { return lessons && lessons->frame(); }
    int exitStatus() const override { return lessons ? lessons->exitStatus() : 1; }
    Screen screen;
    PlayerData player;
    std::unique_ptr<Program> lessons;  // on screen and player above
};

}  // namespace

Started startLessonsOn(const Options& options, Screen& screen, PlayerData& player) {
    base::Result<std::vector<LessonFile>> lessons = loadInstalledLessons(screen.sdl->executableDir());
    if (!lessons) {
        std::fprintf(stderr, "polyroids: %s\n", lessons.error().message().c_str());
        return {nullptr, lessons.error().line > 0 || !lessons.error().file.empty() ? 2 : 1};
    }
    if (options.lesson > static_cast<int>(lessons->size())) {
        std::fprintf(stderr, "polyroids: --lesson %d: there are %zu lessons\n", options.lesson, lessons->size());
        return {nullptr, 2};
    }
    const std::size_t first = firstLesson(options.lesson, player.saved, lessons->size());
    return {std::make_unique<LessonWindow>(options, screen, player, std::move(lessons).value(), first), 0};
}

Started startLessons(const Options& options) {
    PlayerData player = openPlayerData(std::time(nullptr));
    const Options chosen = withSettings(options, player.saved);
    // The lab's layout is fixed: its text does not grow with a small window on its own (--ui-scale and F2 still work).
    base::Result<Screen> screen = Screen::open(chosen, "Polyroids", render::kLabWidth, render::kLabHeight, 1.0);
    if (!screen) {
        std::fprintf(stderr, "polyroids: %s\n", screen.error().message().c_str());
        return {nullptr, 1};
    }
    auto own = std::make_unique<OwnLessonWindow>(std::move(screen).value(), std::move(player));
    Started lessons = startLessonsOn(options, own->screen, own->player);
    if (!lessons.program) return lessons;
    own->lessons = std::move(lessons.program);
    return {std::move(own), 0};
}

int runLessons(const Options& options) { return runFrames(startLessons(options)); }

}  // namespace app
