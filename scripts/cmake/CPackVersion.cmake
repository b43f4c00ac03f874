# Read by cpack (CPACK_PROJECT_CONFIG_FILE): the package takes the version of the build it
# packs, written by scripts/cmake/version.cmake at build time (the commit may have changed since
# CMake's configure step).
file(STRINGS "${CPACK_TIANYUAN_VERSION_FILE}" CPACK_PACKAGE_VERSION LIMIT_COUNT 1)
set(CPACK_DEBIAN_PACKAGE_VERSION "${CPACK_PACKAGE_VERSION}")
