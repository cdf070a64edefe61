#pragma once
// F12: the frame on show saved as polyroids-YYYYMMDD-HHMMSS.png in the
// desktop's pictures folder (XDG_PICTURES_DIR from user-dirs.dirs) when it
// exists, else in the player's folder (app/platform/PlayerFiles.h). X: the why
// panel's sentences as text beside such a picture.

#include <SDL.h>

#include <ctime>
#include <span>
#include <string>

#include "base/Result.h"

namespace app {

/// The pictures folder with a trailing '/', or "" when the desktop names none that exists.
std::string picturesFolder();

/// Saves what `renderer` shows now under a name made from `now` (never replacing a file); its path, or why not.
base::Result<std::string> saveDatedScreenshot(SDL_Renderer* renderer, std::time_t now);

/// The end of a --frames run: the frame on show saved as --screenshot's `path` when one was given. False, said on stderr,
/// when it could not be saved (the run then exits 1).
bool saveEndOfRunScreenshot(SDL_Renderer* renderer, const std::string& path);

/// F12: saveDatedScreenshot now, said on stdout (or stderr when it failed); the same words for the screen.
std::string pictureAndSay(SDL_Renderer* renderer);

/// X: the why panel's `sentences` (none: nothing is picked) saved beside a dated picture of the screen, the .txt of the
/// .png's name; said as pictureAndSay says.
std::string explanationAndSay(SDL_Renderer* renderer, std::span<const std::string> sentences);

}  // namespace app
