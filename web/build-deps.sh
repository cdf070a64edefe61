#!/usr/bin/env bash
# Builds the C libraries the web build links, as static WebAssembly libraries,
# from Debian's own source packages (emscripten's "ports" cannot be used: Debian
# ships their cache frozen, and they download at build time).
#   web/build-deps.sh DIR   DIR/include/ and DIR/lib/lib{SDL2,freetype,SDL2_ttf,
#                           SDL2_image,gif}.a (cmake/Web.cmake's one layout); a
#                           build by this same script (DIR/.built) is reused.
# As emscripten's own ports do (/usr/share/emscripten/tools/ports/), each library
# is a fixed list of C files and flags, with no configure step: SDL2 takes its
# settings from SDL's own include/SDL_config_emscripten.h, freetype from its
# default ftoption.h. One generated Makefile compiles every file of all five
# with clang in emscripten's mode (`emcc --cflags`: one Python start per build,
# not per file), on every core.
# giflib (its library part only) keeps --clip's GIF writer the same; SDL2_image
# (PNG and BMP through its bundled stb_image and miniz) keeps the window's
# screenshot code the same on the web.
# Needs emscripten, dpkg-dev and a deb-src entry (.ci/setup web adds them).
set -euo pipefail
out="$(realpath -m "${1:?usage: web/build-deps.sh DIR}")"
jobs="$(nproc 2>/dev/null || echo 2)"
# emscripten 3.1.6's tools find acorn only here (Debian's node-acorn).
export NODE_PATH=/usr/share/nodejs
recipe="$(sha256sum "$0" | cut -d' ' -f1)"
if [ "$(cat "$out/.built" 2>/dev/null)" = "$recipe" ]; then
  echo "web deps: already built by this recipe ($out)"
  exit 0
fi
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
sdl="$(fetch libsdl2)"
freetype="$(fetch freetype)"
ttf="$(fetch libsdl2-ttf)"
image="$(fetch libsdl2-image)"
gif="$(fetch giflib patched)"

# The files of each library: what its own CMake build compiles for emscripten,
# less the other platforms' drivers (their files compile to nothing here).
sdl_files="SDL.c SDL_assert.c SDL_dataqueue.c SDL_error.c SDL_guid.c SDL_hints.c SDL_list.c SDL_log.c SDL_utils.c
  atomic/SDL_atomic.c atomic/SDL_spinlock.c
  audio/SDL_audio.c audio/SDL_audiocvt.c audio/SDL_audiodev.c audio/SDL_audiotypecvt.c audio/SDL_mixer.c audio/SDL_wave.c
  audio/disk/SDL_diskaudio.c audio/dummy/SDL_dummyaudio.c audio/emscripten/SDL_emscriptenaudio.c
  cpuinfo/SDL_cpuinfo.c dynapi/SDL_dynapi.c
  events/SDL_clipboardevents.c events/SDL_displayevents.c events/SDL_dropevents.c events/SDL_events.c
  events/SDL_gesture.c events/SDL_keyboard.c events/SDL_keysym_to_scancode.c events/SDL_mouse.c events/SDL_quit.c
  events/SDL_scancode_tables.c events/SDL_touch.c events/SDL_windowevents.c events/imKStoUCS.c
  file/SDL_rwops.c filesystem/emscripten/SDL_sysfilesystem.c haptic/SDL_haptic.c haptic/dummy/SDL_syshaptic.c
  hidapi/SDL_hidapi.c joystick/SDL_gamecontroller.c joystick/SDL_joystick.c joystick/controller_type.c
  joystick/emscripten/SDL_sysjoystick.c joystick/virtual/SDL_virtualjoystick.c
  libm/e_atan2.c libm/e_exp.c libm/e_fmod.c libm/e_log.c libm/e_log10.c libm/e_pow.c libm/e_rem_pio2.c libm/e_sqrt.c
  libm/k_cos.c libm/k_rem_pio2.c libm/k_sin.c libm/k_tan.c libm/s_atan.c libm/s_copysign.c libm/s_cos.c
  libm/s_fabs.c libm/s_floor.c libm/s_scalbn.c libm/s_sin.c libm/s_tan.c
  loadso/dlopen/SDL_sysloadso.c locale/SDL_locale.c locale/emscripten/SDL_syslocale.c
  misc/SDL_url.c misc/emscripten/SDL_sysurl.c power/SDL_power.c power/emscripten/SDL_syspower.c
  render/SDL_render.c render/SDL_yuv_sw.c render/opengles2/SDL_render_gles2.c render/opengles2/SDL_shaders_gles2.c
  render/software/SDL_blendfillrect.c render/software/SDL_blendline.c render/software/SDL_blendpoint.c
  render/software/SDL_drawline.c render/software/SDL_drawpoint.c render/software/SDL_render_sw.c
  render/software/SDL_rotate.c render/software/SDL_triangle.c
  sensor/SDL_sensor.c sensor/dummy/SDL_dummysensor.c
  stdlib/SDL_crc16.c stdlib/SDL_crc32.c stdlib/SDL_getenv.c stdlib/SDL_iconv.c stdlib/SDL_malloc.c
  stdlib/SDL_qsort.c stdlib/SDL_stdlib.c stdlib/SDL_string.c stdlib/SDL_strtokr.c
  thread/SDL_thread.c thread/generic/SDL_syscond.c thread/generic/SDL_sysmutex.c thread/generic/SDL_syssem.c
  thread/generic/SDL_systhread.c thread/generic/SDL_systls.c timer/SDL_timer.c timer/unix/SDL_systimer.c
  video/SDL_RLEaccel.c video/SDL_blit.c video/SDL_blit_0.c video/SDL_blit_1.c video/SDL_blit_A.c video/SDL_blit_N.c
  video/SDL_blit_auto.c video/SDL_blit_copy.c video/SDL_blit_slow.c video/SDL_bmp.c video/SDL_clipboard.c
  video/SDL_egl.c video/SDL_fillrect.c video/SDL_pixels.c video/SDL_rect.c video/SDL_shape.c video/SDL_stretch.c
  video/SDL_surface.c video/SDL_video.c video/SDL_vulkan_utils.c video/SDL_yuv.c
  video/dummy/SDL_nullevents.c video/dummy/SDL_nullframebuffer.c video/dummy/SDL_nullvideo.c
  video/emscripten/SDL_emscriptenevents.c video/emscripten/SDL_emscriptenframebuffer.c
  video/emscripten/SDL_emscriptenmouse.c video/emscripten/SDL_emscriptenopengles.c
  video/emscripten/SDL_emscriptenvideo.c video/yuv2rgb/yuv_rgb.c"
freetype_files="autofit/autofit.c base/ftbase.c base/ftbbox.c base/ftbdf.c base/ftbitmap.c base/ftcid.c base/ftdebug.c
  base/ftfstype.c base/ftgasp.c base/ftglyph.c base/ftgxval.c base/ftinit.c base/ftmm.c base/ftotval.c base/ftpatent.c
  base/ftpfr.c base/ftstroke.c base/ftsynth.c base/ftsystem.c base/fttype1.c base/ftwinfnt.c bdf/bdf.c bzip2/ftbzip2.c
  cache/ftcache.c cff/cff.c cid/type1cid.c gzip/ftgzip.c lzw/ftlzw.c pcf/pcf.c pfr/pfr.c psaux/psaux.c
  pshinter/pshinter.c psnames/psnames.c raster/raster.c sdf/sdf.c sfnt/sfnt.c smooth/smooth.c svg/svg.c
  truetype/truetype.c type1/type1.c type42/type42.c winfonts/winfnt.c"
image_files="IMG.c IMG_WIC.c IMG_avif.c IMG_bmp.c IMG_gif.c IMG_jpg.c IMG_jxl.c IMG_lbm.c IMG_pcx.c IMG_png.c IMG_pnm.c
  IMG_qoi.c IMG_stb.c IMG_svg.c IMG_tga.c IMG_tif.c IMG_webp.c IMG_xcf.c IMG_xpm.c IMG_xv.c IMG_xxx.c"
gif_files="dgif_lib.c egif_lib.c gifalloc.c gif_err.c gif_font.c gif_hash.c openbsd-reallocarray.c quantize.c"

# The install tree: headers first (SDL_ttf and SDL_image compile against it).
rm -rf "${out:?}/include" "${out:?}/lib" "${out:?}/objects" "${out:?}/.built"
mkdir -p "$out/include/SDL2" "$out/include/freetype2" "$out/lib" "$out/objects"
cp "$sdl"/include/*.h "$ttf/SDL_ttf.h" "$image/SDL_image.h" "$out/include/SDL2/"
cp -r "$freetype/include/." "$out/include/freetype2/"
cp "$gif/gif_lib.h" "$out/include/"

# library NAME SOURCE-FOLDER "FLAGS" FILES...: the Makefile's rules for lib/libNAME.a.
library() {
  local name="$1" source="$2" flags="$3" objects=() file object; shift 3
  for file in "$@"; do
    object="\$(O)/$name/${file%.c}.o"
    objects+=("$object")
    printf '%s: %s\n\t@mkdir -p $(@D) && $(CC) $(CFLAGS) %s -c $< -o $@\n' "$object" "$source/$file" "$flags"
  done
  printf '$(L)/lib%s.a: %s\n\t@rm -f $@ && $(AR) rcs $@ $^\nall: $(L)/lib%s.a\n' "$name" "${objects[*]}" "$name"
}
{
  echo "CC := $(em-config LLVM_ROOT)/clang-$(em-config CLANG_ADD_VERSION)"
  echo "AR := $(em-config LLVM_ROOT)/llvm-ar"
  echo "CFLAGS := $(emcc --cflags) -O2 -DNDEBUG -w"
  echo "O := $out/objects"
  echo "L := $out/lib"
  echo ".PHONY: all"
  echo "all:"
  # shellcheck disable=SC2086 # the file lists split on white space on purpose
  {
    library SDL2 "$sdl/src" "-I$sdl/include -idirafter $sdl/src/video/khronos -fno-strict-aliasing" $sdl_files
    library freetype "$freetype/src" "-DFT2_BUILD_LIBRARY -I$freetype/include" $freetype_files
    library SDL2_ttf "$ttf" "-I$out/include/SDL2 -I$out/include/freetype2 -DTTF_USE_HARFBUZZ=0" SDL_ttf.c
    library SDL2_image "$image" "-I$out/include/SDL2 -DUSE_STBIMAGE -DLOAD_BMP -DLOAD_PNG -DSDL_IMAGE_SAVE_PNG=1" $image_files
    library gif "$gif" "-std=gnu99" $gif_files
  }
} >"$out/objects/Makefile"
echo "web deps: compiling SDL2 $(basename "$sdl"), $(basename "$freetype"), $(basename "$ttf"), $(basename "$image"), $(basename "$gif") into $out"
make -s -f "$out/objects/Makefile" -j"$jobs" all >"$out/build.log" 2>&1 || { tail -n 30 "$out/build.log" >&2; exit 1; }
rm -rf "$out/objects"
echo "$recipe" >"$out/.built"
