#pragma once
// Line-by-line reading shared by the preference files (the loop itself is base/TextLines.h): comments, blank lines
// and words, with no allocation beyond the words themselves.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/TextLines.h"

namespace prefs {

/// `line` without a '#' comment and without surrounding spaces and tabs.
std::string_view withoutComment(std::string_view line);

/// A `name = value` line's two sides, each without spaces, tabs or the comment.
struct NamedValue {
    std::string_view name;
    std::string_view value;
};

/// `line` split at its first '=' (comment removed first); nothing for a line with no '=' (blank, comment, broken).
std::optional<NamedValue> namedValue(std::string_view line);

/// True when `a` and `b` hold the same bytes but for the case of ASCII letters.
bool sameName(std::string_view a, std::string_view b);

/// The words of `line` separated by spaces or tabs.
std::vector<std::string_view> words(std::string_view line);

/// base::forEachLine after a UTF-8 byte-order mark at the start of `text` (some editors write one), each line without
/// a '\r' at its end (a file saved with Windows line ends): how the player's hand-edited files are read.
template <class Each>
void forEachPlayerFileLine(std::string_view text, Each&& each) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    base::forEachLine(text, [&](std::string_view line, int number) {
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        each(line, number);
    });
}

/// `text` as a message shows it: printable ASCII as is, any other byte (a NUL would end the message where it is
/// printed) as \xNN; past `most` bytes cut off and followed by "...".
std::string shownText(std::string_view text, std::size_t most);

/// Reads a whole number from 0 to `max` that is all of `text`.
bool readWhole(std::string_view text, std::int64_t max, std::int64_t& out);

}  // namespace prefs
