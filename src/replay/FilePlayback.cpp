#include "replay/FilePlayback.h"

namespace replay {

base::Result<FilePlayback> playFile(const std::string& path) {
    base::Result<std::unique_ptr<FileReader>> reader = FileReader::open(path);
    if (!reader) return reader.error();
    FilePlayback playback{std::move(reader).value(), nullptr};
    FileReader* lines = playback.reader.get();
    playback.player = std::make_unique<Player>(lines->header(), [lines] { return lines->next(); });
    return playback;
}

}  // namespace replay
