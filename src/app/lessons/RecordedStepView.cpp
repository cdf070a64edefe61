#include "app/lessons/RecordedStepView.h"

#include <algorithm>

#include "render/draw/Camera.h"
#include "sim/DecisionText.h"

namespace app {

lab::MomentRecord momentRecordOf(const sim::StepReport& report) {
    lab::MomentRecord record;
    record.tunnel = !report.tunnels.empty();
    record.sweptCatch = std::any_of(report.decisions.begin(), report.decisions.end(), [](const sim::Decision& d) { return d.sweptOnlyHit(); });
    return record;
}

std::vector<std::string> momentWords(const sim::StepReport& report) {
    std::vector<std::string> words;
    for (const sim::Tunnel& t : report.tunnels) words.push_back(sim::describeTunnel(t));
    for (const sim::Decision& d : report.decisions) {
        if (d.sweptOnlyHit()) words.push_back(sim::describeDecision(d));
    }
    return words;
}

// Walks the step's range once to learn what every tick shows (the room its panels keep), then opens on its first tick.
RecordedStepView::RecordedStepView(const replay::Replay& recording, const lab::RecordedStep& step, bool glow)
    : recording_(recording), step_(step), glow_(glow) {
    show(step.from);
    for (;;) {
        holdSubjectsOf(stepping_.report);
        const std::vector<geometry::Vec2> here = spots();
        rangeSpots_.insert(rangeSpots_.end(), here.begin(), here.end());
        // Each place's longest sentence over the range: as many lines as any tick's words wrap to, wherever they wrap.
        const std::vector<std::string> words = momentWords(stepping_.report);
        if (words.size() > longestWords_.size()) longestWords_.resize(words.size());
        for (std::size_t i = 0; i < words.size(); ++i) {
            if (words[i].size() > longestWords_[i].size()) longestWords_[i] = words[i];
        }
        if (world_.tick >= step.to) break;
        stepShown(*player_, world_, stepping_, *show_);
    }
    show(step.from);
}

// The world at `tick`, played again from the start (a replay only goes forward): the picture as if paused there.
void RecordedStepView::show(std::uint64_t tick) {
    player_ = std::make_unique<replay::Player>(recording_);
    show_ = std::make_unique<ReplayShow>();
    show_->batch.look.glow = glow_;
    show_->teaching.stillCloseUp = subjects_;
    // Checked when the lesson was loaded (app/lessons/LessonFiles): the names are known.
    (void)teach::parseOverlayList(step_.overlays.empty() ? "none" : step_.overlays, show_->teaching.overlays);
    stepping_ = {};
    world_ = playTo(*player_, stepping_, *show_, tick);
}

void RecordedStepView::travel(std::int64_t ticks) {
    playing_ = false;
    const auto target = static_cast<std::uint64_t>(
        std::clamp<std::int64_t>(static_cast<std::int64_t>(world_.tick) + ticks, static_cast<std::int64_t>(step_.from), static_cast<std::int64_t>(step_.to)));
    if (target == world_.tick) return;
    if (target == world_.tick + 1) stepShown(*player_, world_, stepping_, *show_);
    else show(target);
}

void RecordedStepView::togglePlay() {
    playing_ = !playing_;
    framesWaited_ = 0;
    if (playing_ && world_.tick >= step_.to) show(step_.from);
}

void RecordedStepView::frame() {
    if (!playing_ || ++framesWaited_ < kMomentFramesPerTick) return;
    framesWaited_ = 0;
    stepShown(*player_, world_, stepping_, *show_);
    if (world_.tick >= step_.to) playing_ = false;
}

// What the step is about, seen close up at every tick: each travel the point test let through or only the swept rule
// caught (their rock lies across it), not the ship that fired from afar.
void RecordedStepView::holdSubjectsOf(const sim::StepReport& report) {
    const auto hold = [&](geometry::Vec2 p) {
        if (!subjects_) subjects_ = geometry::Aabb{p, p};
        subjects_->min = {std::min(subjects_->min.x, p.x), std::min(subjects_->min.y, p.y)};
        subjects_->max = {std::max(subjects_->max.x, p.x), std::max(subjects_->max.y, p.y)};
    };
    for (const sim::Tunnel& t : report.tunnels) {
        hold(t.from);
        hold(t.to);
    }
    for (const sim::Decision& d : report.decisions) {
        if (!d.sweptOnlyHit()) continue;
        hold(d.swept.from);
        hold(d.swept.to);
    }
}

std::vector<geometry::Vec2> RecordedStepView::spots() const {
    std::vector<geometry::Vec2> out;
    const auto add = [&](geometry::Vec2 from, geometry::Vec2 to) {
        out.push_back(from);
        out.push_back(to);
    };
    if (world_.ship.alive) add(world_.ship.position, world_.ship.position);  // who fired: the shot's other end
    for (const sim::Tunnel& t : stepping_.report.tunnels) add(t.from, t.to);
    for (const sim::Decision& d : stepping_.report.decisions) {
        if (d.sweptOnlyHit()) add(d.swept.from, d.swept.to);
    }
    return out;
}

render::ScreenLayout RecordedStepView::layout(const render::Text& text, const render::ScreenLesson* lesson) {
    const teach::OverlayFrame shown = shownFrame(world_, stepping_, *show_);
    return render::layoutScreen(text, {world_, show_->hud, shown, nullptr, nullptr, lesson});
}

render::ScreenLayout RecordedStepView::draw(SDL_Renderer* renderer, render::Text& text, std::uint64_t frame,
                                            const std::vector<std::string>& help, const render::ScreenLesson* lesson) {
    show_->hud.showHelp = !help.empty();
    show_->hud.keyHelp = help;
    return drawShown(renderer, text, world_, stepping_, *show_, frame, lesson);
}

}  // namespace app
