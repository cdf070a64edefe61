#pragma once
// The sentence wording of sim/DecisionText.h: a decision, a tunnel or the
// ship's death told as a teacher would say it, naming pieces and edges as the
// SAT inset does (piece edge 1 is "P1", ship edge 2 is "S2"). Numbers have
// four significant digits. Callers go through sim/DecisionText.h.

#include <string>

#include "sim/Decision.h"
#include "sim/StepReport.h"

namespace sim {

/// One decision as one or two sentences: who, the verdict, and the reason the exact test (or the filter) gave.
std::string decisionSentence(const Decision& decision);

/// One tunnel as a sentence: the path in and out through the outline while both ends were outside.
std::string tunnelSentence(const Tunnel& tunnel);

/// A ShipDestroyed event as a sentence: what destroyed the ship and where; a hyperspace loss says the rule that decided it.
std::string deathSentence(const GameEvent& death);

}  // namespace sim
