# xcollection — every target a user needs. `make run` and `make test` install what they miss.
SWIFT ?= swift
# Debian packages the build and the tests need. The engine is pure Swift; the window issue adds
# the X11, Xft, XRender, libpng, Xvfb and font packages here.
APT_PACKAGES ?=
SIZE ?= 375x667

.PHONY: all deps build release run test bench clean toolchain

all: build

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "make: no Swift toolchain on PATH: install Swift 6 (swift.org) and put its usr/bin on PATH" >&2; exit 1; }

# Installs only the Debian packages that are missing, through sudo when not root.
deps: toolchain
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	$(SWIFT) run xcollection --example appstore --size $(SIZE)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: release
	$(SWIFT) run -c release xcollection-bench

clean:
	rm -rf .build
