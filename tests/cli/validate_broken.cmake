# ctest script: `jasta-cli validate` on a copy of data/ with two broken files
# must exit 2 and print only `file:/pointer: message` lines, naming both.
# Inputs: -DCLI=<jasta-cli> -DDATA=<data dir> -DWORK=<scratch dir>
file(REMOVE_RECURSE "${WORK}")
file(COPY "${DATA}/" DESTINATION "${WORK}")
file(READ "${WORK}/aircraft/spad_xiii.json" spad)
string(REGEX REPLACE "\"structure\": {\n    \"value\": 16" "\"structure\": {\n    \"value\": \"16\"" spad "${spad}")
file(WRITE "${WORK}/aircraft/spad_xiii.json" "${spad}")
file(WRITE "${WORK}/scenarios/ww1_duel.json" "{ \"format_version\": 1, ")

execute_process(COMMAND "${CLI}" validate --data "${WORK}"
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 2)
    message(FATAL_ERROR "expected exit 2, got ${code}\nstdout:\n${out}\nstderr:\n${err}")
endif()
string(REGEX REPLACE "\n$" "" trimmed "${out}")
# Messages may hold ';', CMake's list separator: protect it before splitting lines.
string(REPLACE ";" "<semicolon>" trimmed "${trimmed}")
string(REPLACE "\n" ";" lines "${trimmed}")
foreach(line IN LISTS lines)
    if(NOT line MATCHES "^${WORK}/[a-z]+/[a-z0-9_.-]+\\.json(:/[^:]*)?: .+")
        message(FATAL_ERROR "not a `file:/pointer: message` line: ${line}")
    endif()
endforeach()
if(NOT out MATCHES "aircraft/spad_xiii.json:/structure/value: must be an integer from 1 to 100 \\(found \"16\"\\)")
    message(FATAL_ERROR "the structure problem is not reported:\n${out}")
endif()
if(NOT out MATCHES "scenarios/ww1_duel.json: not valid JSON at line 1")
    message(FATAL_ERROR "the truncated scenario is not reported:\n${out}")
endif()
message(STATUS "validate reported:\n${out}")
