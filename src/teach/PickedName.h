#pragma once
// The names of a picked object as `why` writes them ("ship", "asteroid#4",
// "saucer#2"): read from --pick, and written back into a link to the moment.

#include <optional>
#include <string>
#include <string_view>

#include "teach/DecisionPick.h"

namespace teach {

/// "ship", "asteroid#N" or "saucer#N" (N at most 9 digits, as describeDecision names them); nothing for any other text.
std::optional<Picked> parsePicked(std::string_view text);

/// The name parsePicked reads back; empty when nothing is picked.
std::string pickedName(Picked picked);

}  // namespace teach
