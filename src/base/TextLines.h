#pragma once
// Walking a text a line at a time: the one loop every reader of a whole text
// file (scenes, lessons, replays, the player's files) uses, so a line's number
// in an error message means the same everywhere.

#include <string_view>
#include <type_traits>

namespace base {

/// Calls `each(line, number)` for every line of `text` (number from 1; the '\n' is not part of the line; a final line
/// without '\n' counts, an empty text has none) until `each`, if it returns a bool, returns false; false when it did.
template <class Each>
bool forEachLine(std::string_view text, Each&& each) {
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if constexpr (std::is_void_v<decltype(each(line, number))>) {
            each(line, ++number);
        } else if (!each(line, ++number)) {
            return false;
        }
    }
    return true;
}

}  // namespace base
