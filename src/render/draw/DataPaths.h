#pragma once
// Where the game's run-time data is, whatever the working directory: the
// build tree keeps it in <executable dir>/assets/, laid out as the installed
// data dir (CMAKE_INSTALL_DATADIR, e.g. <prefix>/share/) is, and an installed
// game finds that dir relative to its executable, so a moved prefix still works.

#include <string>
#include <vector>

namespace render {

/// Paths to try for `relative` (e.g. "polyroids/fonts/X.ttf"), build tree
/// first, then the install; none when `executableDir` (with its trailing slash) is "".
std::vector<std::string> dataCandidates(const std::string& executableDir, const std::string& relative);

}  // namespace render
