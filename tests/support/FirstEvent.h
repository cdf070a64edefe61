#pragma once
// For simulation tests: an event of one kind in a tick's report.

#include "sim/StepReport.h"

namespace testing {

/// The first event of `kind` in `report`, or nullptr when there is none.
inline const sim::GameEvent* firstEvent(const sim::StepReport& report, sim::GameEvent::Kind kind) {
    for (const sim::GameEvent& e : report.events) if (e.kind == kind) return &e;
    return nullptr;
}

}  // namespace testing
