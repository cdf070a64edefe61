#include "lab/lessons/LessonRun.h"

#include <algorithm>
#include <utility>

namespace lab {

namespace {

// The step's scene as the lab opens it: titled by the lesson.
LabScene sceneOf(const Lesson& lesson, std::size_t step) {
    LabScene scene = lesson.steps[step].scene;
    scene.title = lesson.title;
    scene.lesson.clear();  // the lesson panel says the step's words; the header would repeat them
    return scene;
}

// Whether `step` shows the algorithm's picture or its task names the algorithm's verdict.
bool stepIsAbout(const LessonStep& step, Algorithm algorithm) {
    if (!step.moment && step.scene.picture == algorithm) return true;
    return std::any_of(step.wants.begin(), step.wants.end(), [&](const Want& w) {
        return (w.kind == Want::Kind::Verdict || w.kind == Want::Kind::Wrong) && w.algorithm == algorithm;
    });
}

}  // namespace

LessonRun::LessonRun(Lesson lesson, std::size_t number, std::size_t count, std::size_t step)
    : lesson_(std::move(lesson)), number_(number), count_(count), done_(lesson_.steps.size(), false), model_(sceneOf(lesson_, 0)) {
    step = std::min(step, done_.empty() ? 0 : done_.size() - 1);
    std::fill(done_.begin(), done_.begin() + static_cast<std::ptrdiff_t>(step), true);
    if (step > 0) open(step);
}

void LessonRun::open(std::size_t step) {
    step_ = step;
    model_ = LabModel(sceneOf(lesson_, step));
}

bool LessonRun::check(const LabAnalysis& analysis) {
    if (done_[step_]) return false;
    const LessonStep& step = lesson_.steps[step_];
    for (const bool held : wantsHeld(step, model_.a(), model_.b(), analysis)) {
        if (!held) return false;
    }
    done_[step_] = true;
    return true;
}

bool LessonRun::checkMoment(const MomentRecord& record) {
    const LessonStep& step = lesson_.steps[step_];
    if (done_[step_] || !step.moment) return false;
    for (const Want& want : step.wants) {
        if (!momentWantHolds(want, record)) return false;
    }
    done_[step_] = true;
    return true;
}

bool LessonRun::next() {
    if (!done_[step_]) return false;
    if (step_ + 1 == lesson_.steps.size()) finished_ = true;
    else open(step_ + 1);
    return true;
}

void LessonRun::skip() {
    done_[step_] = true;
    next();
}

void LessonRun::back() {
    if (step_ > 0) open(step_ - 1);
}

void LessonRun::reset() { open(step_); }

LessonView LessonRun::view() const {
    const LessonStep& step = lesson_.steps[step_];
    LessonView v;
    v.heading = "Lesson " + std::to_string(number_) + " of " + std::to_string(count_) + ": " + lesson_.title + "  (step " +
                std::to_string(step_ + 1) + " of " + std::to_string(lesson_.steps.size()) + ")";
    v.say = step.say;
    v.goal = step.goal;
    v.done = done_[step_];
    const bool last = step_ + 1 == lesson_.steps.size();
    const std::string notYet = "not done yet: the lesson goes on once it is";
    const std::string done = last ? "done! Return: finish the lesson" : "done! Return: next step";
    v.status = v.done ? done : notYet;
    v.statusRoom = notYet.size() >= done.size() ? notYet : done;
    v.shot = sweptShotOf(step, model_.a(), model_.b());
    v.grid = gridCellsOf(step, model_.a(), model_.b());
    const bool radius = std::any_of(step.wants.begin(), step.wants.end(), [](const Want& w) { return w.kind == Want::Kind::Radius; });
    if (radius) v.circles = {boundingCircleOf(model_.a()), boundingCircleOf(model_.b())};
    return v;
}

LabFrame lessonFrame(const LessonRun& run, const LabAnalysis& analysis, const LabUiState& ui, std::size_t count) {
    LabFrame frame = presentLab(run.model(), analysis, ui);
    frame.heading = run.view().heading;
    frame.lesson.clear();
    frame.presetLine = "lesson " + std::to_string(run.number()) + " of " + std::to_string(count);
    frame.sceneKeys = "Return / Backspace";
    frame.presetNames.clear();  // the help lists no presets: a lesson sets its own scenes
    // Which method found the exact answer is the lab's detail: it named SAT ("convex pieces + SAT") in lesson 1, two
    // lessons before SAT is explained. A lesson says the exact verdict and its reason.
    frame.exactMethod.clear();
    // An edit's words ("added a vertex to A") go in the lesson panel's room for a message (LessonView::note), which is
    // kept for them: at the scene's foot they moved the panel.
    frame.note.clear();
    // The rows the step is about (its picture's, and those its task names) keep their reasons; the lesson's other rows
    // fold to a line; the rows of methods the lesson never uses are left out, so no name is read before it is taught.
    const LessonStep& step = run.step();
    for (std::size_t i = 0; i < frame.rows.size() && i < kAlgorithmCount; ++i) {
        const Algorithm algorithm = algorithmAt(i);
        const bool mine = i == frame.selectedRow || stepIsAbout(step, algorithm);
        frame.rows[i].folded = !mine && !frame.rows[i].verdict.wrong;
        frame.rows[i].hidden = !mine && std::none_of(run.lesson().steps.begin(), run.lesson().steps.end(),
                                                     [&](const LessonStep& s) { return stepIsAbout(s, algorithm); });
    }
    return frame;
}

}  // namespace lab
