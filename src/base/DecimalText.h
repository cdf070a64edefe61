#pragma once
// Reading and writing a double as text the same way on every target. std::from_chars
// (correctly rounded, no locale, reports where it stopped) is the reader, but
// the C++ library of the web build (emscripten 3.1.6's libc++) has it only
// for integers; there the same text is handed to the C library's strtod,
// which also rounds correctly, so both give the same bits.

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <system_error>

namespace base {

namespace detail {

// Length of the longest prefix std::from_chars (general format) accepts: an
// optional '-', then "inf", "infinity" or "nan" (any case), or digits with
// an optional '.', then an optional exponent that has digits.
inline std::size_t acceptedDecimalLength(const char* first, const char* last) {
    const auto digitsFrom = [last](const char* p) {
        while (p != last && *p >= '0' && *p <= '9') ++p;
        return p;
    };
    const auto lower = [](char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c); };
    const auto startsWith = [&](const char* p, const char* word) {
        for (; *word != '\0'; ++p, ++word) {
            if (p == last || lower(*p) != *word) return false;
        }
        return true;
    };
    const char* p = first != last && *first == '-' ? first + 1 : first;
    if (startsWith(p, "infinity")) return static_cast<std::size_t>(p + 8 - first);
    if (startsWith(p, "inf") || startsWith(p, "nan")) return static_cast<std::size_t>(p + 3 - first);
    const char* integral = digitsFrom(p);
    const char* end = integral;
    if (end != last && *end == '.') end = digitsFrom(end + 1);
    if (end - p == (integral != end ? 1 : 0)) return 0;  // no digit at all ("", "." or "-")
    if (end != last && (*end == 'e' || *end == 'E')) {
        const char* exponent = end + 1;
        if (exponent != last && (*exponent == '+' || *exponent == '-')) ++exponent;
        if (const char* stop = digitsFrom(exponent); stop != exponent) end = stop;
    }
    return static_cast<std::size_t>(end - first);
}

}  // namespace detail

/// std::from_chars(first, last, value) for a double, done with strtod on the prefix it would accept: same result and end.
inline std::from_chars_result fromCharsByStrtod(const char* first, const char* last, double& value) {
    const std::size_t length = detail::acceptedDecimalLength(first, last);
    if (length == 0) return {first, std::errc::invalid_argument};
    const std::string text(first, length);
    errno = 0;
    const double read = std::strtod(text.c_str(), nullptr);
    // strtod also says ERANGE for a subnormal result, which from_chars reads.
    if (errno == ERANGE && (read == 0.0 || read - read != 0.0)) return {first + length, std::errc::result_out_of_range};
    value = read;
    return {first + length, std::errc{}};
}

/// A double from [first, last) exactly as std::from_chars reads one (general format), on every target.
inline std::from_chars_result fromChars(const char* first, const char* last, double& value) {
#if defined(__cpp_lib_to_chars)
    return std::from_chars(first, last, value);
#else
    return fromCharsByStrtod(first, last, value);
#endif
}

/// The shortest %g text (1 to 17 digits) that strtod reads back as exactly v.
inline std::string shortestTextByPrintf(double v) {
    char text[40];
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(text, sizeof text, "%.*g", digits, v);
        if (std::strtod(text, nullptr) == v) break;
    }
    return text;
}

/// The shortest text that reads back as exactly v (std::to_chars where the C++ library has it for doubles).
inline std::string shortestText(double v) {
#if defined(__cpp_lib_to_chars)
    char text[32];
    const auto [end, ec] = std::to_chars(text, text + sizeof text, v);
    return ec == std::errc{} ? std::string(text, end) : std::string("0");
#else
    return shortestTextByPrintf(v);
#endif
}

}  // namespace base
