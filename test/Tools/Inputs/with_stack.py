"""Runs a command with the soft stack limit set to N MiB, the default of
most systems (usage: with_stack.py N command args...)."""
import os
import resource
import sys

_, hard = resource.getrlimit(resource.RLIMIT_STACK)
want = int(sys.argv[1]) << 20
if hard != resource.RLIM_INFINITY:
    want = min(want, hard)
resource.setrlimit(resource.RLIMIT_STACK, (want, hard))
os.execvp(sys.argv[2], sys.argv[2:])
