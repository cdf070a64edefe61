#pragma once
// For lesson tests: the student's answers a lesson file carries as "# try: X1 Y1 X2 Y2" lines (a drag from the first
// point to the second), which tests/e2e/lessons.sh acts out in the window too.

#include <array>
#include <sstream>
#include <string>
#include <vector>

#include "geometry/Vec2.h"

namespace testing {

/// The drags of each step of the lesson file `text`, one list a step.
inline std::vector<std::vector<std::array<geometry::Vec2, 2>>> triesOf(const std::string& text) {
    std::vector<std::vector<std::array<geometry::Vec2, 2>>> tries;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line == "step") tries.emplace_back();
        if (!line.starts_with("# try:") || tries.empty()) continue;
        std::istringstream numbers(line.substr(6));
        geometry::Vec2 from, to;
        numbers >> from.x >> from.y >> to.x >> to.y;
        tries.back().push_back({from, to});
    }
    return tries;
}

}  // namespace testing
