#include <doctest/doctest.h>

#include "app/InitialsEntry.h"

TEST_CASE("typing three letters fills the initials, in capitals, and ignores anything else") {
    app::InitialsEntry entry;
    for (char c : std::string("j1k-l")) entry.type(c);
    CHECK(entry.initials() == "JKL");
    CHECK(entry.shown() == "J K [L]");
    CHECK_FALSE(entry.finished());
    entry.finish();
    CHECK(entry.finished());
}

TEST_CASE("up and down cycle the letter at the cursor round the alphabet") {
    app::InitialsEntry entry;
    entry.cycle(-1);
    CHECK(entry.initials() == "ZAA");
    entry.cycle(2);
    CHECK(entry.initials() == "BAA");
    entry.move(1);
    entry.cycle(27);
    CHECK(entry.initials() == "BBA");
    CHECK(entry.shown() == "B [B] A");
}

TEST_CASE("the cursor stops at both ends, and a pad's A finishes on the last letter") {
    app::InitialsEntry entry;
    entry.move(-1);
    CHECK(entry.shown() == "[A] A A");
    CHECK_FALSE(entry.advance());
    CHECK_FALSE(entry.advance());
    CHECK(entry.shown() == "A A [A]");
    entry.move(1);
    CHECK(entry.shown() == "A A [A]");
    CHECK(entry.advance());
    CHECK(entry.finished());
}
