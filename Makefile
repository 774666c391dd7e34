# Thin wrapper over CMake. `make run` and `make test` are the two Quick start commands.
SANITIZE ?= 0
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# Under the sanitizers, the long end-to-end runs (process kills, 100-battle bot comparisons, whole
# campaigns) are left to the plain build: they exercise no code the other tests do not, at 5-10x the time.
SANITIZE_SKIP = campaign_kill|every shipped campaign reaches its end|clearly beats the random bot|played by bots to the end|shipped Outcasts expedition runs
ifeq ($(SANITIZE),1)
BUILD ?= build-asan
CMAKE_FLAGS += -DGRAVEHOLD_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
else
BUILD ?= build
CMAKE_FLAGS += -DCMAKE_BUILD_TYPE=RelWithDebInfo
endif
ifeq ($(CI),true)
CMAKE_FLAGS += -DGRAVEHOLD_WERROR=ON
endif

.PHONY: setup configure build run test fuzz format format-check clean

setup:
	@bash scripts/setup

configure: setup
	@cmake -S . -B $(BUILD) $(CMAKE_FLAGS) > /dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

# Builds only the program it runs (the tests are built by `make test`).
run: configure
	@cmake --build $(BUILD) -j $(JOBS) --target gravehold
	@./$(BUILD)/gravehold $(ARGS)

test: build format-check
	@cd $(BUILD) && ctest -j $(JOBS) --output-on-failure $(if $(filter 1,$(SANITIZE)),-L unit -E "$(SANITIZE_SKIP)",)

# Fuzzing with libFuzzer (docs/fuzzing.md): FUZZ_SECONDS per target (default 60), FUZZ_TARGETS to pick.
fuzz: setup
	@bash scripts/fuzz

format-check:
	@bash scripts/format --check

format:
	@bash scripts/format

clean:
	rm -rf build build-asan build-fuzz
