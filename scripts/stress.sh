#!/usr/bin/env bash
# stress.sh runs a set of Go tests again and again while other processes
# keep every core busy, as on a shared CI machine, and stops at the first
# failure. A test that fails here once in twenty runs hides a race or a
# lost message.
#
# Usage: scripts/stress.sh [-n RUNS] [-burners N] [-run REGEXP] [PACKAGE]
#   -n        runs (default 20)
#   -burners  CPU burners beside the tests (default: one a core)
#   -run      the tests (default: the cluster tests)
#   PACKAGE   default ./online/client
# The output of each run goes to out/stress/run-K.log; the last line says
# how many runs passed. The burners stop with the script.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:$PATH"

runs=20
burners=$(nproc)
pattern='Process|Owner|Restarts'
pkg=./online/client
while (($# > 0)); do
	case "$1" in
	-n) runs=$2; shift 2 ;;
	-burners) burners=$2; shift 2 ;;
	-run) pattern=$2; shift 2 ;;
	-*) echo "stress: unknown flag $1" >&2; exit 2 ;;
	*) pkg=$1; shift ;;
	esac
done

pids=()
stop_burners() {
	((${#pids[@]} > 0)) && kill "${pids[@]}" 2>/dev/null
	wait 2>/dev/null || true
}
trap stop_burners EXIT
for ((i = 0; i < burners; i++)); do
	(while :; do :; done) &
	pids+=($!)
done

mkdir -p out/stress
go test -c -o out/stress/test.bin "$pkg"
passed=0
for ((k = 1; k <= runs; k++)); do
	log=out/stress/run-$k.log
	start=$(date +%s)
	if (cd "$pkg" && MANCALA_PG_TESTS=1 "$OLDPWD/out/stress/test.bin" -test.count=1 \
		-test.timeout 20m -test.v -test.run "$pattern") >"$log" 2>&1; then
		passed=$((passed + 1))
		echo "stress: run $k passed in $(($(date +%s) - start)) s"
	else
		echo "stress: run $k FAILED in $(($(date +%s) - start)) s: $log"
		grep -E '^(--- FAIL|\s+\S+_test.go:[0-9]+:)' "$log" | head -20 || true
		break
	fi
done
echo "stress: $passed of $runs runs passed with $burners CPU burners"
((passed == runs))
