#include "audio/Speaker.h"

#include <algorithm>
#include <cstring>

namespace audio {

Speaker::Speaker(std::uint64_t seed) : bank_(synthesiseSounds(seed)) {
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
    auto* speaker = static_cast<Speaker*>(self);
    auto* out = reinterpret_cast<std::int16_t*>(stream);
    const std::size_t count = static_cast<std::size_t>(bytes) / sizeof(std::int16_t);
    std::memset(stream, 0, static_cast<std::size_t>(bytes));
    for (Voice& voice : speaker->voices_) {
        if (voice.samples == nullptr) continue;
        const std::vector<std::int16_t>& s = *voice.samples;
        for (std::size_t i = 0; i < count && voice.next < s.size(); ++i, ++voice.next) {
            const int sample = static_cast<int>(s[voice.next] * speaker->volume_);
            out[i] = static_cast<std::int16_t>(std::clamp(out[i] + sample, -32768, 32767));  // add, then clip
        }
        if (voice.next >= s.size()) voice.samples = nullptr;
    }
}

void Speaker::setVolume(double volume) {
    const double clamped = std::clamp(volume, 0.0, 1.0);
    if (device_ != 0) SDL_LockAudioDevice(device_);
    volume_ = clamped;
    if (device_ != 0) SDL_UnlockAudioDevice(device_);
}

void Speaker::play(Sound sound) {
    if (device_ == 0 || muted_) return;
    SDL_LockAudioDevice(device_);
    // A free voice, or else the one nearest its end: new sounds always start.
    auto voice = std::find_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.samples == nullptr; });
    if (voice == voices_.end()) {
        voice = std::max_element(voices_.begin(), voices_.end(),
                                 [](const Voice& a, const Voice& b) { return a.next * b.samples->size() < b.next * a.samples->size(); });
    }
    *voice = {&bank_[sound], 0};
    SDL_UnlockAudioDevice(device_);
}

void Speaker::playEvents(std::span<const sim::GameEvent> events) {
    for (const sim::GameEvent& e : events) {
        switch (e.kind) {
            case sim::GameEvent::Kind::Shot: play(Sound::Shot); break;
            case sim::GameEvent::Kind::AsteroidDestroyed:
                play(e.size == sim::AsteroidSize::Large ? Sound::LargeBang : e.size == sim::AsteroidSize::Medium ? Sound::MediumBang : Sound::SmallBang);
                break;
            case sim::GameEvent::Kind::ShipDestroyed: play(Sound::ShipBang); break;
            case sim::GameEvent::Kind::ExtraLife: play(Sound::ExtraLife); break;
            case sim::GameEvent::Kind::ShipRespawned: play(Sound::Respawn); break;
            default: break;
        }
    }
}

}  // namespace audio
