# Included last by tests/CMakeLists.txt, after every test is defined.
# Every test must carry LABELS (see tests/CMakeLists.txt); those labelled
# `window` open one.
#
# Under the sanitizers, X11, Mesa and D-Bus (loaded by SDL's video) leak a few
# allocations at exit that are not ours, some from libraries already unloaded,
# so LeakSanitizer cannot name them in a suppression. Tests that open a window
# keep AddressSanitizer and UndefinedBehaviorSanitizer but not leak detection;
# the unit tests and the headless runs keep all three.
#
# Every test runs with XDG_DATA_HOME (where the game keeps high scores and
# settings) in the build tree, as a user could set it: no test reads or
# writes the real user's files.
get_property(defined_tests DIRECTORY PROPERTY TESTS)
foreach(test ${defined_tests})
  set_property(TEST "${test}" APPEND PROPERTY ENVIRONMENT_MODIFICATION "XDG_DATA_HOME=set:${CMAKE_CURRENT_BINARY_DIR}/user-data")
  get_test_property("${test}" LABELS labels)
  if(NOT labels)
    message(FATAL_ERROR "test '${test}' has no LABELS: add polyroids_labels(...) after it")
  endif()
  # ctest -j starts the costliest first; a fresh build tree has no timings yet, so say which take seconds, not
  # milliseconds: a long end-to-end run started last would hold up the end of the run alone on one core.
  get_test_property("${test}" COST cost)
  if(NOT cost AND ("e2e" IN_LIST labels OR "install" IN_LIST labels OR "web" IN_LIST labels))
    set_tests_properties("${test}" PROPERTIES COST 10)
  endif()
  if(POLYROIDS_SANITIZE AND "window" IN_LIST labels)
    set_tests_properties("${test}" PROPERTIES ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
  endif()
endforeach()
