#include <doctest/doctest.h>

#include <SDL.h>

#include "lab/LabFindings.h"
#include "lab/LabFrame.h"
#include "render/draw/Palette.h"
#include "render/lab/internal/LabAxisPlace.h"
#include "render/lab/internal/LabPictures.h"

namespace {

bool same(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

}  // namespace

TEST_CASE("an axis's overlap is drawn in the colour of a HIT and its gap in the colour of a MISS, as the verdict panel shows them") {
    const SDL_Color hit = render::inkColour(lab::inkOf(lab::Answer::Yes));
    const SDL_Color miss = render::inkColour(lab::inkOf(lab::Answer::No));
    CHECK_FALSE(same(hit, miss));
    CHECK(same(render::meetingColour({true, 2.0, 8.3}), hit));
    CHECK(same(render::meetingColour({false, 8.3, 42.3}), miss));
    // The game's overlays take theirs from the same place: success green, failure red.
    CHECK(same(render::verdictColour(true), hit));
    CHECK(same(render::verdictColour(false), miss));
    CHECK(hit.g > hit.r);
    CHECK(miss.r > miss.g);
}
