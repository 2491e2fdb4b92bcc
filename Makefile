# Reclaim: top-level entry points. See README.md.
BUILD_DIR ?= build
EXAMPLE ?= examples/demo.mlir

.PHONY: all build demo test check docs clean bench fuzz

all: build

# JOBS=N limits the build's parallelism; CMAKE_ARGS is passed to the first
# configuration (scripts/setup.sh).
build:
	BUILD_DIR=$(BUILD_DIR) bash scripts/setup.sh

# Reclaim's main job on a shipped example: deallocate it with reclaim-pipeline
# and prove the result right by running it under the execution checker.
demo: build
	@echo "== input: $(EXAMPLE)"
	@cat $(EXAMPLE)
	@echo "== after reclaim-pipeline"
	$(BUILD_DIR)/bin/reclaim-opt $(EXAMPLE) --reclaim-pipeline
	@echo "== executed and checked (against the input run without deallocation)"
	$(BUILD_DIR)/bin/reclaim-run $(EXAMPLE) --pipeline=reclaim-pipeline --reference

# Every test: lit (which includes the executed programs) and gtest, via ctest.
test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j2

check: test

# Benchmark against upstream MLIR's deallocation (bench/README.md):
# regenerates bench/RESULTS.md, bench/results/*.csv and *.svg; then prints
# reclaim-run's cost against mlir-runner (bench/run_overhead.py).
bench: build
	python3 bench/plan_stats.py
	python3 bench/run.py
	python3 bench/run_overhead.py

# The long run of the differential fuzzer (docs/reclaim-fuzz.md); failures
# and their reduced lit tests land in fuzz-out/.
FUZZ_SEED ?= 1
FUZZ_COUNT ?= 600
fuzz: build
	python3 tools/reclaim-fuzz/reclaim-fuzz.py --seed $(FUZZ_SEED) \
	  --count $(FUZZ_COUNT) --jobs 2 --reduce --threads-check --out fuzz-out \
	  --bin-dir $(BUILD_DIR)/bin; status=$$?; \
	  cp fuzz-out/summary.json bench/results/fuzz-summary.json; exit $$status

# docs/Passes.md: docs/Passes.md.in, the pipelines from reclaim-opt --help
# and the passes from Passes.td (docs/gen-passes-md.py).
docs: build
	ninja -C $(BUILD_DIR) mlir-doc
	python3 docs/gen-passes-md.py --reclaim-opt $(BUILD_DIR)/bin/reclaim-opt \
	  --intro docs/Passes.md.in --passes $(BUILD_DIR)/docs/ReclaimPasses.md \
	  > docs/Passes.md

clean:
	rm -rf $(BUILD_DIR)
