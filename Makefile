# xcollection — every target a user needs. `make run` and `make test` install what they miss.
SWIFT ?= swift
# Debian packages the build and the tests need: X11, XRender, Xft, XInput2 and XTest headers for
# the window, HarfBuzz and FriBidi to shape and order text, libpng for screenshots and images and
# libjpeg-turbo for JPEG images, Xvfb for
# headless runs, the DejaVu fonts the screenshot tests are drawn with and Noto's colour emoji;
# python3-jsonschema checks the layout file schema; uim-xim (an X input method server with a
# Korean engine), uim (whose module manager registers that engine in a test's own folder) and locales (the sources its ko_KR.UTF-8 is compiled from, into a test's own
# folder) test text composed on the spot: `make test` installs them, without their recommends
# (desktop input modules).
APT_PACKAGES ?= pkg-config libx11-dev libxrender-dev libxft-dev libfontconfig-dev libxi-dev libxtst-dev \
	libpng-dev libturbojpeg0-dev libharfbuzz-dev libfribidi-dev xvfb xauth fonts-dejavu-core fonts-noto-color-emoji python3-jsonschema
APT_INPUT_METHOD_PACKAGES ?= uim-xim uim uim-data locales
# Debian's Python, where python3-jsonschema is installed, whatever python3 comes first on PATH.
SCHEMA_PYTHON ?= /usr/bin/python3
SIZE ?= 375x667
SCREENSHOT ?= /tmp/xcollection-appstore.png
# Examples shown in the README, at the phone size.
# Files of Examples/swift shown in the README and docs/custom-layouts.md, as swift-NAME.png.
README_SWIFT_EXAMPLES = waterfall tags snapping stretchy-header circle inbox photos contacts discover
README_EXAMPLES = appstore list grid badges headers-footers section-background nested-groups paging-modes self-sizing flow-feed settings sidebar carousel cover-flow languages appstore-rtl

# The library products, each with a DocC catalog in Sources/NAME/NAME.docc.
DOC_TARGETS = CollectionLayout CollectionView CollectionWindow CollectionSnapshotTesting X11Window XCollectionGallery UIKitCompat UIKitWindow UIKitSnapshotTesting
DOCC = $(SWIFT) package --scratch-path .build-docs generate-documentation $(foreach t,$(DOC_TARGETS),--target $(t)) --enable-inherited-docs --warnings-as-errors

.PHONY: install uninstall install-check all deps test-deps build release run test example-check ci-recipe-check docs docs-check bench bench-build bench-compare bench-peers bench-suite peer-deps screenshots clean toolchain fuzz fuzz-check fuzz-build schema-check report-check docs-names-check

# The layout-file fuzzer (Fuzz/): libFuzzer with AddressSanitizer, linked with the toolchain's
# lld (Debian's gold fails on the sanitizer's objects). `make fuzz` runs it for FUZZ_TIME
# seconds from every shipped and exported layout file; an input that breaks a rule is written to
# Fuzz/Regressions, where `make test` runs it from then on.
FUZZ_TIME ?= 300
FUZZER = Fuzz/.build/release/LayoutFileFuzzer
FUZZ_FLAGS = -rss_limit_mb=4096 -timeout=20 -max_len=4096 -artifact_prefix=Fuzz/Regressions/new-
FUZZ_SEEDS = .build/fuzz-seeds

all: build

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "make: no Swift toolchain on PATH: install Swift 6 (swift.org) and put its usr/bin on PATH" >&2; exit 1; }

# Installs only the Debian packages of $(1) that are missing, through sudo when not root, with
# apt-get's options $(2).
define apt-install
@missing=""; for p in $(1); do \
  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
done; \
if [ -n "$$missing" ]; then \
  echo "make: installing$$missing"; \
  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $(2) $$missing; \
fi
endef

deps: toolchain
	$(call apt-install,$(APT_PACKAGES))

# What the tests need beyond the build: the input method server.
test-deps: deps
	$(call apt-install,$(APT_INPUT_METHOD_PACKAGES),--no-install-recommends)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# `make install` puts the program where PREFIX says (default /usr/local): the executable, and
# beside it xcollection-swift (which runs --swift), what --swift compiles against (its modules,
# the C module maps) and the pinned fonts, in
# PREFIX/lib/xcollection, a link to it in PREFIX/bin, its man page and bash, zsh and fish
# completions. --swift then works from any folder, with the Swift toolchain that built it on PATH.
# CONFIGURATION=debug installs the debug build (make test does, to skip a release build).
PREFIX ?= /usr/local
CONFIGURATION ?= release
INSTALL_LIB = $(DESTDIR)$(PREFIX)/lib/xcollection
INSTALL_BIN = $(DESTDIR)$(PREFIX)/bin
INSTALL_MAN = $(DESTDIR)$(PREFIX)/share/man/man1
BASH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
C_MODULES = CX11 CPNG CTurboJPEG CHarfBuzz CFriBidi

install: deps
	$(SWIFT) build -c $(CONFIGURATION) --product xcollection
	$(SWIFT) build -c $(CONFIGURATION) --product xcollection-swift
	$(SWIFT) build -c $(CONFIGURATION) --product generate-manual
	@set -e; bin=$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path); \
	rm -rf $(INSTALL_LIB); mkdir -p $(INSTALL_LIB) $(INSTALL_BIN) $(INSTALL_MAN) $(BASH_COMPLETIONS) $(ZSH_COMPLETIONS) $(FISH_COMPLETIONS); \
	cp $$bin/xcollection $$bin/xcollection-swift $(INSTALL_LIB)/; \
	cp -R $$bin/Modules $(INSTALL_LIB)/Modules; \
	mkdir -p $(INSTALL_LIB)/Fonts && cp Sources/CollectionWindow/Fonts/* $(INSTALL_LIB)/Fonts/; \
	for module in $(C_MODULES); do \
	  mkdir -p $(INSTALL_LIB)/ModuleMaps/$$module && cp Sources/$$module/module.modulemap Sources/$$module/shim.h $(INSTALL_LIB)/ModuleMaps/$$module/; \
	done; \
	ln -sf ../lib/xcollection/xcollection $(INSTALL_BIN)/xcollection; \
	$$bin/generate-manual $(INSTALL_LIB)/xcollection --output-directory $(INSTALL_MAN) > /dev/null; \
	$(INSTALL_LIB)/xcollection --generate-completion-script bash > $(BASH_COMPLETIONS)/xcollection; \
	$(INSTALL_LIB)/xcollection --generate-completion-script zsh > $(ZSH_COMPLETIONS)/_xcollection; \
	$(INSTALL_LIB)/xcollection --generate-completion-script fish > $(FISH_COMPLETIONS)/xcollection.fish; \
	echo "make: installed xcollection in $(DESTDIR)$(PREFIX) (run $(INSTALL_BIN)/xcollection; man xcollection)"

uninstall:
	rm -rf $(INSTALL_LIB)
	rm -f $(INSTALL_BIN)/xcollection $(INSTALL_MAN)/xcollection.1 $(BASH_COMPLETIONS)/xcollection $(ZSH_COMPLETIONS)/_xcollection $(FISH_COMPLETIONS)/xcollection.fish

# The debug build installed into a temporary prefix and used from another folder, as an
# installed program is: an example, a --swift file, the man page and completions; then removed.
install-check: deps
	Tests/install-check "$(MAKE)"

# Opens the App Store example; with no display at all, renders it headless and says where.
run: build
	@if [ -n "$${DISPLAY:-}" ]; then \
	  $(SWIFT) run --skip-build xcollection --example appstore --size $(SIZE); \
	else \
	  echo "make: no X display (DISPLAY is not set); rendering the App Store example headless instead"; \
	  $(SWIFT) run --skip-build xcollection --example appstore --size $(SIZE) --screenshot $(SCREENSHOT) && \
	  echo "make: screenshot written to $(SCREENSHOT)"; \
	fi

# Every test, the display ones against a private Xvfb that is stopped afterwards; then the
# documentation must build without a warning.
test: test-deps
	Tests/test-names-check
	$(SWIFT) build --build-tests
	Tests/with-xvfb $(SWIFT) test --skip-build
	$(MAKE) --no-print-directory example-check
	$(MAKE) --no-print-directory ci-recipe-check
	$(MAKE) --no-print-directory install-check
	$(MAKE) --no-print-directory fuzz-check
	$(MAKE) --no-print-directory schema-check
	$(MAKE) --no-print-directory docs-names-check
	$(MAKE) --no-print-directory docs-check

# Examples/MyLayouts and Examples/SnapshotSuite, packages of their own that use the libraries as
# a user's would: each must build, and its snapshot tests pass with no display at all.
example-check: deps
	cd Examples/MyLayouts && $(SWIFT) build --build-tests && env -u DISPLAY $(SWIFT) test --skip-build
	cd Examples/SnapshotSuite && $(SWIFT) build --build-tests && env -u DISPLAY $(SWIFT) test --skip-build

# Examples/ci's snapshot-test recipe end to end on Examples/SnapshotSuite (docs/ci.md).
ci-recipe-check: example-check
	Tests/ci-recipe-check

fuzz-build: deps
	@cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld > .build-log 2>&1 || { cat .build-log; exit 1; }

# Seeds: the shipped layout files and every example the program can export.
$(FUZZ_SEEDS): build
	@rm -rf $@ && mkdir -p $@ && cp assets/layouts/*.json $@/
	@for name in $$(.build/debug/xcollection --list-examples | cut -d' ' -f1); do \
	  .build/debug/xcollection --example $$name --export-layout > $@/export-$$name.json 2>/dev/null || rm -f $@/export-$$name.json; \
	done

fuzz: fuzz-build $(FUZZ_SEEDS)
	@mkdir -p .build/fuzz-corpus
	SWIFT_BACKTRACE=enable=no $(FUZZER) $(FUZZ_FLAGS) -max_total_time=$(FUZZ_TIME) .build/fuzz-corpus $(FUZZ_SEEDS)

# Every input the fuzzer ever found, once each, then a short run from the seeds with a fixed
# seed, so the same build explores the same inputs every time.
fuzz-check: fuzz-build $(FUZZ_SEEDS)
	@SWIFT_BACKTRACE=enable=no $(FUZZER) Fuzz/Regressions/*.json > .build/fuzz-regressions.log 2>&1 || { tail -40 .build/fuzz-regressions.log; exit 1; }
	@rm -rf .build/fuzz-check-corpus && mkdir -p .build/fuzz-check-corpus
	@SWIFT_BACKTRACE=enable=no $(FUZZER) $(FUZZ_FLAGS) -seed=1 -runs=30000 .build/fuzz-check-corpus $(FUZZ_SEEDS) > .build/fuzz-check.log 2>&1 || { tail -40 .build/fuzz-check.log; exit 1; }
	@echo "make: the layout-file fuzzer passes its $$(ls Fuzz/Regressions/*.json | wc -l) regression inputs and 30,000 fresh ones"

# docs/layout-file.schema.json against every shipped file and every example the program can
# export; files it must refuse, the program refuses too.
schema-check: build
	$(SCHEMA_PYTHON) Tests/schema-check .build/debug/xcollection

# README.md and docs/*.md name only options `xcollection --help` lists and Swift names (UIKit's,
# the project's public types' members) declared under Sources/.
docs-names-check: build
	$(SCHEMA_PYTHON) Tests/docs-names-check .build/debug/xcollection

# The API documentation of every library product, as DocC archives under .build-docs.
docs: deps
	$(DOCC)
	@echo "make: documentation archives are in .build-docs/plugins/Swift-DocC/outputs/"

# The same build, quietly: any DocC warning fails it.
docs-check: deps
	@mkdir -p .build-docs
	@$(DOCC) > .build-docs/check.log 2>&1 || { cat .build-docs/check.log; echo "make: the documentation has warnings or errors (above)" >&2; exit 1; }
	@echo "make: the documentation of $(DOC_TARGETS) builds without warnings"

# The README's pictures, rendered headless: the phone's size, and the App Store at a laptop's.
screenshots: build
	@mkdir -p docs/screenshots
	@for name in $(README_EXAMPLES); do \
	  $(SWIFT) run --skip-build xcollection --example $$name --size 375x667 --screenshot docs/screenshots/$$name.png || exit 1; \
	  echo "docs/screenshots/$$name.png"; \
	done
	@for name in $(README_SWIFT_EXAMPLES); do \
	  $(SWIFT) run --skip-build xcollection --swift Examples/swift/$$name.swift --size 375x667 --screenshot docs/screenshots/swift-$$name.png || exit 1; \
	  echo "docs/screenshots/swift-$$name.png"; \
	done
	$(SWIFT) run --skip-build xcollection --example appstore --size 1280x800 --screenshot docs/screenshots/appstore-1280x800.png
	@echo "docs/screenshots/appstore-1280x800.png"
	$(SWIFT) run --skip-build xcollection --example appstore --size 375x667 --inspect --screenshot docs/screenshots/inspector-appstore.png
	@echo "docs/screenshots/inspector-appstore.png"
	$(SWIFT) run --skip-build xcollection --swift Examples/swift/contacts.swift --size 375x667 --appearance dark \
	  --content-size-category accessibilityMedium --screenshot docs/screenshots/swift-contacts-dark-ax.png
	@echo "docs/screenshots/swift-contacts-dark-ax.png"
	$(SWIFT) run --skip-build xcollection --swift Examples/swift/discover.swift --size 375x667 --appearance dark \
	  --content-size-category extraExtraExtraLarge --screenshot docs/screenshots/swift-discover-dark-xxxl.png
	@echo "docs/screenshots/swift-discover-dark-xxxl.png"
	$(SWIFT) run --skip-build xcollection --swift Examples/swift/contacts.swift --size 375x667 --inspect --screenshot docs/screenshots/inspector-contacts.png
	@echo "docs/screenshots/inspector-contacts.png"
	@mkdir -p .build/ux && cp Examples/ux/*.json .build/ux/
	$(SWIFT) run --skip-build xcollection --example paging-modes --size 375x667 --script .build/ux/paging-modes.json --headless \
	  --video docs/screenshots/ux-paging-modes.png > /dev/null
	@echo "docs/screenshots/ux-paging-modes.png"
	$(SWIFT) run --skip-build xcollection --example appstore --size 375x667 --script .build/ux/app-store.json --headless \
	  --video docs/screenshots/ux-app-store.png > /dev/null
	@echo "docs/screenshots/ux-app-store.png"

# A report of a UX check and two comparisons, its page rendered by headless Chromium (Debian's
# chromium, installed here: too large for make test) into a picture to look at.
report-check: build
	$(call apt-install,chromium)
	Tests/report-check .build/debug/xcollection

# Benchmarks (Benchmarks/, ordo-one/package-benchmark): layout, self-sizing, and the release
# program's window under its own Xvfb, 1280x800 windows and a 4K one on a 4K screen. Numbers
# are printed, never asserted. `make bench` saves the run as the baseline `latest` (and a copy
# named by the day, BASELINE_DAY) in Benchmarks/.benchmarkBaselines and prints it;
# `make bench-compare` runs them again and prints what changed against `latest`.
# BENCH_FILTER picks benchmarks by a regular expression (make bench BENCH_FILTER=window).
BENCH_APT_PACKAGES = libxdamage-dev
BENCH_FILTER ?=
BENCH_ARGS = --no-progress $(if $(BENCH_FILTER),--filter "$(BENCH_FILTER)")
BENCH_RUN = cd Benchmarks && XVFB_SCREEN=3840x2160x24 ../Tests/with-xvfb $(SWIFT) package --allow-writing-to-package-directory benchmark
BASELINES = Benchmarks/.benchmarkBaselines/LayoutBenchmarks
BASELINE_DAY = $(shell date +%Y-%m-%d)

bench-build: deps
	$(call apt-install,$(BENCH_APT_PACKAGES))
	$(SWIFT) build -c release --product xcollection
	$(SWIFT) build -c release --product xcollection-swift

bench: bench-build
	$(BENCH_RUN) baseline update latest $(BENCH_ARGS)
	cd Benchmarks && $(SWIFT) package benchmark baseline read latest --no-progress
	@rm -rf $(BASELINES)/$(BASELINE_DAY) && cp -R $(BASELINES)/latest $(BASELINES)/$(BASELINE_DAY)
	@echo "make: saved as the baseline 'latest' and '$(BASELINE_DAY)' in Benchmarks/.benchmarkBaselines; make bench-compare compares a new run with it"

bench-compare: bench-build
	@[ -d $(BASELINES)/latest ] || { echo "make: no saved baseline yet: run make bench first" >&2; exit 1; }
	$(BENCH_RUN) baseline compare latest $(BENCH_ARGS)

# xcollection's list of 1M rows beside a GTK4 GtkListView and a Qt5 QListView of the same rows
# (Benchmarks/Peers), the three driven by the same XTest wheel in one Xvfb at 1280x800: first
# frame, peak resident, CPU per notch, and whether 300 notches down and up come back to 0.
# PEER_RUNS runs of each (default 5); PEER_BASELINE=PATH runs another xcollection binary (an
# earlier commit's release build) in the same turns. Not part of `make test`: it needs GTK and Qt.
PEER_APT_PACKAGES = libgtk-4-dev qtbase5-dev gcc g++ pkg-config x11-apps
PEERS = Benchmarks/Peers/.build/peers
PEER_RUNS ?= 5

peer-deps:
	$(call apt-install,$(PEER_APT_PACKAGES))

$(PEERS)/gtk4-listview: Benchmarks/Peers/gtk4-listview/main.c | peer-deps
	@mkdir -p $(PEERS)
	$(CC) -O2 -Wall -o $@ $< $$(pkg-config --cflags --libs gtk4)

# Qt's headers insist on position-independent code.
$(PEERS)/qt5-listview: Benchmarks/Peers/qt5-listview/main.cpp | peer-deps
	@mkdir -p $(PEERS)
	$(CXX) -O2 -Wall -fPIC -o $@ $< $$(pkg-config --cflags --libs Qt5Widgets)

bench-peers: deps $(PEERS)/gtk4-listview $(PEERS)/qt5-listview
	$(SWIFT) build -c release --product xcollection
	cd Benchmarks/Peers && $(SWIFT) build -c release
	XVFB_SCREEN=1280x800x24 PEER_RUNS=$(PEER_RUNS) PEER_BASELINE=$(PEER_BASELINE) Tests/with-xvfb Benchmarks/Peers/.build/release/PeerBenchmarks \
	  .build/release/xcollection $(PEERS)/gtk4-listview $(PEERS)/qt5-listview

# An iOS team's snapshot suite of 120 image snapshots (Benchmarks/snapshot-suite-bench), timed with
# `swift test` and with `swift test --parallel`. Not part of `make bench`: it builds a package of
# its own (several minutes the first time).
bench-suite: deps
	SWIFT=$(SWIFT) Benchmarks/snapshot-suite-bench

clean:
	rm -rf .build .build-docs Examples/MyLayouts/.build
