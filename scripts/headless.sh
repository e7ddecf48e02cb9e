#!/usr/bin/env bash
# headless.sh checks that the packages which must run without a display
# (engine/, ai/, analysis/, gametext/, ogn/, challenges/, saves/, rulesbook/, cmd/mancala-engine and the browser's AI worker
# cmd/aiworker, the online protocol and client, the bots' bridge) never import Ebitengine,
# natively and for js/wasm, that the online server never does either, and
# that engine/ and online/proto use only the standard library.
# Folders that do not exist yet are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

patterns=()
for d in engine ai analysis gametext ogn challenges saves rulesbook cmd/mancala-engine cmd/aiworker online/proto online/client online/rating online/arena online/bot cmd/mancala-bot; do
	if [[ -d $d ]]; then
		patterns+=("./$d/...")
	fi
done
if ((${#patterns[@]} == 0)); then
	echo "headless: nothing to check yet"
	exit 0
fi

fail=0
for target in native js/wasm; do
	env=()
	[[ $target == js/wasm ]] && env=(GOOS=js GOARCH=wasm)
	# Each line: a package of ours, then every package it depends on.
	bad=$(env "${env[@]}" go list -f '{{.ImportPath}}{{range .Deps}} {{.}}{{end}}' "${patterns[@]}" |
		awk '/hajimehoshi/ {print "  " $1}')
	if [[ -n $bad ]]; then
		echo "headless: these packages must not import Ebitengine, which panics at start without a display ($target build), but do:" >&2
		echo "$bad" >&2
		fail=1
	fi
done

if [[ -d online/server ]]; then
	bad=$(go list -f '{{.ImportPath}}{{range .Deps}} {{.}}{{end}}' ./online/... ./cmd/mancala-server ./cmd/mancala-load |
		awk '/hajimehoshi/ {print "  " $1}')
	if [[ -n $bad ]]; then
		echo "headless: the online server must not import Ebitengine, but these do:" >&2
		echo "$bad" >&2
		fail=1
	fi
	bad=$(go list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./online/proto | grep -vx 'mancala/online/proto' || true)
	if [[ -n $bad ]]; then
		echo "headless: online/proto must use only the standard library, but imports:" >&2
		echo "$bad" | sed 's/^/  /' >&2
		fail=1
	fi
fi

if [[ -d engine ]]; then
	# Non-standard dependencies of engine/ must be inside this module.
	bad=$(go list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./engine/... |
		grep -v '^mancala/' || true)
	if [[ -n $bad ]]; then
		echo "headless: engine/ must use only the standard library, but imports:" >&2
		echo "$bad" | sed 's/^/  /' >&2
		fail=1
	fi
fi

if ((fail)); then
	echo "headless: FAIL" >&2
	exit 1
fi
echo "headless: ok (${patterns[*]} never import Ebitengine)"
