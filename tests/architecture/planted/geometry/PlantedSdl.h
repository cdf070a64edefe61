#pragma once
// A planted layering violation: SDL below the front end.
#include <SDL.h>
