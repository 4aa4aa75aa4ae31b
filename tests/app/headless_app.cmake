# ctest script: the program where nobody can click a message box.
#  - `jasta --help` and `--version` work without a display;
#  - an unreadable save with --screenshot, without a display or on the
#    offscreen platform, is reported on stderr (`file: message`) with exit 2,
#    never a modal box that waits for ever (each run has a time limit).
# Inputs: -DAPP=<jasta> -DDATA=<data dir> -DWORK=<scratch dir>
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/runtime" "${WORK}/config" "${WORK}/data")
file(CHMOD "${WORK}/runtime" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(bad "${WORK}/bad.jasta")
file(WRITE "${bad}" "{\"format\": \"jasta-game\", \"format_version\": 3, \"seed\": ")
set(private XDG_RUNTIME_DIR=${WORK}/runtime XDG_CONFIG_HOME=${WORK}/config XDG_DATA_HOME=${WORK}/data)
set(no_display ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM ${private})
set(offscreen ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen ${private})

function(expect what code pattern stream)
    if(NOT result EQUAL code)
        message(FATAL_ERROR "${what}: expected exit ${code}, got '${result}'\nstdout:\n${out}\nstderr:\n${err}")
    endif()
    if(NOT ${stream} MATCHES "${pattern}")
        message(FATAL_ERROR "${what}: ${stream} does not match '${pattern}'\nstdout:\n${out}\nstderr:\n${err}")
    endif()
endfunction()

execute_process(COMMAND ${no_display} "${APP}" --help TIMEOUT 60 RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect("--help without a display" 0 "Usage: .*--screenshot" out)
execute_process(COMMAND ${no_display} "${APP}" --version TIMEOUT 60 RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect("--version without a display" 0 "^jasta [0-9]" out)

execute_process(COMMAND ${no_display} "${APP}" --data "${DATA}" --screenshot "${WORK}/out.png" "${bad}"
    TIMEOUT 120 RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect("--screenshot of a bad save without a display" 2 "${bad}: not valid JSON at line" err)
if(EXISTS "${WORK}/out.png")
    message(FATAL_ERROR "a picture was written of a game that could not be opened")
endif()

execute_process(COMMAND ${offscreen} "${APP}" --data "${DATA}" --screenshot "${WORK}/out.png" "${bad}"
    TIMEOUT 120 RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect("--screenshot of a bad save, offscreen" 2 "${bad}: not valid JSON at line" err)

execute_process(COMMAND ${offscreen} "${APP}" --data "${DATA}" "${bad}"
    TIMEOUT 120 RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect("a bad save, offscreen" 2 "${bad}: not valid JSON at line" err)

execute_process(COMMAND ${no_display} "${APP}" --data "${DATA}" "${bad}"
    TIMEOUT 60 RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect("the window without a display" 1 "no display" err)
file(REMOVE_RECURSE "${WORK}")
