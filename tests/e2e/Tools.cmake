# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of the tools they share: the picture checkers, expect.sh and the
# game's path (included first).
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# End to end: the real binary, under Xvfb for anything with a window.
find_package(SDL2 REQUIRED)
find_package(SDL2_image REQUIRED)
add_executable(picture_check e2e/PictureCheck.cpp)
target_link_libraries(picture_check PRIVATE SDL2::SDL2 SDL2_image::SDL2_image polyroids_options)
add_executable(picture_diff e2e/PictureDiff.cpp)
target_link_libraries(picture_diff PRIVATE SDL2::SDL2 SDL2_image::SDL2_image polyroids_options)
find_package(GIF REQUIRED)
add_executable(gif_frames e2e/GifFrames.cpp)
target_link_libraries(gif_frames PRIVATE SDL2::SDL2 SDL2_image::SDL2_image GIF::GIF polyroids_options)
target_include_directories(gif_frames PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})  # support/GifPictures.h
set(expect ${CMAKE_CURRENT_SOURCE_DIR}/e2e/expect.sh)
set(game $<TARGET_FILE:polyroids>)
# Runs a command as if no display were there (headless modes must not need one).
set(no_display env -u DISPLAY -u WAYLAND_DISPLAY)
