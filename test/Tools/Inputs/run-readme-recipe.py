#!/usr/bin/env python3
"""Runs the README's tensor-to-executable recipe as written.

usage: run-readme-recipe.py README.md BUILD_DIR TMP_DIR

Takes the ```sh block that follows "<!-- recipe:begin -->" in README.md (up
to "<!-- recipe:end -->"), replaces the build directory `build/` by BUILD_DIR
and /tmp/recipe by TMP_DIR, and runs it with `bash -e -x` from the source
root (the README's directory). Between the commands it prints what the
intermediate files hold, so that the test can check each step.
"""

import os
import re
import subprocess
import sys


def main():
    readme, build_dir, tmp_dir = sys.argv[1:4]
    text = open(readme).read()
    match = re.search(r"<!-- recipe:begin -->\s*```sh\n(.*?)```\s*"
                      r"<!-- recipe:end -->", text, re.S)
    if not match:
        sys.exit("run-readme-recipe.py: no recipe block in %s" % readme)
    script = match.group(1)
    script = re.sub(r"(?<![\w/.-])build/", build_dir.rstrip("/") + "/", script)
    script = script.replace("/tmp/recipe", tmp_dir)

    def count(name, op):
        path = os.path.join(tmp_dir, name)
        if not os.path.exists(path):
            return "missing"
        return str(len(re.findall(r"\b%s\b" % re.escape(op), open(path).read())))

    root = os.path.dirname(os.path.abspath(readme))
    result = subprocess.run(["bash", "-e", "-x", "-c", script], cwd=root,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    print(result.stdout)
    print("recipe: bufferized: %s memref.alloc, %s memref.dealloc" % (
        count("bufferized.mlir", "memref.alloc"),
        count("bufferized.mlir", "memref.dealloc")))
    print("recipe: reclaimed: %s memref.dealloc" %
          count("reclaimed.mlir", "memref.dealloc"))
    print("recipe: exit %d" % result.returncode)
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
