#include "app/teaching/EventBanner.h"

#include <cctype>

#include "sim/DecisionText.h"

namespace app {

namespace {

// " BY ASTEROID 51": what struck, when the event says.
std::string struckBy(const sim::GameEvent& e) {
    const std::string id = std::to_string(e.byId);
    switch (e.by) {
        case sim::GameEvent::Cause::Bullet: return " BY BULLET " + id;
        case sim::GameEvent::Cause::Ship: return " BY THE SHIP";
        case sim::GameEvent::Cause::Asteroid: return " BY ASTEROID " + id;
        case sim::GameEvent::Cause::Hyperspace: return " IN HYPERSPACE";
        case sim::GameEvent::Cause::Saucer: return " BY SAUCER " + id;
        case sim::GameEvent::Cause::SaucerBullet: return " BY SAUCER BULLET " + id;
        default: return {};
    }
}

// The event's name as `events` prints it, in capitals with spaces: "SHIP DESTROYED".
std::string shoutedName(sim::GameEvent::Kind kind) {
    std::string name = sim::eventKindName(kind);
    for (char& c : name) c = c == '-' ? ' ' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return name;
}

}  // namespace

std::string eventBanner(std::span<const sim::GameEvent> events, replay::EventKinds kinds) {
    constexpr int kMostNamed = 3;
    std::string text;
    int named = 0;
    for (const sim::GameEvent& e : events) {
        if ((replay::eventKind(e.kind) & kinds) == 0) continue;
        if (named++ == kMostNamed) return text + ", ...";
        if (!text.empty()) text += ", ";
        text += e.kind == sim::GameEvent::Kind::AsteroidDestroyed ? "ASTEROID " + std::to_string(e.id) + " DESTROYED" : shoutedName(e.kind);
        text += struckBy(e);
    }
    return text;
}

}  // namespace app
