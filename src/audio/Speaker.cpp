#include "audio/Speaker.h"

#include <algorithm>
#include <cmath>

namespace audio {

namespace {
// Each tick renews the thrust loop for this long: more than a tick at 1/4x
// speed, so it holds while the key does, and fades out soon after a pause.
constexpr int kThrustHoldSamples = kSampleRate * 3 / 20;
}  // namespace

Speaker::Speaker(std::uint64_t seed) : bank_(synthesiseSounds(seed)), mixer_(bank_) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        deviceStatus_ = base::failure(std::string("no sound: ") + SDL_GetError());
        return;
    }
    subsystem_ = true;
    SDL_AudioSpec want{};
    want.freq = kSampleRate;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512;  // ~12 ms: short enough that a shot sounds with its flash
    want.callback = &Speaker::mix;
    want.userdata = this;
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
    if (device_ == 0) {
        deviceStatus_ = base::failure(std::string("no sound: ") + SDL_GetError());
        return;
    }
    SDL_PauseAudioDevice(device_, 0);
}

Speaker::~Speaker() {
    if (device_ != 0) SDL_CloseAudioDevice(device_);
    if (subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Speaker::mix(void* self, Uint8* stream, int bytes) {
    auto* out = reinterpret_cast<std::int16_t*>(stream);
    static_cast<Speaker*>(self)->mixer_.render({out, static_cast<std::size_t>(bytes) / sizeof(std::int16_t)});
}

void Speaker::play(Sound sound) {
    if (device_ == 0 || muted_) return;
    SDL_LockAudioDevice(device_);
    mixer_.start(sound);
    SDL_UnlockAudioDevice(device_);
}

void Speaker::setMuted(bool muted) {
    muted_ = muted;
    if (device_ == 0 || !muted) return;
    SDL_LockAudioDevice(device_);
    mixer_.stopAll();
    SDL_UnlockAudioDevice(device_);
}

void Speaker::setVolume(double volume) {
    volume_ = std::clamp(std::isnan(volume) ? 0.0 : volume, 0.0, 1.0);
    if (device_ == 0) return;
    SDL_LockAudioDevice(device_);
    mixer_.setVolume(volume_);
    SDL_UnlockAudioDevice(device_);
}

void Speaker::playTick(const sim::World& world, const sim::TickInput& input, std::span<const sim::GameEvent> events) {
    playEvents(events);
    const std::optional<Sound> beat = heartbeatTick(heart_, world);  // ticks on while muted, so it stays in step
    if (beat) play(*beat);
    const bool thrusting = input.held(sim::kThrust) && world.ship.alive && world.phase == sim::Phase::Playing;
    if (device_ == 0 || muted_ || !thrusting) return;
    SDL_LockAudioDevice(device_);
    mixer_.holdLoop(Sound::Thrust, kThrustHoldSamples);
    SDL_UnlockAudioDevice(device_);
}

void Speaker::playEvents(std::span<const sim::GameEvent> events) {
    for (const sim::GameEvent& e : events) {
        if (const std::optional<Sound> sound = soundFor(e)) play(*sound);
    }
}

}  // namespace audio
