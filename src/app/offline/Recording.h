#pragma once
// A game recorded to the file given with --record, streamed as it is played
// (replay::Recorder::toFile), for the window and the headless autopilot alike:
// starting it, and ending it with the one set of messages.

#include <memory>
#include <string>

#include "base/RunLock.h"

#include "replay/Recorder.h"
#include "sim/World.h"

namespace app {

/// `path` held for the whole run (base::RunLock: a second recorder to it is refused at once, told who holds it),
/// or null when `path` is empty (nothing is recorded).
base::Result<std::unique_ptr<base::RunLock>> holdRecordPath(const std::string& path);

/// A recorder streaming to `path`, its header already on disk; null after saying on stderr why it cannot be.
std::unique_ptr<replay::Recorder> startRecording(const std::string& path, const sim::Settings& settings);

/// Ends the file at `path` with the game now at `last` (replay::Recorder::saveEnd); says on stderr why it could
/// not, or where a full recorder stopped. False when the recording failed (a write error).
bool endRecording(replay::Recorder& recorder, const std::string& path, const sim::World& last);

}  // namespace app
