# Included last by tests/CMakeLists.txt, after every test is defined.
# Under the sanitizers, X11, Mesa and D-Bus (loaded by SDL's video) leak a few
# allocations at exit that are not ours, some from libraries already unloaded,
# so LeakSanitizer cannot name them in a suppression. Tests that open a window
# keep AddressSanitizer and UndefinedBehaviorSanitizer but not leak detection;
# the unit tests and the headless runs keep all three.
if(POLYROIDS_SANITIZE)
  get_property(defined_tests DIRECTORY PROPERTY TESTS)
  foreach(test ${defined_tests})
    if(test MATCHES "Xvfb|screenshot|overlay|font|window|lab ")
      set_tests_properties("${test}" PROPERTIES ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
    endif()
  endforeach()
endif()
