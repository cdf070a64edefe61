#include <doctest/doctest.h>

#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "lab/LabSceneFile.h"
#include "lab/LabSceneView.h"

using geometry::Vec2;

namespace {

// Issue 33's scene: a 1e30 square round a 1e-20 triangle, as the lab opens it on its 800 x 720 view.
lab::LabModel nestedScene() {
    const auto file = lab::parseSceneFile("name nested\na polygon -5e29 -5e29 5e29 -5e29 5e29 5e29 -5e29 5e29\nb triangle 0 0 1e-20 0 0 1e-20\n");
    REQUIRE(file.ok());
    return lab::LabModel(lab::placedInLab(*file, 800, 720));
}

}  // namespace

TEST_CASE("a scene point goes to its pixel and back, and the identity view leaves every point as it is") {
    const lab::LabView view{{10, 20}, {400, 360}, 4.0};
    CHECK(lab::toPixels(view, {10, 20}) == Vec2{400, 360});
    CHECK(lab::toPixels(view, {15, 10}) == Vec2{420, 320});
    CHECK(lab::toScene(view, {420, 320}) == Vec2{15, 10});
    CHECK(lab::isIdentity(lab::LabView{}));
    CHECK_FALSE(lab::isIdentity(view));
    CHECK(lab::toPixels(lab::LabView{}, {-0.0, 3.5}) == Vec2{-0.0, 3.5});
}

TEST_CASE("a shape too small to see is drawn as a named point where it is, and the large one fills the view") {
    const lab::LabModel model = nestedScene();
    const lab::LabFrame frame = lab::presentLab(model, lab::analyseScene(model), {});
    CHECK(frame.b.kind == lab::LabOutline::Kind::Point);
    CHECK(frame.b.name == 'B');
    CHECK_FALSE(frame.b.degenerate);
    CHECK(frame.b.centre.x == doctest::Approx(400));
    CHECK(frame.b.centre.y == doctest::Approx(360));
    REQUIRE(frame.a.kind == lab::LabOutline::Kind::Polygon);
    CHECK(frame.a.vertices[0].x == doctest::Approx(400 - 300));  // 600 pixels across: 720 less two margins of 60
    CHECK(frame.a.vertices[2].y == doctest::Approx(360 + 300));
    CHECK(frame.problems.empty());
    // The MTV is drawn in pixels too: a push of 5e29 is half the square, 300 pixels.
    REQUIRE_FALSE(frame.axes.empty());
    REQUIRE(frame.axes[0].mtv);
    CHECK(geometry::length((*frame.axes[0].mtv)[1] - (*frame.axes[0].mtv)[0]) == doctest::Approx(300));
}

TEST_CASE("the mouse edits a fitted scene in the file's units: a drag of 60 pixels moves the square by 60 pixels' worth") {
    lab::LabModel model = nestedScene();
    const double scale = model.view().scale;
    const lab::Grab grab = model.grabAt({200, 360}, 8);  // inside the square, far from the triangle
    REQUIRE(grab.part == lab::Grab::Part::Whole);
    CHECK(grab.shape == lab::ShapeId::A);
    model.drag(grab, {200, 360}, {260, 360});
    CHECK(model.a().vertices[0].x == doctest::Approx(-5e29 + 60 / scale));
    CHECK(model.b().vertices[1] == Vec2{1e-20, 0});  // the triangle keeps its file numbers
    CHECK(model.grabAt({400, 360}, 8).shape == lab::ShapeId::B);  // the point drawn at the centre is B, and grabbable
}
