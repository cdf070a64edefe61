#include "app/platform/Screenshots.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "app/platform/PlayerFiles.h"
#include "app/platform/SdlSession.h"
#include "base/FileRead.h"
#include "base/FileWrite.h"
#include "prefs/UserDirs.h"

namespace app {

namespace {
constexpr std::size_t kMaxUserDirsBytes = 64 * 1024;
}

bool saveEndOfRunScreenshot(SDL_Renderer* renderer, const std::string& path) {
    if (path.empty()) return true;
    const base::Status saved = saveScreenshot(renderer, path);
    if (!saved) std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
    return static_cast<bool>(saved);
}

std::string picturesFolder() {
    const char* home = std::getenv("HOME");
    const char* config = std::getenv("XDG_CONFIG_HOME");
    if (home == nullptr || home[0] == '\0') return {};
    const std::string configDir = config != nullptr && config[0] == '/' ? config : std::string(home) + "/.config";
    const base::Result<std::string> text = base::readBoundedFile(configDir + "/user-dirs.dirs", kMaxUserDirsBytes, "user-dirs file");
    if (!text) return {};
    const std::string folder = prefs::picturesFolder(*text, home);
    std::error_code ec;
    if (folder.empty() || !std::filesystem::is_directory(folder, ec)) return {};
    return folder + "/";
}

base::Result<std::string> saveDatedScreenshot(SDL_Renderer* renderer, std::time_t now) {
    std::string folder = picturesFolder();
    if (folder.empty()) {
        base::Result<std::string> pref = prefFolder();
        if (!pref) return pref.error();
        folder = *pref;
    }
    const std::string stem = folder + "polyroids-" + localStamp(now);
    std::string path = stem + ".png";
    std::error_code ec;
    for (int n = 2; std::filesystem::exists(path, ec) && n < 100; ++n) path = stem + "-" + std::to_string(n) + ".png";
    if (const base::Status saved = saveScreenshot(renderer, path); !saved) return saved.error();
    return path;
}

namespace {

// Says `said` on stdout, or stderr when `ok` is false; returns it.
std::string say(const std::string& said, bool ok) {
    std::FILE* stream = ok ? stdout : stderr;
    std::fprintf(stream, "polyroids: %s\n", said.c_str());
    std::fflush(stream);  // a script waiting for the line sees it now
    return said;
}

}  // namespace

std::string pictureAndSay(SDL_Renderer* renderer) {
    const base::Result<std::string> saved = saveDatedScreenshot(renderer, std::time(nullptr));
    return say(saved ? "picture saved: " + *saved : "no picture: " + saved.error().message(), saved.ok());
}

std::string explanationAndSay(SDL_Renderer* renderer, std::span<const std::string> sentences) {
    if (sentences.empty()) return say("no explanation: pause, then click an object to ask why", false);
    const base::Result<std::string> picture = saveDatedScreenshot(renderer, std::time(nullptr));
    if (!picture) return say("no explanation saved: " + picture.error().message(), false);
    const std::string text = picture->substr(0, picture->size() - 4) + ".txt";
    std::string lines;
    for (const std::string& s : sentences) lines += s + "\n";
    if (const base::Status written = base::writeFileAtomically(text, lines); !written) return say("no explanation saved: " + written.error().message(), false);
    return say("explanation saved: " + text + " " + *picture, true);
}

}  // namespace app
