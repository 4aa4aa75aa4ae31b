# Run by jasta_discover_suites after each link (cmake -P): asks the test
# program for its tests and writes one add_test per suite to OUTPUT.
# In: PROGRAM, TARGET, OUTPUT, WORKING_DIRECTORY, LABELS, ENVIRONMENT (lists).
# Offscreen Qt: the app tests' main() also defaults to it, this keeps the
# listing from needing a display whatever the program.
set(ENV{QT_QPA_PLATFORM} offscreen)
execute_process(COMMAND "${PROGRAM}" --gtest_list_tests
    WORKING_DIRECTORY "${WORKING_DIRECTORY}"
    OUTPUT_VARIABLE listing ERROR_VARIABLE errors RESULT_VARIABLE result
    TIMEOUT 60)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${TARGET}: --gtest_list_tests failed (${result}):\n${listing}${errors}")
endif()

# Suite lines start in the first column and end with '.', maybe followed by
# "  # TypeParam = ..." or "  # GetParam() = ..."; test lines are indented.
string(REPLACE "\n" ";" lines "${listing}")
set(suites "")
foreach(line IN LISTS lines)
    if(line MATCHES "^([A-Za-z0-9_/]+)\\.( .*)?$")
        list(APPEND suites "${CMAKE_MATCH_1}")
    endif()
endforeach()
list(REMOVE_DUPLICATES suites)
list(LENGTH suites count)
if(count EQUAL 0)
    message(FATAL_ERROR "${TARGET}: no test suites in its --gtest_list_tests")
endif()

set(script "# Written by cmake/JastaListSuites.cmake from ${TARGET} --gtest_list_tests\n")
foreach(suite IN LISTS suites)
    set(name "${TARGET}:${suite}")
    string(APPEND script "add_test([=[${name}]=] \"${PROGRAM}\" [=[--gtest_filter=${suite}.*]=])\n")
    string(APPEND script "set_tests_properties([=[${name}]=] PROPERTIES WORKING_DIRECTORY \"${WORKING_DIRECTORY}\"")
    if(LABELS)
        string(APPEND script " LABELS [=[${LABELS}]=]")
    endif()
    if(ENVIRONMENT)
        string(APPEND script " ENVIRONMENT [=[${ENVIRONMENT}]=]")
    endif()
    string(APPEND script ")\n")
endforeach()
file(WRITE "${OUTPUT}" "${script}")
