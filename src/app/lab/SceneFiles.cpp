#include "app/lab/SceneFiles.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <memory>

#include "app/platform/PlayerFiles.h"
#include "app/platform/SdlSession.h"
#include "base/FileRead.h"
#include "base/FileWrite.h"
#include "sim/Collision.h"
#include "sim/Field.h"

namespace app {

namespace {

using geometry::Vec2;

// The outline of `asteroid` in world coordinates, its centre at `centre`.
std::vector<Vec2> placedOutline(const sim::Asteroid& asteroid, Vec2 centre) {
    geometry::Transform t = sim::transformOf(asteroid);
    t.p = centre;
    std::vector<Vec2> outline;
    for (const Vec2 v : asteroid.outline()) outline.push_back(geometry::apply(t, v));
    return outline;
}

// SDL's per-user folder for the game, with its trailing separator, or "".
std::string prefPath() {
    const base::Result<std::string> folder = prefFolder();
    return folder ? *folder : std::string();
}

}  // namespace

base::Result<lab::SceneFile> loadSceneFile(const std::string& path) {
    const base::Result<std::string> text = base::readBoundedFile(path, lab::kMaxSceneFileBytes, "scene file");
    if (!text) return text.error();
    base::Result<lab::SceneFile> scene = lab::parseSceneFile(*text);
    if (!scene) return base::Error(scene.error()).inFile(path);
    return scene;
}

base::Result<lab::SceneFile> sceneFromWorld(const sim::World& world) {
    if (!sim::onField(world.ship)) return base::failure("no scene to export: the ship is not on the field");
    const sim::Asteroid* nearest = nullptr;
    double best = std::numeric_limits<double>::infinity();
    for (const sim::Asteroid& asteroid : world.asteroids) {
        const double d = geometry::length(sim::shortestDelta(world.settings, world.ship.position, asteroid.position));
        if (d < best) {
            best = d;
            nearest = &asteroid;
        }
    }
    if (nearest == nullptr) return base::failure("no scene to export: there is no asteroid");
    lab::SceneFile scene;
    scene.name = "ship and asteroid " + std::to_string(nearest->id) + " at tick " + std::to_string(world.tick);
    scene.caption = {"Exported from the game: A is the ship, B the asteroid nearest it,",
                     "in world units (the asteroid placed the short way round the field)."};
    const geometry::Transform ship = sim::transformOf(world.ship);
    std::vector<Vec2> hull;
    for (const Vec2 v : sim::kShipHull) hull.push_back(geometry::apply(ship, v));
    scene.a = lab::polygonShape(std::move(hull));
    const Vec2 centre = world.ship.position + sim::shortestDelta(world.settings, world.ship.position, nearest->position);
    scene.b = lab::polygonShape(placedOutline(*nearest, centre));
    return scene;
}

std::string exportStem(std::time_t when) { return "polyroids-scene-" + localStamp(when); }

base::Result<std::string> exportScene(const sim::World& world, SDL_Renderer* renderer) {
    const base::Result<lab::SceneFile> scene = sceneFromWorld(world);
    if (!scene) return scene.error();
    const std::string stem = exportStem(std::time(nullptr));
    const std::string text = lab::sceneFileText(*scene);
    std::string folder;
    base::Status written = base::writeFileAtomically(stem + ".scene", text);
    if (!written && !(folder = prefPath()).empty()) written = base::writeFileAtomically(folder + stem + ".scene", text);
    if (!written) return written.error();
    if (base::Status picture = saveScreenshot(renderer, folder + stem + ".png"); !picture) return picture.error();
    return folder + stem + ".scene";
}

std::string exportAndSay(const sim::World& world, SDL_Renderer* renderer) {
    const base::Result<std::string> written = exportScene(world, renderer);
    if (!written) {
        std::fprintf(stderr, "polyroids: %s\n", written.error().message().c_str());
        return written.error().message();
    }
    const std::string picture = written->substr(0, written->size() - 6) + ".png";
    std::printf("polyroids: exported %s (open it with polyroids --lab --scene %s) and %s\n", written->c_str(), written->c_str(),
                picture.c_str());
    std::fflush(stdout);
    return "scene exported: " + *written + " (polyroids --lab --scene opens it)";
}

}  // namespace app
