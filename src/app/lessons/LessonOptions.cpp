#include "app/lessons/LessonOptions.h"

#include "app/cli/CommandLine.h"
#include "lab/lessons/Lesson.h"
#include "prefs/Settings.h"

namespace app {

base::Status readLesson(OptionValue value, Options& o) {
    o.mode = Mode::Lesson;
    if (value == nullptr) return base::success();
    const std::size_t dot = value->find('.');
    std::uint64_t n = 0;
    if (!parseCount(value->substr(0, dot), n, static_cast<std::uint64_t>(prefs::kMaxLessonNumber)) || n == 0) {
        return base::failure("--lesson needs a lesson number from 1 to 99, not '" + *value + "'");
    }
    std::uint64_t step = 1;
    if (dot != std::string::npos && (!parseCount(value->substr(dot + 1), step, lab::kMaxLessonSteps) || step == 0)) {
        return base::failure("--lesson N.S needs a step number S from 1 to " + std::to_string(lab::kMaxLessonSteps) + " after the dot, not '" +
                             *value + "'");
    }
    o.lesson = static_cast<int>(n);
    o.lessonStep = static_cast<int>(step);
    return base::success();
}

std::span<const OptionRow> lessonOptionRows() {
    static const OptionRow kRows[] = {
        {"--lesson [N[.S]]", "Teaching", 4, "the lessons: one idea at a time, each with a task the\nprogram checks (docs/lessons.md); N from 1, else the\nfirst not finished (settings.ini keeps which are); N.S\nopens its step S, the steps before it counted done", true,
         readLesson, false, true},
    };
    return kRows;
}

}  // namespace app
