#pragma once
// A step's report as text, one line per item, in the style of
// `geom --explain`: what `polyroids why` and `polyroids events` print and
// what the game's panel shows. Numbers are printed with %g (six significant
// digits); points are world coordinates (x right, y down) unless named local.

#include <string>

#include "sim/Decision.h"
#include "sim/StepReport.h"
#include "sim/World.h"

namespace sim {

/// One decision as one line: the pair, `stage=box|circle|exact`, what the
/// exact test saw (under the swept rule also the travel, its first crossing
/// and both rules' verdicts), and last the verdict `hit` or `miss`.
std::string describeDecision(const Decision& decision);

/// One tunnel as one line: `bullet#B asteroid#A tunnel from=(x,y) to=(x,y) in=(x,y) edge=E out=(x,y) edge=F
/// inside=D point-test=miss`, in and out being world points on the travel and D the length between them.
std::string describeTunnel(const Tunnel& tunnel);

/// One game event of the step that left the world at `after` as one line:
/// `TICK KIND key=value...` (TICK is after.tick).
std::string describeEvent(const GameEvent& event, const World& after);

/// The event kind as `events` prints it: shot, asteroid-destroyed, ship-destroyed, ...
const char* eventKindName(GameEvent::Kind kind);

}  // namespace sim
