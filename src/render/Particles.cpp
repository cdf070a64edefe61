#include "render/Particles.h"

#include <algorithm>
#include <numbers>

#include "geometry/Rotation.h"
#include "render/Palette.h"

namespace render {

void Particles::spawnFor(std::span<const sim::GameEvent> events) {
    constexpr std::size_t kMaxSparks = 2000;
    for (const sim::GameEvent& e : events) {
        int count = 0;
        SDL_Color colour = kAsteroidLine;
        if (e.kind == sim::GameEvent::Kind::AsteroidDestroyed) count = 8 + 8 * static_cast<int>(e.size);
        if (e.kind == sim::GameEvent::Kind::ShipDestroyed) {
            count = 48;
            colour = kFlame;
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
}

void Particles::draw(SDL_Renderer* renderer) const {
    for (const Spark& s : sparks_) {
        const auto fade = static_cast<Uint8>(255.0f * std::clamp(s.life / s.maxLife, 0.0f, 1.0f));
        SDL_SetRenderDrawColor(renderer, s.colour.r, s.colour.g, s.colour.b, fade);
        const SDL_FRect spark{static_cast<float>(s.position.x) - 1.0f, static_cast<float>(s.position.y) - 1.0f, 2.0f, 2.0f};
        SDL_RenderFillRectF(renderer, &spark);
    }
}

}  // namespace render
