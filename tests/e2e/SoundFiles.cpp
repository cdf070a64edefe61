// sound_files DIR: writes each of the game's sounds, played alone through the
// game's mixer at full master volume, as DIR/NAME.raw (signed 16-bit mono at
// audio::kSampleRate, native byte order), for sound-levels.sh to measure with
// sox. Thrust, a loop, is held for one second.
#include <cstdio>
#include <string>
#include <vector>

#include "audio/Mixer.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: sound_files DIR\n");
        return 2;
    }
    const audio::SoundBank bank = audio::synthesiseSounds(1);
    for (std::size_t i = 0; i < audio::kSoundCount; ++i) {
        const auto sound = static_cast<audio::Sound>(i);
        audio::Mixer mixer(bank);
        std::size_t length = bank.samples[i].size();
        if (sound == audio::Sound::Thrust) {
            length = audio::kSampleRate;
            mixer.holdLoop(sound, static_cast<int>(length));
        } else {
            mixer.start(sound);
        }
        std::vector<std::int16_t> samples(length);
        mixer.render(samples);
        const std::string path = std::string(argv[1]) + "/" + audio::soundName(i) + ".raw";
        std::FILE* file = std::fopen(path.c_str(), "wb");
        const bool written = file != nullptr && std::fwrite(samples.data(), sizeof(std::int16_t), samples.size(), file) == samples.size();
        if (file == nullptr || std::fclose(file) != 0 || !written) {
            std::fprintf(stderr, "sound_files: %s: cannot write\n", path.c_str());
            return 1;
        }
    }
    return 0;
}
