#pragma once
// The values on one line of replay text, read one by one. The first value
// that does not read is the line's error; after it every read gives 0, so a
// line's values can be read in a row and checked once (status()).

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/Result.h"
#include "sim/StateHash.h"

namespace replay {

class TextFields {
public:
    /// The words of `line` (split at spaces); the first is the key.
    explicit TextFields(std::string_view line);

    /// The most words a line's reader looks at: a checkpoint's key, tick, whole hash and part hashes.
    static constexpr std::size_t kMaxWords = 3 + sim::kStatePartCount;

    /// False when the line holds only spaces.
    bool empty() const { return count_ == 0; }
    /// The first word, e.g. "seed" or "i".
    std::string_view key() const { return words_.front(); }
    /// How many values follow the key (words past kMaxWords too).
    std::size_t size() const { return count_ - 1; }
    /// Value `i` (0-based, after the key), or "" beyond the end or past kMaxWords.
    std::string_view operator[](std::size_t i) const { return i + 1 < std::min(count_, kMaxWords) ? words_[i + 1] : std::string_view(); }

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
    // Words past kMaxWords are counted, not kept: a line that long has too many values for any kind of line. No
    // vector: a replay line was three allocations and frees under Node (dlmalloc), 118,000 lines in 500,000 ticks.
    std::array<std::string_view, kMaxWords> words_{};
    std::size_t count_ = 0;
    std::string error_;
};

}  // namespace replay
