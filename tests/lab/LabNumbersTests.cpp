#include <doctest/doctest.h>

#include <string>

#include "lab/LabNumbers.h"

TEST_CASE("a sum is written with as many decimals as it takes for the numbers shown to add up") {
    // 67.6 + 32.6 = 100.2: rounded on their own they read "68 + 33 = 100".
    CHECK(lab::sumVersusText(67.6, 32.6, 99.0) == "67.6 + 32.6 = 100.2 >= 99.0");
    CHECK(lab::sumVersusText(68.0, 33.0, 99.0) == "68 + 33 = 101 >= 99");
}

TEST_CASE("a sum compared with a limit is written so that the comparison shown holds") {
    // 60.2 + 39.6 = 99.8 < 100.3: to whole numbers "60 + 40 = 100 < 100", which is false.
    CHECK(lab::sumVersusText(60.2, 39.6, 100.3) == "60.2 + 39.6 = 99.8 < 100.3");
    CHECK(lab::sumVersusText(10.0, 20.0, 30.0) == "10 + 20 = 30 >= 30");
    CHECK(lab::sumVersusText(60.2, 39.6, 100.3, false) == "60.2 + 39.6 < 100.3");  // a picture's label: the same numbers
}
