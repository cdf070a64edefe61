#pragma once
// --lesson [N[.S]]: which lesson opens, and at which step.

#include "app/cli/OptionRow.h"

namespace app {

/// The options of the lessons.
struct LessonOptions {
    int lesson = 0;                   ///< --lesson N: open lesson N (from 1); 0 the first not finished
    int lessonStep = 1;               ///< --lesson N.S: open at step S (from 1), the steps before it counted done
};

/// Reads --lesson's value, "N" or "N.S" (lesson N from 1, its step S from 1; null for the first not finished) into `o`.
base::Status readLesson(OptionValue value, Options& o);

/// --lesson.
std::span<const OptionRow> lessonOptionRows();

}  // namespace app
