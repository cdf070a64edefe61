#pragma once
// A replay file played as it is read, a line at a time (replay::FileReader
// feeding a replay::Player): verification, `events` and `why` all play a file
// this way, so their memory does not grow with the file.

#include <memory>
#include <string>

#include "base/Result.h"
#include "replay/FileReader.h"
#include "replay/Player.h"

namespace replay {

/// The reader of a replay file and the player it feeds (the player holds a reference to the reader).
struct FilePlayback {
    std::unique_ptr<FileReader> reader;
    std::unique_ptr<Player> player;
};

/// The replay file at `path` opened to be played a line at a time (its header read), or why not.
base::Result<FilePlayback> playFile(const std::string& path);

}  // namespace replay
