#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <random>
#include <ios>
#include <sstream>
#include <streambuf>
#include <utility>
#include <string>
#include <vector>

#include "geometry/Circle.h"
#include "geometry/Limits.h"
#include "geometry/Polygon.h"
#include "geometry/Sat.h"
#include "lab/geom/GeomQueries.h"
#include "lab/geom/GeomSession.h"
#include "lab/geom/internal/GeomParse.h"

using geometry::Vec2;

namespace {

// The worked-example SAT article's squares: A overlaps B, and is far from C.
const std::string kSquareA = "0 0 50 0 50 50 0 50";
const std::string kSquareB = "25 25 75 25 75 75 25 75";
const std::string kSquareC = "100 100 150 100 150 150 100 150";
const std::string kUnitSquare = "0 0 10 0 10 10 0 10";
const std::string kUnitSquareClockwise = "0 10 10 10 10 0 0 0";
// A U whose notch is x in [10, 20], y in [10, 30]; the small square sits in
// the notch, touching nothing, but inside the U's convex hull.
const std::string kU = "0 0 30 0 30 30 20 30 20 10 10 10 10 30 0 30";
const std::string kInNotch = "12 20 18 20 18 25 12 25";
// Found by searching random integer triangles: the line of centres (y = 10)
// crosses each triangle's edge early, but B's long edge reaches under A's vertex (7, 9).
const std::string kPolarA = "2 14 7 9 0 7";
const std::string kPolarB = "19 18 19 6 1 6";

// The answer text of a well-formed query.
std::string answer(const std::string& line, bool explain = false) {
    const base::Result<std::string> a = lab::answerQuery(line, explain);
    INFO("query: ", line, "  error: ", a ? std::string() : a.error().reason);
    REQUIRE(a.ok());
    return *a;
}

// The reason a malformed query is refused.
std::string errorOf(const std::string& line) {
    const base::Result<std::string> a = lab::answerQuery(line, false);
    INFO("query: ", line, "  answer: ", a ? *a : std::string());
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().line == 0);  // runGeom places it
    return a.error().reason;
}

std::string polygonProblem(int side, geometry::PolygonProblem problem) {
    return "polygon " + std::to_string(side) + ": " + geometry::describe(problem);
}

std::vector<Vec2> vertices(std::vector<double> xy) {
    std::vector<Vec2> out;
    for (std::size_t i = 0; i + 1 < xy.size(); i += 2) out.push_back({xy[i], xy[i + 1]});
    return out;
}

struct Run {
    int status = 0;
    std::string out;
    std::string err;
};

Run run(const std::string& input, bool explain = false) {
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    const int status = lab::runGeom(in, out, err, explain);
    return {status, out.str(), err.str()};
}

}  // namespace

TEST_CASE("geom: sat answers the worked-example SAT article's squares: A hits B and misses C") {
    CHECK(answer("sat " + kSquareA + " | " + kSquareB) == "hit");
    CHECK(answer("sat " + kSquareA + " | " + kSquareC) == "miss");
}

TEST_CASE("geom: sat explains a hit by its MTV and a miss by the separating axis and gap") {
    CHECK(answer("sat " + kSquareA + " | " + kSquareB, true) == "hit  depth=25 normal=(0,1)");
    CHECK(answer("sat " + kSquareA + " | " + kSquareC, true) == "miss  separating axis=(0,-1) from polygon 1 edge 0 gap=50");
    CHECK(answer("sat " + kUnitSquare + " | 12 0 20 0 20 10 12 10", true) ==
          "miss  separating axis=(1,0) from polygon 1 edge 1 gap=2");
    CHECK(answer("sat 12 0 20 0 20 10 12 10 | " + kUnitSquare, true) ==
          "miss  separating axis=(1,0) from polygon 1 edge 1 gap=2");
}

TEST_CASE("geom: touching counts as a hit for sat, overlap, circle and aabb") {
    const std::string rightNeighbour = "10 0 20 0 20 10 10 10";
    const std::string cornerNeighbour = "10 10 20 10 20 20 10 20";
    CHECK(answer("sat " + kUnitSquare + " | " + rightNeighbour, true) == "hit  depth=0 normal=(1,0)");
    CHECK(answer("sat " + kUnitSquare + " | " + cornerNeighbour) == "hit");
    CHECK(answer("overlap " + kUnitSquare + " | " + rightNeighbour) == "hit");
    CHECK(answer("overlap " + kUnitSquare + " | " + cornerNeighbour) == "hit");
    CHECK(answer("circle 14 5 4 | " + kUnitSquare, true) == "hit  depth=0 normal=(1,0)");
    CHECK(answer("circle 13 14 5 | " + kUnitSquare) == "hit");  // exactly on the corner's vertex axis
    CHECK(answer("aabb 0 0 10 10 | 10 0 20 10") == "hit");
    CHECK(answer("aabb 0 0 10 10 | 10 10 20 20", true) == "hit");
}

TEST_CASE("geom: answers do not depend on the orientation of the polygons") {
    const std::string reversedB = "25 75 75 75 75 25 25 25";
    for (const std::string& a : {kUnitSquare, kUnitSquareClockwise}) {
        CHECK(answer("sat " + a + " | 5 5 15 5 15 15 5 15") == "hit");
        CHECK(answer("sat " + a + " | 11 0 20 0 20 10 11 10") == "miss");
        CHECK(answer("circle 13 13 3.5 | " + a) == "miss");
        CHECK(answer("circle 13 5 3.5 | " + a) == "hit");
        CHECK(answer("pip 5 5 | " + a, true) == "inside  crossings=1 edges=[1]");
        CHECK(answer("pip 15 5 | " + a) == "outside");
    }
    CHECK(answer("sat " + kSquareA + " | " + reversedB) == "hit");
    CHECK(answer("overlap 0 30 10 30 10 10 20 10 20 30 30 30 30 0 0 0 | " + kInNotch) == "miss");
    CHECK(answer("polar 7 9 2 14 0 7 | " + kPolarB) == "miss");
}

TEST_CASE("geom: overlap gets a concave U right where sat on the same vertices would be wrong") {
    CHECK(answer("overlap " + kU + " | " + kInNotch, true) == "miss  pieces tested=12");
    // Plain SAT on the raw vertices sees only the hull, and says hit: the
    // reason the command refuses concave polygons for sat.
    CHECK(geometry::convexPolygonsOverlap(vertices({0, 0, 30, 0, 30, 30, 20, 30, 20, 10, 10, 10, 10, 30, 0, 30}),
                                          vertices({12, 20, 18, 20, 18, 25, 12, 25})));
    CHECK(errorOf("sat " + kU + " | " + kInNotch) == "polygon 1 is not convex; use overlap");
    // Moved down into the U's base, it overlaps.
    CHECK(answer("overlap " + kU + " | 12 5 18 5 18 12 12 12") == "hit");
}

TEST_CASE("geom: overlap counts a polygon lying wholly inside the other as a hit") {
    const std::string big = "0 0 100 0 100 100 0 100";
    const std::string small = "40 40 60 40 50 60";
    CHECK(answer("overlap " + big + " | " + small, true) == "hit  pieces=(0,0)");
    CHECK(answer("overlap " + small + " | " + big) == "hit");
    CHECK(answer("overlap " + kU + " | 1 1 2 1 2 2") == "hit");
}

TEST_CASE("geom: overlap explains a hit by the first pair of pieces that meet") {
    CHECK(answer("overlap " + kU + " | 12 5 18 5 18 12 12 12", true).starts_with("hit  pieces=("));
    CHECK(answer("overlap " + kUnitSquare + " | 10 10 20 10 20 20 10 20", true) == "hit  pieces=(1,0)");
}

TEST_CASE("geom: circle misses a square just off its corner, where edge normals alone say hit") {
    CHECK(answer("circle 13 13 3.5 | " + kUnitSquare) == "miss");
    CHECK(answer("circle 13 13 3.5 | " + kUnitSquare, true) ==
          "miss  separating axis=(0.707107,0.707107) on the vertex axis to polygon 2 vertex 2 gap=0.742641");
    CHECK(geometry::circleVsConvexEdgeNormalsOnly({{13.0, 13.0}, 3.5}, vertices({0, 0, 10, 0, 10, 10, 0, 10})));
    CHECK(answer("circle 12 12 3 | " + kUnitSquare, true) ==
          "hit  depth=0.171573 normal=(0.707107,0.707107) on the vertex axis to polygon 2 vertex 2");
}

TEST_CASE("geom: circle explains an edge hit by its MTV and an edge miss by the gap") {
    CHECK(answer("circle 11 5 3.5 | " + kUnitSquare, true) == "hit  depth=2.5 normal=(1,0)");
    CHECK(answer("circle 5 -4 3 | " + kUnitSquare, true) == "miss  separating axis=(0,-1) from polygon 2 edge 0 gap=1");
    CHECK(answer("circle 5 5 0 | " + kUnitSquare) == "hit");  // a point inside
}

TEST_CASE("geom: aabb hits overlapping boxes and explains a miss by the gap on one axis") {
    CHECK(answer("aabb 0 0 10 10 | 5 5 15 15") == "hit");
    CHECK(answer("aabb 0 0 10 10 | 15 0 20 10", true) == "miss  gap on x=5");
    CHECK(answer("aabb 0 0 10 10 | 5 20 15 30", true) == "miss  gap on y=10");
    CHECK(answer("aabb 15 0 20 10 | 0 0 10 10", true) == "miss  gap on x=5");
    CHECK(answer("aabb -1 -1 1 1 | -1 -1 1 1", true) == "hit");
}

TEST_CASE("geom: polar can say miss where exact SAT says hit, and --explain shows both") {
    CHECK(answer("polar " + kPolarA + " | " + kPolarB) == "miss");
    CHECK(answer("sat " + kPolarA + " | " + kPolarB) == "hit");
    CHECK(answer("polar " + kPolarA + " | " + kPolarB, true) ==
          "miss  distances 3+6 < centres 10 (approximation: SAT says hit)");
}

TEST_CASE("geom: polar agrees with SAT on a clear hit and a clear miss") {
    CHECK(answer("polar 0 0 4 0 2 3 | 2 0.5 6 0.5 4 3.5", true) ==
          "hit  distances 1.17803+1.64924 >= centres 2.06155 (approximation: SAT says hit)");
    CHECK(answer("polar 0 0 4 0 2 3 | 6 1 10 1 8 4", true) ==
          "miss  distances 1.21655+1.52069 < centres 6.08276 (approximation: SAT says miss)");
    CHECK(answer("polar 0 0 3 0 0 3 | 2 2 -1 2 2 -1", true) == "hit  same centre (approximation: SAT says hit)");
}

TEST_CASE("geom: pip counts the edges crossed by the ray towards +x") {
    CHECK(answer("pip 15 5 | " + kU, true) == "inside  crossings=1 edges=[1]");
    CHECK(answer("pip 5 20 | " + kU, true) == "inside  crossings=3 edges=[1,3,5]");
    CHECK(answer("pip 15 20 | " + kU, true) == "outside  crossings=2 edges=[1,3]");
    CHECK(answer("pip -5 5 | " + kUnitSquare, true) == "outside  crossings=2 edges=[1,3]");
    CHECK(answer("pip 5e0 +5 | " + kUnitSquare) == "inside");  // exponent notation and a plus sign
}

TEST_CASE("geom: pip follows the half-open rule on the boundary: bottom and left belong, top and right do not") {
    CHECK(answer("pip 5 0 | " + kUnitSquare) == "inside");
    CHECK(answer("pip 0 5 | " + kUnitSquare) == "inside");
    CHECK(answer("pip 5 10 | " + kUnitSquare) == "outside");
    CHECK(answer("pip 10 5 | " + kUnitSquare) == "outside");
    CHECK(answer("pip 0 0 | " + kUnitSquare, true) == "inside  crossings=1 edges=[1]");
    CHECK(answer("pip 10 0 | " + kUnitSquare, true) == "outside  crossings=0 edges=[]");
    CHECK(answer("pip 10 10 | " + kUnitSquare) == "outside");
    CHECK(answer("pip 0 10 | " + kUnitSquare) == "outside");
    // The neighbour to the right claims the shared edge.
    CHECK(answer("pip 10 5 | 10 0 20 0 20 10 10 10") == "inside");
}

TEST_CASE("geom: pip accepts a self-intersecting polygon and applies the even-odd rule") {
    const std::string pentagram = "0 10 5.878 -8.09 -9.511 3.09 9.511 3.09 -5.878 -8.09";
    CHECK(answer("pip 0 0 | " + pentagram, true) == "outside  crossings=2 edges=[0,3]");
    CHECK(answer("pip 0 8 | " + pentagram, true) == "inside  crossings=1 edges=[0]");
    CHECK(errorOf("overlap " + pentagram + " | " + kUnitSquare) ==
          polygonProblem(1, geometry::PolygonProblem::SelfIntersecting));
}

TEST_CASE("geom: blank lines and comment lines give no answer and no error") {
    for (const char* line : {"", "   ", "\t \r", "# a comment", "   # indented | with a bar", "#pip 1 2 | 3"}) {
        const base::Result<std::string> a = lab::answerQuery(line, true);
        REQUIRE(a.ok());
        CHECK(a->empty());
    }
    CHECK(answer("  aabb 0 0 1 1 | 0 0 1 1  \r") == "hit");  // surrounding space and CRLF
}

TEST_CASE("geom: numbers must be finite decimals: junk, nan, inf, hex floats and overflow are refused") {
    const std::string tail = " 0 | " + kUnitSquare;
    CHECK(errorOf("pip 1.5x" + tail) == "'1.5x' is not a number");
    CHECK(errorOf("pip abc" + tail) == "'abc' is not a number");
    CHECK(errorOf("pip 0x1p3" + tail) == "'0x1p3' is not a number");
    CHECK(errorOf("pip 1,5" + tail) == "'1,5' is not a number");
    CHECK(errorOf("pip ++1" + tail) == "'++1' is not a number");
    CHECK(errorOf("pip nan" + tail) == "'nan' is not finite");
    CHECK(errorOf("pip inf" + tail) == "'inf' is not finite");
    CHECK(errorOf("pip -infinity" + tail) == "'-infinity' is not finite");
    CHECK(errorOf("pip 1e999" + tail) == "'1e999' is outside the coordinate range (0 or between 1e-60 and 1e60 in size)");
    CHECK(errorOf("sat " + kUnitSquare + " | 0 0 1 0 nan 1") == "'nan' is not finite");
    CHECK(answer("pip -1.5e1 .5 | -20 0 0 0 -20 1") == "inside");
}

TEST_CASE("geom: every kind of malformed query is refused with its reason") {
    const std::string triangle = "0 0 4 0 2 3";
    CHECK(errorOf("foo 1 2 | 3 4") == "unknown command 'foo' (expected pip, sat, overlap, circle, aabb or polar)");
    CHECK(errorOf("SAT " + kUnitSquare + " | " + kUnitSquare).starts_with("unknown command 'SAT'"));
    CHECK(errorOf("sat " + kUnitSquare) == "missing '|' between the two sides");
    CHECK(errorOf("sat " + kUnitSquare + " | " + kUnitSquare + " | " + kUnitSquare) == "more than one '|'");
    CHECK(errorOf("sat 0 0 1 0 1 | " + kUnitSquare) == "polygon 1 has an odd number of coordinates (5)");
    CHECK(errorOf("overlap " + kUnitSquare + " | 0 0 1 0") == polygonProblem(2, geometry::PolygonProblem::TooFewVertices));
    CHECK(errorOf("pip 0 0 | 0 0 1 0") == polygonProblem(2, geometry::PolygonProblem::TooFewVertices));
    CHECK(errorOf("pip 1 | " + kUnitSquare) == "pip needs 2 numbers before '|' (PX PY), got 1");
    CHECK(errorOf("circle 0 0 | " + kUnitSquare) == "circle needs 3 numbers before '|' (CX CY R), got 2");
    CHECK(errorOf("circle 0 0 -1 | " + kUnitSquare) == "negative radius -1");
    CHECK(errorOf("circle 0 0 1 | " + kU) == "polygon 2 is not convex; circle needs a convex polygon");
    CHECK(errorOf("aabb 0 0 1 | 0 0 1 1") == "box 1 needs 4 numbers (MINX MINY MAXX MAXY), got 3");
    CHECK(errorOf("aabb 0 0 1 1 | 0 0 1 1 2") == "box 2 needs 4 numbers (MINX MINY MAXX MAXY), got 5");
    CHECK(errorOf("aabb 5 0 1 1 | 0 0 1 1") == "box 1: MINX 5 > MAXX 1");
    CHECK(errorOf("aabb 0 0 1 1 | 0 5 1 2") == "box 2: MINY 5 > MAXY 2");
    CHECK(errorOf("polar " + kUnitSquare + " | " + triangle) == "polygon 1 has 4 vertices; polar needs exactly 3");
    CHECK(errorOf("polar " + triangle + " | 0 0 1 0") == polygonProblem(2, geometry::PolygonProblem::TooFewVertices));
    CHECK(errorOf("polar " + triangle + " | 0 0 1 1 2 2") == polygonProblem(2, geometry::PolygonProblem::ZeroArea));
    CHECK(errorOf("polar " + triangle + " | 1 1 1 1 2 0") == polygonProblem(2, geometry::PolygonProblem::RepeatedVertex));
    CHECK(errorOf("sat " + kUnitSquare + " | " + kU) == "polygon 2 is not convex; use overlap");
    CHECK(errorOf("sat " + kUnitSquare + " | 0 0 1 0 1 0 0 1") == polygonProblem(2, geometry::PolygonProblem::RepeatedVertex));
    CHECK(errorOf("sat 0 0 1 1 2 2 | " + kUnitSquare) == polygonProblem(1, geometry::PolygonProblem::ZeroArea));
    CHECK(errorOf("overlap 0 0 10 10 10 0 0 20 | " + kUnitSquare) ==
          polygonProblem(1, geometry::PolygonProblem::SelfIntersecting));
    CHECK(errorOf("circle 0 0 1 | 0 0 10 10 10 0 0 20") == polygonProblem(2, geometry::PolygonProblem::SelfIntersecting));
}

TEST_CASE("geom: runGeom answers malformed lines in place, carries on, and exits 2 naming the line numbers") {
    const Run r = run("# header\n"
                      "aabb 0 0 1 1 | 0 0 1 1\n"
                      "\n"
                      "bogus\n"
                      "   # indented comment\n"
                      "aabb 0 0 1 1 | 5 5 6 6\n"
                      "sat 0 0 1 0 | 0 0 1 0 0 1\n"
                      "aabb 0 0 1 1 | 1 1 2 2");  // no newline at the end
    CHECK(r.status == 2);
    CHECK(r.out ==
          "hit\n"
          "error: unknown command 'bogus' (expected pip, sat, overlap, circle, aabb or polar)\n"
          "miss\n"
          "error: polygon 1: fewer than 3 vertices\n"
          "hit\n");
    CHECK(r.err ==
          "geom: line 4: unknown command 'bogus' (expected pip, sat, overlap, circle, aabb or polar)\n"
          "geom: line 7: polygon 1: fewer than 3 vertices\n");
}

namespace {

// A buffer that yields `good` and then fails as libstdc++'s file buffer does when stdin is a folder or closed: it throws.
class FailingBuffer : public std::streambuf {
public:
    explicit FailingBuffer(std::string good) : good_(std::move(good)) { setg(good_.data(), good_.data(), good_.data() + good_.size()); }

protected:
    int_type underflow() override { throw std::ios_base::failure("basic_filebuf::underflow error reading the file: Is a directory"); }

private:
    std::string good_;
};

}  // namespace

TEST_CASE("geom: input that cannot be read ends runGeom with exit 2 naming the line and the reason, after answering what was read") {
    FailingBuffer buffer("aabb 0 0 1 1 | 0 0 1 1\n");
    std::istream in(&buffer);
    std::ostringstream out;
    std::ostringstream err;
    CHECK(lab::runGeom(in, out, err, false) == 2);
    CHECK(out.str() == "hit\n");
    CHECK(err.str().starts_with("geom: line 2: cannot read the queries: basic_filebuf::underflow error reading the file: Is a directory"));
    CHECK(err.str().ends_with("\n"));
}

TEST_CASE("geom: runGeom exits 0 with nothing on stderr when every line is well formed") {
    const Run r = run("sat " + kSquareA + " | " + kSquareB + "\n\n# done\nsat " + kSquareA + " | " + kSquareC + "\n", true);
    CHECK(r.status == 0);
    CHECK(r.out == "hit  depth=25 normal=(0,1)\nmiss  separating axis=(0,-1) from polygon 1 edge 0 gap=50\n");
    CHECK(r.err.empty());
    CHECK(run("").status == 0);
}

TEST_CASE("geom: runGeom keeps answers in order across many output blocks") {
    std::string input;
    std::string expected;
    for (int i = 0; i < 20000; ++i) {
        const bool hit = i % 3 != 0;
        input += hit ? "aabb 0 0 10 10 | 5 5 6 6\n" : "aabb 0 0 10 10 | 50 5 60 6\n";
        expected += hit ? "hit\n" : "miss\n";
    }
    const Run r = run(input);
    CHECK(r.status == 0);
    CHECK(r.out == expected);
}

namespace {

// "x0 y0 x1 y1 ..." for n vertices of a convex polygon: points on the parabola y = x^2, closed by its chord.
std::string convexPolygonText(int n, int shift = 0) {
    std::string text;
    for (int i = 0; i < n; ++i) text += std::to_string(i + shift) + " " + std::to_string(i * i) + " ";
    return text;
}

}  // namespace

TEST_CASE("geom: a polygon of more vertices than the cap is refused for every polygon command, the cap said") {
    REQUIRE(geometry::kMaxPolygonVertices == 1000);
    const std::string atCap = convexPolygonText(1000);
    const std::string overCap = convexPolygonText(1001);
    const std::string said = "polygon 2 has 1001 vertices; at most 1000 are allowed";
    CHECK(answer("sat 0 0 1 0 1 1 | " + atCap) == "hit");
    CHECK(answer("pip 5 30 | " + atCap) == "inside");
    CHECK(errorOf("sat 0 0 1 0 1 1 | " + overCap) == said);
    CHECK(errorOf("overlap 0 0 1 0 1 1 | " + overCap) == said);
    CHECK(errorOf("circle 0 0 1 | " + overCap) == said);
    CHECK(errorOf("pip 5 30 | " + overCap) == said);
    CHECK(errorOf("sat " + overCap + " | 0 0 1 0 1 1") == "polygon 1 has 1001 vertices; at most 1000 are allowed");
}

TEST_CASE("geom: a line longer than the cap is one error naming its line, read without keeping it, and the next line is answered") {
    std::string input = "aabb 0 0 1 1 | 0 0 1 1\nsat 0 0 1 0 1 1 |";
    while (input.size() < 10'000'000) input += " 1 2";
    input += "\naabb 0 0 1 1 | 5 5 6 6\n";
    const Run r = run(input);
    CHECK(r.status == 2);
    const std::string said = "line is longer than " + std::to_string(lab::kMaxGeomLineBytes) + " bytes; the rest of it was skipped";
    CHECK(r.out == "hit\nerror: " + said + "\nmiss\n");
    CHECK(r.err == "geom: line 2: " + said + "\n");
}

TEST_CASE("geom: a line exactly at the length cap is answered as a query") {
    std::string line = "aabb 0 0 1 1 | 0 0 1 1";
    line.append(lab::kMaxGeomLineBytes - line.size(), ' ');
    const Run r = run(line + "\n" + line);
    CHECK(r.status == 0);
    CHECK(r.out == "hit\nhit\n");
}

TEST_CASE("geom: what a line echoes back in an error is quoted, escaped and cut short") {
    CHECK(errorOf(std::string("sat 1\0 2 3 4 5 6 | 0 0 1 0 1 1", 30)) == "'1\\x00' is not a number");
    CHECK(errorOf("\x1b[2Jbogus 1 | 2") == "unknown command '\\x1b[2Jbogus' (expected pip, sat, overlap, circle, aabb or polar)");
    CHECK(errorOf("pip it's\\ 1 | 0 0 1 0 1 1") == "'it\\'s\\\\' is not a number");
    CHECK(errorOf("pip \xff\xfe 1 | 0 0 1 0 1 1") == "'\\xff\\xfe' is not a number");
    std::string binary = "pip ";
    for (int i = 0; i < 200'000; ++i) binary.push_back(static_cast<char>(0x80 + i % 100));
    const std::string reason = errorOf(binary + " 1 | 0 0 1 0 1 1");
    CHECK(reason.size() < 4 * lab::geom::kMaxQuotedBytes + 40);
    CHECK(reason.find("... (200000 bytes) is not a number") != std::string::npos);
    for (const char c : reason) CHECK((c >= 0x20 && c < 0x7f));
}

namespace {

// The examples of coordinates too large or too small to answer exactly.
const std::vector<std::string> kOutOfRange{
    "pip 0 0 | -1e308 -1e308 1e308 -1e308 1e308 1e308 -1e308 1e308",
    "sat -1e308 -1e308 1e308 -1e308 1e308 1e308 | 0 0 1 0 1 1",
    "overlap 0 0 1e308 0 1e308 1e308 0 1e308 | 0 0 1 0 1 1",
    "pip 0.5e-200 0.5e-200 | 0 0 1e-200 0 1e-200 1e-200 0 1e-200",
    "sat 0 0 1e-170 0 1e-170 1e-170 0 1e-170 | 0 0 1 0 1 1",
    "sat 0 0 1e200 0 1e200 1e200 | 0 0 1 0 1 1",
    "circle 0 0 1e61 | 0 0 1 0 1 1",
    "aabb 0 0 1 1 | 0 0 1 1e-61",
};

}  // namespace

TEST_CASE("geom: a coordinate outside the range is refused, the range and the line named") {
    std::string input;
    for (const std::string& line : kOutOfRange) input += line + "\n";
    const Run r = run(input, true);
    CHECK(r.status == 2);
    std::istringstream err(r.err);
    std::string line;
    for (std::size_t n = 1; n <= kOutOfRange.size(); ++n) {
        REQUIRE(std::getline(err, line));
        CHECK(line.rfind("geom: line " + std::to_string(n) + ": '", 0) == 0);
        CHECK(line.find("' is outside the coordinate range (0 or between 1e-60 and 1e60 in size)") != std::string::npos);
    }
}

TEST_CASE("geom: at the ends of the coordinate range the verdicts are exact and their figures finite") {
    // The failures, brought inside the range.
    const std::string big = "-1e60 -1e60 1e60 -1e60 1e60 1e60 -1e60 1e60";
    CHECK(answer("pip 0 0 | " + big) == "inside");
    CHECK(answer("pip 1e60 0 | " + big) == "outside");  // the right edge belongs to the square on its right
    CHECK(answer("pip -1e60 0 | " + big) == "inside");
    CHECK(answer("sat " + big + " | 1e60 -1e60 1e60 1e60 0 0", true) == "hit  depth=1e+60 normal=(1,0)");
    CHECK(answer("sat -1e60 -1e60 0 -1e60 0 1e60 -1e60 1e60 | 0 1e60 0 -1e60 1e60 0", true) == "hit  depth=0 normal=(1,0)");
    CHECK(answer("sat -1e60 -1e60 -1e-60 -1e60 -1e-60 1e60 -1e60 1e60 | 0 1e60 0 -1e60 1e60 0", true) ==
          "miss  separating axis=(1,0) from polygon 1 edge 1 gap=1e-60");
    CHECK(answer("overlap " + big + " | 1e60 -1e60 1e60 1e60 0 0 5e59 0", true) == "hit  pieces=(0,0)");
    const std::string tiny = "1e-60 1e-60 3e-60 1e-60 3e-60 3e-60 1e-60 3e-60";
    CHECK(answer("pip 2e-60 2e-60 | " + tiny) == "inside");
    CHECK(answer("sat " + tiny + " | 3e-60 2e-60 4e-60 2e-60 4e-60 3e-60", true) == "hit  depth=0 normal=(1,0)");
    // One unit in the last place either side of a slanted edge at both ends of the range.
    const auto text = [](double v) {
        char digits[40];
        std::snprintf(digits, sizeof digits, "%.17g ", v);
        return std::string(digits);
    };
    for (const double scale : {1e59, 1e-59}) {
        INFO("scale ", scale);
        const std::string triangle = "0 0 " + text(4 * scale) + text(2 * scale) + "0 " + text(4 * scale);
        const std::string above = "pip " + text(2 * scale) + text(std::nextafter(scale, 1e300)) + "| ";
        const std::string below = "pip " + text(2 * scale) + text(std::nextafter(scale, -1e300)) + "| ";
        CHECK(answer(above + triangle) == "inside");
        CHECK(answer(below + triangle) == "outside");
    }
}

namespace {

// Hostile numbers: the ends of the range, just past them, near ties, and
// everything between, written to read back exactly.
struct HostileNumbers {
    std::mt19937_64 random;

    double next() {
        const double ends[] = {0.0, 1e60, 1e-60, std::nextafter(1e60, 0.0), std::nextafter(1e-60, 1.0), 1e61, 1e-61, 5e-324, 1.7e308};
        switch (random() % 4) {
            case 0: return (random() % 2 ? -1 : 1) * ends[random() % std::size(ends)];
            case 1: return static_cast<double>(static_cast<int>(random() % 21) - 10);
            default: {
                const double mantissa = 1.0 + static_cast<double>(random() % 1000) / 1000.0;
                return (random() % 2 ? -1 : 1) * mantissa * std::pow(10.0, static_cast<int>(random() % 121) - 60);
            }
        }
    }

    // A shape of n vertices from a template scaled and moved by hostile numbers:
    // often valid, so the answers, not only the refusals, are hostile.
    std::string shape(int n) {
        static const double kTemplates[][16] = {
            {0, 0, 1, 0, 1, 1, 0, 1},          {0, 0, 2, 0, 1, 1},
            {0, 0, 3, 0, 3, 3, 2, 3, 2, 1, 1, 1, 1, 3, 0, 3},
        };
        const int pick = n == 3 ? 1 : n == 4 ? 0 : 2;
        const double scale = std::fabs(next()) + (random() % 2 ? 1e-60 : 0.0);
        const double dx = random() % 3 == 0 ? 0.0 : next();
        const double dy = random() % 3 == 0 ? 0.0 : next();
        std::string text;
        for (int i = 0; i < n; ++i) {
            const bool raw = random() % 8 == 0;  // now and then one wild vertex
            text += exact(raw ? next() : kTemplates[pick][2 * i] * scale + dx) + " ";
            text += exact(raw ? next() : kTemplates[pick][2 * i + 1] * scale + dy) + " ";
        }
        return text;
    }

    static std::string exact(double v) {
        char digits[40];
        std::snprintf(digits, sizeof digits, "%.17g", v);
        return digits;
    }

    std::string query() {
        const int sizes[] = {3, 4, 8};
        const auto any = [&] { return sizes[random() % 3]; };
        switch (random() % 6) {
            case 0: return "pip " + exact(next()) + " " + exact(next()) + " | " + shape(any());
            case 1: return "sat " + shape(random() % 2 ? 3 : 4) + "| " + shape(random() % 2 ? 3 : 4);
            case 2: return "overlap " + shape(any()) + "| " + shape(any());
            case 3: return "circle " + exact(next()) + " " + exact(next()) + " " + exact(std::fabs(next())) + " | " + shape(4);
            case 4: return "aabb " + shape(2) + "| " + shape(2);
            default: return "polar " + shape(3) + "| " + shape(3);
        }
    }
};

}  // namespace

TEST_CASE("geom: no answer ever prints nan or inf, over thousands of hostile queries with --explain") {
    HostileNumbers hostile{std::mt19937_64(10)};
    std::string input;
    for (int i = 0; i < 12000; ++i) input += hostile.query() + "\n";
    const Run r = run(input, true);
    std::istringstream out(r.out);
    int answered = 0;
    for (std::string line; std::getline(out, line);) {
        if (line.rfind("error: ", 0) == 0) continue;
        ++answered;
        INFO(line);
        CHECK(line.find("nan") == std::string::npos);
        CHECK(line.find("inf") == std::string::npos);
    }
    CHECK(answered > 3000);  // enough hostile questions got past the checks to be answered
}
