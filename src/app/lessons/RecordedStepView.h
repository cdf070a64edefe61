#pragma once
// A lesson's replay step on screen: the recorded game paused on a tick of the
// step's range, which the student travels with the time keys (one tick on,
// one tick back, play / pause) to find what the task names. What the step
// checks is the simulation's own record of the tick on show (its decisions
// and tunnels), turned into lab::MomentRecord here, where sim is known.

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/offline/ReplayShow.h"
#include "geometry/Aabb.h"
#include "lab/lessons/Lesson.h"
#include "lab/lessons/LessonCheck.h"
#include "render/draw/Text.h"
#include "render/game/ScreenLayout.h"
#include "replay/Player.h"
#include "replay/Replay.h"

namespace app {

/// While playing, a tick every this many frames (15 ticks a second at 60 frames): slow enough to see each.
inline constexpr int kMomentFramesPerTick = 4;

/// What the simulation recorded of the step in `report`, for a replay step's check.
lab::MomentRecord momentRecordOf(const sim::StepReport& report);

/// The simulation's own words for what the record holds: each tunnel, then each hit only the swept rule made.
std::vector<std::string> momentWords(const sim::StepReport& report);

class RecordedStepView {
public:
    /// `recording` shown over `step`'s ticks with its overlays, paused on its first tick, in the glowing look or
    /// (`glow` false: --look plain, look = plain) the plain one.
    RecordedStepView(const replay::Replay& recording, const lab::RecordedStep& step, bool glow = true);

    /// The tick on show.
    std::uint64_t tick() const { return world_.tick; }
    /// Travels `ticks` on (or back, when negative), kept within the step's range; pauses.
    void travel(std::int64_t ticks);
    /// Plays from the tick on show (from the first again when at the last), or pauses.
    void togglePlay();
    bool playing() const { return playing_; }
    /// Once a frame: while playing, the next tick every kMomentFramesPerTick frames; pauses on the last.
    void frame();
    /// The record of the tick on show.
    const sim::StepReport& report() const { return stepping_.report; }
    /// Draws the tick on show with the step's overlays (the game's own picture of it), and `help` (F1's lines) if any,
    /// with room kept for `lesson`'s panel (drawn by the caller); the screen's layout.
    render::ScreenLayout draw(SDL_Renderer* renderer, render::Text& text, std::uint64_t frame, const std::vector<std::string>& help,
                              const render::ScreenLesson* lesson);
    /// Where on the field the ship and the record's tunnels and swept-only hits are (each travel's two ends) at the
    /// tick on show.
    std::vector<geometry::Vec2> spots() const;
    /// The layout draw() draws the tick on show from, at `text`'s size as it is (no shrinking); for tests.
    render::ScreenLayout layout(const render::Text& text, const render::ScreenLesson* lesson);
    /// spots() of every tick of the step's range: what the panels keep clear of, the same at every tick.
    const std::vector<geometry::Vec2>& rangeSpots() const { return rangeSpots_; }
    /// At each place, the longest sentence (momentWords) any tick of the step's range has there: the lesson panel keeps room for them.
    const std::vector<std::string>& longestWords() const { return longestWords_; }

private:
    void show(std::uint64_t tick);
    void holdSubjectsOf(const sim::StepReport& report);

    replay::Replay recording_;
    lab::RecordedStep step_;
    std::unique_ptr<replay::Player> player_;  // not movable: it points into its replay
    std::unique_ptr<ReplayShow> show_;
    sim::World world_;
    sim::StepContext stepping_;
    std::vector<geometry::Vec2> rangeSpots_;
    std::optional<geometry::Aabb> subjects_;  // every tick's tunnels and swept-only hits: the step's close-up, the same at each tick
    std::vector<std::string> longestWords_;
    bool glow_ = true;
    bool playing_ = false;
    int framesWaited_ = 0;
};

}  // namespace app
