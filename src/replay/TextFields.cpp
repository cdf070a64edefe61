#include "replay/internal/TextFields.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>

#include "base/DecimalText.h"
#include "replay/Replay.h"
#include "replay/Text.h"

namespace replay {

namespace {

std::string quoted(std::string_view what, std::string_view word) {
    return std::string(what) + " '" + std::string(word) + "'";
}

bool readsWhole(std::string_view word, const char* end) { return end == word.data() + word.size(); }

// std::from_chars for a decimal uint64_t, same result, end and errors: libc++'s checks each digit for overflow with
// a 128-bit multiply, a library call per digit in wasm32 (a third of a replay line's reading under Node).
std::from_chars_result decimalFromChars(const char* first, const char* last, std::uint64_t& value) {
    constexpr std::uint64_t kTenth = UINT64_MAX / 10;
    constexpr std::uint64_t kLastDigit = UINT64_MAX % 10;
    std::uint64_t out = 0;
    bool overflow = false;
    const char* at = first;
    for (; at != last && *at >= '0' && *at <= '9'; ++at) {
        const auto digit = static_cast<std::uint64_t>(*at - '0');
        if (out > kTenth || (out == kTenth && digit > kLastDigit)) overflow = true;
        else out = out * 10 + digit;
    }
    if (at == first) return {first, std::errc::invalid_argument};
    if (overflow) return {at, std::errc::result_out_of_range};
    value = out;
    return {at, std::errc{}};
}

// A hex digit's value (either case), or -1.
int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// A hash's 16 hex digits, as std::from_chars(..., 16) reads them (nothing else): libc++'s checks each digit for
// overflow with a 128-bit multiply, a library call per digit in wasm32; 16 digits cannot overflow.
std::optional<std::uint64_t> sixteenHexDigits(std::string_view word) {
    if (word.size() != 16) return std::nullopt;
    std::uint64_t out = 0;
    for (const char c : word) {
        const int digit = hexDigit(c);
        if (digit < 0) return std::nullopt;
        out = out << 4 | static_cast<std::uint64_t>(digit);
    }
    return out;
}

}  // namespace

TextFields::TextFields(std::string_view line) {
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ') ++i;
        if (i == start) continue;
        if (count_ < kMaxWords) words_[count_] = line.substr(start, i - start);
        ++count_;
    }
}

void TextFields::expect(std::size_t n) {
    if (size() == n) return;
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "lit" + std::string here.
    std::string message(1, '\'');
    message.append(key()).append("' takes ").append(std::to_string(n)).append(" value(s), found ").append(std::to_string(size()));
    fail(std::move(message));
}

void TextFields::fail(std::string reason) {
    if (error_.empty()) error_ = std::move(reason);
}

std::uint64_t TextFields::count(std::string_view word, std::uint64_t max, std::string_view what) {
    std::uint64_t out = 0;
    if (!error_.empty()) return 0;
    const auto [ptr, ec] = decimalFromChars(word.data(), word.data() + word.size(), out);
    if (ec == std::errc::result_out_of_range || (ec == std::errc{} && readsWhole(word, ptr) && out > max)) {
        fail(quoted(what, word) + " is out of range (at most " + std::to_string(max) + ")");
    } else if (ec != std::errc{} || !readsWhole(word, ptr)) {
        fail(quoted(what, word) + " is not a whole number");
    }
    return error_.empty() ? out : 0;
}

std::uint64_t TextFields::tick(std::string_view word) { return count(word, kMaxTicks, "tick"); }

double TextFields::real(std::string_view word, std::string_view what) {
    double out = 0;
    if (!error_.empty()) return 0;
    const auto [ptr, ec] = base::fromChars(word.data(), word.data() + word.size(), out);
    if (ec != std::errc{} || !readsWhole(word, ptr)) fail(quoted(what, word) + " is not a number");
    else if (!std::isfinite(out)) fail(quoted(what, word) + " is not finite");
    return error_.empty() ? out : 0;
}

std::uint64_t TextFields::hash(std::string_view word) {
    if (!error_.empty()) return 0;
    const std::optional<std::uint64_t> out = sixteenHexDigits(word);
    if (!out) fail(quoted("hash", word) + " is not 16 hex digits");
    return out.value_or(0);
}

std::uint8_t TextFields::buttons(std::string_view word) {
    std::uint8_t out = 0;
    if (!error_.empty() || word == "-") return 0;
    for (const char letter : word) {
        const std::size_t bit = kButtonLetters.find(letter);
        if (bit == std::string_view::npos) return fail("unknown button '" + std::string(1, letter) + "' (buttons are T B L R F X H, or - for none)"), 0;
        if (out & (1u << bit)) return fail("button '" + std::string(1, letter) + "' given twice"), 0;
        out = static_cast<std::uint8_t>(out | (1u << bit));
    }
    return out;
}

base::Status TextFields::status() const {
    if (error_.empty()) return base::success();
    return base::failure(error_);
}

}  // namespace replay
