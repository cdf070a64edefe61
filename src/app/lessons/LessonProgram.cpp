#include "app/lessons/LessonProgram.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/lab/LabInput.h"
#include "app/lessons/LessonFiles.h"
#include "app/lessons/RecordedStepView.h"
#include "app/offline/Clip.h"
#include "app/platform/PlayerFiles.h"
#include "app/platform/Screenshots.h"
#include "app/platform/StopSignal.h"
#include "lab/LabPresenter.h"
#include "lab/lessons/LessonRun.h"
#include "render/lab/LabCanvas.h"
#include "render/lab/LabView.h"
#include "render/lessons/LessonPanel.h"

namespace app {

namespace {

// The help panel sits over the scene (render/lab/LabView): lines of at most this many characters fit.
constexpr std::size_t kHelpColumns = 64;

// A replay step's clip (G): a slide's size, as --clip's example.
constexpr int kClipWidth = 960;
constexpr int kClipHeight = 540;

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
        // The lab's canvas, whatever the screen it borrows was drawing.
        SDL_RenderSetLogicalSize(screen_.sdl->renderer(), render::kLabWidth, render::kLabHeight);
        open(first, static_cast<std::size_t>(std::max(options.lessonStep, 1) - 1));
    }

    bool frame() override {
        if (ended_) return false;
        if (stopRequested()) return end(0);
        ++frame_;
        handleEvents();
        if (ended_) return false;
        SDL_Renderer* renderer = screen_.sdl->renderer();
        if (pictureRequested_) note_.clear();  // a picture shows the step, not the message about the last picture
        if (courseEnded_) {
            drawCourseEnd();
        } else if (moment_) {
            moment_->frame();
            sayIfDone(run_->checkMoment(momentRecordOf(moment_->report())));
            drawMoment();
        } else {
            const lab::LabAnalysis analysis = lab::analyseScene(run_->model());
            sayIfDone(run_->check(analysis));
            draw(analysis);
        }
        if (std::exchange(pictureRequested_, false)) {
            note_ = pictureAndSay(renderer);  // F12: says on stdout where it went
            ui_.note.clear();  // the panel says the latest: this, until the next edit
        }
        if (scripted_ && frame_ >= *options_.frames) {
            input_->running = false;
            if (!saveEndOfRunScreenshot(renderer, options_.screenshotPath)) return end(1);
        }
        SDL_RenderPresent(renderer);
        return input_->running || end(0);
    }

    int exitStatus() const override { return status_; }

    std::vector<std::string> moment() const override {
        if (courseEnded_ || !run_) return {"--lesson"};
        return {"--lesson", std::to_string(run_->number()) + "." + std::to_string(run_->stepIndex() + 1)};
    }

private:
    // Lesson `index` (from 0) at its step `step` (from 0), the steps before it counted done.
    void open(std::size_t index, std::size_t step = 0) {
        index_ = index;
        courseEnded_ = false;
        // F1: the keys, then every lesson with its done mark, this one pointed at.
        ui_.keyHelp = prefs::helpLines(player_.saved, prefs::kLesson, kHelpColumns);
        ui_.keyHelp.push_back("lessons (settings.ini keeps the ones done):");
        for (std::string& line : lessonList(lessons_, player_.saved, index + 1)) ui_.keyHelp.push_back(std::move(line));
        run_.emplace(lessons_[index].lesson, index + 1, lessons_.size(), step);
        input_.emplace(run_->model(), *screen_.text, ui_, screen_.sdl->window(), prefs::kLesson);
        openStep();
    }

    // The step now on show: a replay step's recorded game, paused on its first tick; the last note forgotten.
    void openStep() {
        note_.clear();
        input_->newScene();
        const std::optional<lab::RecordedStep>& moment = run_->step().moment;
        const std::optional<replay::Replay>& recording = lessons_[index_].recordings[run_->stepIndex()];
        if (moment && recording) moment_.emplace(*recording, *moment, options_.glow.value_or(true));
        else moment_.reset();
    }

    void sayIfDone(bool doneNow) {
        if (!doneNow) return;
        std::printf("polyroids: lesson %zu step %zu done\n", run_->number(), run_->stepIndex() + 1);
        std::fflush(stdout);
    }

    // A replay step's keys: the time keys travel its ticks, Space plays, G writes its clip.
    void momentCommand(prefs::Command command) {
        if (!moment_) return;
        if (command == prefs::Command::Step) moment_->travel(1);
        if (command == prefs::Command::StepBack) moment_->travel(-1);
        if (command == prefs::Command::LessonPlay) moment_->togglePlay();
        if (command == prefs::Command::LessonClip) exportClip();
    }

    // G: the step's ticks as --clip draws them, in the pictures folder (else the player's), said on the panel and stdout.
    void exportClip() {
        const lab::RecordedStep& moment = *run_->step().moment;
        std::string folder = picturesFolder();
        if (folder.empty()) {
            const base::Result<std::string> pref = prefFolder();
            if (!pref) {
                note_ = "no clip: " + pref.error().message();
                return;
            }
            folder = *pref;
        }
        Options clip = options_;
        clip.replayPath = recordingPath(lessons_[index_].path, moment);
        clip.clipFrom = moment.from;
        clip.clipTo = moment.to;
        clip.clipStep = 1;
        clip.overlays = moment.overlays;
        clip.pick.clear();
        clip.windowWidth = kClipWidth;
        clip.windowHeight = kClipHeight;
        clip.uiScale = 0.0;
        clip.clipPath = folder + "polyroids-lesson-" + std::to_string(run_->number()) + "-step-" + std::to_string(run_->stepIndex() + 1) + ".gif";
        note_ = runClip(clip) == 0 ? "clip saved: " + clip.clipPath : "no clip: the reason is on stderr";
        std::fflush(stdout);  // a script waiting for runClip's line sees it now
    }

    void handleEvents() {
        SDL_Event event;
        while (!ended_ && SDL_PollEvent(&event)) {
            if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) screen_.windowResized();
            const std::optional<prefs::Command> command = input_->handle(event);
            if (!command) continue;
            if (courseEnded_) {
                courseEndCommand(*command);
                continue;
            }
            if (command == prefs::Command::LessonNext) next();
            if (command == prefs::Command::LessonSkip) {
                std::printf("polyroids: lesson %zu step %zu skipped\n", run_->number(), run_->stepIndex() + 1);
                run_->skip();
                afterNext();
            }
            if (command == prefs::Command::Picture) pictureRequested_ = true;
            if (command == prefs::Command::LessonBack) {
                run_->back();
                openStep();
            }
            momentCommand(*command);
        }
    }

    // Return: the next step once this one is done; after the last, the lesson is kept as finished and the next opens.
    void next() {
        if (run_->next()) afterNext();
    }

    // After the run went on: the new step, or the lesson kept as finished and the next one.
    void afterNext() {
        if (!run_->finished()) {
            openStep();
            return;
        }
        const int number = static_cast<int>(run_->number());
        player_.saved = prefs::withLessonDone(player_.saved, number);
        keepSettings(player_);
        std::printf("polyroids: lesson %d finished\n", number);
        std::fflush(stdout);
        if (index_ + 1 < lessons_.size()) {
            open(index_ + 1);
            return;
        }
        // After the last lesson the course's own screen, not a window gone: what was done, and the way back.
        courseEnded_ = true;
        moment_.reset();
        std::printf("polyroids: the course is finished\n");
        std::fflush(stdout);
    }

    // The end of the course: Backspace opens the last lesson's last step again; Return or Esc leaves.
    void courseEndCommand(prefs::Command command) {
        if (command == prefs::Command::Picture) pictureRequested_ = true;
        if (command == prefs::Command::LessonNext) input_->running = false;
        if (command == prefs::Command::LessonBack) open(index_, lessons_[index_].lesson.steps.size() - 1);
    }

    // The course's end, drawn as a lesson panel over the last step's scene: every lesson with its done mark.
    void drawCourseEnd() {
        const lab::LabAnalysis analysis = lab::analyseScene(run_->model());
        lab::LabFrame frame = lab::lessonFrame(*run_, analysis, ui_, lessons_.size());
        lab::LessonView view;
        view.heading = "The end of the course: all " + std::to_string(lessons_.size()) + " lessons";
        view.say = {"Well done: that is every lesson of the course."};
        view.goal = "The lessons, \u2713 on each one done:";
        view.done = true;
        view.status = "Return or Esc: leave the lessons   Backspace: back to the last step";
        view.why = lessonList(lessons_, player_.saved);  // one a line, as the panel gives the record's sentences
        view.note = note_;
        frame.heading = view.heading;
        render::drawLessonLab(screen_.sdl->renderer(), *screen_.text, frame, view, lessonPlace_);
    }

    void draw(const lab::LabAnalysis& analysis) {
        SDL_Renderer* renderer = screen_.sdl->renderer();
        ui_.mouse = input_->pointer();
        ui_.hover = input_->held.part != lab::Grab::Part::None ? input_->held : run_->model().grabAt(input_->mouse, kGrabTolerance);
        const lab::LabFrame frame = lab::lessonFrame(*run_, analysis, ui_, lessons_.size());
        lab::LessonView view = run_->view();
        // The panel's room for a message says the latest: an edit's ("added a vertex to A") or where F12's picture went.
        view.note = ui_.note.empty() ? note_ : ui_.note;
        // Over the key help the lesson keeps quiet: the help is the lab's, laid out alone.
        input_->rowBands = frame.showHelp ? render::drawLab(renderer, *screen_.text, frame, frame_).rowBands
                                          : render::drawLessonLab(renderer, *screen_.text, frame, view, lessonPlace_).rowBands;
    }

    // A replay step: the recorded game as the game draws it, then the lesson's panel with the record's own words.
    void drawMoment() {
        SDL_Renderer* renderer = screen_.sdl->renderer();
        lab::LessonView view = run_->view();
        view.why = momentWords(moment_->report());
        view.note = note_;
        const render::ScreenLesson lesson = render::momentLesson(view, moment_->longestWords(), moment_->rangeSpots());
        const bool help = ui_.showHelp;  // over the key help the lesson keeps quiet
        const render::ScreenLayout placed = moment_->draw(renderer, *screen_.text, frame_, help ? ui_.keyHelp : std::vector<std::string>{}, help ? nullptr : &lesson);
        if (!help) render::drawMomentLesson(renderer, *screen_.text, placed, view);
        SDL_RenderSetLogicalSize(renderer, render::kLabWidth, render::kLabHeight);  // the lab's canvas again, for the next step
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
    std::optional<RecordedStepView> moment_;  // a replay step's recorded game
    std::string note_;                    // where F12's picture or G's clip went
    render::LessonLabPlace lessonPlace_;  // a lab step's text size and panel place, chosen once a step
    const bool scripted_;
    bool pictureRequested_ = false;
    bool courseEnded_ = false;  // the last lesson finished: the course's own screen
    std::uint64_t frame_ = 0;
    bool ended_ = false;
    int status_ = 0;
};

// A window of its own for --lesson: the screen and the player's files, then the lessons on them.
struct OwnLessonWindow final : Program {
    OwnLessonWindow(Screen opened, PlayerData loaded) : screen(std::move(opened)), player(std::move(loaded)) {}
    bool frame() override { return lessons && lessons->frame(); }
    int exitStatus() const override { return lessons ? lessons->exitStatus() : 1; }
    std::vector<std::string> moment() const override { return lessons ? lessons->moment() : std::vector<std::string>{}; }
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
    const std::size_t steps = (*lessons)[first].lesson.steps.size();
    if (options.lessonStep > static_cast<int>(steps)) {
        std::fprintf(stderr, "polyroids: --lesson %d.%d: lesson %d has %zu steps\n", options.lesson, options.lessonStep, options.lesson, steps);
        return {nullptr, 2};
    }
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
