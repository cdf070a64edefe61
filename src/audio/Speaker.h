#pragma once
// Plays the game's events as sounds through SDL's audio device, mixing a few
// voices in the audio callback. Having no sound device (a server, Xvfb, CI)
// is normal: the speaker then stays silent and says so once.

#include <SDL.h>

#include <array>
#include <memory>
#include <span>
#include <string>

#include "audio/SoundBank.h"
#include "base/Result.h"
#include "sim/StepReport.h"

namespace audio {

class Speaker {
public:
    /// Opens the default audio device; on failure `device()` says why and play() does nothing.
    explicit Speaker(std::uint64_t seed);
    ~Speaker();
    Speaker(const Speaker&) = delete;
    Speaker& operator=(const Speaker&) = delete;

    /// Starts the sounds for the tick's events (reads them, changes nothing).
    void playEvents(std::span<const sim::GameEvent> events);
    /// Starts one sound.
    void play(Sound sound);
    void setMuted(bool muted) { muted_ = muted; }
    bool muted() const { return muted_; }
    /// Master volume, 0 (silent) to 1 (as synthesised); values outside are clamped.
    void setVolume(double volume);
    /// The master volume, 0 to 1.
    double volume() const { return volume_; }
    /// Whether the sound device opened, or why there is no sound.
    const base::Status& device() const { return deviceStatus_; }

private:
    struct Voice {
        const std::vector<std::int16_t>* samples = nullptr;
        std::size_t next = 0;
    };
    static void mix(void* self, Uint8* stream, int bytes);

    SoundBank bank_;
    std::array<Voice, 12> voices_{};  // touched by the audio thread: only under SDL_LockAudioDevice
    SDL_AudioDeviceID device_ = 0;
    bool subsystem_ = false;
    bool muted_ = false;
    double volume_ = 1.0;  // read by the audio thread: written only under SDL_LockAudioDevice
    base::Status deviceStatus_ = base::success();
};

}  // namespace audio
