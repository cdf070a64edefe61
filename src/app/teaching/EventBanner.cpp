#include "app/teaching/EventBanner.h"

#include <algorithm>
#include <cctype>
#include <vector>

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

// "ASTEROID 7 DESTROYED BY BULLET 5": one event as the banner names it.
std::string named(const sim::GameEvent& e) {
    return (e.kind == sim::GameEvent::Kind::AsteroidDestroyed ? "ASTEROID " + std::to_string(e.id) + " DESTROYED" : shoutedName(e.kind)) +
           struckBy(e);
}

// "ASTEROIDS DESTROYED": the name of several events of a kind (its first word made plural).
std::string pluralName(sim::GameEvent::Kind kind) {
    const std::string name = shoutedName(kind);
    const std::size_t space = std::min(name.find(' '), name.size());
    return name.substr(0, space) + 'S' + name.substr(space);
}

}  // namespace

std::string eventBanner(std::span<const sim::GameEvent> events, replay::EventKinds kinds) {
    constexpr std::size_t kMostNamed = 3;
    std::vector<const sim::GameEvent*> shown;
    for (const sim::GameEvent& e : events)
        if ((replay::eventKind(e.kind) & kinds) != 0) shown.push_back(&e);
    std::string text;
    const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (shown.size() <= kMostNamed) {
        for (const sim::GameEvent* e : shown) add(named(*e));
        return text;
    }
    // A crowded tick: each kind once, in the order it first came, by name when alone and counted when not, so the
    // banner stays one line and still tells every event (never a "..." with no way to see the rest).
    std::vector<sim::GameEvent::Kind> kindsSeen;
    for (const sim::GameEvent* e : shown)
        if (std::find(kindsSeen.begin(), kindsSeen.end(), e->kind) == kindsSeen.end()) kindsSeen.push_back(e->kind);
    for (const sim::GameEvent::Kind kind : kindsSeen) {
        const auto ofKind = [kind](const sim::GameEvent* e) { return e->kind == kind; };
        const auto count = std::count_if(shown.begin(), shown.end(), ofKind);
        add(count == 1 ? named(**std::find_if(shown.begin(), shown.end(), ofKind)) : std::to_string(count) + " " + pluralName(kind));
    }
    return text;
}

}  // namespace app
