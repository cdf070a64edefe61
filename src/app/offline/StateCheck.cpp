#include "app/offline/StateCheck.h"

#include <cmath>

namespace app {

namespace {

// The name of the first non-finite coordinate of `v`, prefixed by `what`.
std::optional<std::string> nonFinite(const geometry::Vec2& v, const std::string& what) {
    if (!std::isfinite(v.x)) return what + ".x";
    if (!std::isfinite(v.y)) return what + ".y";
    return std::nullopt;
}

std::optional<std::string> nonFinite(double v, const std::string& what) {
    if (!std::isfinite(v)) return what;
    return std::nullopt;
}

std::optional<std::string> nonFinite(const sim::Asteroid& a) {
    const std::string name = "asteroid " + std::to_string(a.id);
    if (auto bad = nonFinite(a.position, name + " position")) return bad;
    if (auto bad = nonFinite(a.velocity, name + " velocity")) return bad;
    if (auto bad = nonFinite(a.angle, name + " angle")) return bad;
    if (auto bad = nonFinite(a.spin, name + " spin")) return bad;
    if (auto bad = nonFinite(a.radius, name + " radius")) return bad;
    for (const geometry::Vec2& v : a.outline()) {
        if (auto bad = nonFinite(v, name + " outline vertex")) return bad;
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> firstNonFinite(const sim::World& world) {
    if (auto bad = nonFinite(world.ship.position, "ship position")) return bad;
    if (auto bad = nonFinite(world.ship.velocity, "ship velocity")) return bad;
    if (auto bad = nonFinite(world.ship.angle, "ship angle")) return bad;
    for (const sim::Asteroid& a : world.asteroids) {
        if (auto bad = nonFinite(a)) return bad;
    }
    for (const sim::Bullet& b : world.bullets) {
        if (auto bad = nonFinite(b.position, "bullet " + std::to_string(b.id) + " position")) return bad;
        if (auto bad = nonFinite(b.velocity, "bullet " + std::to_string(b.id) + " velocity")) return bad;
    }
    return std::nullopt;
}

}  // namespace app
