#pragma once
// A measure by rule for the layout's tests: every character 10 pixels wide (20 large), lines 16 and 32 tall.

#include <string>

#include "layout/Measure.h"

namespace testing {

inline layout::Measure fixedMeasure() {
    return {[](const std::string& s, bool large) { return static_cast<int>(s.size()) * (large ? 20 : 10); }, 16, 32};
}

}  // namespace testing
