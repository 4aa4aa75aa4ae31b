# jasta_discover_suites(target [LABELS label...] [ENVIRONMENT VAR=value...])
#
# Registers one ctest test per GoogleTest suite of `target`, named
# "target:Suite" (parameterised suites keep their prefix: "app_tests:Sizes/ScreenTour").
# Each runs the program once with --gtest_filter=Suite.*, so the tests of a
# suite share one process. Why not gtest_discover_tests (one process per
# test): a Qt test program or one under the sanitizers spends 0.3-1.5 s
# starting, which over ~800 tests was a third of CI's time.
#
# Like gtest_discover_tests, the list comes from the built program
# (--gtest_list_tests after each link), so no test can be left out by a
# source pattern. A test that calls GTEST_SKIP passes inside its suite; the
# suite's output still says "[  SKIPPED ]".
set(_JASTA_SUITES_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/JastaListSuites.cmake")

function(jasta_discover_suites target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "" "LABELS;ENVIRONMENT")
    set(suites_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites.cmake")
    set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites_include.cmake")
    add_custom_command(TARGET ${target} POST_BUILD
        COMMAND ${CMAKE_COMMAND}
            -D "PROGRAM=$<TARGET_FILE:${target}>"
            -D "TARGET=${target}"
            -D "OUTPUT=${suites_file}"
            -D "WORKING_DIRECTORY=${CMAKE_CURRENT_BINARY_DIR}"
            -D "LABELS=${ARG_LABELS}"
            -D "ENVIRONMENT=${ARG_ENVIRONMENT}"
            -P "${_JASTA_SUITES_SCRIPT}"
        BYPRODUCTS "${suites_file}"
        VERBATIM)
    # ctest reads this at run time: the list if the program was built, else a
    # test that fails and says so.
    file(WRITE "${include_file}"
        "if(EXISTS \"${suites_file}\")\n"
        "  include(\"${suites_file}\")\n"
        "else()\n"
        "  add_test(${target}_NOT_BUILT ${target}_NOT_BUILT)\n"
        "endif()\n")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
endfunction()
