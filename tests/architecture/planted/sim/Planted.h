#pragma once
// A planted layering violation: the simulation may not include the renderer.
#include "render/game/Scene.h"
