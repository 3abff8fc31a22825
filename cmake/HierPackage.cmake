# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# hier's CMake config package, <prefix>/lib/cmake/hier/hierConfig{,Version}.cmake
# (hierConfig.cmake.in says what hier::hier adds). Written as Kokkos' is:
# configure_package_config_file makes the file compute the prefix from its own
# location, so an installation can be moved. The files are generated into the
# build tree's lib/cmake/hier too: the build tree has the install layout, so
# -Dhier_DIR=<build>/lib/cmake/hier uses hier without installing it.
include(CMakePackageConfigHelpers)
set(HIER_CMAKE_PACKAGE_DIR lib/cmake/hier)
configure_package_config_file(cmake/hierConfig.cmake.in
  "${HIER_LIB_DIR}/cmake/hier/hierConfig.cmake"
  INSTALL_DESTINATION "${HIER_CMAKE_PACKAGE_DIR}"
  NO_SET_AND_CHECK_MACRO)
# 0.x: a new minor version may change the language, so only 0.9.* satisfies
# find_package(hier 0.9).
write_basic_package_version_file("${HIER_LIB_DIR}/cmake/hier/hierConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY SameMinorVersion)
install(FILES "${HIER_LIB_DIR}/cmake/hier/hierConfig.cmake"
              "${HIER_LIB_DIR}/cmake/hier/hierConfigVersion.cmake"
        DESTINATION "${HIER_CMAKE_PACKAGE_DIR}")
install(FILES LICENSE DESTINATION share/doc/hier)
