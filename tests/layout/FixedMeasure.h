#pragma once
// A measure by rule for the layout's tests: every character 10 pixels wide (20 in a heading or title), lines 16 and
// 32 tall (a small line 13).

#include <string>

#include "layout/Measure.h"

namespace testing {

inline layout::Measure fixedMeasure() {
    const auto large = [](layout::Type type) { return type == layout::Type::Heading || type == layout::Type::Title; };
    return {[large](const std::string& s, layout::Type type) { return static_cast<int>(s.size()) * (large(type) ? 20 : 10); }, {16, 13, 32, 32, 16}};
}

}  // namespace testing
