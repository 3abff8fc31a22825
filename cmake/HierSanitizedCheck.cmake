# 'ninja check-hier-sanitized': the lit suite with the sanitized libraries,
# the ASan runtime preloaded into every process (see HierSanitizers.cmake and
# test/lit.cfg.py's 'sanitizer_preload' parameter).
find_program(HIER_SANITIZED_LIT NAMES lit llvm-lit
             HINTS "${LLVM_TOOLS_BINARY_DIR}" REQUIRED)
add_custom_target(check-hier-sanitized
  COMMAND "${HIER_SANITIZED_LIT}" -sv
          --param "sanitizer_preload=${HIER_ASAN_RUNTIME}"
          "${CMAKE_BINARY_DIR}/test"
  DEPENDS hier-plugin
  USES_TERMINAL
  COMMENT "Running hier's lit tests with ASan/UBSan libraries")
