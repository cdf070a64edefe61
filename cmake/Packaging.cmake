# `cpack -G DEB` (run in the build directory): a Debian package of what
# `cmake --install` puts under /usr. dpkg-shlibdeps (dpkg-dev) works out the
# SDL2, SDL2_ttf and SDL2_image libraries from the binary; the font package is
# named here because nothing links it.
set(CPACK_PACKAGE_NAME polyroids)
set(CPACK_PACKAGE_VENDOR "Polyroids")
set(CPACK_PACKAGE_CONTACT "Polyroids maintainers <polyroids@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Asteroids that shows its collision detection")
set(CPACK_PACKAGE_DESCRIPTION "An Asteroids-style game on a wrap-around field of irregular, often concave
asteroid polygons, with teaching overlays that draw every bounding box,
candidate pair, crossing-number ray and separating axis as each collision
decision is made, a collision lab, and deterministic replays.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/polyroids/polyroids")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
