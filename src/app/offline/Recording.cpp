#include "app/offline/Recording.h"

#include <cstdio>
#include <utility>

namespace app {

base::Result<std::unique_ptr<base::RunLock>> holdRecordPath(const std::string& path) {
    if (path.empty()) return std::unique_ptr<base::RunLock>();
    base::Result<base::RunLock> held = base::RunLock::hold(path);
    if (!held) return held.error();
    return std::make_unique<base::RunLock>(std::move(held).value());
}

std::unique_ptr<replay::Recorder> startRecording(const std::string& path, const sim::Settings& settings) {
    base::Result<replay::Recorder> recorder = replay::Recorder::toFile(path, settings);
    if (!recorder) {
        std::fprintf(stderr, "polyroids: %s\n", recorder.error().message().c_str());
        return nullptr;
    }
    return std::make_unique<replay::Recorder>(std::move(recorder).value());
}

bool endRecording(replay::Recorder& recorder, const std::string& path, const sim::World& last) {
    if (const base::Status saved = recorder.saveEnd(last); !saved) {
        std::fprintf(stderr, "polyroids: %s (the recording stops there: what is on disk verifies up to its last checkpoint)\n",
                     saved.error().message().c_str());
        return false;
    }
    if (recorder.full()) std::fprintf(stderr, "polyroids: %s: %s\n", path.c_str(), recorder.fullMessage().c_str());
    return true;
}

}  // namespace app
