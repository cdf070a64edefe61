#include "app/GameRecording.h"

#include <cstdio>
#include <utility>

#include "replay/Files.h"

namespace app {

GameRecording::GameRecording(std::string path, const sim::Settings& settings) : path_(std::move(path)) {
    if (!path_.empty()) recorder_ = std::make_unique<replay::Recorder>(settings);
}

bool GameRecording::save(const sim::World& head) {
    if (!recorder_) return true;
    if (const base::Status saved = replay::saveReplay(path_, recorder_->finish(head)); !saved) {
        std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
        return false;
    }
    // The game goes on; its recording ends where the file reached its limit.
    if (recorder_->full()) std::fprintf(stderr, "polyroids: %s: %s\n", path_.c_str(), recorder_->fullMessage().c_str());
    return true;
}

std::string GameRecording::bannerPrefix() const {
    if (!recorder_) return "";
    return recorder_->full() ? "REC FULL " : "REC ";
}

}  // namespace app
