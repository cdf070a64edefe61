#include <doctest/doctest.h>

#include "prefs/UserDirs.h"

TEST_CASE("the pictures folder is read from user-dirs.dirs with $HOME replaced") {
    const char* file = "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n";
    CHECK(prefs::picturesFolder(file, "/home/ann") == "/home/ann/Bilder");
    CHECK(prefs::picturesFolder("XDG_PICTURES_DIR=\"/srv/pics/\"\n", "/home/ann") == "/srv/pics");
}

TEST_CASE("no pictures entry, a malformed one, or the home folder itself gives none") {
    CHECK(prefs::picturesFolder("XDG_MUSIC_DIR=\"$HOME/Music\"\n", "/home/ann").empty());
    CHECK(prefs::picturesFolder("XDG_PICTURES_DIR=$HOME/Pictures\n", "/home/ann").empty());
    CHECK(prefs::picturesFolder("XDG_PICTURES_DIR=\"relative/x\"\n", "/home/ann").empty());
    CHECK(prefs::picturesFolder("XDG_PICTURES_DIR=\"$HOME/\"\n", "/home/ann").empty());
    CHECK(prefs::picturesFolder("", "/home/ann").empty());
}
