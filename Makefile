# Developers of Australia — build, serve and test.
#
#   make play    build the site and serve it on http://127.0.0.1:8000/ (offline play on)
#   make dev     serve the working tree instead: every reload shows the latest edits
#   make test    install everything the tests need and run them all (unit + browser)
#   make test-fast  the tests that need no browser, in about a minute
#   make site    assemble the static site for GitHub Pages in _site/
#
# Every step leaves a stamp file and is skipped while its inputs are unchanged.

PYTHON   ?= python3
HOST     ?= 127.0.0.1
PORT     ?= 8000
CHROMIUM ?= /usr/bin/chromium
PYTEST_ARGS ?=
# Test processes (pytest-xdist): each drives at most one browser; the browser tests of one
# module run in one process, one after the other; everything spreads over the processes.
PYTEST_WORKERS ?= auto

VENV        := .venv
VENV_PYTHON := $(VENV)/bin/python
NODE_STAMP   := node_modules/.installed
VENDOR_STAMP := vendor/.vendored
VENV_STAMP   := $(VENV)/.installed

# apt-get needs root; use sudo when run as an ordinary user.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: play dev test test-fast site screenshots vendor venv chromium engines clean distclean help

help:
	@echo "make play   - build the site and serve it on http://$(HOST):$(PORT)/ (plays offline)"
	@echo "make dev    - serve the working tree on http://$(HOST):$(PORT)/ (no offline copy)"
	@echo "make test   - run every test (unit + end-to-end in Chromium)"
	@echo "make test-fast - run the tests that need no browser"
	@echo "make site   - build the static site in _site/"
	@echo "make screenshots - take the README's screenshots into docs/screenshots/"
	@echo "make clean  - remove _site/ and caches; make distclean also removes installs"

play: site
	@$(PYTHON) tools/serve.py --site --directory _site --bind $(HOST) --port $(PORT)

dev: vendor
	@$(PYTHON) tools/serve.py --bind $(HOST) --port $(PORT)

test: vendor venv chromium engines
	$(VENV_PYTHON) -m pytest -n $(PYTEST_WORKERS) --dist loadgroup $(PYTEST_ARGS)

test-fast: vendor venv
	$(VENV_PYTHON) -m pytest -m "not e2e" -n $(PYTEST_WORKERS) $(PYTEST_ARGS)

site: vendor
	$(PYTHON) tools/build_site.py

screenshots: vendor venv chromium
	$(VENV_PYTHON) tools/screenshots.py

# --- browser runtime: npm packages copied into vendor/ ------------------------------------

vendor: $(VENDOR_STAMP)

$(NODE_STAMP): package.json package-lock.json
	npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

$(VENDOR_STAMP): $(NODE_STAMP) tools/vendor_runtime.py tools/precompile_stdlib.mjs tools/page-requirements.txt
	$(PYTHON) tools/vendor_runtime.py
	@touch $@

# --- Python virtual environment with the package and the test tools -------------------------

venv: $(VENV_STAMP)

$(VENV_STAMP): pyproject.toml
	@if ! $(PYTHON) -m venv --clear $(VENV) >/dev/null 2>&1; then \
	    echo "python venv support is missing; installing python3-venv"; \
	    rm -rf $(VENV); \
	    $(SUDO) apt-get update && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y python3-venv && \
	    $(PYTHON) -m venv $(VENV); \
	fi
	$(VENV_PYTHON) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(VENV_PYTHON) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $@

# --- Chromium from Debian (Playwright's own browser download is not used) ------------------

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	    echo "installing Debian's chromium"; \
	    $(SUDO) apt-get update && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium; \
	fi

# --- the other engines players use: Firefox ESR and WebKitGTK (Safari's), with a virtual screen ---

engines:
	@if [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x /usr/bin/Xvfb ]; then \
	    echo "installing Debian's firefox-esr, webkit2gtk-driver and xvfb"; \
	    $(SUDO) apt-get update && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends firefox-esr webkit2gtk-driver xvfb; \
	fi

# --- housekeeping --------------------------------------------------------------------------

clean:
	rm -rf _site .pytest_cache .hypothesis test-results
	find . -name __pycache__ -type d -not -path './.venv/*' -not -path './node_modules/*' -prune -exec rm -rf {} +

distclean: clean
	rm -rf vendor node_modules $(VENV)
