# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of polyroids-bench and docs/performance's scripts.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# polyroids-bench: every row (brute force, ours, Box2D, Chipmunk, Boost) finds the same hits on every scene.
if(TARGET polyroids-bench)
  # Under the sanitizers the small scenes run every row's code as the large ones do, in a tenth of the time.
  if(POLYROIDS_SANITIZE)
    set(bench_sizes 300)
  else()
    set(bench_sizes 300,2000)
  endif()
  add_test(NAME "e2e: polyroids-bench's rows all find the same hits on every scene"
    COMMAND ${expect} 0 "^scene,n,row,median_ms,p99_ms,candidates,hits,hit_hash" "" -- $<TARGET_FILE:polyroids-bench> --quick --csv --n ${bench_sizes})
  polyroids_labels(e2e)
  add_test(NAME "e2e: polyroids-bench refuses a size that is not a count" COMMAND ${expect} 2 "" "--n: 'ten' is not a count" -- $<TARGET_FILE:polyroids-bench> --n ten)
  polyroids_labels(e2e)
  # The scripts and the page, checked once, in Release (under the sanitizers its benchmark run took two minutes
  # and tested no code the test above does not).
  if(NOT POLYROIDS_SANITIZE)
    add_test(NAME "e2e: docs/performance's table.sh and plot.sh turn a polyroids-bench CSV into tables whose figures follow from it and a plot, and the page holds the committed CSV's tables"
      COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/e2e/performance-docs.sh $<TARGET_FILE:polyroids-bench> ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/performance-docs)
    polyroids_labels(e2e)
  endif()
endif()
