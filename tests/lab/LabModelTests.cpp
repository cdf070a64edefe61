#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "lab/LabAnalysis.h"
#include "lab/LabModel.h"
#include "lab/LabScenes.h"
#include "geometry/Limits.h"
#include "geometry/Polygon.h"

using lab::Algorithm;
using lab::Answer;
using geometry::Vec2;

namespace {

lab::LabModel open(const char* preset) {
    const auto index = lab::findLabScene(preset);
    REQUIRE_MESSAGE(index.ok(), preset);
    return lab::LabModel(*index);
}

lab::LabAnalysis analyseNow(const lab::LabModel& model) { return lab::analyse(model.a(), model.b(), model.probe()); }

}  // namespace

TEST_CASE("every preset loads, names itself and has a short lesson") {
    const auto scenes = lab::labScenes();
    REQUIRE(scenes.size() >= 10);
    for (std::size_t i = 0; i < scenes.size(); ++i) {
        CAPTURE(scenes[i].name);
        const auto found = lab::findLabScene(scenes[i].name);
        REQUIRE(found.ok());
        CHECK(*found == i);
        CHECK(scenes[i].lesson.size() <= 2);
        for (const std::string& line : scenes[i].lesson) CHECK(line.size() <= 71);  // the scene is 72 characters wide
        const lab::LabModel model(i);
        CHECK(model.sceneIndex() == i);
        const lab::LabAnalysis analysis = analyseNow(model);
        for (const lab::Verdict& v : analysis.rows) CHECK(v.reason.size() <= 40);
    }
    const auto unknown = lab::findLabScene("nonsense");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().reason == "unknown preset 'nonsense'; the presets are " + lab::labSceneNames());
    CHECK(lab::labSceneNames().find("pentagram") != std::string::npos);
}

TEST_CASE("worked-example: the worked example's squares collide by SAT, pieces and boxes") {
    const auto r = analyseNow(open("worked-example"));
    CHECK(r.exact.answer == Answer::Yes);
    CHECK(r.row(Algorithm::Sat).answer == Answer::Yes);
    CHECK_FALSE(r.row(Algorithm::Sat).caution);
    CHECK(r.row(Algorithm::Pieces).answer == Answer::Yes);
    CHECK(r.row(Algorithm::Boxes).answer == Answer::Yes);
    REQUIRE(r.sat.has_value());
    CHECK(r.sat->amount == doctest::Approx(100.0));  // the worked-example SAT article's overlap of 25, drawn 4x
}

TEST_CASE("concave: SAT on the whole shape wrongly says hit, convex pieces say miss") {
    const auto r = analyseNow(open("concave"));
    CHECK(r.exact.answer == Answer::No);
    CHECK(r.row(Algorithm::Sat).answer == Answer::Yes);
    CHECK(r.row(Algorithm::Sat).caution);
    CHECK(r.row(Algorithm::Sat).wrong);
    CHECK(r.row(Algorithm::Sat).reason.find("A is concave") != std::string::npos);
    CHECK(r.row(Algorithm::Pieces).answer == Answer::No);
    CHECK(r.row(Algorithm::Boxes).answer == Answer::Yes);
    CHECK_FALSE(r.row(Algorithm::Boxes).wrong);  // a filter saying "maybe" is doing its job
}

TEST_CASE("corner: the Egret SAT article's edge normals say hit, the vertex axis says miss") {
    const auto r = analyseNow(open("corner"));
    CHECK(r.row(Algorithm::CircleEdgeNormals).answer == Answer::Yes);
    CHECK(r.row(Algorithm::CircleEdgeNormals).wrong);
    CHECK(r.row(Algorithm::CircleExact).answer == Answer::No);
    CHECK(r.exact.answer == Answer::No);
    REQUIRE(r.circleAxis.has_value());
    CHECK(r.circleAxis->vertexAxis);
    CHECK_FALSE(r.circleAxis->hit);
    CHECK(r.edgeNormalAxes.size() == 2);  // a square has two directions of edge normal
}

TEST_CASE("polar: wherever B is dragged, the numbers the polar row shows add up and compare as its verdict says") {
    lab::LabModel model = open("polar");
    const lab::Grab whole{lab::Grab::Part::Whole, lab::ShapeId::B, 0};
    for (int step = 0; step < 300; ++step) {
        // 0.37 lab pixels a step: every rounding of the three numbers comes round.
        model.drag(whole, {0.0, 0.0}, {-0.37, 0.0});
        const lab::LabAnalysis analysis = analyseNow(model);
        const lab::Verdict& polar = analysis.row(Algorithm::Polar);
        if (polar.answer == Answer::NotApplicable) continue;
        double a = 0.0, b = 0.0, sum = 0.0, limit = 0.0;
        char sign[3] = {};
        CAPTURE(polar.reason);
        REQUIRE(std::sscanf(polar.reason.c_str(), "%lf + %lf = %lf %2s %lf apart", &a, &b, &sum, sign, &limit) == 5);
        CHECK(std::abs(a + b - sum) < 1e-6);
        CHECK((std::string(sign) == ">=") == (polar.answer == Answer::Yes));
        CHECK((sum >= limit) == (polar.answer == Answer::Yes));
    }
}

TEST_CASE("polar: the polar method misses two triangles that SAT finds overlapping") {
    const auto r = analyseNow(open("polar"));
    CHECK(r.row(Algorithm::Polar).answer == Answer::No);
    CHECK(r.row(Algorithm::Polar).wrong);
    CHECK(r.row(Algorithm::Sat).answer == Answer::Yes);
    CHECK(r.exact.answer == Answer::Yes);
    REQUIRE(r.polar.has_value());
    CHECK(r.polar->reachA + r.polar->reachB < r.polar->distance);
}

TEST_CASE("vertex: a ray through two vertices still counts an odd number of crossings") {
    const auto r = analyseNow(open("vertex"));
    REQUIRE(r.pointTests.size() == 1);
    CHECK(r.pointTests[0].crossings == 3);
    CHECK(r.row(Algorithm::EvenOdd).answer == Answer::Yes);
    CHECK(r.row(Algorithm::Nonzero).answer == Answer::Yes);
    CHECK(r.exact.word == "INSIDE");
}

TEST_CASE("horizontal: a horizontal edge on the ray never counts") {
    const auto r = analyseNow(open("horizontal"));
    REQUIRE(r.pointTests.size() == 1);
    CHECK(r.pointTests[0].crossings == 1);
    CHECK(r.row(Algorithm::EvenOdd).word == "INSIDE");
}

TEST_CASE("shared-edge: a point on a shared edge is inside exactly one polygon") {
    const auto r = analyseNow(open("shared-edge"));
    REQUIRE(r.pointTests.size() == 2);
    int holders = 0;
    for (const lab::PointTest& t : r.pointTests) holders += t.crossings % 2;
    CHECK(holders == 1);
    CHECK(r.row(Algorithm::EvenOdd).word == "in B only");
    CHECK(r.row(Algorithm::Nonzero).word == "in B only");
}

TEST_CASE("bowtie: the lobes wind opposite ways and both rules say inside") {
    lab::LabModel model = open("bowtie");
    auto r = analyseNow(model);
    CHECK(r.row(Algorithm::EvenOdd).answer == Answer::Yes);
    CHECK(r.row(Algorithm::Nonzero).answer == Answer::Yes);
    CHECK_FALSE(r.row(Algorithm::Nonzero).caution);
    CHECK(r.row(Algorithm::Pieces).answer == Answer::NotApplicable);
    CHECK(r.problemA.find("self-intersecting") != std::string::npos);
    const int leftWinding = r.pointTests.at(0).winding;
    // Into the other lobe: same verdicts, opposite winding.
    const lab::Grab grab = model.grabAt(model.b().centre, 10.0);
    model.drag(grab, model.b().centre, {560, 340});
    r = analyseNow(model);
    CHECK(r.row(Algorithm::EvenOdd).answer == Answer::Yes);
    CHECK(r.pointTests.at(0).winding == -leftWinding);
}

TEST_CASE("pentagram: at the centre even-odd says outside and nonzero says inside") {
    const auto r = analyseNow(open("pentagram"));
    CHECK(r.row(Algorithm::EvenOdd).word == "OUTSIDE");
    CHECK(r.row(Algorithm::Nonzero).word == "INSIDE");
    CHECK(r.row(Algorithm::Nonzero).caution);
    CHECK(r.exact.answer == Answer::NotApplicable);  // which points a star encloses is the rule's choice
    CHECK(std::abs(r.pointTests.at(0).winding) == 2);
}

TEST_CASE("containment: edges-only misses a polygon inside another, pieces and vertices find it") {
    const auto r = analyseNow(open("containment"));
    CHECK(r.exact.answer == Answer::Yes);
    CHECK(r.row(Algorithm::Pieces).answer == Answer::Yes);
    CHECK(r.row(Algorithm::EdgesCross).answer == Answer::No);
    CHECK(r.row(Algorithm::EdgesCross).wrong);
    CHECK(r.row(Algorithm::VerticesInside).answer == Answer::Yes);
}

TEST_CASE("cross: the vertex-inside test misses two crossed bars even with both passes") {
    const auto r = analyseNow(open("cross"));
    CHECK(r.exact.answer == Answer::Yes);
    CHECK(r.row(Algorithm::VerticesInside).answer == Answer::No);
    CHECK(r.row(Algorithm::VerticesInside).wrong);
    CHECK(r.row(Algorithm::EdgesCross).answer == Answer::Yes);
    CHECK(r.edgeMeetings.size() == 4);
}

TEST_CASE("dragging a vertex moves only that vertex, by the mouse's motion") {
    lab::LabModel model = open("worked-example");
    const Vec2 corner = model.a().vertices[0];
    const lab::Grab grab = model.grabAt(corner + Vec2{3, 4}, 10.0);
    REQUIRE(grab.part == lab::Grab::Part::Vertex);
    CHECK(grab.shape == lab::ShapeId::A);
    CHECK(grab.vertex == 0);
    model.drag(grab, corner + Vec2{3, 4}, corner + Vec2{-47, 4});
    CHECK(model.a().vertices[0] == corner + Vec2{-50, 0});
    CHECK(model.a().vertices[1] == open("worked-example").a().vertices[1]);
}

TEST_CASE("a press inside a shape but far from its vertices takes the whole shape") {
    lab::LabModel model = open("corner");
    const Vec2 centre = model.b().centre;
    const lab::Grab grab = model.grabAt(centre, 10.0);
    REQUIRE(grab.part == lab::Grab::Part::Whole);
    CHECK(grab.shape == lab::ShapeId::B);
    model.drag(grab, centre, centre + Vec2{100, 0});
    CHECK(model.b().centre == centre + Vec2{100, 0});
    // Its rim resizes it.
    const lab::Grab rim = model.grabAt(model.b().centre + Vec2{model.b().radius + 3, 0}, 10.0);
    REQUIRE(rim.part == lab::Grab::Part::Rim);
    model.drag(rim, {}, model.b().centre + Vec2{50, 0});
    CHECK(model.b().radius == doctest::Approx(50.0));
    CHECK(model.grabAt({5, 5}, 10.0).part == lab::Grab::Part::None);
}

TEST_CASE("right clicks add a vertex on an edge and remove one, never below three") {
    lab::LabModel model = open("polar");
    REQUIRE(model.a().kind == lab::ShapeKind::Triangle);
    const Vec2 onEdge = (model.a().vertices[0] + model.a().vertices[1]) / 2.0;
    CHECK(model.rightClick(onEdge + Vec2{2, 0}, 8.0).find("added a vertex to A") != std::string::npos);
    CHECK(model.a().vertices.size() == 4);
    CHECK(model.a().kind == lab::ShapeKind::Polygon);
    CHECK(analyseNow(model).row(Algorithm::Polar).answer == Answer::NotApplicable);
    CHECK(model.rightClick(model.a().vertices[1], 8.0).find("removed") != std::string::npos);
    CHECK(model.a().vertices.size() == 3);
    CHECK(model.a().kind == lab::ShapeKind::Triangle);
    CHECK(model.rightClick(model.a().vertices[0], 8.0).find("3 vertices") != std::string::npos);
    CHECK(model.a().vertices.size() == 3);
    CHECK(model.rightClick({790, 20}, 8.0).empty());
}

TEST_CASE("a vertex dragged onto its neighbour gives a degenerate reason, not a crash") {
    lab::LabModel model = open("worked-example");
    const Vec2 from = model.a().vertices[1];
    model.drag(model.grabAt(from, 10.0), from, model.a().vertices[0]);
    const auto r = analyseNow(model);
    CHECK(r.problemA == "A: degenerate (two consecutive vertices are equal)");
    CHECK(r.exact.answer == Answer::NotApplicable);
    CHECK(r.row(Algorithm::Sat).reason == "A is degenerate");
    CHECK(r.row(Algorithm::Pieces).answer == Answer::NotApplicable);
    CHECK(r.row(Algorithm::Boxes).answer == Answer::Yes);  // a box needs only coordinates
}

TEST_CASE("a triangle flattened onto a line has zero area and every exact test says why") {
    lab::LabModel model = open("polar");
    const auto& t = model.a().vertices;
    const Vec2 middle = (t[0] + t[1]) / 2.0;
    model.drag(model.grabAt(t[2], 10.0), t[2], middle);
    const auto r = analyseNow(model);
    CHECK(r.problemA.find("zero area") != std::string::npos);
    for (const Algorithm a : {Algorithm::Sat, Algorithm::Pieces, Algorithm::Polar, Algorithm::VerticesInside, Algorithm::EdgesCross}) {
        CAPTURE(lab::algorithmName(a));
        CHECK(r.row(a).answer == Answer::NotApplicable);
        CHECK_FALSE(r.row(a).reason.empty());
    }
}

TEST_CASE("every shape kind against every other gives an answer or a reason") {
    lab::LabModel model = open("worked-example");
    for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 4; ++j) {
            const auto r = analyseNow(model);
            CAPTURE(lab::kindName(model.a().kind));
            CAPTURE(lab::kindName(model.b().kind));
            for (const lab::Verdict& v : r.rows) CHECK((v.answer != Answer::NotApplicable || !v.reason.empty()));
            CHECK(r.exact.answer != Answer::NotApplicable);
            model.cycleKind(lab::ShapeId::B);
        }
        model.cycleKind(lab::ShapeId::A);
    }
}

TEST_CASE("a circle against a concave polygon is tested piece by piece") {
    lab::LabModel model = open("concave");
    model.cycleKind(lab::ShapeId::B);  // square -> triangle
    model.cycleKind(lab::ShapeId::B);  // -> circle, in the notch
    REQUIRE(model.b().kind == lab::ShapeKind::Circle);
    const auto r = analyseNow(model);
    CHECK(r.row(Algorithm::CircleExact).answer == Answer::No);
    CHECK(r.row(Algorithm::CircleEdgeNormals).answer == Answer::NotApplicable);
    CHECK(r.row(Algorithm::CircleEdgeNormals).reason.find("concave") != std::string::npos);
}

TEST_CASE("the probe point is added, dragged and removed") {
    lab::LabModel model = open("worked-example");
    CHECK(analyseNow(model).row(Algorithm::EvenOdd).answer == Answer::NotApplicable);
    model.toggleProbe({300, 300});  // inside A only
    auto r = analyseNow(model);
    CHECK(r.pointTests.size() == 2);
    CHECK(r.row(Algorithm::EvenOdd).word == "in A only");
    model.drag(model.grabAt({300, 300}, 10.0), {300, 300}, {400, 400});  // the squares' overlap
    CHECK(analyseNow(model).row(Algorithm::EvenOdd).word == "in A and B");
    model.toggleProbe({});
    CHECK_FALSE(model.probe().has_value());
}

TEST_CASE("pictures and presets cycle both ways and wrap") {
    lab::LabModel model;
    model.setPicture(Algorithm::Boxes);
    model.stepPicture(-1);
    CHECK(model.picture() == Algorithm::EdgesCross);
    model.stepPicture(1);
    CHECK(model.picture() == Algorithm::Boxes);
    model.stepScene(-1);
    CHECK(model.sceneIndex() == model.sceneCount() - 1);
    model.stepScene(1);
    CHECK(model.sceneIndex() == 0);
}

TEST_CASE("the mouse wheel scales a shape about its anchor and never shrinks it to nothing") {
    lab::LabModel model = open("corner");
    const double r = model.b().radius;
    CHECK(model.scaleAt(model.b().centre, 1.5, 10.0));
    CHECK(model.b().radius == doctest::Approx(r * 1.5));
    for (int i = 0; i < 200; ++i) model.scaleAt(model.a().vertices[0] + Vec2{1, 1}, 0.5, 10.0);
    CHECK(geometry::findPolygonProblem(model.a().vertices) == geometry::PolygonProblem::None);
    CHECK_FALSE(model.scaleAt({790, 20}, 2.0, 10.0));
}

TEST_CASE("random drags, clicks and kind changes never crash and always give an answer or a reason") {
    // A small linear congruential generator: the same edits on every run.
    std::uint64_t state = 12345;
    const auto next = [&state](double range) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>(state >> 11) / 9007199254740992.0 * range;
    };
    lab::LabModel model;
    for (int step = 0; step < 4000; ++step) {
        const Vec2 p{std::round(next(800.0)), std::round(next(720.0))};
        const Vec2 q{std::round(next(800.0)), std::round(next(720.0))};
        switch (static_cast<int>(next(7.0))) {
            case 0: model.drag(model.grabAt(p, 40.0), p, q); break;
            case 1: model.rightClick(p, 40.0); break;
            case 2: model.scaleAt(p, next(1.0) < 0.5 ? 0.5 : 1.7, 40.0); break;
            case 3: model.cycleKind(next(1.0) < 0.5 ? lab::ShapeId::A : lab::ShapeId::B); break;
            case 4: model.toggleProbe(p); break;
            case 5: model.loadScene(static_cast<std::size_t>(next(static_cast<double>(model.sceneCount())))); break;
            default: {
                // Snap a vertex exactly onto another: repeated and collinear vertices on purpose.
                const lab::LabShape& s = model.a();
                if (s.vertices.size() >= 2) model.drag(model.grabAt(s.vertices[0], 1.0), s.vertices[0], s.vertices[1]);
                break;
            }
        }
        const auto r = analyseNow(model);
        for (const lab::Verdict& v : r.rows) REQUIRE((v.answer != Answer::NotApplicable || !v.reason.empty()));
        REQUIRE((r.exact.answer != Answer::NotApplicable || !r.exact.reason.empty()));
    }
}

TEST_CASE("a vertex shared by A and B is taken from B, the shape drawn on top") {
    const lab::LabModel model = open("shared-edge");
    const lab::Grab grab = model.grabAt({400, 200}, 10.0);
    CHECK(grab.part == lab::Grab::Part::Vertex);
    CHECK(grab.shape == lab::ShapeId::B);
}

TEST_CASE("the wheel and drags keep a shape within the geometry's bounds: 3,000 notches up stop at 1e60") {
    lab::LabModel model = open("worked-example");
    const Vec2 inside = lab::anchorOf(model.b());
    for (int notch = 0; notch < 3000; ++notch) model.scaleAt(inside, 1.1, 10.0);  // 1.1^3000: 1e124, were there no bound
    double largest = 0.0;
    for (const Vec2 v : model.b().vertices) largest = std::max({largest, std::abs(v.x), std::abs(v.y)});
    CHECK(std::isfinite(largest));
    CHECK(largest <= geometry::kMaxCoordinate);
    CHECK(largest > geometry::kMaxCoordinate / 1.2);  // it grew until the next notch would pass the bound
    // A whole-shape drag from there cannot carry it past the bound either.
    const lab::Grab whole{lab::Grab::Part::Whole, lab::ShapeId::A, 0};
    model.drag(whole, {0.0, 0.0}, {1e60, -1e60});
    for (const Vec2 v : model.a().vertices) {
        CHECK(std::abs(v.x) <= geometry::kMaxCoordinate);
        CHECK(std::abs(v.y) <= geometry::kMaxCoordinate);
    }
}
