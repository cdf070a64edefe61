#include <doctest/doctest.h>

#include <bit>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "base/DecimalText.h"

namespace {

// Both readers on the same text: the same error, the same end, the same bits.
void sameAsFromChars(const std::string& text) {
    CAPTURE(text);
    double ours = -7.0;
    double theirs = -7.0;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    const std::from_chars_result a = base::fromCharsByStrtod(first, last, ours);
    const std::from_chars_result b = std::from_chars(first, last, theirs);
    CHECK(a.ec == b.ec);
    if (b.ec == std::errc{}) {
        CHECK(a.ptr - first == b.ptr - first);
        CHECK(std::bit_cast<std::uint64_t>(ours) == std::bit_cast<std::uint64_t>(theirs));
    }
}

}  // namespace

TEST_CASE("fromCharsByStrtod reads what std::from_chars reads, stops where it stops and gives the same bits") {
    const std::vector<std::string> texts = {
        "0", "-0", "1", "1.5", "-2.25", ".5", "5.", "1e3", "1E-3", "1e", "1e+", "2.5e+10x", "0.1", "0.3",
        "1280", "720.0", "123456789012345678901234567890", "3.141592653589793238462643383279", "4.9e-324",
        "2.2250738585072014e-308", "1.7976931348623157e308", "0x1p3", "inf", "-Infinity", "NaN", "1,5", "1.5x",
        "", ".", "-", "+1", " 1", "e5", "-.5e-2", "9007199254740993", "0.000000000000000000000000000001"};
    for (const std::string& text : texts) sameAsFromChars(text);
    // Decimal forms of many doubles, as files written by people and by the game hold them.
    std::uint64_t state = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < 20000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const double v = static_cast<double>(state >> 11) * 0x1p-53 * 4096.0 - 2048.0;
        char buffer[64];
        const auto written = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::general, 1 + i % 17);
        sameAsFromChars(std::string(buffer, written.ptr));
    }
}

TEST_CASE("fromCharsByStrtod says out of range for a number beyond a double, as from_chars does") {
    double value = 1.0;
    const std::string huge = "1e400";
    CHECK(base::fromCharsByStrtod(huge.data(), huge.data() + huge.size(), value).ec == std::errc::result_out_of_range);
    CHECK(value == 1.0);
    const std::string tiny = "1e-400";
    CHECK(base::fromCharsByStrtod(tiny.data(), tiny.data() + tiny.size(), value).ec == std::errc::result_out_of_range);
}

TEST_CASE("shortestTextByPrintf reads back as exactly the same double, in no more digits than to_chars uses") {
    std::uint64_t state = 0x2545f4914f6cdd1dULL;
    for (int i = 0; i < 20000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const double v = std::bit_cast<double>((state >> 2) | 0x3000000000000000ULL) * (i % 2 == 0 ? 1.0 : -1.0);
        const std::string text = base::shortestTextByPrintf(v);
        CAPTURE(text);
        CHECK(std::strtod(text.c_str(), nullptr) == v);
        char reference[32];
        const auto written = std::to_chars(reference, reference + sizeof reference, v);
        const auto digitsOf = [](std::string_view t) {
            const std::size_t exponent = t.find_first_of("eE");
            std::size_t count = 0;
            for (char c : t.substr(0, exponent)) count += c >= '0' && c <= '9' ? 1 : 0;
            return count;
        };
        CHECK(digitsOf(text) <= digitsOf(std::string_view(reference, written.ptr)) + 1);
    }
    CHECK(base::shortestTextByPrintf(0.5) == "0.5");
    CHECK(base::shortestTextByPrintf(0.1) == "0.1");
    CHECK(base::shortestTextByPrintf(1.25) == "1.25");
}
