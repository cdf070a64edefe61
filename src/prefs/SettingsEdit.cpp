#include "prefs/SettingsEdit.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "prefs/internal/TextLines.h"

namespace prefs {

namespace {

// `line` (a line naming a setting) with its value replaced by `value`: what stands before the value and the
// comment after it stay.
std::string withValue(std::string_view line, const std::string& value) {
    const std::size_t equals = line.find('=');
    const std::size_t comment = line.find('#', equals);
    const std::string_view after = line.substr(equals + 1, comment == std::string_view::npos ? std::string_view::npos : comment - equals - 1);
    const std::size_t spaces = std::min(after.find_first_not_of(" \t"), after.size());
    std::string out(line.substr(0, equals + 1));
    out += after.substr(0, spaces);
    out += value;
    if (comment != std::string_view::npos) out.append(" ").append(line.substr(comment));
    return out;
}

}  // namespace

std::string withChangedSettings(std::string_view fileText, const Settings& before, const Settings& after) {
    std::vector<std::string_view> changed;
    for (const std::string_view name : settingNames()) {
        if (settingText(name, before) != settingText(name, after)) changed.push_back(name);
    }
    std::string out;
    out.reserve(fileText.size() + 64);
    std::vector<bool> written(changed.size(), false);
    std::string_view rest = fileText;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        const bool crlf = !line.empty() && line.back() == '\r';
        if (crlf) line.remove_suffix(1);
        const std::optional<NamedValue> setting = namedValue(line.starts_with("\xEF\xBB\xBF") ? line.substr(3) : line);
        const std::string_view name = setting ? setting->name : std::string_view{};
        std::size_t which = 0;
        while (which < changed.size() && changed[which] != name) ++which;
        if (!name.empty() && which < changed.size()) {
            out += withValue(line, settingText(name, after));
            written[which] = true;
            if (crlf) out += '\r';
            if (end != std::string_view::npos) out += '\n';
        } else {
            out.append(rest.substr(0, end == std::string_view::npos ? rest.size() : end + 1));
        }
        rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    }
    for (std::size_t i = 0; i < changed.size(); ++i) {
        if (written[i]) continue;
        if (!out.empty() && out.back() != '\n') out += '\n';
        out += std::string(changed[i]) + " = " + settingText(changed[i], after) + "\n";
    }
    return out;
}

Settings withLessonsMerged(const Settings& onDisk, const Settings& before, const Settings& after) {
    if (after.lessonsDone == before.lessonsDone) return after;  // nothing finished: the line is not this run's to write
    Settings merged = after;
    merged.lessonsDone = onDisk.lessonsDone;
    for (const int lesson : after.lessonsDone) {
        const bool finishedNow = std::find(before.lessonsDone.begin(), before.lessonsDone.end(), lesson) == before.lessonsDone.end();
        if (finishedNow) merged = withLessonDone(std::move(merged), lesson);
    }
    return merged;
}

}  // namespace prefs
