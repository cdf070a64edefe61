#include "teach/PickedName.h"

#include <cstdint>
#include <string>
#include <utility>

namespace teach {

std::optional<Picked> parsePicked(std::string_view text) {
    using Kind = Picked::Kind;
    if (text == "ship") return Picked{.kind = Kind::Ship};
    for (const auto& [prefix, kind] : {std::pair{std::string_view("asteroid#"), Kind::Asteroid}, std::pair{std::string_view("saucer#"), Kind::Saucer}}) {
        if (!text.starts_with(prefix) || text.size() == prefix.size() || text.size() > prefix.size() + 9) continue;
        const std::string_view digits = text.substr(prefix.size());
        if (digits.find_first_not_of("0123456789") != std::string_view::npos) continue;
        std::uint32_t id = 0;
        for (const char digit : digits) id = id * 10 + static_cast<std::uint32_t>(digit - '0');  // 9 digits fit
        return kind == Kind::Asteroid ? Picked{.kind = kind, .asteroidId = id} : Picked{.kind = kind, .saucerId = id};
    }
    return std::nullopt;
}

std::string pickedName(Picked picked) {
    switch (picked.kind) {
        case Picked::Kind::Ship: return "ship";
        case Picked::Kind::Asteroid: return "asteroid#" + std::to_string(picked.asteroidId);
        case Picked::Kind::Saucer: return "saucer#" + std::to_string(picked.saucerId);
        case Picked::Kind::Nothing: break;
    }
    return {};
}

}  // namespace teach
