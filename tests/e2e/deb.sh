#!/usr/bin/env bash
# deb.sh BUILD_DIR WORK_DIR PICTURE_CHECK APP_ID
# Builds the .deb with `cpack -G DEB`, checks it declares the libraries and the
# font package it needs and holds what an install holds, unpacks it into a
# temporary root (dpkg -x), runs the unpacked game under Xvfb (a picture that
# is not blank, drawn with the packaged font), validates the unpacked desktop
# entry, metainfo and man page, and asks apt whether it would install here.
set -euo pipefail
build="$1"; work="$2"; check="$3"; id="$4"
rm -rf "$work"; mkdir -p "$work"
(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb="$(ls "$work"/out/polyroids_*.deb)"
echo "built $(basename "$deb")"

fail=0
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
for needed in libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 fonts-dejavu-core libc6; do
  grep -qE "(^|, )$needed( |,|$)" <<<"$depends" || { echo "FAIL: Depends lacks $needed"; fail=1; }
done
[ "$(dpkg-deb -f "$deb" Section)" = games ] || { echo "FAIL: Section is not games"; fail=1; }

root="$work/root"
dpkg -x "$deb" "$root"
for file in usr/bin/polyroids usr/share/polyroids/fonts/DejaVuSans.ttf usr/share/polyroids/fonts/DejaVuSansMono.ttf usr/share/man/man6/polyroids.6.gz \
            "usr/share/applications/$id.desktop" "usr/share/metainfo/$id.metainfo.xml" \
            usr/share/icons/hicolor/scalable/apps/polyroids.svg usr/share/icons/hicolor/48x48/apps/polyroids.png \
            usr/share/doc/polyroids/copyright; do
  [ -s "$root/$file" ] || { echo "FAIL: the package does not hold $file"; fail=1; }
done
[ "$fail" = 0 ] || { dpkg-deb -c "$deb"; exit 1; }

desktop-file-validate "$root/usr/share/applications/$id.desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml"
warnings="$(MANWIDTH=80 man --warnings -l "$root/usr/share/man/man6/polyroids.6.gz" 2>&1 >/dev/null)"
[ -z "$warnings" ] || { echo "FAIL: the packaged man page warns: $warnings"; exit 1; }
lexgrog "$root/usr/share/man/man6/polyroids.6.gz"

# The unpacked game, started from /, draws its picture with the packaged font.
game="$root/usr/bin/polyroids"; fonts="$root/usr/share/polyroids/fonts"
(cd / && env -u POLYROIDS_FONT xvfb-run -a -s "-screen 0 1280x720x24" "$game" --frames 2 --screenshot "$work/shot.png" --mute)
"$check" "$work/shot.png" 0.02 40
"$(dirname "$0")/holds-font.sh" "$game" "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSansMono.ttf"

# Every dependency is one this system's apt can satisfy (a simulation: nothing is installed).
if apt-get install --simulate "$deb" >"$work/apt.log" 2>&1; then
  grep -E "^Inst polyroids" "$work/apt.log" || true
else
  echo "FAIL: apt would not install it:"; cat "$work/apt.log"; exit 1
fi
echo "ok: the package unpacked, validated and ran with its own font"
