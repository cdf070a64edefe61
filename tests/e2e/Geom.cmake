# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of `polyroids geom`: query files, --explain and the limits.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# geom: a query file through the real binary. expect.sh gives the command
# /dev/null for stdin, so sh -c does the redirection. Line 9 of the file is
# malformed on purpose (exit status 2). Where the whole output is checked, it
# is joined into one line for expect.sh's regex, keeping the exit status.
set(geom_queries ${CMAKE_CURRENT_SOURCE_DIR}/e2e/geom-queries.txt)
set(geom_joined "out=$(\"$0\" geom $2 < \"$1\"); status=$?; printf '%s\\n' \"$out\" | paste -sd ' ' -; exit $status")
add_test(NAME "e2e: geom answers a query file line by line, skipping comments and blank lines"
  COMMAND ${expect} 2 "^hit miss inside miss error: polygon 1 is not convex; use overlap miss hit miss hit$" ""
          -- sh -c "${geom_joined}" ${game} ${geom_queries})
polyroids_labels(e2e)
add_test(NAME "e2e: geom names a malformed line on stderr and exits 2"
  COMMAND ${expect} 2 "^error: polygon 1 is not convex; use overlap$" "^geom: line 9: polygon 1 is not convex; use overlap$"
          -- sh -c "\"$0\" geom < \"$1\"" ${game} ${geom_queries})
polyroids_labels(e2e)
add_test(NAME "e2e: geom --explain gives the MTV and shows where the polar approximation is wrong"
  COMMAND ${expect} 2 "^hit  depth=25 normal=\\(0,1\\) .* miss  distances 3\\+6 < centres 10 \\(approximation: SAT says hit\\) hit  depth=0 normal=\\(0\\.316228,-0\\.948683\\)$" ""
          -- sh -c "${geom_joined}" ${game} ${geom_queries} --explain)
polyroids_labels(e2e)
add_test(NAME "e2e: geom decides circles touching or all but touching a slanted edge exactly, near 1, 1e-59 and 1e57"
  COMMAND ${expect} 0 "^miss hit miss hit miss hit$" ""
          -- sh -c "${geom_joined}" ${game} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/geom-circle-touching.txt)
polyroids_labels(e2e)

# geom's limits as a user meets them (docs/limits.md): a number outside the range, a
# line over 256 KiB (skipped, the next line answered), control bytes echoed escaped.
add_test(NAME "e2e: geom refuses a coordinate outside the range, naming the line and the range"
  COMMAND ${expect} 2 "^inside$" "^geom: line 2: '-1e308' is outside the coordinate range \\(0 or between 1e-60 and 1e60 in size\\)$"
          -- sh -c "printf 'pip 0 0 | -1e60 -1e60 1e60 -1e60 1e60 1e60 -1e60 1e60\\npip 0 0 | -1e308 -1e308 1e308 -1e308 1e308 1e308 -1e308 1e308\\n' | \"$0\" geom" ${game})
polyroids_labels(e2e)
add_test(NAME "e2e: geom answers one error for a line over 256 KiB and then the next line"
  COMMAND ${expect} 2 "^hit$" "^geom: line 1: line is longer than 262144 bytes; the rest of it was skipped$"
          -- sh -c "{ printf 'sat '; head -c 300000 /dev/zero | tr '\\\\0' ' '; printf '\\naabb 0 0 1 1 | 0 0 1 1\\n'; } | \"$0\" geom" ${game})
polyroids_labels(e2e)
add_test(NAME "e2e: geom with a folder for its input exits 2 saying it cannot read it, not an abort"
  COMMAND ${expect} 2 "" "^geom: line 1: cannot read the queries: .*Is a directory"
          -- sh -c "\"$0\" geom < /" ${game})
polyroids_labels(e2e)
add_test(NAME "e2e: geom echoes control bytes in its errors escaped"
  COMMAND ${expect} 2 "" "^geom: line 1: '\\\\x01\\\\x1bx' is not a number$"
          -- sh -c "printf 'pip \\001\\033x 1 | 0 0 1 0 1 1\\n' | \"$0\" geom" ${game})
polyroids_labels(e2e)
