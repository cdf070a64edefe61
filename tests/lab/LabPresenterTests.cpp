#include <doctest/doctest.h>

#include <string>

#include "lab/LabAnalysis.h"
#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "lab/LabScenes.h"

using lab::Algorithm;

namespace {

lab::LabFrame present(const char* preset, std::optional<Algorithm> picture = std::nullopt, lab::LabUiState ui = {}) {
    lab::LabModel model(lab::findLabScene(preset).value());
    if (picture) model.setPicture(*picture);
    return lab::presentLab(model, lab::analyseScene(model), ui);
}

bool hasCaption(const lab::LabFrame& frame, const std::string& part) {
    for (const auto& [text, ink] : frame.captions) {
        if (text.find(part) != std::string::npos) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("the panel has one row per algorithm and highlights the one whose picture is up") {
    const lab::LabFrame frame = present("corner");
    REQUIRE(frame.rows.size() == lab::kAlgorithmCount);
    CHECK(frame.selectedRow == lab::indexOf(Algorithm::CircleExact));
    CHECK(frame.presetLine == "preset 3/" + std::to_string(lab::labScenes().size()) + ": corner");
    CHECK(frame.heading.rfind("3. corner: ", 0) == 0);
    const lab::LabRow& loose = frame.rows[lab::indexOf(Algorithm::CircleEdgeNormals)];
    CHECK(loose.verdict.wrong);
    CHECK(loose.verdict.word == "HIT");
    CHECK(lab::inkOf(frame.exact.verdict.answer) == lab::Ink::No);
}

TEST_CASE("a preset's lesson is one paragraph, for the screen to wrap once to the width it has") {
    const lab::LabFrame frame = present("corner");
    REQUIRE(frame.lesson.size() == 1);
    CHECK(frame.lesson[0].find("the square's edge normals (x, y) only") != std::string::npos);  // the two lines joined
}

TEST_CASE("corner: the correct circle picture draws the vertex axis, the Egret SAT article's picture names the axis it never tried") {
    const lab::LabFrame exact = present("corner");
    REQUIRE(exact.axes.size() == 1);
    CHECK(exact.axes[0].vertexToCentre.has_value());
    CHECK(exact.axes[0].picture.shadowA.max < exact.axes[0].picture.shadowB.min);  // the gap
    const lab::LabFrame loose = present("corner", Algorithm::CircleEdgeNormals);
    CHECK(loose.axes.size() == 2);
    for (const lab::AxisLayer& axis : loose.axes) CHECK(axis.tagOnly);
    CHECK(hasCaption(loose, "never tried"));
}

TEST_CASE("worked-example: the SAT picture has an MTV arrow as long as the depth") {
    const lab::LabFrame frame = present("worked-example");
    REQUIRE(frame.axes.size() == 1);
    REQUIRE(frame.axes[0].mtv.has_value());
    CHECK(geometry::length((*frame.axes[0].mtv)[1] - (*frame.axes[0].mtv)[0]) == doctest::Approx(100.0));
    CHECK(frame.faintBoxes.has_value());
}

TEST_CASE("concave: the SAT picture warns that SAT is not valid and the pieces picture finds no meeting pair") {
    CHECK(hasCaption(present("concave"), "A is concave"));
    const lab::LabFrame pieces = present("concave", Algorithm::Pieces);
    CHECK(pieces.pieces.size() == 6 + 2);
    for (const lab::PieceLayer& p : pieces.pieces) CHECK_FALSE(p.meeting);
}

TEST_CASE("pentagram: the nonzero picture fills by nonzero and signs its crossings, even-odd numbers them") {
    const lab::LabFrame nonzero = present("pentagram");
    CHECK(nonzero.fill == lab::FillRule::Nonzero);
    CHECK(nonzero.edgeDirections);
    REQUIRE(nonzero.rays.size() == 1);
    CHECK(nonzero.rays[0].signedMarks);
    CHECK(hasCaption(nonzero, "winding +2, nonzero: INSIDE"));
    const lab::LabFrame evenOdd = present("pentagram", Algorithm::EvenOdd);
    CHECK(evenOdd.fill == lab::FillRule::EvenOdd);
    CHECK(hasCaption(evenOdd, "2 crossings, even: OUTSIDE"));
    CHECK(evenOdd.problems.size() == 1);
}

TEST_CASE("every preset's ray numbers its crossings in the order the ray meets them, going out from the point") {
    for (const lab::LabScene& scene : lab::labScenes()) {
        for (const Algorithm picture : {Algorithm::EvenOdd, Algorithm::Nonzero}) {
            const lab::LabFrame frame = present(scene.name.c_str(), picture);
            for (const lab::RayLayer& ray : frame.rays) {
                for (std::size_t i = 1; i < ray.marks.size(); ++i) {
                    INFO(scene.name, " mark ", i + 1);
                    CHECK(ray.marks[i - 1].point.x <= ray.marks[i].point.x);
                }
            }
        }
    }
}

TEST_CASE("horizontal: the edge lying on the ray is marked as not counted") {
    const lab::LabFrame frame = present("horizontal");
    REQUIRE(frame.rays.size() == 1);
    CHECK(frame.rays[0].ignoredEdges.size() == 1);
}

TEST_CASE("shared-edge: one ray per polygon, the second labelled under the ray") {
    const lab::LabFrame frame = present("shared-edge");
    REQUIRE(frame.rays.size() == 2);
    CHECK_FALSE(frame.rays[0].marksBelow);
    CHECK(frame.rays[1].marksBelow);
    CHECK(frame.probe.has_value());
}

TEST_CASE("polar: the picture shows both reaches and rings where the triangles really meet") {
    const lab::LabFrame frame = present("polar");
    REQUIRE(frame.polar.has_value());
    CHECK(frame.polar->reachA + frame.polar->reachB < frame.polar->distance);
    CHECK_FALSE(frame.meetings.empty());
    CHECK(frame.meetingsCaption == "they overlap here");
}

TEST_CASE("a picture whose algorithm does not apply says why instead of drawing nothing") {
    const lab::LabFrame frame = present("worked-example", Algorithm::Polar);
    CHECK(hasCaption(frame, "n/a, needs two triangles"));
    CHECK_FALSE(frame.polar.has_value());
}

TEST_CASE("the hovered vertex, the help and the note reach the frame") {
    lab::LabUiState ui;
    ui.showHelp = true;
    ui.note = "added a vertex to A (5 now)";
    ui.hover = {lab::Grab::Part::Vertex, lab::ShapeId::B, 2};
    const lab::LabFrame frame = present("worked-example", std::nullopt, ui);
    CHECK(frame.b.hoveredVertex == 2u);
    CHECK_FALSE(frame.a.hoveredVertex.has_value());
    CHECK(frame.showHelp);
    CHECK(frame.presetNames.size() == lab::labScenes().size());
    CHECK(frame.note == ui.note);
}

TEST_CASE("worked-example: the panel's numbers are in the article's units, so the SAT depth reads 25 as in the caption") {
    const lab::LabFrame frame = present("worked-example");
    CHECK(frame.unit == 4.0);
    CHECK(frame.rows[lab::indexOf(Algorithm::Sat)].verdict.reason.rfind("depth 25.0 ", 0) == 0);
    CHECK(frame.rows[lab::indexOf(Algorithm::Boxes)].verdict.reason == "x overlap 25, y overlap 25");
    CHECK(frame.lesson.at(0).find("(25,25)-(75,75)") != std::string::npos);
}

TEST_CASE("worked-example: after B is dragged apart the lesson no longer claims HIT and says what SAT says now") {
    lab::LabModel model(lab::findLabScene("worked-example").value());
    const geometry::Vec2 inBOnly{520, 520};
    const lab::Grab grab = model.grabAt(inBOnly, 10.0);
    REQUIRE(grab.shape == lab::ShapeId::B);
    model.drag(grab, inBOnly, inBOnly + geometry::Vec2{200, 0});
    const lab::LabFrame frame = lab::presentLab(model, lab::analyseScene(model), {});
    CHECK(frame.rows[lab::indexOf(Algorithm::Sat)].verdict.word == "MISS");
    REQUIRE(frame.lesson.size() == 2);
    for (const std::string& line : frame.lesson) CHECK(line.find("HIT") == std::string::npos);
    CHECK(frame.lesson[1].rfind("SAT, whole shapes: MISS, gap 25.0 ", 0) == 0);  // 100 pixels apart, drawn 4x
}
