#include "prefs/UserDirs.h"

#include "prefs/internal/TextLines.h"

namespace prefs {

std::string picturesFolder(std::string_view userDirs, std::string_view home) {
    std::string found;
    forEachPlayerFileLine(userDirs, [&](std::string_view line, int) {
        const std::string_view content = withoutComment(line);
        constexpr std::string_view kName = "XDG_PICTURES_DIR=";
        if (!content.starts_with(kName)) return;
        std::string_view value = content.substr(kName.size());
        // The spec allows only "$HOME/..." or an absolute path, in double quotes.
        if (value.size() < 2 || value.front() != '"' || value.back() != '"') return;
        value = value.substr(1, value.size() - 2);
        if (value.starts_with("$HOME")) found = std::string(home) + std::string(value.substr(5));
        else if (value.starts_with("/")) found = std::string(value);
    });
    while (found.size() > 1 && found.back() == '/') found.pop_back();
    std::string_view homeTrimmed = home;
    while (homeTrimmed.size() > 1 && homeTrimmed.back() == '/') homeTrimmed.remove_suffix(1);
    if (found == homeTrimmed) return {};
    return found;
}

}  // namespace prefs
