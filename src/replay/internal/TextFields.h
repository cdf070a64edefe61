#pragma once
// The values on one line of replay text, read one by one. The first value
// that does not read is the line's error; after it every read gives 0, so a
// line's values can be read in a row and checked once (status()).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/Result.h"

namespace replay {

class TextFields {
public:
    /// The words of `line` (split at spaces); the first is the key.
    explicit TextFields(std::string_view line);

    /// False when the line holds only spaces.
    bool empty() const { return words_.empty(); }
    /// The first word, e.g. "seed" or "i".
    std::string_view key() const { return words_.front(); }
    /// How many values follow the key.
    std::size_t size() const { return words_.size() - 1; }
    /// Value `i` (0-based, after the key), or "" beyond the end.
    std::string_view operator[](std::size_t i) const { return i + 1 < words_.size() ? words_[i + 1] : std::string_view(); }

    /// Fails the line unless it has exactly `n` values.
    void expect(std::size_t n);
    /// Fails the line with `reason`, unless it has failed already.
    void fail(std::string reason);

    /// A whole number 0..max; `what` names it in the error.
    std::uint64_t count(std::string_view word, std::uint64_t max, std::string_view what);
    /// A tick: a whole number up to kMaxTicks.
    std::uint64_t tick(std::string_view word);
    /// A finite number.
    double real(std::string_view word, std::string_view what);
    /// A hash: exactly 16 hex digits.
    std::uint64_t hash(std::string_view word);
    /// A set of buttons: letters of kButtonLetters, each at most once, or "-".
    std::uint8_t buttons(std::string_view word);

    /// Success, or the first failure (with no line number: the caller knows it).
    base::Status status() const;

private:
    std::vector<std::string_view> words_;
    std::string error_;
};

}  // namespace replay
