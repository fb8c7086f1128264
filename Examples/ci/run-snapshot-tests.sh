#!/usr/bin/env bash
# An iOS team's snapshot tests on Linux CI, as docs/ci.md describes them: install what drawing
# needs, build the package, run its tests (a missing reference is recorded and fails the run, so
# it is looked at before it is committed; the rest are compared), and leave the failures — each
# failed snapshot beside its reference, the difference pictures, the test log and a report page
# — in an artefacts folder.
#
# Usage: run-snapshot-tests.sh PACKAGE_DIR [ARTIFACTS_DIR]
# XCOLLECTION_ROOT names the xcollection checkout the package depends on (default: the one
# SwiftPM resolved into the package's .build/checkouts, else the one this script is in).
set -euo pipefail

package=${1:?usage: run-snapshot-tests.sh PACKAGE_DIR [ARTIFACTS_DIR]}
package=$(cd "$package" && pwd)
artifacts=$(realpath -m "${2:-$package/.build/snapshot-artifacts}")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -n "${XCOLLECTION_ROOT:-}" ]; then
  xcollection=$XCOLLECTION_ROOT
elif [ -d "$package/.build/checkouts/xcollection" ]; then
  xcollection=$package/.build/checkouts/xcollection
else
  xcollection=$(cd "$here/../.." && pwd)
fi

echo "== install: the Debian packages xcollection draws with"
make -C "$xcollection" --no-print-directory deps

echo "== build: $package"
cd "$package"
swift build --build-tests

echo "== test: record what is missing, compare the rest"
rm -rf "$artifacts"
mkdir -p "$artifacts"
status=0
# No DISPLAY: the snapshots start an Xvfb of their own.
env -u DISPLAY SNAPSHOT_ARTIFACTS="$artifacts" swift test --skip-build > "$artifacts/test.log" 2>&1 || status=$?
grep -E "error|failed|Executed|Test run" "$artifacts/test.log" | tail -20 || true

echo "== report: $artifacts/index.html"
"$here/snapshot-report.sh" "$package" "$artifacts"
[ "$status" -eq 0 ] && echo "snapshot tests passed" || echo "snapshot tests failed (status $status): see $artifacts/index.html"
exit "$status"
