#pragma once
// The sentence wording of sim/DecisionText.h: a decision, a tunnel or the
// ship's death told as a teacher would say it, naming pieces and edges as the
// SAT inset does (piece edge 1 is "P1", ship edge 2 is "S2"). Numbers have
// four significant digits. Callers go through sim/DecisionText.h.

#include <span>
#include <string>

#include "sim/Decision.h"
#include "sim/StepReport.h"

namespace sim {

/// One decision as one or two sentences: who, the verdict, and the reason the exact test (or the filter) gave.
std::string decisionSentence(const Decision& decision);

/// Box misses of one mover against asteroids as one sentence (`misses`: at least one, each BoxMiss, the same pair kind
/// and mover, the target an asteroid): "The ship misses asteroids 43, 44 and 46: its bounding box overlaps none of theirs."
std::string boxMissesSentence(std::span<const Decision> misses);

/// One tunnel as a sentence: the path in and out through the outline while both ends were outside.
std::string tunnelSentence(const Tunnel& tunnel);

/// A ShipDestroyed event as a sentence: what destroyed the ship and where; a hyperspace loss says the rule that decided it.
std::string deathSentence(const GameEvent& death);

}  // namespace sim
