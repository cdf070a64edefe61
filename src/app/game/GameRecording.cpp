#include "app/game/GameRecording.h"

#include <utility>

#include "app/offline/Recording.h"

namespace app {

GameRecording::GameRecording(std::string path, const sim::Settings& settings) : path_(std::move(path)) {
    if (!path_.empty()) recorder_ = startRecording(path_, settings);  // streamed to the file as the game goes
}

bool GameRecording::save(const sim::World& head) {
    return !recorder_ || endRecording(*recorder_, path_, head);
}

std::string GameRecording::bannerPrefix() const {
    if (!recorder_) return "";
    return recorder_->full() ? "REC FULL " : "REC ";
}

}  // namespace app
