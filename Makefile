# Reclaim: top-level entry points. See README.md.
BUILD_DIR ?= build
EXAMPLE ?= examples/demo.mlir

.PHONY: all build demo test check docs clean

all: build

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

docs: build
	ninja -C $(BUILD_DIR) mlir-doc
	cp $(BUILD_DIR)/docs/ReclaimPasses.md docs/Passes.md

clean:
	rm -rf $(BUILD_DIR)
