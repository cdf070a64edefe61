#include <doctest/doctest.h>

#include "app/lab/KeptLabScene.h"
#include "lab/LabSceneFile.h"
#include "lab/LabSceneView.h"
#include "lab/LabScenes.h"

TEST_CASE("a lab scene kept as text opens again with its shapes where they were left, not fitted anew") {
    lab::LabModel model(0);  // the worked-example squares, drawn 4x: lengths shown in the article's units
    model.setPicture(lab::Algorithm::Polar);
    const lab::Grab whole{lab::Grab::Part::Whole, lab::ShapeId::B, 0};
    model.drag(whole, {0, 0}, {37.25, -12.5});
    const std::string text = app::labSceneText(model);
    const base::Result<lab::LabScene> kept = app::keptLabScene(text);
    REQUIRE(kept.ok());
    const lab::LabModel reopened(*kept);
    // A polygon is its kind and vertices (a drag also moves its unused centre, which the file does not carry).
    CHECK(reopened.a().kind == model.a().kind);
    CHECK(reopened.a().vertices == model.a().vertices);
    CHECK(reopened.b().kind == model.b().kind);
    CHECK(reopened.b().vertices == model.b().vertices);
    CHECK_FALSE(reopened.b().vertices == lab::LabModel(0).b().vertices);  // where the drag left it, not the preset's place
    CHECK(reopened.probe() == model.probe());
    CHECK(reopened.scene().title == model.scene().title.substr(0, 60));
    // Named as the player's shapes, never "file" (a --scene file's name); its title says which preset they came from.
    CHECK(reopened.scene().name == "yours");
    CHECK(reopened.scene().unit == 4.0);
    CHECK(reopened.picture() == lab::Algorithm::Polar);
    // Kept again, the same text: a reload does not move anything.
    CHECK(app::labSceneText(reopened) == text);
}

TEST_CASE("a kept lab scene whose view line is missing or out of range opens 1:1 with the SAT picture") {
    const std::string shapes = "name x\na point 1 2\nb point 3 4\n";
    for (const std::string& view : {std::string(), std::string("# lab view: unit nan picture 3\n"), std::string("# lab view: unit 4 picture 99\n")}) {
        const base::Result<lab::LabScene> kept = app::keptLabScene(view + shapes);
        REQUIRE(kept.ok());
        CHECK(kept->unit == 1.0);
        CHECK(kept->picture == lab::Algorithm::Sat);
        CHECK(kept->name == "yours");
    }
}

TEST_CASE("a kept lab scene that does not read says which line and why") {
    const base::Result<lab::LabScene> kept = app::keptLabScene("name x\na polygon 0 0 1 0\nb point 3 4\n");
    REQUIRE_FALSE(kept.ok());
    CHECK(kept.error().line == 2);
}

TEST_CASE("a kept scene file's lab opens again with the file's numbers and the view that fitted them") {
    const auto file = lab::parseSceneFile("name nested\na polygon -5e29 -5e29 5e29 -5e29 5e29 5e29 -5e29 5e29\nb triangle 0 0 1e-20 0 0 1e-20\n");
    REQUIRE(file.ok());
    const lab::LabModel model(lab::placedInLab(*file, 800, 720));
    const std::string text = app::labSceneText(model);
    const base::Result<lab::LabScene> kept = app::keptLabScene(text);
    REQUIRE(kept.ok());
    CHECK(kept->b == file->b);
    CHECK(kept->view == model.view());
    CHECK(app::labSceneText(lab::LabModel(*kept)) == text);
    // A view line the lab could not have written (no positive scale) opens 1:1.
    const base::Result<lab::LabScene> odd = app::keptLabScene("# lab view: unit 1 picture 0 from 0 0 to 400 360 scale -2\n" + text);
    REQUIRE(odd.ok());
    CHECK(lab::isIdentity(odd->view));
}
