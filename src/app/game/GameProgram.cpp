#include "app/game/GameProgram.h"

#include <cstdio>
#include <ctime>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/game/TitleScreen.h"
#include "app/game/WindowedGame.h"
#include "app/lessons/LessonProgram.h"
#include "app/offline/Recording.h"
#include "app/platform/PlayerFiles.h"
#include "app/platform/Screen.h"
#include "app/platform/StopSignal.h"
#include "render/draw/Camera.h"
#include "replay/Files.h"

namespace app {

namespace {

// A seed for a game started from the title screen: a new game each time.
std::uint64_t freshSeed() { return static_cast<std::uint64_t>(std::time(nullptr)) ^ SDL_GetPerformanceCounter(); }

// The modes of a window and the switching between them; one frame of the mode on show per frame().
class WindowedProgram final : public Program {
public:
    WindowedProgram(Options options, Screen screen, PlayerData player, const teach::OverlaySet& overlays, const sim::Settings& settings,
                    std::unique_ptr<replay::Player> watch, std::unique_ptr<base::RunLock> recordHeld)
        : recordHeld_(std::move(recordHeld)), options_(std::move(options)), screen_(std::move(screen)), player_(std::move(player)), overlays_(overlays), settings_(settings),
          attractSeed_(options_.seedGiven || options_.frames ? options_.seed : freshSeed()) {
        if (options_.showTitle) title_.emplace(options_, screen_, player_, attractSeed_);
        else game_.emplace(options_, screen_, std::move(watch), settings_, overlays_, player_, false);
    }

    bool frame() override {
        if (lessons_) return lessons_->frame() || afterLessons();
        if (title_) return title_->frame() || afterTitle();
        if (game_) return game_->frame() || afterGame();
        return false;
    }

    int exitStatus() const override { return status_; }

    std::vector<std::string> moment() const override {
        if (lessons_) return lessons_->moment();
        if (game_) return game_->moment();
        return {};
    }

private:
    // The title ended: a game from it (a new one each time), or the end.
    bool afterTitle() {
        const TitleEnding ending = title_->ending();
        title_.reset();
        status_ = ending.status;
        if (ending.lessons) return startLessonsFromTitle();
        if (!ending.play) return false;
        options_.seed = freshSeed();
        startGameFromTitle();
        return true;
    }

    // A game ended: the same game again (a game from the command line restarts from its seed), the title, or the end.
    bool afterGame() {
        const Ending ending = game_->ending();
        const std::size_t lesson = game_->lessonChosen();
        status_ = game_->exitStatus();
        game_.reset();
        if (ending == Ending::Quit || stopRequested()) return false;
        if (ending == Ending::Lessons) return startLessonsFromTitle(lesson);
        if (ending == Ending::Title) title_.emplace(options_, screen_, player_, attractSeed_);
        else if (options_.showTitle) startGameFromTitle();
        else game_.emplace(options_, screen_, nullptr, settings_, overlays_, player_, false);
        return true;
    }

    // L on the title, or the pause menu's "lessons": the lessons in this window, at `lesson` (from 1; 0: the first not
    // finished) from its first step; back on the title when they cannot start.
    bool startLessonsFromTitle(std::size_t lesson = 0) {
        options_.lesson = static_cast<int>(lesson);
        options_.lessonStep = 1;
        Started lessons = startLessonsOn(options_, screen_, player_);
        lessons_ = std::move(lessons.program);
        if (!lessons_) backToTitle();
        return true;
    }

    // The lessons ended: the title again (or the end on a stop signal).
    bool afterLessons() {
        lessons_.reset();
        if (stopRequested()) return false;
        backToTitle();
        return true;
    }

    void backToTitle() {
        SDL_RenderSetLogicalSize(screen_.sdl->renderer(), screen_.logicalWidth, screen_.logicalHeight);
        title_.emplace(options_, screen_, player_, attractSeed_);
    }

    void startGameFromTitle() {
        sim::Settings settings;
        settings.seed = options_.seed;
        settings.sweptBullets = options_.sweptBullets;  // --swept-bullets, or swept-bullets = yes in settings.ini
        game_.emplace(options_, screen_, nullptr, settings, overlays_, player_, true);
    }

    std::unique_ptr<base::RunLock> recordHeld_;  // --record's file, held from start to end (every game recorded to it)
    Options options_;  // the modes below refer to these four: they outlive them
    Screen screen_;
    PlayerData player_;
    const teach::OverlaySet overlays_;
    const sim::Settings settings_;  // a game from the command line; the title's games start from defaults
    const std::uint64_t attractSeed_;
    std::optional<TitleScreen> title_;
    std::optional<WindowedGame> game_;
    std::unique_ptr<Program> lessons_;  // the lessons, when L on the title opened them
    int status_ = 0;
};

// The replay to watch, if the options name one.
base::Result<std::unique_ptr<replay::Player>> openReplay(const Options& options) {
    if (options.mode != Mode::Replay) return std::unique_ptr<replay::Player>();
    base::Result<replay::Replay> loaded = replay::loadReplay(options.replayPath);
    if (!loaded) return loaded.error();
    // The window travels with its own replay::Timeline, so the player keeps no snapshots.
    return std::make_unique<replay::Player>(std::move(loaded).value());
}

}  // namespace

Started startWindowed(const Options& options) {
    auto watch = openReplay(options);
    teach::OverlaySet overlays;
    const base::Status overlaysParsed = teach::parseOverlayList(options.overlays, overlays);
    if (!watch || !overlaysParsed) {
        const std::string message = !watch ? watch.error().message() : "--overlay: " + overlaysParsed.error().message();
        std::fprintf(stderr, "polyroids: %s\n", message.c_str());
        return {nullptr, 2};
    }
    if (*watch && options.at && *options.at > (*watch)->replay().totalTicks) {  // as `why` refuses a tick past the end
        std::fprintf(stderr, "polyroids: %s: tick %llu is not in the replay: give 0 to %llu\n", options.replayPath.c_str(),
                     static_cast<unsigned long long>(*options.at), static_cast<unsigned long long>((*watch)->replay().totalTicks));
        return {nullptr, 2};
    }
    base::Result<std::unique_ptr<base::RunLock>> recordHeld = holdRecordPath(options.recordPath);
    if (!recordHeld) {
        std::fprintf(stderr, "polyroids: %s\n", recordHeld.error().message().c_str());
        return {nullptr, 1};
    }
    sim::Settings settings = gameSettings(options);
    if (*watch) settings = (*watch)->replay().settings;
    PlayerData player = openPlayerData(std::time(nullptr));
    Options chosen = withSettings(options, player.saved);
    if (!*watch) settings.sweptBullets = chosen.sweptBullets;  // a replay's header says its rule
    const SDL_Point canvas = render::uiCanvas(settings);  // the field itself but for a crowd (render/draw/Camera.h)
    auto screen = Screen::open(chosen, "Polyroids", canvas.x, canvas.y);
    if (!screen) {
        std::fprintf(stderr, "polyroids: %s\n", screen.error().message().c_str());
        return {nullptr, 1};
    }
    return {std::make_unique<WindowedProgram>(std::move(chosen), std::move(screen).value(), std::move(player), overlays, settings,
                                              std::move(*watch), std::move(recordHeld).value()),
            0};
}

int runWindowed(const Options& options) { return runFrames(startWindowed(options)); }

}  // namespace app
