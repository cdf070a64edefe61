#include "app/cli/OptionRow.h"

#include <charconv>

namespace app {

bool parseCount(const std::string& text, std::uint64_t& out, std::uint64_t max) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc{} && ptr == end && !text.empty() && out <= max;
}

base::Status readCount(OptionValue text, std::uint64_t& out, std::uint64_t max, const char* needs) {
    if (text == nullptr || !parseCount(*text, out, max)) return base::failure(needs);
    return base::success();
}

base::Status readTicks(OptionValue text, std::optional<std::uint64_t>& out, const char* needs) {
    std::uint64_t n = 0;
    const base::Status read = readCount(text, n, kMaxTicks, needs);
    if (read) out = n;
    return read;
}

base::Status readPath(OptionValue text, std::string& out, const char* needs) {
    if (text == nullptr || text->empty()) return base::failure(needs);
    out = *text;
    return base::success();
}

}  // namespace app
