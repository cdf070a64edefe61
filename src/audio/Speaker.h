#pragma once
// Plays the game through SDL's audio device: each tick's events as sounds,
// the thrust loop while the ship thrusts, and the heartbeat, mixed by
// audio::Mixer in the audio callback. Having no sound device (a server, Xvfb,
// CI) is normal: the speaker then stays silent and says so once.

#include <SDL.h>

#include <span>

#include "audio/Heartbeat.h"
#include "audio/Mixer.h"
#include "audio/SoundBank.h"
#include "base/Result.h"
#include "sim/StepReport.h"
#include "sim/TickInput.h"

namespace audio {

class Speaker {
public:
    /// Opens the default audio device (SDL_AUDIODRIVER picks the driver); on failure `device()` says why and nothing plays.
    explicit Speaker(std::uint64_t seed);
    ~Speaker();
    Speaker(const Speaker&) = delete;
    Speaker& operator=(const Speaker&) = delete;

    /// Sounds for the tick just stepped: its events, thrust while `input` thrusts a live ship, the heartbeat.
    void playTick(const sim::World& world, const sim::TickInput& input, std::span<const sim::GameEvent> events);
    /// Starts the sounds for the tick's events (reads them, changes nothing).
    void playEvents(std::span<const sim::GameEvent> events);
    /// Starts one sound.
    void play(Sound sound);
    /// Muting stops what is playing at once; nothing starts until unmuted.
    void setMuted(bool muted);
    bool muted() const { return muted_; }
    /// Master volume, 0 (silent) to 1 (the mix as balanced); out-of-range values are clamped, NaN is 0.
    void setVolume(double volume);
    /// The master volume, 0..1.
    double volume() const { return volume_; }
    /// Whether the sound device opened, or why there is no sound.
    const base::Status& device() const { return deviceStatus_; }

private:
    static void mix(void* self, Uint8* stream, int bytes);

    SoundBank bank_;
    Mixer mixer_;  // touched by the audio thread: only under SDL_LockAudioDevice
    Heartbeat heart_;
    SDL_AudioDeviceID device_ = 0;
    bool subsystem_ = false;
    bool muted_ = false;
    double volume_ = 1.0;
    base::Status deviceStatus_ = base::success();
};

}  // namespace audio
