#include "replay/Files.h"

#include <memory>
#include <ostream>
#include <variant>

#include "base/FileWrite.h"
#include "replay/FileReader.h"
#include "replay/Text.h"

namespace replay {

base::Result<Replay> loadReplay(const std::string& path) {
    // A line at a time, as verification reads: a file that is not a replay (a 1 GB line, /dev/zero) is refused
    // at its first line too long, in a few kilobytes, instead of after reading up to kMaxFileBytes of it.
    base::Result<std::unique_ptr<FileReader>> reader = FileReader::open(path);
    if (!reader) return reader.error();
    Replay replay = (*reader)->header();
    for (;;) {
        base::Result<BodyLine> line = (*reader)->next();
        if (!line) return line.error();
        addLine(replay, *line);
        if (std::holds_alternative<EndLine>(*line)) return replay;
    }
}

base::Status saveReplay(const std::string& path, const Replay& replay) {
    // Written a line at a time: a file near kMaxFileBytes is never held whole in memory.
    return base::writeStreamAtomically(path, [&replay](std::ostream& out) { writeText(out, replay); });
}

}  // namespace replay
