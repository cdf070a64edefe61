#include "render/draw/Glow.h"

#include <array>
#include <cmath>

namespace render {

using geometry::Vec2;

namespace {

SDL_FPoint toPoint(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

SDL_Color withStrength(SDL_Color c, double strength) {
    const double s = strength < 0.0 ? 0.0 : strength > 1.0 ? 1.0 : strength;
    return {c.r, c.g, c.b, static_cast<Uint8>(std::lround(c.a * s))};
}

void addTriangle(std::vector<SDL_Vertex>& to, Vec2 a, SDL_Color ca, Vec2 b, SDL_Color cb, Vec2 c, SDL_Color cc) {
    to.push_back({toPoint(a), ca, {0, 0}});
    to.push_back({toPoint(b), cb, {0, 0}});
    to.push_back({toPoint(c), cc, {0, 0}});
}

}  // namespace

Look lookFor(Look asked, const sim::Settings& field) {
    if (field.crowd > 0) {
        asked.glow = false;
        asked.shake = false;  // a crowd is a scene to measure and watch the broad phase in, not a game
    }
    return asked;
}

void addSegment(std::vector<SDL_Vertex>& to, Vec2 a, Vec2 b, SDL_Color colour, double width) {
    const Vec2 side = perp(normalized(b - a)) * (0.5 * width);
    addTriangle(to, a - side, colour, a + side, colour, b + side, colour);
    addTriangle(to, a - side, colour, b + side, colour, b - side, colour);
}

void addHalo(std::vector<SDL_Vertex>& to, Vec2 a, Vec2 b, SDL_Color colour, HaloStyle style) {
    const Vec2 along = normalized(b - a) * style.reach;
    const Vec2 side = perp(along);
    const SDL_Color on = withStrength(colour, style.strength);
    const SDL_Color off = withStrength(colour, 0.0);
    for (const double s : {1.0, -1.0}) {
        const Vec2 out = side * s;
        addTriangle(to, a, on, b, on, b + out, off);  // the band along the line
        addTriangle(to, a, on, b + out, off, a + out, off);
    }
    // Round caps (half a fan each), so ends and corners glow as soft discs, not diamonds.
    constexpr int kCapSteps = 4;
    constexpr double kHalfTurn = 3.141592653589793;
    for (int i = 0; i < kCapSteps; ++i) {
        const double t0 = kHalfTurn * i / kCapSteps;
        const double t1 = kHalfTurn * (i + 1) / kCapSteps;
        const auto rim = [&](double t, double end) { return side * std::cos(t) + along * (end * std::sin(t)); };
        addTriangle(to, a, on, a + rim(t0, -1.0), off, a + rim(t1, -1.0), off);
        addTriangle(to, b, on, b + rim(t0, 1.0), off, b + rim(t1, 1.0), off);
    }
}

void addOutlineHalo(std::vector<SDL_Vertex>& to, std::span<const Vec2> points, Vec2 origin, SDL_Color colour, HaloStyle style) {
    for (std::size_t i = 0; i < points.size(); ++i) {
        addHalo(to, origin + points[i], origin + points[(i + 1) % points.size()], colour, style);
    }
}

void addGlowPoint(std::vector<SDL_Vertex>& to, Vec2 centre, double radius, SDL_Color colour, double strength) {
    constexpr int kSides = 8;
    const SDL_Color on = withStrength(colour, strength);
    const SDL_Color off = withStrength(colour, 0.0);
    std::array<Vec2, kSides> rim{};
    for (int i = 0; i < kSides; ++i) {
        const double angle = 2.0 * 3.141592653589793 * i / kSides;
        rim[static_cast<std::size_t>(i)] = centre + Vec2{std::cos(angle) * radius, std::sin(angle) * radius};
    }
    for (std::size_t i = 0; i < rim.size(); ++i) addTriangle(to, centre, on, rim[i], off, rim[(i + 1) % rim.size()], off);
}

void addStreak(std::vector<SDL_Vertex>& to, Vec2 tail, Vec2 head, double width, SDL_Color colour, double strength) {
    if (lengthSquared(head - tail) <= 0.0) return;
    const Vec2 side = perp(normalized(head - tail)) * (0.5 * width);
    const SDL_Color on = withStrength(colour, strength);
    const SDL_Color off = withStrength(colour, 0.0);
    addTriangle(to, tail, off, head + side, on, head - side, on);
}

}  // namespace render
