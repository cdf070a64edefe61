// The overlays' colours are told apart by everyone: every pair of colours that appear together differs by at least
// kLeastDifference CIEDE2000 units with normal vision and as simulated for protanopia, deuteranopia and tritanopia
// (tests/render/ColourVision.h). 9 is about four times the difference most people just notice between large patches
// side by side (the 2.3 usually quoted; 1 to 2 in CIEDE2000): the overlays are thin lines and small labels, often seen
// from the back of a room, and the difference needed to tell marks apart grows as they get smaller (Szafir 2018,
// "Modeling Color Difference for Visualization Design"). It is a judgement, written down in docs/look.md; the
// palette's closest pairs (green and yellow with protanopia, among others) are 9.46 apart.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "render/ColourVision.h"
#include "render/draw/Palette.h"
#include "render/lab/LabCanvas.h"

namespace {

constexpr double kLeastDifference = 9.0;

struct Named {
    const char* name;  ///< as the legend and the lessons call it
    SDL_Color colour;
};

// Every colour a game's overlays draw, each once (names that share a colour share its meaning: green passes or is
// inside, overlaps or is the MTV (a hit), red misses or is outside, yellow is a pair that goes on or the separating axis). With
// --overlay all they are on the screen together.
const std::vector<Named> kGameOverlays{
    {"grey idle box", render::kBoxIdle}, {"green", render::kInside},       {"yellow", render::kCandidatePair},
    {"orange ray", render::kRay},        {"pink crossing", render::kCrossing}, {"cyan tunnel", render::kTunnel},
    {"red", render::kOutside},           {"blue SAT piece", render::kPiece},   {"blue grid", render::kGridLegend}};

// The lab: its two shapes and the point P, with any picture's colours.
std::vector<Named> labColours() {
    std::vector<Named> all{{"shape A blue", render::kLabShapeA}, {"shape B orange", render::kLabShapeB}, {"the point P", render::kLabProbe}};
    all.insert(all.end(), kGameOverlays.begin(), kGameOverlays.end());
    return all;
}

void checkApart(const std::vector<Named>& together) {
    for (std::size_t i = 0; i < together.size(); ++i) {
        for (std::size_t j = i + 1; j < together.size(); ++j) {
            for (const testing::Vision vision : testing::kVisions) {
                const double apart = testing::differenceSeenWith(vision, together[i].colour, together[j].colour);
                CHECK_MESSAGE(apart >= kLeastDifference, together[i].name, " and ", together[j].name, " with ", testing::nameOf(vision),
                              ": ", apart);
            }
        }
    }
}

}  // namespace

TEST_CASE("colour difference: CIEDE2000 gives Sharma, Wu and Dalal's published values") {
    const auto de = [](testing::Lab a, testing::Lab b) { return testing::ciede2000(a, b); };
    CHECK(de({50.0, 2.6772, -79.7751}, {50.0, 0.0, -82.7485}) == doctest::Approx(2.0425).epsilon(1e-4));
    CHECK(de({50.0, -1.0, 2.0}, {50.0, 0.0, 0.0}) == doctest::Approx(2.3669).epsilon(1e-4));
    CHECK(de({50.0, 2.5, 0.0}, {73.0, 25.0, -18.0}) == doctest::Approx(27.1492).epsilon(1e-4));
}

TEST_CASE("colour vision: the simulated dichromacies lose what they should (red and green close for a deuteranope, blue and green for a tritanope)") {
    const SDL_Color red{200, 60, 40, 255};
    const SDL_Color green{90, 140, 40, 255};
    CHECK(testing::differenceSeenWith(testing::Vision::Normal, red, green) > 25.0);
    CHECK(testing::differenceSeenWith(testing::Vision::Deuteranopia, red, green) < 10.0);
    const SDL_Color blue{60, 120, 220, 255};
    const SDL_Color teal{30, 170, 140, 255};
    CHECK(testing::differenceSeenWith(testing::Vision::Normal, blue, teal) > 20.0);
    CHECK(testing::differenceSeenWith(testing::Vision::Tritanopia, blue, teal) < testing::differenceSeenWith(testing::Vision::Normal, blue, teal) / 2.0);
}

TEST_CASE("colour vision: every pair of the game's overlay colours is told apart with normal vision, protanopia, deuteranopia and tritanopia") {
    checkApart(kGameOverlays);
}

TEST_CASE("colour vision: every pair of the lab's colours (its shapes, its point, its pictures') is told apart with each vision") {
    checkApart(labColours());
}
