#pragma once
// polyroids-bench's command line.

#include <string>
#include <vector>

#include "base/Result.h"
#include "bench/Scenes.h"

namespace bench {

/// What to run and how to print it.
struct Options {
    std::vector<SceneKind> scenes{std::begin(kSceneKinds), std::end(kSceneKinds)};
    std::vector<int> sizes{1'000, 10'000, 100'000};  ///< asteroids (and as many bullets) per scene
    std::vector<std::string> rows;  ///< the rows to run by name; empty: all
    bool quick = false;  ///< few ticks, and sizes 1,000 and 10,000 unless --n says otherwise
    bool csv = false;
    bool help = false;
};

/// The usage text printed by --help and after a bad option.
inline constexpr const char* kUsage =
    "usage: polyroids-bench [--quick] [--csv] [--n LIST] [--scene LIST] [--rows LIST]\n"
    "  --quick       13 ticks per row (3 untimed) and, unless --n is given, N = 1000,10000\n"
    "  --csv         print scene,n,row,median_ms,p99_ms,candidates,hits,hit_hash\n"
    "  --n LIST      asteroid counts (as many bullets), e.g. 1000,10000,100000 (the default)\n"
    "  --scene LIST  some of sparse,dense,mixed,clustered (all by default)\n"
    "  --rows LIST   some of brute,ours,box2d-tree,chipmunk-hash,chipmunk-bbtree,boost-rtree (all by default)\n"
    "Exits 1 if the rows of a scene found different hits.\n";

/// The options in `args` (without the program name), or what is wrong with them.
base::Result<Options> parseOptions(const std::vector<std::string>& args);

}  // namespace bench
