#pragma once
// Writing back only what the player changed: the settings file is the
// player's, edited by hand and perhaps by another game running at the same
// time, so a save sets the lines of the settings that changed in this run and
// leaves every other byte as it is on disk now (issue 23); the lessons
// finished are a set, to which a save adds this run's (issue 33).

#include <string>
#include <string_view>

#include "prefs/Settings.h"

namespace prefs {

/// `fileText` with every setting whose value differs between `before` and `after` set to after's value: the
/// value of each line naming it replaced in place (its comment and spacing kept), or a line appended when no line
/// names it. Every other line is kept byte for byte; an unchanged setting is never written.
std::string withChangedSettings(std::string_view fileText, const Settings& before, const Settings& after);

/// `after` with its lessons finished being those `onDisk` holds plus the ones this run finished (in `after`, not in
/// `before`): lesson progress is merged like every other setting, never one game's list written over another's.
Settings withLessonsMerged(const Settings& onDisk, const Settings& before, const Settings& after);

}  // namespace prefs
