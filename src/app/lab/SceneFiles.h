#pragma once
// Lab scene files on disk (lab/LabSceneFile.h is the format): reading one
// for `--lab --scene FILE`, bounded in size whatever the file is, and making
// one from the game (the E key): the ship and the asteroid nearest it, as they
// stand, in world coordinates, written atomically beside a PNG of the frame.

#include <SDL.h>

#include <ctime>
#include <string>

#include "base/Result.h"
#include "lab/LabSceneFile.h"
#include "sim/World.h"

namespace app {

/// The scene file at `path`, or why not as "FILE:LINE: reason" or "FILE: reason".
base::Result<lab::SceneFile> loadSceneFile(const std::string& path);

/// The ship's hull and the asteroid nearest it (the short way round the field, placed
/// beside the ship) in world coordinates; an error when there is no live ship or no asteroid.
base::Result<lab::SceneFile> sceneFromWorld(const sim::World& world);

/// "polyroids-scene-YYYYMMDD-HHMMSS" for the local time `when`: the exported files' stem.
std::string exportStem(std::time_t when);

/// Writes sceneFromWorld(world) as STEM.scene and the renderer's picture as STEM.png, in the
/// current directory or else SDL's pref path; the scene file's path, or why not.
base::Result<std::string> exportScene(const sim::World& world, SDL_Renderer* renderer);

/// exportScene, then says on stdout which files it wrote, or on stderr why it could not; returns the same news in
/// a line for the screen ("scene exported: FILE ...", or why not).
std::string exportAndSay(const sim::World& world, SDL_Renderer* renderer);

}  // namespace app
