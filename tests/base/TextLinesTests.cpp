#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "base/TextLines.h"

namespace {

// Every line forEachLine gives, as "number:line".
std::vector<std::string> linesOf(std::string_view text) {
    std::vector<std::string> out;
    base::forEachLine(text, [&](std::string_view line, int number) { out.push_back(std::to_string(number) + ":" + std::string(line)); });
    return out;
}

}  // namespace

TEST_CASE("forEachLine numbers lines from 1, counts a last line with no newline and gives none for an empty text") {
    CHECK(linesOf("") == std::vector<std::string>{});
    CHECK(linesOf("a\n\nb") == std::vector<std::string>{"1:a", "2:", "3:b"});
    CHECK(linesOf("a\nb\n") == std::vector<std::string>{"1:a", "2:b"});
    CHECK(linesOf("\n") == std::vector<std::string>{"1:"});
}

TEST_CASE("forEachLine gives each line's bytes as they are, a carriage return or byte-order mark included") {
    CHECK(linesOf("\xEF\xBB\xBFx\r\ny") == std::vector<std::string>{"1:\xEF\xBB\xBFx\r", "2:y"});
}

TEST_CASE("forEachLine stops at the first line its function answers false to, and says it stopped") {
    std::vector<int> seen;
    const bool whole = base::forEachLine("a\nstop\nc\n", [&](std::string_view line, int number) {
        seen.push_back(number);
        return line != "stop";
    });
    CHECK_FALSE(whole);
    CHECK(seen == std::vector<int>{1, 2});
    CHECK(base::forEachLine("a\nb", [](std::string_view, int) { return true; }));
}
