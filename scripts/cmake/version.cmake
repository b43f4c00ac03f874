# Writes the build's version (cmake -P, at every build): CMake's project version, plus the commit
# when the source tree is a git checkout of its own (0.1.0+g1234abc, with .dirty when tracked
# files differ from the commit); a tree without git (a tarball) gives the project version alone.
# Inputs: SOURCE_DIR, OUTPUT_DIR, PROJECT_VERSION, DATA_FROM_BIN, TEMPLATE (src/version.h.in).
# Outputs, rewritten only when their text changes: OUTPUT_DIR/version.h and version.txt (the
# version alone, read by cpack: scripts/cmake/CPackVersion.cmake).
set(TIANYUAN_VERSION "${PROJECT_VERSION}")
find_package(Git QUIET)
if(GIT_FOUND)
  execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --show-toplevel
    WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE top RESULT_VARIABLE failed
    OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  # Only the tree's own repository: a tarball unpacked inside another checkout has none.
  if(NOT failed)
    file(REAL_PATH "${top}" top)
    file(REAL_PATH "${SOURCE_DIR}" source)
  endif()
  if(NOT failed AND top STREQUAL source)
    execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --short=7 HEAD
      WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE commit RESULT_VARIABLE failed
      OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT failed AND commit)
      set(TIANYUAN_VERSION "${PROJECT_VERSION}+g${commit}")
      execute_process(COMMAND "${GIT_EXECUTABLE}" status --porcelain --untracked-files=no
        WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE changes ERROR_QUIET)
      if(changes)
        string(APPEND TIANYUAN_VERSION ".dirty")
      endif()
    endif()
  endif()
endif()
set(TIANYUAN_SOURCE_DIR "${SOURCE_DIR}")
set(TIANYUAN_DATA_FROM_BIN "${DATA_FROM_BIN}")
configure_file("${TEMPLATE}" "${OUTPUT_DIR}/version.h" @ONLY)
file(CONFIGURE OUTPUT "${OUTPUT_DIR}/version.txt" CONTENT "${TIANYUAN_VERSION}\n")
