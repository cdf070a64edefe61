#include "render/Particles.h"

#include <algorithm>
#include <numbers>

#include "geometry/Rotation.h"
#include "render/Palette.h"

namespace render {

namespace {
constexpr std::size_t kMaxSparks = 2000;
constexpr std::size_t kMaxFragments = 600;

const sim::BrokenAsteroid* findBroken(std::span<const sim::BrokenAsteroid> broken, std::uint32_t id) {
    const auto it = std::find_if(broken.begin(), broken.end(), [&](const sim::BrokenAsteroid& a) { return a.id == id; });
    return it == broken.end() ? nullptr : &*it;
}
}  // namespace

void Particles::spawnFor(const sim::StepReport& report, const sim::Ship& shipBefore) {
    for (const sim::GameEvent& e : report.events) {
        int count = 0;
        SDL_Color colour = kAsteroidLine;
        std::vector<Fragment> debris;
        if (e.kind == sim::GameEvent::Kind::AsteroidDestroyed) {
            count = 6 + 6 * static_cast<int>(e.size);
            if (const sim::BrokenAsteroid* rock = findBroken(report.broken, e.id)) debris = rockFragments(*rock, random_);
        }
        if (e.kind == sim::GameEvent::Kind::ShipDestroyed) {
            count = 40;
            colour = kFlame;
            if (shipBefore.alive) debris = shipFragments(shipBefore, random_);
        }
        for (const Fragment& f : debris) {
            if (fragments_.size() < kMaxFragments) fragments_.push_back(f);
        }
        for (int i = 0; i < count && sparks_.size() < kMaxSparks; ++i) {
            const double heading = sim::nextInRange(random_, 0.0, 2 * std::numbers::pi);
            const double speed = sim::nextInRange(random_, 30.0, 220.0);
            const auto life = static_cast<float>(sim::nextInRange(random_, 0.3, 1.1));
            sparks_.push_back({e.position, geometry::directionFromAngle(heading) * speed, life, life, colour});
        }
    }
}

void Particles::update(double seconds) {
    for (Spark& s : sparks_) {
        s.position += s.velocity * seconds;
        s.velocity *= 0.97;
        s.life -= static_cast<float>(seconds);
    }
    std::erase_if(sparks_, [](const Spark& s) { return s.life <= 0.0f; });
    for (Fragment& f : fragments_) advance(f, seconds);
    std::erase_if(fragments_, [](const Fragment& f) { return f.life <= 0.0f; });
}

void Particles::draw(SDL_Renderer* renderer) const {
    for (const Spark& s : sparks_) {
        const auto fade = static_cast<Uint8>(255.0f * std::clamp(s.life / s.maxLife, 0.0f, 1.0f));
        SDL_SetRenderDrawColor(renderer, s.colour.r, s.colour.g, s.colour.b, fade);
        const SDL_FRect spark{static_cast<float>(s.position.x) - 1.0f, static_cast<float>(s.position.y) - 1.0f, 2.0f, 2.0f};
        SDL_RenderFillRectF(renderer, &spark);
    }
    for (const Fragment& f : fragments_) {
        // Full strength for the first half of its life, then fading out.
        const auto fade = static_cast<Uint8>(255.0f * std::clamp(2.0f * f.life / f.maxLife, 0.0f, 1.0f));
        SDL_SetRenderDrawColor(renderer, f.colour.r, f.colour.g, f.colour.b, fade);
        const auto [a, b] = f.ends();
        SDL_RenderDrawLineF(renderer, static_cast<float>(a.x), static_cast<float>(a.y), static_cast<float>(b.x), static_cast<float>(b.y));
    }
}

}  // namespace render
