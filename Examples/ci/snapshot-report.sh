#!/usr/bin/env bash
# Writes ARTIFACTS_DIR/index.html: every snapshot that failed (swift-snapshot-testing writes each
# to SNAPSHOT_ARTIFACTS/<test file>/<name>) beside its reference in the package's __Snapshots__
# folder, then every difference picture the comparisons drew, then the test log.
#
# Usage: snapshot-report.sh PACKAGE_DIR ARTIFACTS_DIR
set -euo pipefail
package=$1
artifacts=$2
page="$artifacts/index.html"
escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g'; }

{
  echo '<!doctype html><meta charset="utf-8"><title>Snapshot tests</title>'
  echo '<style>body{font:14px system-ui,sans-serif;margin:2em} img{max-width:30vw;border:1px solid #ccc} td{vertical-align:top;padding:4px}</style>'
  echo '<h1>Snapshot tests</h1>'
  failures=$(cd "$artifacts" && find . -mindepth 2 -name '*.png' ! -path './UIKitSnapshotTesting/*' ! -path './CollectionSnapshotTesting/*' | sort)
  if [ -z "$failures" ]; then
    echo '<p>No snapshot failed a comparison.</p>'
  else
    echo '<h2>Failed snapshots</h2><table><tr><th>snapshot</th><th>reference</th><th>this run</th></tr>'
    for failure in $failures; do
      name=${failure#./}
      reference=$(find "$package" -path "*/__Snapshots__/$name" -not -path "*/.build/*" | head -1)
      cell='(none: recorded on this run)'
      if [ -n "$reference" ]; then
        mkdir -p "$artifacts/references/$(dirname "$name")"
        cp "$reference" "$artifacts/references/$name"
        cell="<img src=\"references/$name\">"
      fi
      echo "<tr><td>$(echo "$name" | escape)</td><td>$cell</td><td><img src=\"$name\"></td></tr>"
    done
    echo '</table>'
  fi
  recorded=$(grep -o 'open "file://[^"]*__Snapshots__/[^"]*"' "$artifacts/test.log" 2>/dev/null | sed -e 's/^open "file:\/\///' -e 's/"$//' | sort -u || true)
  if [ -n "$recorded" ]; then
    echo '<h2>References recorded on this run</h2><p>No reference was on disk for these: look at each before you commit it.</p><table>'
    for reference in $recorded; do
      name=${reference##*/__Snapshots__/}
      mkdir -p "$artifacts/recorded/$(dirname "$name")"
      cp "$reference" "$artifacts/recorded/$name" 2>/dev/null || true
      case "$name" in
        *.png) cell="<img src=\"recorded/$name\">" ;;
        *) cell="<pre>$(escape < "$reference")</pre>" ;;
      esac
      echo "<tr><td>$(echo "$name" | escape)</td><td>$cell</td></tr>"
    done
    echo '</table>'
  fi
  diffs=$(cd "$artifacts" && find UIKitSnapshotTesting CollectionSnapshotTesting -name '*.diff.png' 2>/dev/null | sort || true)
  if [ -n "$diffs" ]; then
    echo '<h2>Differences</h2><p>White where the pictures differ most, black where they agree.</p>'
    for diff in $diffs; do echo "<figure><img src=\"$diff\"><figcaption>$(echo "$diff" | escape)</figcaption></figure>"; done
  fi
  if [ -f "$artifacts/test.log" ]; then
    echo '<h2>Test log</h2><pre>'
    grep -E "error|failed|Executed|Test run|difference is drawn" "$artifacts/test.log" | escape || true
    echo '</pre>'
  fi
} > "$page"
