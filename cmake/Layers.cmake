# The layers, bottom first, and the folders each may include (itself included).
# One list for the build (src/CMakeLists.txt gives each layer an include tree
# holding only these folders, so a wrong include fails to compile) and for the
# architecture test (cmake/CheckLayers.cmake reads the same list).
set(polyroids_layers base layout geometry sim lab replay prefs teach render audio app bench)
# Each grant is what the layer's files include, plus the folders its includes reach in turn
# (a sim header includes geometry/, so every user of sim/ is granted geometry/ too).
set(polyroids_uses_base     "base")
# Where text boxes and panels go on a screen: rectangles and an injected text measure, no SDL, no font.
set(polyroids_uses_layout   "layout")
set(polyroids_uses_geometry "geometry")
set(polyroids_uses_sim      "geometry;sim")
set(polyroids_uses_lab      "base;geometry;lab")
set(polyroids_uses_replay   "base;geometry;sim;replay")
set(polyroids_uses_prefs    "base;prefs")
# What each overlay shows, worked out from the step's record: SDL-free, drawn by render.
set(polyroids_uses_teach    "base;geometry;sim;teach")
set(polyroids_uses_render   "base;layout;geometry;sim;lab;prefs;teach;render")
set(polyroids_uses_audio    "base;geometry;sim;audio")
set(polyroids_uses_app      "base;layout;geometry;sim;lab;replay;prefs;teach;render;audio;app")
# polyroids-bench: the only code that links the peer libraries (Box2D, Chipmunk, Boost).
set(polyroids_uses_bench    "base;geometry;sim;bench")
# Layers that must not include SDL.
set(polyroids_sdl_free "base;layout;geometry;sim;lab;replay;prefs;teach;bench")
