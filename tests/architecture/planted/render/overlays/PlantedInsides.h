#pragma once
// A planted violation, in a feature folder: the renderer may use the simulation's public face, not its insides.
#include "sim/internal/Systems.h"
