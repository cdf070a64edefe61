#include <doctest/doctest.h>

#include <SDL.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "app/lab/SceneFiles.h"
#include "geometry/Rotation.h"
#include "sim/AsteroidShapes.h"
#include "sim/Collision.h"
#include "sim/Game.h"
#include "support/OffscreenCanvas.h"

using geometry::Vec2;

namespace {

// A game with its ship near the right edge and two asteroids: one far off, one just over the wrap.
sim::World twoAsteroids() {
    sim::World world = sim::newGame(sim::Settings{});
    world.asteroids.clear();
    world.ship.position = {1270, 300};
    world.ship.angle = 0.7;
    for (const Vec2 at : {Vec2{600, 300}, Vec2{30, 310}}) {
        sim::Asteroid asteroid;
        asteroid.id = static_cast<std::uint32_t>(at.x);
        asteroid.position = at;
        asteroid.angle = 1.1;
        sim::setShape(asteroid, sim::makeAsteroidShape(world.random, sim::AsteroidSize::Medium));
        world.asteroids.push_back(asteroid);
    }
    return world;
}

}  // namespace

TEST_CASE("an exported scene is the ship's hull and the nearest asteroid's outline in world coordinates") {
    const sim::World world = twoAsteroids();
    const auto scene = app::sceneFromWorld(world);
    REQUIRE(scene.ok());
    REQUIRE(scene->a.vertices.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(scene->a.vertices[i] == geometry::apply(sim::transformOf(world.ship), sim::kShipHull[i]));
    }
    // The asteroid at x = 30 is 40 units away over the wrap: it is placed beside the ship, at x = 1310.
    const sim::Asteroid& near = world.asteroids[1];
    REQUIRE(scene->b.vertices.size() == near.outline().size());
    const geometry::Transform placed{{1310, 310}, geometry::rotationFromAngle(near.angle)};
    for (std::size_t i = 0; i < scene->b.vertices.size(); ++i) {
        CHECK(scene->b.vertices[i].x == doctest::Approx(geometry::apply(placed, near.outline()[i]).x));
        CHECK(scene->b.vertices[i].y == doctest::Approx(geometry::apply(placed, near.outline()[i]).y));
    }
    CHECK(scene->name.find("asteroid 30") != std::string::npos);
    const auto back = lab::parseSceneFile(lab::sceneFileText(*scene));
    REQUIRE(back.ok());
    CHECK(*back == *scene);
}

TEST_CASE("there is nothing to export without a live ship or an asteroid") {
    sim::World world = twoAsteroids();
    world.asteroids.clear();
    CHECK(app::sceneFromWorld(world).error().message() == "no scene to export: there is no asteroid");
    world = twoAsteroids();
    world.ship.alive = false;
    CHECK(app::sceneFromWorld(world).error().message() == "no scene to export: the ship is not on the field");
}

TEST_CASE("E says on screen what it exported, or why it could not: the notice line exportAndSay returns") {
    const testing::OffscreenCanvas canvas(64, 36);
    SDL_Renderer* renderer = canvas.renderer();
    sim::World empty = twoAsteroids();
    empty.asteroids.clear();
    CHECK(app::exportAndSay(empty, renderer) == "no scene to export: there is no asteroid");
    const std::filesystem::path before = std::filesystem::current_path();
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / ("polyroids-export-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    std::filesystem::current_path(folder);
    const std::string said = app::exportAndSay(twoAsteroids(), renderer);
    std::filesystem::current_path(before);
    CHECK(said.starts_with("scene exported: polyroids-scene-"));
    CHECK(said.find(".scene (polyroids --lab --scene opens it)") != std::string::npos);
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) files += entry.is_regular_file() ? 1 : 0;
    CHECK(files == 2);  // the scene and its picture
    std::filesystem::remove_all(folder);
}

TEST_CASE("exported files are named by date and time") {
    const std::string stem = app::exportStem(std::time(nullptr));
    CHECK(stem.starts_with("polyroids-scene-20"));
    CHECK(stem.size() == std::string("polyroids-scene-YYYYMMDD-HHMMSS").size());
}

TEST_CASE("a scene file that is missing, a directory, endless or wrong is refused with its name") {
    CHECK(app::loadSceneFile("no-such.scene").error().message() == "no-such.scene: cannot open: no such file");
    const std::string folder = std::filesystem::temp_directory_path().string();
    CHECK(app::loadSceneFile(folder).error().message() == folder + ": is a directory, not a scene file");
    CHECK(app::loadSceneFile("/dev/zero").error().message() == "/dev/zero: file is over 65536 bytes, larger than any scene file");
    const std::string bad = POLYROIDS_BAD_SCENES "/nan.scene";
    CHECK(app::loadSceneFile(bad).error().message() == bad + ":2: 'nan' is not finite");
}
