#!/usr/bin/env bash
# Builds the C libraries the web build links, as static WebAssembly libraries,
# from Debian's own source packages (emscripten's "ports" cannot be used: Debian
# ships their cache frozen, and they download at build time).
#   web/build-deps.sh DIR   DIR/<name>-<version>/ gets each library's install
#                           tree (lib/, include/, lib/cmake/); one already built
#                           (its .built stamp present) is reused as it is.
# giflib (its library part only, no tools) keeps --clip's GIF writer the same.
# SDL2_image (PNG only, through its bundled stb_image and miniz) keeps the
# window's screenshot code the same on the web.
# Needs emscripten, dpkg-dev and a deb-src entry (.ci/setup web adds them).
set -euo pipefail
out="$(realpath -m "${1:?usage: web/build-deps.sh DIR}")"
jobs="$(nproc 2>/dev/null || echo 2)"
# emscripten 3.1.6's tools find acorn only here (Debian's node-acorn).
export NODE_PATH=/usr/share/nodejs
mkdir -p "$out/sources"

# fetch PACKAGE [patched]: unpacks Debian's source of PACKAGE under sources/
# (with Debian's patches applied when asked); prints its folder.
fetch() {
  local folder skip=--skip-patches
  [ "${2:-}" = patched ] && skip=
  folder="$(find "$out/sources" -maxdepth 1 -mindepth 1 -type d -name "$1-[0-9]*" | head -n1)"
  if [ -z "$folder" ]; then
    (cd "$out/sources" && apt-get source -q --download-only "$1" >&2 && dpkg-source -x $skip "$1"_*.dsc >&2)
    folder="$(find "$out/sources" -maxdepth 1 -mindepth 1 -type d -name "$1-[0-9]*" | head -n1)"
  fi
  [ -n "$folder" ] || { echo "web/build-deps.sh: no source folder for $1" >&2; exit 1; }
  echo "$folder"
}

# build NAME SOURCE-FOLDER CMAKE-ARGS...: configures, builds and installs into $out/NAME-VERSION.
build() {
  local name="$1" source="$2"; shift 2
  local version
  version="$(basename "$source" | sed 's/^.*-\([0-9]\)/\1/')"
  local prefix="$out/$name-$version"
  if [ -f "$prefix/.built" ]; then echo "web deps: $name $version already built ($prefix)"; return; fi
  echo "web deps: building $name $version into $prefix"
  rm -rf "$out/build-$name" "$prefix"
  emcmake cmake -S "$source" -B "$out/build-$name" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DBUILD_SHARED_LIBS=OFF "$@" >"$out/build-$name.log" 2>&1 || { tail -n 30 "$out/build-$name.log" >&2; exit 1; }
  cmake --build "$out/build-$name" -j"$jobs" >>"$out/build-$name.log" 2>&1 || { tail -n 30 "$out/build-$name.log" >&2; exit 1; }
  cmake --install "$out/build-$name" >>"$out/build-$name.log" 2>&1 || { tail -n 30 "$out/build-$name.log" >&2; exit 1; }
  rm -rf "$out/build-$name"
  touch "$prefix/.built"
}

sdl_source="$(fetch libsdl2)"
build SDL2 "$sdl_source" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_THREADS=OFF
freetype_source="$(fetch freetype)"
build freetype "$freetype_source" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
  -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
ttf_source="$(fetch libsdl2-ttf)"
sdl_prefix="$(find "$out" -maxdepth 1 -type d -name 'SDL2-*' | head -n1)"
freetype_prefix="$(find "$out" -maxdepth 1 -type d -name 'freetype-*' | head -n1)"
build SDL2_ttf "$ttf_source" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF \
  -DCMAKE_PREFIX_PATH="$sdl_prefix;$freetype_prefix" -DCMAKE_FIND_ROOT_PATH="$sdl_prefix;$freetype_prefix"
image_source="$(fetch libsdl2-image)"
build SDL2_image "$image_source" -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF \
  -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_PNG_SAVE=ON -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_AVIF=OFF \
  -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_BMP=ON -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_LBM=OFF \
  -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_XCF=OFF \
  -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF \
  -DCMAKE_PREFIX_PATH="$sdl_prefix" -DCMAKE_FIND_ROOT_PATH="$sdl_prefix"
gif_source="$(fetch giflib patched)"
gif_prefix="$out/giflib-$(basename "$gif_source" | sed 's/^.*-\([0-9]\)/\1/')"
if [ -f "$gif_prefix/.built" ]; then
  echo "web deps: giflib already built ($gif_prefix)"
else
  # giflib has a plain Makefile; only its library target is wanted (its tools need not run here).
  echo "web deps: building giflib into $gif_prefix"
  make -C "$gif_source" CC=emcc AR=emar OFLAGS=-O2 libgif.a >"$out/build-giflib.log" 2>&1 || { tail -n 30 "$out/build-giflib.log" >&2; exit 1; }
  mkdir -p "$gif_prefix/lib" "$gif_prefix/include"
  cp "$gif_source/libgif.a" "$gif_prefix/lib/" && cp "$gif_source/gif_lib.h" "$gif_prefix/include/"
  touch "$gif_prefix/.built"
fi
