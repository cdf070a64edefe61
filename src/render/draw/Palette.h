#pragma once
// The colours of Polyroids, all in one place (docs/look.md shows them): vector-display white on near-black for the
// game, saturated accents kept for the teaching overlays so they stand out. The overlays' colours are chosen so that
// every pair shown together is told apart with normal vision and with protanopia, deuteranopia and tritanopia, and
// every text on its backing reads at 4.5:1 or more (tests/render/draw/PaletteTests.cpp, TextContrastTests.cpp). A colour
// keeps the name the legend and the lessons give it: change one and change the words.

#include <SDL.h>

namespace render {

// The game.
inline constexpr SDL_Color kBackground{8, 10, 18, 255};  // the field, near-black
inline constexpr SDL_Color kAsteroidFill{38, 42, 56, 255};  // a rock's body
inline constexpr SDL_Color kAsteroidLine{208, 212, 224, 255};  // a rock's outline
inline constexpr SDL_Color kShipLine{250, 250, 255, 255};  // the ship
inline constexpr SDL_Color kFlame{255, 170, 60, 255};  // its thrust
inline constexpr SDL_Color kBullet{255, 240, 150, 255};  // the ship's bullets
inline constexpr SDL_Color kSaucerLine{150, 255, 170, 255};  // a saucer's outline
inline constexpr SDL_Color kSaucerFill{24, 60, 40, 255};  // its body
inline constexpr SDL_Color kSaucerBullet{255, 120, 120, 255};  // its bullets
inline constexpr SDL_Color kHyperspace{140, 200, 255, 255};  // the ship's jump, in and out
inline constexpr SDL_Color kTurret{255, 150, 110, 255};      // a crowd's turrets
inline constexpr SDL_Color kShipRing{250, 250, 255, 200};    // the ship's ring in a crowd, where it is tiny
// The glow look's halos (render/draw/Glow.h): each a little bluer than its line, as a phosphor's bloom.
inline constexpr SDL_Color kAsteroidGlow{150, 180, 255, 255};
inline constexpr SDL_Color kShipGlow{170, 220, 255, 255};
inline constexpr SDL_Color kSaucerGlow{110, 255, 150, 255};
inline constexpr SDL_Color kStar{170, 180, 210, 255};  // the faint starfield
inline constexpr SDL_Color kStageEdge{70, 84, 118, 255};  // the edge of a field drawn smaller, beside the words

// Text and its backings.
inline constexpr SDL_Color kText{230, 232, 240, 255};  // words
inline constexpr SDL_Color kDimText{150, 156, 172, 255};  // words read second: hints, reasons
inline constexpr SDL_Color kHighlight{255, 220, 70, 255};  // the chosen menu item, a new high score, a lesson's task
inline constexpr SDL_Color kWarning{255, 110, 90, 255};  // a banner, a refusal, a wrong method
inline constexpr SDL_Color kPanel{0, 0, 0, 228};           // a text panel's backing over the game
inline constexpr SDL_Color kLabelBack{0, 0, 0, 185};       // a label's backing over a picture

/// `c` with its alpha scaled by `strength` in [0, 1]: a fading ghost's ink.
inline SDL_Color faded(SDL_Color c, double strength) {
    return {c.r, c.g, c.b, static_cast<Uint8>(c.a * (strength < 0.0 ? 0.0 : strength > 1.0 ? 1.0 : strength))};
}
/// Sets the renderer's drawing colour to `c`.
inline void setColour(SDL_Renderer* renderer, SDL_Color c) { SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a); }

// Teaching overlays: one hue per idea, the same in the game and the lab. The names that share a colour share its
// meaning: green passes, is inside or overlaps (a hit, and so the MTV, the push out of an overlap), red misses or is
// outside (a gap), yellow goes on.
inline constexpr SDL_Color kInside{165, 251, 137, 255};  // green: a hit, inside, an overlap and its MTV
inline constexpr SDL_Color kOutside{254, 84, 106, 255};  // red: a miss, outside, a gap
inline constexpr SDL_Color kCandidatePair{255, 255, 61, 255};   // yellow
inline constexpr SDL_Color kBoxIdle{150, 171, 182, 255};       // grey: a box in no pair tested further
inline constexpr SDL_Color kBoxOverlapping = kInside;          // green: its pair passed the box filter
inline constexpr SDL_Color kRay{217, 133, 20, 255};             // orange
inline constexpr SDL_Color kCrossing{208, 75, 185, 255};       // pink
inline constexpr SDL_Color kTunnel{66, 226, 229, 255};         // cyan
inline constexpr SDL_Color kPiece{144, 191, 255, 255};          // blue: a SAT piece
inline constexpr SDL_Color kSeparatingAxis = kCandidatePair;   // yellow
inline constexpr SDL_Color kTranslation = kInside;  // green: the MTV is part of a hit's verdict
inline constexpr SDL_Color kGridLegend{100, 115, 249, 255};    // blue: the broad phase's grid
inline constexpr SDL_Color kGridLine{70, 90, 130, 110};        // its cell boundaries, faint
inline constexpr SDL_Color kGridCell{kGridLegend.r, kGridLegend.g, kGridLegend.b, 120};  // a cell listing 4+ asteroids (fewer: fainter)

// The lab's own: its two shapes and the point P, the verdict panel.
inline constexpr SDL_Color kLabShapeA{104, 155, 241, 255};  // blue
inline constexpr SDL_Color kLabShapeB{233, 168, 99, 255};  // orange
inline constexpr SDL_Color kLabProbe{252, 252, 255, 255};   // white
inline constexpr SDL_Color kLabPanelBack{18, 21, 32, 255};  // the verdict panel
inline constexpr SDL_Color kLabRowSelected{34, 40, 62, 255};  // the picked row
inline constexpr SDL_Color kLabRowWrong{58, 20, 24, 255};  // a method that disagrees with the exact answer
inline constexpr SDL_Color kLabCaution{255, 196, 80, 255};  // a method used outside its contract, or rules that disagree
inline constexpr SDL_Color kLabRule{60, 68, 92, 255};       // the panel's dividing rules

/// The one colour of a verdict everywhere: yes (a hit, an overlap, inside) green, no (a miss, a gap, outside) red.
constexpr SDL_Color verdictColour(bool yes) { return yes ? kInside : kOutside; }

}  // namespace render
