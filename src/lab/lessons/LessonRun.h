#pragma once
// A lesson being taken: which step is on show, the lab's shapes for it, and
// which steps' tasks the student has done. The next step opens only once the
// program has checked this one's task (lab/lessons/LessonCheck.h); back is always
// open. Also what the window shows of it, as plain data for render/.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "lab/LabAnalysis.h"
#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "lab/lessons/Lesson.h"
#include "lab/lessons/LessonCheck.h"

namespace lab {

/// What the lesson panel and the scene show of the lesson, beyond the lab's own frame.
struct LessonView {
    std::string heading;                 ///< "Lesson 2 of 7: The crossing number (step 1 of 3)"
    std::vector<std::string> say;        ///< the step's sentences
    std::string goal;                    ///< the task
    bool done = false;                   ///< the program found the task done
    std::string status;                  ///< what to do next: "not yet ..." or "done: Return ..."
    std::string statusRoom;  ///< the longest status the step can show, done or not: a panel keeps room for it
    std::optional<SweptShot> shot;       ///< the bullet's travel and each rule's verdict (a `bullet` step)
    std::optional<GridCells> grid;       ///< the grid and the cells of both boxes (a `grid` step)
    std::vector<BoundingCircle> circles; ///< A's and B's bounding circles (a step that wants the radius shortcut)
    std::vector<std::string> why;        ///< a replay step's: the simulation's words for the tick shown, once done
    std::string note;                    ///< what the window last did for the student ("clip saved: ...")
};

class LessonRun {
public:
    /// Lesson `number` (from 1) of `count`, on step `step` (from 0; the last when past it) with the steps before it done,
    /// as when the student has come that far.
    LessonRun(Lesson lesson, std::size_t number, std::size_t count, std::size_t step = 0);

    /// The lab's model for this step: the mouse edits it.
    LabModel& model() { return model_; }
    const LabModel& model() const { return model_; }
    /// The step on show, from 0.
    std::size_t stepIndex() const { return step_; }
    /// The lesson's number, from 1.
    std::size_t number() const { return number_; }
    const Lesson& lesson() const { return lesson_; }

    /// Checks the step's task on `analysis` (analyseScene(model())): once done, a step stays done. True when it
    /// became done just now.
    bool check(const LabAnalysis& analysis);
    /// A replay step's check on the record of the tick on show, as check(); false for a lab step.
    bool checkMoment(const MomentRecord& record);
    /// The step on show.
    const LessonStep& step() const { return lesson_.steps[step_]; }
    /// Whether the step on show has been done.
    bool stepDone() const { return done_[step_]; }
    /// Goes to the next step if this one is done; after the last one the lesson is finished. False when not done.
    bool next();
    /// A teacher's skip: counts the step on show as done and goes on as next() does.
    void skip();
    /// Goes back a step (none before the first), its shapes as the step sets them up.
    void back();
    /// Sets the step's shapes up again, as they were when it opened (done stays done).
    void reset();
    /// Every step done and gone past.
    bool finished() const { return finished_; }

    /// What the panel shows now.
    LessonView view() const;

private:
    void open(std::size_t step);

    Lesson lesson_;
    std::size_t number_;
    std::size_t count_;
    std::size_t step_ = 0;
    std::vector<bool> done_;
    bool finished_ = false;
    LabModel model_;
};

/// The lab's frame for `run`'s step on show (presentLab's), as a lesson shows it: the step's heading for the lab's,
/// "lesson N of `count`" for the preset line, Return / Backspace for the scene keys, no presets in the help; the
/// exact answer without its method; the rows the step is about whole, the lesson's others folded, the rest hidden; no
/// edit's note (ui.note): the window shows it in the lesson panel (LessonView::note).
LabFrame lessonFrame(const LessonRun& run, const LabAnalysis& analysis, const LabUiState& ui, std::size_t count);

}  // namespace lab
