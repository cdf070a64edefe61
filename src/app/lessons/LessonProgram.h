#pragma once
// The lessons' window (`polyroids --lesson [N]`, or L on the title screen):
// the lab's canvas with a lesson's panel. The mouse and the shape keys edit
// the step's shapes as in the lab (app/lab/LabInput); Return goes on once the
// program has found the step's task done (lab/lessons/LessonRun), Backspace goes
// back. A finished lesson is kept in settings.ini (lessons-done) and the
// next one opens; after the last, the course's end screen lists them all with
// their done marks (Return or Esc leaves). F1 lists them too, with the keys; K
// skips a step for a teacher. Like the lab it honours
// --frames N and --screenshot FILE.

#include <memory>

#include "app/cli/CommandLine.h"
#include "app/platform/PlayerFiles.h"
#include "app/platform/Program.h"
#include "app/platform/Screen.h"

namespace app {

/// The lessons on `screen` (which must outlive the program, as `player` must), from lesson `options.lesson` (0: the
/// first not finished); the program, or why not (printed): 2 for a broken lesson file, 1 for none found.
Started startLessonsOn(const Options& options, Screen& screen, PlayerData& player);

/// `--lesson [N]`: opens a window of its own, then startLessonsOn.
Started startLessons(const Options& options);

/// Runs the lessons until Esc, the window closes or the course's end screen is left (or --frames N); the exit status.
int runLessons(const Options& options);

}  // namespace app
