# Galley: two commands do all set-up on a fresh Debian machine with the Swift toolchain.
#   make site   installs missing Debian packages, builds galley in release mode, writes _site/
#   make test   installs the same packages and runs the test suite
.PHONY: site test check deps build verify serve bench format clean install install-files uninstall check-imports manual

DEB_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev libssl-dev libxxhash-dev libicu-dev bubblewrap
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift

site: deps
	$(SWIFT) build -c release --product galley-syntax
	$(SWIFT) build -c release --product galley
	.build/release/galley build

# The whole suite, and every galley it starts, shares one GalleyUI runtime build (a minute of
# compiler time each) instead of building one per test cache.
GALLEY_RUNTIME_CACHE ?= $(CURDIR)/.build/galley-test-runtime
test: deps check-imports
	GALLEY_RUNTIME_CACHE="$(GALLEY_RUNTIME_CACHE)" $(SWIFT) test

# The edit-test loop: every suite but the slow ones (those that compile and run snippets with
# swiftc, build the runtime, drive a browser or run galley end to end), which `make test` runs.
SLOW_SUITES := ArticlePagePreviewTests ArticlePageProofTests BadInputTests \
  BatchEquivalenceCorpusTests BatchEquivalenceRepeatedNamesTests BatchEquivalenceTests \
  BlessCommandTests BlessTests BlockParseCountTests BrowserComparisonTests BrowserErrorPanelTests \
  BrowserHarnessTests BrowserHoverTests BrowserPreviewTests BrowserSidebarTests BrowserTests BrowserTutorialTests CIOutputTests \
  CacheForgeryTests CacheTests ComparisonFigureTests CompileFailOwnBlockTests CorpusTests \
  DiagnosticMappingTests DocumentSnippetTests DraftVerificationTests EntrySnippetTests EnvironmentObjectTrapTests \
  FaultTests ForkServerTests FrontendTemplateMemoTests GroupOutputTests HostileSnippetTests \
  InitSiteNavigationTests InstallTests InventoryTests IsolatedSandboxTests IsolationAuditTests \
  LinkTemplateMemoTests ManualCommandsTests ManualSiteTests MapKitSnippetTests MissingModuleNotesTests MissingSwiftUINamesTests \
  ObservableObjectTests PackageDependencyTests PackageDocsTests PackageSiteTests ProgressTests \
  RelocatableCacheTests RunLimitTests RunModeTests RunnerDispatcherTests RunnerLinkFallbackTests \
  RuntimeBuilderTests SecurityTests ServeSignalTests SnippetFigureTests StoreKitSnippetTests SwiftDataSnippetTests MirrorSiteTests TrapTests \
  TutorialPagePreviewTests TutorialVerificationTests UnexplainedBatchFailureTests UnitPrefetchTests \
  UnsettledTreeTests VerifierModeTests WholeSiteGoldenTests WorkflowTests
check: check-imports
	GALLEY_RUNTIME_CACHE="$(GALLEY_RUNTIME_CACHE)" $(SWIFT) test --skip '\.($(shell echo $(SLOW_SUITES) | tr ' ' '|'))/'

# Fails when a target imports a module Package.swift does not declare for it (after a self-test
# that shows the check reporting a planted undeclared import).
check-imports:
	python3 Scripts/check-imports.py --self-test
	python3 Scripts/check-imports.py

# Installs only what is missing, so repeated runs cost nothing.
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product galley-syntax
	$(SWIFT) build -c release --product galley

verify: build
	.build/release/galley verify

# Galley's manual, a site of its own whose examples are proven: Docs/_site/.
manual: build
	.build/release/galley build --content Docs/Content

serve: build
	.build/release/galley serve

# Writes Benchmarks/results.md from both benchmarks, measured on this machine.
bench: build
	Benchmarks/build.sh
	Benchmarks/verify.sh
	Benchmarks/sha256.sh
	Benchmarks/serve.sh
	cat Benchmarks/results-build.md Benchmarks/results-serve.md Benchmarks/results-verify.md Benchmarks/results-sha256.md Benchmarks/analysis-incremental.md > Benchmarks/results.md

# Installs PREFIX/bin/galley (with its parser helper, galley-syntax) and PREFIX/share/galley/ (the runtime's sources and the default
# theme), which the binary finds as ../share/galley beside its real path.
PREFIX ?= /usr/local
BINARY ?= .build/release/galley
# The Swift parser's helper, which galley finds beside its own real path.
SYNTAX_BINARY ?= $(dir $(BINARY))galley-syntax
SHARE := $(DESTDIR)$(PREFIX)/share/galley
install: build install-files

install-files:
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(SHARE)/Sources"
	install -m 755 "$(BINARY)" "$(DESTDIR)$(PREFIX)/bin/galley"
	install -m 755 "$(SYNTAX_BINARY)" "$(DESTDIR)$(PREFIX)/bin/galley-syntax"
	rm -rf "$(SHARE)/Sources/GalleyUICore" "$(SHARE)/Sources/GalleyCombine" "$(SHARE)/Sources/GalleyUniformTypeIdentifiers" "$(SHARE)/Sources/GalleyUI" "$(SHARE)/Sources/GalleyStoreKit" "$(SHARE)/Sources/GalleySwiftData" "$(SHARE)/Sources/GalleyCoreLocation" "$(SHARE)/Sources/GalleyMapKit" "$(SHARE)/Sources/EntryMacros" "$(SHARE)/Sources/GalleyRunner" "$(SHARE)/Templates" "$(SHARE)/Public"
	cp -R Sources/GalleyUICore Sources/GalleyCombine Sources/GalleyUniformTypeIdentifiers Sources/GalleyUI Sources/GalleyStoreKit Sources/GalleySwiftData Sources/GalleyCoreLocation Sources/GalleyMapKit Sources/EntryMacros Sources/GalleyRunner "$(SHARE)/Sources/"
	cp -R Templates Public "$(SHARE)/"
	# SwiftUI's names, for the note on errors about a name GalleyUI does not declare yet.
	install -d "$(SHARE)/Surface"
	install -m 644 Surface/swiftui-names.tsv "$(SHARE)/Surface/"
	# The GalleyUI inventory is this repository's own page, not part of the default theme.
	rm -f "$(SHARE)/Public/galleyui-inventory.md"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/galley" "$(DESTDIR)$(PREFIX)/bin/galley-syntax"
	rm -rf "$(SHARE)"

format:
	swift-format format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build _site ._site.spare

# libFuzzer targets (Tests/Fuzz/); SECONDS per target, default 600.
SECONDS ?= 600
fuzz: deps
	Scripts/fuzz.sh $(SECONDS)

# Every fuzz target for 30 seconds; fails on any crash, timeout or sanitizer report.
fuzz-smoke: deps
	Scripts/fuzz.sh 30

# The verifier's tests under ThreadSanitizer, in .build/tsan.
tsan: deps
	Scripts/tsan.sh
.PHONY: fuzz-smoke
