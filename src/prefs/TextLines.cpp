#include "prefs/internal/TextLines.h"

#include "base/Printable.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace prefs {

namespace {
constexpr std::string_view kSpace = " \t";
}

std::string_view withoutComment(std::string_view line) {
    line = line.substr(0, line.find('#'));
    const std::size_t first = line.find_first_not_of(kSpace);
    if (first == std::string_view::npos) return {};
    return line.substr(first, line.find_last_not_of(kSpace) - first + 1);
}

std::optional<NamedValue> namedValue(std::string_view line) {
    const std::string_view content = withoutComment(line);
    const std::size_t equals = content.find('=');
    if (equals == std::string_view::npos) return std::nullopt;
    return NamedValue{withoutComment(content.substr(0, equals)), withoutComment(content.substr(equals + 1))};
}

bool sameName(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    while (true) {
        const std::size_t start = line.find_first_not_of(kSpace);
        if (start == std::string_view::npos) return out;
        line.remove_prefix(start);
        const std::size_t end = std::min(line.find_first_of(kSpace), line.size());
        out.push_back(line.substr(0, end));
        line.remove_prefix(end);
    }
}

std::string shownText(std::string_view text, std::size_t most) {
    std::string out;
    for (const char c : text.substr(0, most)) base::appendPrintable(out, c);
    if (text.size() > most) out.append("...");
    return out;
}

bool readWhole(std::string_view text, std::int64_t max, std::int64_t& out) {
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || ptr != end || value < 0 || value > max) return false;
    out = value;
    return true;
}

}  // namespace prefs
