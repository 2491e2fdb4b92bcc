# -*- Python -*-
# lit configuration of Reclaim's tests.

import os
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "RECLAIM"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
# .test: lit tests that are not one MLIR file (the fuzzer's smoke run).
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.reclaim_obj_root, "test")
config.excludes = ["lib", "Inputs", "CMakeLists.txt", "lit.cfg.py",
                   "lit.site.cfg.py", "corpus-data"]

llvm_config.with_system_environment(["PATH"])
llvm_config.use_default_substitutions()

config.substitutions.append(("%reclaim_plugin",
                             os.path.join(config.reclaim_lib_dir,
                                          "ReclaimPlugin.so")))

# C runner utilities (vector.print) for programs run with mlir-runner.
config.substitutions.append(("%mlir_c_runner_utils",
                             os.path.join(config.llvm_tools_dir, "..", "lib",
                                          "libmlir_c_runner_utils.so")))

config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%reclaim_src_root",
                             os.path.dirname(config.test_source_root)))
config.substitutions.append(("%reclaim_obj_root", config.reclaim_obj_root))
config.substitutions.append(("%reclaim_bin_dir", config.reclaim_tools_dir))

# The differential fuzzer, run with the tools of this build.
config.substitutions.append(("%reclaim_fuzz", "%s %s --bin-dir %s" % (
    sys.executable,
    os.path.join(os.path.dirname(config.test_source_root), "tools",
                 "reclaim-fuzz", "reclaim-fuzz.py"),
    config.reclaim_tools_dir)))

tool_dirs = [config.reclaim_tools_dir, config.llvm_tools_dir]
tools = [
    "reclaim-opt",
    "reclaim-test-opt",
    "reclaim-run",
    ToolSubst("mlir-opt", unresolved="fatal"),
    ToolSubst("FileCheck", unresolved="fatal"),
    ToolSubst("not", unresolved="fatal"),
    ToolSubst("mlir-runner", unresolved="fatal"),
    ToolSubst("split-file", unresolved="fatal"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
