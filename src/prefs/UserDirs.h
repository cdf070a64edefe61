#pragma once
// The XDG user-dirs file (~/.config/user-dirs.dirs) read for one folder:
// where the desktop keeps pictures. Pure text handling; the front end reads
// the file and checks the folder exists.

#include <string>
#include <string_view>

namespace prefs {

/// The XDG_PICTURES_DIR named in `userDirs` (the file's text) with "$HOME" replaced by `home`, or "" when it names
/// none, or names the home folder itself (the spec's way of saying "no such folder").
std::string picturesFolder(std::string_view userDirs, std::string_view home);

}  // namespace prefs
