#!/usr/bin/env bash
# fullscreen.sh POLYROIDS PICTURE_CHECK WORKDIR
# --fullscreen, and `fullscreen = yes` in settings.ini, open a window that
# fills the 1280x720 screen whatever --size asks; --vsync off runs too; and
# without either the window keeps its --size. The picture's size is the
# window's drawable size. (Only sizes are checked: without a window manager,
# Mesa's OpenGL under Xvfb keeps drawing into the old window's corner after
# going fullscreen; on a desktop, and with the software renderer, it fills it.)
set -euo pipefail
game="$1"; check="$2"; work="$3"
rm -rf "$work"; mkdir -p "$work/share/polyroids"
export XDG_DATA_HOME="$work/share"
size() {  # size OUT.png ARGS...: the picture's WIDTHxHEIGHT
  local out="$1"; shift
  xvfb-run -a -n "$((100 + RANDOM % 800))" -s "-screen 0 1280x720x24" "$game" --seed 1 --frames 2 --size 800x600 --mute --screenshot "$out" "$@"
  "$check" "$out" 0 1 | sed -n 's/^picture_check: [^:]*: \([0-9]*x[0-9]*\),.*/\1/p'
}
[ "$(size "$work/window.png")" = 800x600 ] || { echo "FAIL: the window is not 800x600"; exit 1; }
[ "$(size "$work/full.png" --fullscreen --vsync off)" = 1280x720 ] || { echo "FAIL: --fullscreen does not fill the screen"; exit 1; }
printf 'fullscreen = yes\n' > "$work/share/polyroids/settings.ini"
[ "$(size "$work/settings.png")" = 1280x720 ] || { echo "FAIL: fullscreen = yes does not fill the screen"; exit 1; }
echo "fullscreen: ok"
