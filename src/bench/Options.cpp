#include "bench/Options.h"

#include "bench/Rows.h"

#include <charconv>
#include <string_view>

namespace bench {

namespace {

constexpr int kMaxN = 1'000'000;

// Splits "a,b,c" and hands each item to `take`, stopping at the first error.
template <class Take>
base::Status eachItem(std::string_view list, Take take) {
    if (list.empty()) return base::failure("empty list");
    while (true) {
        const std::size_t comma = list.find(',');
        if (base::Status s = take(list.substr(0, comma)); !s) return s;
        if (comma == std::string_view::npos) return base::success();
        list.remove_prefix(comma + 1);
    }
}

base::Result<std::vector<int>> parseSizes(std::string_view list) {
    std::vector<int> sizes;
    base::Status s = eachItem(list, [&](std::string_view item) -> base::Status {
        int n = 0;
        const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), n);
        if (ec != std::errc{} || end != item.data() + item.size() || n < 1 || n > kMaxN) {
            return base::failure("--n: '" + std::string(item) + "' is not a count from 1 to " + std::to_string(kMaxN));
        }
        sizes.push_back(n);
        return base::success();
    });
    if (!s) return s.error();
    return sizes;
}

base::Result<std::vector<SceneKind>> parseScenes(std::string_view list) {
    std::vector<SceneKind> scenes;
    base::Status s = eachItem(list, [&](std::string_view item) -> base::Status {
        const std::optional<SceneKind> kind = sceneNamed(item);
        if (!kind) return base::failure("--scene: unknown scene '" + std::string(item) + "'");
        scenes.push_back(*kind);
        return base::success();
    });
    if (!s) return s.error();
    return scenes;
}

bool isRowName(std::string_view name) {
    for (const std::string_view row : kRowNames) {
        if (row == name) return true;
    }
    return false;
}

}  // namespace

base::Result<Options> parseOptions(const std::vector<std::string>& args) {
    Options options;
    bool sizesGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const bool takesValue = arg == "--n" || arg == "--scene" || arg == "--rows";
        if (takesValue && i + 1 == args.size()) return base::failure(arg + " needs a value");
        if (arg == "--quick") options.quick = true;
        else if (arg == "--csv") options.csv = true;
        else if (arg == "--help" || arg == "-h") options.help = true;
        else if (arg == "--n") {
            base::Result<std::vector<int>> sizes = parseSizes(args[++i]);
            if (!sizes) return sizes.error();
            options.sizes = *sizes;
            sizesGiven = true;
        } else if (arg == "--scene") {
            base::Result<std::vector<SceneKind>> scenes = parseScenes(args[++i]);
            if (!scenes) return scenes.error();
            options.scenes = *scenes;
        } else if (arg == "--rows") {
            base::Status s = eachItem(args[++i], [&](std::string_view item) -> base::Status {
                if (!isRowName(item)) return base::failure("--rows: unknown row '" + std::string(item) + "'");
                options.rows.emplace_back(item);
                return base::success();
            });
            if (!s) return s.error();
        } else {
            return base::failure("unknown option '" + arg + "'");
        }
    }
    if (options.quick && !sizesGiven) options.sizes = {1'000, 10'000};
    return options;
}

}  // namespace bench
