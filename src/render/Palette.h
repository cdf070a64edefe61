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
inline constexpr SDL_Color kSaucerLine{150, 255, 170, 255};
inline constexpr SDL_Color kSaucerFill{24, 60, 40, 255};
inline constexpr SDL_Color kSaucerBullet{255, 120, 120, 255};
// The glow look's halos (render/Glow.h): each a little bluer than its line, as a phosphor's bloom.
inline constexpr SDL_Color kAsteroidGlow{150, 180, 255, 255};
inline constexpr SDL_Color kShipGlow{170, 220, 255, 255};
inline constexpr SDL_Color kSaucerGlow{110, 255, 150, 255};
inline constexpr SDL_Color kStar{170, 180, 210, 255};
inline constexpr SDL_Color kText{230, 232, 240, 255};
inline constexpr SDL_Color kDimText{150, 156, 172, 255};
inline constexpr SDL_Color kWarning{255, 110, 90, 255};

/// `c` with its alpha scaled by `strength` in [0, 1]: a fading ghost's ink.
inline SDL_Color faded(SDL_Color c, double strength) {
    return {c.r, c.g, c.b, static_cast<Uint8>(c.a * (strength < 0.0 ? 0.0 : strength > 1.0 ? 1.0 : strength))};
}
inline void setColour(SDL_Renderer* renderer, SDL_Color c) { SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a); }

}  // namespace render

namespace render {

// Teaching overlays: one hue per idea, the same in the game and the lab.
inline constexpr SDL_Color kBoxIdle{90, 110, 150, 200};
inline constexpr SDL_Color kBoxOverlapping{80, 230, 120, 255};
inline constexpr SDL_Color kCandidatePair{255, 220, 70, 255};
inline constexpr SDL_Color kRay{255, 150, 40, 255};
inline constexpr SDL_Color kCrossing{255, 80, 200, 255};
inline constexpr SDL_Color kTunnel{90, 255, 235, 255};
inline constexpr SDL_Color kInside{80, 230, 120, 255};
inline constexpr SDL_Color kOutside{255, 90, 90, 255};
inline constexpr SDL_Color kPiece{90, 210, 255, 255};
inline constexpr SDL_Color kSeparatingAxis{255, 220, 70, 255};
inline constexpr SDL_Color kTranslation{255, 80, 80, 255};
inline constexpr SDL_Color kPanel{0, 0, 0, 228};
inline constexpr SDL_Color kGridLine{70, 90, 130, 110};    // the broad phase's cell boundaries
inline constexpr SDL_Color kGridCell{90, 140, 255, 120};   // a cell listing 4+ asteroids (fewer: fainter)
inline constexpr SDL_Color kGridLegend{150, 185, 255, 255};

}  // namespace render
