#pragma once
// --record FILE in a window: the game as finally played (time travel
// rewrites the recorded future) written at game over, on exit and on a stop
// signal, through a temporary file and a rename.

#include <memory>
#include <string>

#include "replay/Recorder.h"
#include "sim/World.h"

namespace app {

class GameRecording {
public:
    /// Records a game with `settings` into `path`; records nothing when `path` is empty.
    GameRecording(std::string path, const sim::Settings& settings);

    /// The recorder each step feeds, or null when not recording.
    replay::Recorder* recorder() { return recorder_.get(); }
    /// Writes the recording of the game played as far as `head`; false (the reason printed) when it could not.
    /// A recording that reached the largest replay file is saved up to there and says so on stderr.
    bool save(const sim::World& head);
    /// The banner's prefix: "REC ", "REC FULL ", or "" when not recording.
    std::string bannerPrefix() const;

private:
    std::string path_;
    std::unique_ptr<replay::Recorder> recorder_;
};

}  // namespace app
