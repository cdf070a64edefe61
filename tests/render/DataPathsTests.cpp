#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "render/DataPaths.h"
#include "render/Text.h"

TEST_CASE("data is looked for in the build tree's assets, then in the data dir relative to the executable") {
    const auto paths = render::dataCandidates("/opt/p/bin/", "polyroids/fonts/X.ttf");
    REQUIRE(paths.size() == 2);
    CHECK(paths[0] == "/opt/p/bin/assets/polyroids/fonts/X.ttf");
    CHECK(paths[1].starts_with("/opt/p/bin/"));
    CHECK(paths[1].ends_with("/polyroids/fonts/X.ttf"));
    CHECK(paths[1].find("/assets/") == std::string::npos);
    CHECK(render::dataCandidates("", "polyroids/fonts/X.ttf").empty());
}

TEST_CASE("an installed game tries its own font before the system's") {
    const auto paths = render::fontCandidates("", "/opt/p/bin/");
    const auto installed = render::dataCandidates("/opt/p/bin/", "polyroids/fonts/DejaVuSansMono.ttf");
    const auto at = [&](const std::string& path) { return std::find(paths.begin(), paths.end(), path) - paths.begin(); };
    const auto system = at("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf");
    CHECK(system < static_cast<long>(paths.size()));
    CHECK(at(installed[0]) < system);
    CHECK(at(installed[1]) < system);
}

TEST_CASE("an explicit font is the only one tried") {
    CHECK(render::fontCandidates("/x/y.ttf", "/opt/p/bin/") == std::vector<std::string>{"/x/y.ttf"});
}

TEST_CASE("POLYROIDS_FONT is the only font tried, a missing one is an error naming the variable and the file, and --font wins") {
    ::setenv("POLYROIDS_FONT", "/no-such-dir/env.ttf", 1);
    CHECK(render::fontCandidates("", "/opt/p/bin/") == std::vector<std::string>{"/no-such-dir/env.ttf"});
    CHECK(render::fontCandidates("/x/y.ttf", "/opt/p/bin/") == std::vector<std::string>{"/x/y.ttf"});
    const base::Status missing = render::checkFontVariable();
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message() == "/no-such-dir/env.ttf: no such file (named by POLYROIDS_FONT)");
    ::setenv("POLYROIDS_FONT", "/tmp", 1);
    REQUIRE_FALSE(render::checkFontVariable().ok());
    CHECK(render::checkFontVariable().error().reason == "not a regular file (named by POLYROIDS_FONT)");
    ::unsetenv("POLYROIDS_FONT");
    CHECK(render::checkFontVariable().ok());
    CHECK(render::fontCandidates("", "/opt/p/bin/").size() > 1);
}
