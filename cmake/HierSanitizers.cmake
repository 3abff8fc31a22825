# -DHIER_ENABLE_SANITIZERS=ON: libhier.so and libhier-frontend.so with
# AddressSanitizer and UndefinedBehaviorSanitizer. Included before the
# targets are defined, so that the options reach every host C++ target (the
# device runtime is bitcode built by its own commands and stays as it is).
#
# The libraries are loaded into an uninstrumented clang, which has no ASan
# runtime of its own: run it with the shared runtime preloaded, as
# 'ninja check-hier-sanitized' does (docs/reliability.md):
#   LD_PRELOAD=$(clang-22 -print-file-name=libclang_rt.asan-x86_64.so)
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "HIER_ENABLE_SANITIZERS needs clang: configure with "
                      "-DCMAKE_CXX_COMPILER=clang++-22")
endif()
set(HIER_SANITIZE_FLAGS -fsanitize=address,undefined
    -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
add_compile_options(${HIER_SANITIZE_FLAGS})
# Shared libraries get no runtime linked in: their ASan/UBSan symbols stay
# undefined and bind to the preloaded runtime when they are loaded.
add_link_options(${HIER_SANITIZE_FLAGS})
execute_process(
  COMMAND "${CMAKE_CXX_COMPILER}" -print-file-name=libclang_rt.asan-x86_64.so
  OUTPUT_VARIABLE HIER_ASAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
