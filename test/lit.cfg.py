# hier's lit configuration.
#
# Substitutions:
#   %clang_cc1          clang -cc1 with the plugin loaded (front-end tests)
#   %clang, %clangxx    the driver with -fplugin=libhier.so
#   %clang_noplugin,    the driver alone
#   %clangxx_noplugin
#   %offload            driver flags for an NVPTX offload compile on an
#                       installation without LLVM's OpenMP device runtime
#   %opt                opt with hier's passes loaded
#   %run                runs a compiled test program with the LLVM runtime
#                       libraries on the library path
#   %host-fallback      like %run, with offloading disabled (or, with
#                       --param gpu_batch, recorded for a GPU run)
#   %host-fallback-nowait  the same, one host team at a time (programs with
#                       'nowait' teams)
#   %hier_build         the build tree (test/Package installs it)
#   %cmake, %cmake_user cmake; cmake -G <hier's generator> with LLVM 22's clang
#                       and clang++ as the C and C++ compilers
#   %llvm_lib_dir       LLVM 22's libraries (libomp, libomptarget)
#   %hier_include       hier's include directory in the build tree
#   %hier_clangd        LLVM 22's clangd (feature clangd)
#   %rocm_device_libs  the directory of ROCm's ocml.bc (feature rocm-device-libs)
# Features:
#   gcc     gcc and g++ are installed (test/Package checks they are refused)
#   ptxas   CUDA's ptxas is available: full NVPTX offload binaries can be linked
#   libdevice  CUDA's libdevice is in that CUDA installation
#   lld     ld.lld is installed: AMDGPU offload binaries can be linked
#   rocm-device-libs  ROCm's device libraries (Debian: rocm-device-libs) and
#           ld.lld are installed: AMDGPU offload binaries that call <math.h>
#           functions can be linked
#   gpu     an NVIDIA GPU is visible (never in CI; see docs/design.md, "Testing")
import os
import shutil
import subprocess

import lit.formats

config.name = "hier"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".ll", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.hier_obj_root, "test")

tools = config.llvm_tools_dir
config.environment["PATH"] = os.pathsep.join([tools, config.environment.get("PATH", "")])
for var in ["OMP_TARGET_OFFLOAD", "LIBOMPTARGET_INFO", "OMP_NUM_THREADS"]:
    config.environment.pop(var, None)

plugin = config.hier_plugin
clang = os.path.join(tools, "clang")
clangxx = os.path.join(tools, "clang++")
cuda_path = os.path.dirname(os.path.dirname(config.ptxas)) if config.ptxas and os.path.exists(config.ptxas) else ""

config.substitutions.append(("%clang_noplugin", clang))
config.substitutions.append(("%clangxx_noplugin", clangxx))
resource_dir = subprocess.run([clang, "-print-resource-dir"], capture_output=True,
                              text=True).stdout.strip()
config.substitutions.append(
    ("%clang_cc1", f"{clang} -cc1 -internal-isystem {resource_dir}/include -load {plugin}"))
config.substitutions.append(("%clangxx", f"{clangxx} -fplugin={plugin}"))
config.substitutions.append(("%clang", f"{clang} -fplugin={plugin}"))
offload = "-fopenmp --offload-arch=sm_90 --no-offloadlib"
if cuda_path:
    offload += f" --cuda-path={cuda_path}"
config.substitutions.append(("%offload", offload))
config.substitutions.append(("%opt", f"{os.path.join(tools, 'opt')} -load-pass-plugin={plugin}"))
run = f"env LD_LIBRARY_PATH={config.llvm_lib_dir}"
host_fallback = f"{run} OMP_TARGET_OFFLOAD=DISABLED"
# --param gpu_batch=record:DIR / replay:DIR: the host-fallback runs are also
# recorded for, or replaced by, one batch run on a GPU machine
# (utils/gpu-batch.py says how).
gpu_batch = lit_config.params.get("gpu_batch")
if gpu_batch:
    mode, _, batch_dir = gpu_batch.partition(":")
    if mode not in ("record", "replay") or not batch_dir:
        lit_config.fatal("--param gpu_batch takes record:DIR or replay:DIR")
    script = os.path.join(config.hier_src_root, "utils", "gpu-batch.py")
    host_fallback = (f"python3 {script} {mode} {os.path.abspath(batch_dir)} "
                     f"LD_LIBRARY_PATH={config.llvm_lib_dir} OMP_TARGET_OFFLOAD=DISABLED")
# For programs with 'nowait' teams: one host team at a time. LLVM 22's libomp
# crashes now and then in __kmpc_omp_task when a 'target teams nowait' runs
# its host teams on a hidden helper thread (plain OpenMP too:
# docs/language.md, "nowait"). Longest first: lit substitutes in order.
config.substitutions.append(("%host-fallback-nowait",
                             host_fallback.replace("OMP_TARGET_OFFLOAD=DISABLED",
                                                   "OMP_TARGET_OFFLOAD=DISABLED KMP_TEAMS_THREAD_LIMIT=1")))
config.substitutions.append(("%host-fallback", host_fallback))
# SPMD host mode (docs/language.md): a binary built with -DHIER_HOST_SPMD
# runs each team as the GPU would, on lanes x team_size host threads.
config.substitutions.append(("%spmd-run", f"{run} HIER_HOST_SPMD=1"))
config.substitutions.append(("%run", run))
config.substitutions.append(("%hier_src", config.hier_src_root))
# Package tests (test/Package): the build tree, which `cmake --install` copies,
# and a CMake configure line for a user project built by LLVM 22's clang.
config.substitutions.append(("%hier_build", config.hier_obj_root))
config.substitutions.append(("%llvm_lib_dir", config.llvm_lib_dir))
config.substitutions.append(("%cmake_user", f'{config.cmake} -G "{config.cmake_generator}" '
                             f"-DCMAKE_MAKE_PROGRAM={config.cmake_make_program} "
                             f"-DCMAKE_C_COMPILER={clang} -DCMAKE_CXX_COMPILER={clangxx}"))
config.substitutions.append(("%cmake", config.cmake))
if shutil.which("gcc") and shutil.which("g++"):
    config.available_features.add("gcc")
# OpenMPI (libopenmpi-dev, openmpi-bin): examples/cg-mpi.
if shutil.which("mpirun") and shutil.which("mpicxx"):
    config.available_features.add("mpi")
# The include directory a build system puts on the command line for tools
# that do not load the plugin (clangd) or run no plugin action (-E).
config.substitutions.append(("%hier_include", os.path.join(config.hier_obj_root, "include")))
clangd = os.path.join(tools, "clangd")
if os.path.exists(clangd):
    config.available_features.add("clangd")
    config.substitutions.append(("%hier_clangd", clangd))
config.substitutions.append(("%hier_lib", os.path.dirname(plugin)))

if cuda_path:
    # Linking an offload binary runs clang-linker-wrapper (Debian: package
    # clang-tools-22); without it every offload link fails with a bare
    # 'posix_spawn failed'.
    if not os.path.exists(os.path.join(tools, "clang-linker-wrapper")):
        lit_config.fatal("ptxas is installed but clang-linker-wrapper is not "
                         f"in {tools}: install clang-tools-22 "
                         "(scripts/install-deps.sh)")
    config.available_features.add("ptxas")
    if os.path.exists(os.path.join(cuda_path, "nvvm", "libdevice", "libdevice.10.bc")):
        config.available_features.add("libdevice")
# Where Debian's rocm-device-libs installs ocml.bc (or a ROCm installation).
import sysconfig
rocm_dirs = [os.path.join("/usr/lib", (sysconfig.get_config_var("MULTIARCH") or "x86_64-linux-gnu"),
                          "amdgcn", "bitcode"),
             "/opt/rocm/amdgcn/bitcode"]
rocm_device_libs = next((d for d in rocm_dirs if os.path.exists(os.path.join(d, "ocml.bc"))), "")
if os.path.exists(os.path.join(tools, "ld.lld")):
    config.available_features.add("lld")
if rocm_device_libs and "lld" in config.available_features:
    config.available_features.add("rocm-device-libs")
    config.substitutions.append(("%rocm_device_libs", rocm_device_libs))
if shutil.which("nvidia-smi"):
    try:
        if subprocess.run(["nvidia-smi", "-L"], capture_output=True, timeout=20).returncode == 0:
            config.available_features.add("gpu")
    except Exception:
        pass

# --param sanitizer_preload=<libclang_rt.asan-x86_64.so>: the libraries were
# built with HIER_ENABLE_SANITIZERS; every process gets the ASan runtime
# preloaded (clang has none of its own). Leak checking is off: clang frees
# nothing at exit (-disable-free) by design. Manual poisoning is off: the
# plugin's sanitized copies of LLVM's inline allocators and clang's plain ones
# share objects (fuzz/FrontendFuzzer.cpp says how that misfires). Feature:
# sanitizers.
sanitizer_preload = lit_config.params.get("sanitizer_preload")
if sanitizer_preload:
    config.environment["LD_PRELOAD"] = sanitizer_preload
    config.environment["ASAN_OPTIONS"] = (
        "detect_leaks=0:abort_on_error=1:allow_user_poisoning=0")
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.available_features.add("sanitizers")
