// WindowedGame: what the HUD says this frame, notices, and the recording's failure banner.
#include "app/game/WindowedGame.h"

#include <string>

#include "app/teaching/EventBanner.h"
#include "replay/Checkpoints.h"

namespace app {

void WindowedGame::updateHud() {
    hud_.paused = time_.paused() && !menu_.isOpen();
    hud_.muted = speaker_ ? speaker_->muted() : options_.mute;
    hud_.gameOverLines = watch_ ? std::vector<render::PanelLine>{} : gameOver_.lines(world_, player_.scores);
    teaching_.update(world_, stepping_.report, time_.paused());
    std::string banner = recording_.bannerPrefix() + (time_.speed() != 1.0 || time_.paused() ? time_.label() : "");
    if (watch_) banner = "REPLAY " + time_.label() + (watch_->finished(world_) ? "  END" : "");
    if (time_.paused() || world_.tick < timeline_.end()) banner += "  TICK " + std::to_string(world_.tick);
    if (world_.tick < timeline_.end() && !watch_) banner += " OF " + std::to_string(timeline_.end());
    if ((stopOn_ & kHits) != 0) banner += "  STOP ON HIT";
    if ((stopOn_ & kDeaths) != 0) banner += (stopOn_ & kHits) != 0 ? ", DEATH" : "  STOP ON DEATH";
    if (time_.paused() && stoppedOn_.first == world_.tick) banner += "  " + eventBanner(stepping_.report.events, stoppedOn_.second);
    if (watch_ && watch_->mismatch()) banner = replay::desyncMessage(*watch_->mismatch());
    hud_.banner = banner;
}

void WindowedGame::say(const std::string& notice) {
    hud_.notice = notice;
    noticeLeft_ = render::kNoticeSeconds;
}

// Writes the recording so far (when recording); called at game over and when the game ends.
void WindowedGame::saveRecording() {
    if (recording_.recorder() != nullptr && !recording_.save(headWorld())) hud_.banner = "RECORDING FAILED";
}

}  // namespace app
