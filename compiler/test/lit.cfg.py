# lit configuration of the compiler tests: every .mlir file below this directory is a test.
import os
import lit.formats

config.name = "graphblas-mlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = config.grb_test_src
config.test_exec_root = config.grb_test_obj
# our tools first, then FileCheck / not from llvm-22
config.environment["PATH"] = os.pathsep.join(
    [config.grb_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
