#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "render/draw/DataPaths.h"
#include "render/draw/Text.h"

TEST_CASE("data is looked for in the build tree's assets, then in the data dir relative to the executable") {
    const auto paths = render::dataCandidates("/opt/p/bin/", "polyroids/fonts/X.ttf");
    REQUIRE(paths.size() == 2);
    CHECK(paths[0] == "/opt/p/bin/assets/polyroids/fonts/X.ttf");
    CHECK(paths[1].starts_with("/opt/p/bin/"));
    CHECK(paths[1].ends_with("/polyroids/fonts/X.ttf"));
    CHECK(paths[1].find("/assets/") == std::string::npos);
    CHECK(render::dataCandidates("", "polyroids/fonts/X.ttf").empty());
}

TEST_CASE("an installed game tries its own two faces before the system's, each sans beside its mono") {
    const auto paths = render::fontCandidates("", "/opt/p/bin/");
    const auto installedSans = render::dataCandidates("/opt/p/bin/", "polyroids/fonts/DejaVuSans.ttf");
    const auto installedMono = render::dataCandidates("/opt/p/bin/", "polyroids/fonts/DejaVuSansMono.ttf");
    const auto at = [&](const render::FontFiles& files) { return std::find(paths.begin(), paths.end(), files) - paths.begin(); };
    const auto system = at({"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"});
    CHECK(system < static_cast<long>(paths.size()));
    CHECK(at({installedSans[0], installedMono[0]}) < system);
    CHECK(at({installedSans[1], installedMono[1]}) < system);
}

TEST_CASE("an explicit font is the only one tried, for both faces") {
    CHECK(render::fontCandidates("/x/y.ttf", "/opt/p/bin/") == std::vector<render::FontFiles>{{"/x/y.ttf", "/x/y.ttf"}});
}

TEST_CASE("a missing proportional face beside a good mono is refused, naming the file") {
    const auto opened = render::Text::open({{"/no-such-dir/DejaVuSans.ttf", POLYROIDS_TEST_FONT}});
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error().message().find("/no-such-dir/DejaVuSans.ttf: no such file") != std::string::npos);
    CHECK(opened.error().message().find(POLYROIDS_TEST_FONT) == std::string::npos);  // the good one is not blamed
}

TEST_CASE("POLYROIDS_FONT is the only font tried, a missing one is an error naming the variable and the file, and --font wins") {
    ::setenv("POLYROIDS_FONT", "/no-such-dir/env.ttf", 1);
    CHECK(render::fontCandidates("", "/opt/p/bin/") == std::vector<render::FontFiles>{{"/no-such-dir/env.ttf", "/no-such-dir/env.ttf"}});
    CHECK(render::fontCandidates("/x/y.ttf", "/opt/p/bin/") == std::vector<render::FontFiles>{{"/x/y.ttf", "/x/y.ttf"}});
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
