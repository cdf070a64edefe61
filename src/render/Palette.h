#pragma once
// The colours of Polyroids: vector-display white on near-black for the game,
// saturated accents reserved for the teaching overlays so they stand out.

#include <SDL.h>

namespace render {

inline constexpr SDL_Color kBackground{8, 10, 18, 255};
inline constexpr SDL_Color kAsteroidFill{38, 42, 56, 255};
inline constexpr SDL_Color kAsteroidLine{208, 212, 224, 255};
inline constexpr SDL_Color kShipLine{250, 250, 255, 255};
inline constexpr SDL_Color kFlame{255, 170, 60, 255};
inline constexpr SDL_Color kBullet{255, 240, 150, 255};
inline constexpr SDL_Color kText{230, 232, 240, 255};
inline constexpr SDL_Color kDimText{150, 156, 172, 255};
inline constexpr SDL_Color kWarning{255, 110, 90, 255};

inline void setColour(SDL_Renderer* renderer, SDL_Color c) { SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a); }

}  // namespace render
