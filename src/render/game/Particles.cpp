#include "render/game/Particles.h"

#include <algorithm>

#include "render/draw/Glow.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"

namespace render {

namespace {
constexpr std::size_t kMostBursts = 256;  // a crowd can break hundreds of rocks a second: the oldest make way
// At most this many sparks and pieces drawn a frame (a crowd's hundreds of bursts): the newest bursts' go unseen.
constexpr int kMostSparks = 2000;
constexpr int kMostPieces = 600;

const sim::BrokenAsteroid* findBroken(std::span<const sim::BrokenAsteroid> broken, std::uint32_t id) {
    const auto it = std::find_if(broken.begin(), broken.end(), [&](const sim::BrokenAsteroid& a) { return a.id == id; });
    return it == broken.end() ? nullptr : &*it;
}

SDL_Color sparkColour(BurstKind kind) {
    if (kind == BurstKind::Ship) return kFlame;
    if (kind == BurstKind::Saucer) return kSaucerLine;
    return kAsteroidLine;
}

bool finished(double age, const std::vector<Fragment>& debris) {
    if (age < kLongestSpark || age < kFlashSeconds) return false;
    return std::all_of(debris.begin(), debris.end(), [&](const Fragment& f) { return age >= f.maxLife; });
}

}  // namespace

void Particles::spawnFor(const sim::StepReport& report, const sim::Ship& shipBefore, std::uint64_t tick) {
    for (const sim::GameEvent& e : report.events) {
        const std::optional<Burst> burst = burstFor(e, tick);
        if (!burst) continue;
        // The debris's directions come from the burst's own seed: the same event breaks the same way every time.
        sim::Random random = sim::makeRandom(burst->seed, 0xDEB815);
        std::vector<Fragment> debris;
        if (burst->kind == BurstKind::Rock) {
            if (const sim::BrokenAsteroid* rock = findBroken(report.broken, e.id)) debris = rockFragments(*rock, random);
        }
        if (burst->kind == BurstKind::Ship && shipBefore.alive) debris = shipFragments(shipBefore, random);
        if (bursts_.size() >= kMostBursts) bursts_.erase(bursts_.begin());
        bursts_.push_back({*burst, 0.0, std::move(debris)});
    }
}

void Particles::update(double seconds) {
    for (Live& b : bursts_) b.age += seconds;
    std::erase_if(bursts_, [](const Live& b) { return finished(b.age, b.debris); });
}

void Particles::draw(SDL_Renderer* renderer, bool glow) const {
    vertices_.clear();
    int sparks = 0;
    int pieces = 0;
    for (const Live& b : bursts_) {
        const SDL_Color colour = sparkColour(b.burst.kind);
        if (glow) {
            const FlashNow flash = flashAt(b.burst, b.age);
            if (flash.strength > 0.0) addGlowPoint(vertices_, b.burst.position, flash.radius, kText, 0.8 * flash.strength);
        }
        for (int i = 0; i < sparkCount(b.burst); ++i) {
            const std::optional<SparkNow> s = sparkAt(b.burst, i, b.age);
            if (!s || ++sparks > kMostSparks) continue;
            if (glow) {
                addGlowPoint(vertices_, s->position, 8.0, colour, 0.5 * s->strength);
                continue;
            }
            SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, static_cast<Uint8>(255.0 * s->strength));
            const SDL_FRect spark{static_cast<float>(s->position.x) - 1.0f, static_cast<float>(s->position.y) - 1.0f, 2.0f, 2.0f};
            SDL_RenderFillRectF(renderer, &spark);
        }
        for (const Fragment& start : b.debris) {
            const Fragment f = fragmentAt(start, b.age);
            if (f.life <= 0.0f || ++pieces > kMostPieces) continue;
            // Full strength for the first half of its life, then fading out.
            const double fade = std::clamp(2.0 * f.life / f.maxLife, 0.0, 1.0);
            const auto [a, end] = f.ends();
            if (glow) {
                addHalo(vertices_, a, end, f.colour, {8.0, 0.4 * fade});
                addSegment(vertices_, a, end, faded(f.colour, fade), 1.5);
                continue;
            }
            SDL_SetRenderDrawColor(renderer, f.colour.r, f.colour.g, f.colour.b, static_cast<Uint8>(255.0 * fade));
            SDL_RenderDrawLineF(renderer, static_cast<float>(a.x), static_cast<float>(a.y), static_cast<float>(end.x), static_cast<float>(end.y));
        }
    }
    drawGeometry(renderer, vertices_, SDL_BLENDMODE_ADD);
}

geometry::Vec2 Particles::shake(bool allowed) const {
    if (!allowed) return {};
    std::vector<AgedBurst> aged;
    aged.reserve(bursts_.size());
    for (const Live& b : bursts_) aged.push_back({b.burst, b.age});
    return shakeAt(aged, true);
}

std::vector<Fragment> Particles::fragments() const {
    std::vector<Fragment> now;
    for (const Live& b : bursts_) {
        for (const Fragment& start : b.debris) {
            const Fragment f = fragmentAt(start, b.age);
            if (f.life > 0.0f) now.push_back(f);
        }
    }
    return now;
}

}  // namespace render
