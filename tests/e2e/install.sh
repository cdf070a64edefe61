#!/usr/bin/env bash
# install.sh BUILD_DIR PREFIX PICTURE_CHECK BINDIR DATADIR MANDIR APP_ID ICON_SIZES...
# Installs the build into PREFIX (emptied first), checks every file is where
# GNUInstallDirs and the icon theme say, then moves the prefix elsewhere and
# starts the installed game from / under Xvfb: it must draw a picture that is
# not blank, so must its last lesson, and the fonts it holds open must be the installed ones (not the
# system's DejaVu, which it would also accept).
set -euo pipefail
build="$1"; prefix="$2"; check="$3"; bindir="$4"; datadir="$5"; mandir="$6"; id="$7"; shift 7
rm -rf "$prefix" "$prefix.moved"
cmake --install "$build" --prefix "$prefix" >/dev/null

expected=("$bindir/polyroids"
          "$datadir/polyroids/fonts/DejaVuSans.ttf"
          "$datadir/polyroids/fonts/DejaVuSansMono.ttf"
          "$datadir/icons/hicolor/scalable/apps/polyroids.svg"
          "$datadir/applications/$id.desktop"
          "$datadir/metainfo/$id.metainfo.xml"
          "$mandir/man6/polyroids.6.gz"
          "$datadir/doc/polyroids/copyright"
          "$datadir/polyroids/lessons/1-boxes.lesson"
          "$datadir/polyroids/lessons/7-grid.lesson")
for size in "$@"; do expected+=("$datadir/icons/hicolor/${size}x${size}/apps/polyroids.png"); done
missing=0
for file in "${expected[@]}"; do
  [ -s "$prefix/$file" ] || { echo "FAIL: not installed: $file"; missing=1; }
done
[ -x "$prefix/$bindir/polyroids" ] || { echo "FAIL: $bindir/polyroids is not executable"; missing=1; }
if [ "$missing" = 1 ]; then echo "installed:"; (cd "$prefix" && find . -type f | sort); exit 1; fi

# A relocated prefix still works: the game looks relative to its executable.
mv "$prefix" "$prefix.moved"
shot="$prefix.moved/shot.png"
(cd / && env -u POLYROIDS_FONT xvfb-run -a -s "-screen 0 1280x720x24" \
   "$prefix.moved/$bindir/polyroids" --frames 2 --screenshot "$shot" --mute)
"$check" "$shot" 0.02 40
# The lessons are found in the moved prefix too (the build tree's copies are not where it looks).
(cd / && env -u POLYROIDS_FONT HOME="$prefix.moved" XDG_DATA_HOME="$prefix.moved/home" xvfb-run -a -s "-screen 0 1280x720x24" \
   "$prefix.moved/$bindir/polyroids" --lesson 7 --frames 2 --screenshot "$prefix.moved/lesson.png" --mute)
"$check" "$prefix.moved/lesson.png" 0.02 40

fonts="$prefix.moved/$datadir/polyroids/fonts"
"$(dirname "$0")/holds-font.sh" "$prefix.moved/$bindir/polyroids" "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSansMono.ttf"
echo "installed ${#expected[@]} files; the installed game ran from / with the installed fonts"
