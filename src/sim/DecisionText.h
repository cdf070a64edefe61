#pragma once
// A step's report as text, one line per item: what `polyroids why` and
// `polyroids events` print and what the game's panel shows. A decision is told
// in sentences (the panel, `why`) or as key=value fields in the style of
// `geom --explain` (`why --fields`, for scripts). Fields print numbers with %g
// (six significant digits); points are world coordinates (x right, y down)
// unless named local.

#include <cstdint>
#include <span>
#include <string>

#include "sim/Decision.h"
#include "sim/StepReport.h"
#include "sim/World.h"

namespace sim {

/// How a decision is told: in sentences for people, or as key=value fields for scripts.
enum class Wording : std::uint8_t { Sentences, Fields };

/// One decision as one line. Sentences: "Bullet 5 is inside asteroid 4: the ray along its own x axis crosses its outline
/// once (edge 10); one is odd." Fields: the pair, `stage=box|circle|exact`, what the exact test saw, and last `hit` or `miss`.
std::string describeDecision(const Decision& decision, Wording wording = Wording::Sentences);

/// Box misses of one mover (a bullet or the ship) against several asteroids as one sentence (sentences only; `misses`
/// at least one, each a BoxMiss of the same pair kind and mover against an asteroid): "The ship misses asteroids 43, 44
/// and 46: its bounding box overlaps none of theirs."
std::string describeBoxMisses(std::span<const Decision> misses);

/// One tunnel as one line. Fields: `bullet#B asteroid#A tunnel from=(x,y) to=(x,y) in=(x,y) edge=E out=(x,y) edge=F
/// inside=D point-test=miss`, in and out being world points on the travel and D the length between them.
std::string describeTunnel(const Tunnel& tunnel, Wording wording = Wording::Sentences);

/// A ShipDestroyed event as a sentence naming what destroyed the ship (a hyperspace loss: the rule that decided it).
std::string describeDeath(const GameEvent& death);

/// One game event of the step that left the world at `after` as one line:
/// `TICK KIND key=value...` (TICK is after.tick).
std::string describeEvent(const GameEvent& event, const World& after);

/// The event kind as `events` prints it: shot, asteroid-destroyed, ship-destroyed, ...
const char* eventKindName(GameEvent::Kind kind);

}  // namespace sim
