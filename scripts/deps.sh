#!/usr/bin/env bash
# deps.sh installs the Debian/Ubuntu packages that a make target needs,
# and only those that are missing. It runs apt-get update once, and only
# when something has to be installed; it uses sudo only when not root.
#
# Usage: scripts/deps.sh GROUP|PACKAGE...
#   build  C compiler and X11/OpenGL/ALSA headers for the cgo desktop build
#   test   build, plus Xvfb and tools for tests that open a window,
#          Debian's Chromium (the browser tests run it headless), plus
#          Node.js (for running the wasm tests) when `node` is missing
#   any other word is taken as a Debian package name
set -euo pipefail
export PATH="$PATH:/usr/local/go/bin"

build_pkgs=(ca-certificates gcc libc6-dev pkg-config libx11-dev libxrandr-dev
	libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev libgl1-mesa-dev
	libasound2-dev)
test_pkgs=(xvfb xauth libgl1-mesa-dri xdotool imagemagick chromium postgresql)

want=()
need_node=false
for arg in "${@:-build}"; do
	case "$arg" in
	build) want+=("${build_pkgs[@]}") ;;
	test)
		want+=("${build_pkgs[@]}" "${test_pkgs[@]}")
		need_node=true
		;;
	*) want+=("$arg") ;;
	esac
done

# installed reports whether the Debian package $1 is fully installed.
# (No pipe into grep -q: with pipefail, dpkg could die of SIGPIPE.)
installed() {
	local out
	out=$(dpkg -s "$1" 2>/dev/null) || return 1
	[[ $out == *$'\nStatus: install ok installed'* || $out == 'Status: install ok installed'* ]]
}

missing=()
declare -A seen=()
if command -v dpkg >/dev/null 2>&1; then
	for p in "${want[@]}"; do
		[[ -n ${seen[$p]:-} ]] && continue
		seen[$p]=1
		installed "$p" || missing+=("$p")
	done
fi
if $need_node && ! command -v node >/dev/null 2>&1; then
	missing+=(nodejs)
fi

if ((${#missing[@]} > 0)); then
	if ! command -v apt-get >/dev/null 2>&1; then
		echo "deps: this is not a Debian/Ubuntu system; please install the equivalents of: ${missing[*]}" >&2
		exit 1
	fi
	sudo=()
	if [[ $(id -u) != 0 ]]; then
		if ! command -v sudo >/dev/null 2>&1; then
			echo "deps: missing packages (${missing[*]}); run as root or install sudo" >&2
			exit 1
		fi
		sudo=(sudo)
	fi
	echo "deps: installing ${missing[*]}"
	# Through env: sudo drops the caller's environment.
	apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get)
	"${apt[@]}" update
	"${apt[@]}" install -y --no-install-recommends "${missing[@]}"
elif ! command -v dpkg >/dev/null 2>&1; then
	echo "deps: not a Debian/Ubuntu system; assuming these are installed: ${want[*]}" >&2
fi

# The wasm tests run Go's wasm_exec_node.js under node: make sure this
# node understands it (old releases do not).
if $need_node; then
	if ! command -v node >/dev/null 2>&1; then
		echo "deps: node is still missing after installing nodejs" >&2
		exit 1
	fi
	goroot=$(go env GOROOT)
	if ! node --check "$goroot/lib/wasm/wasm_exec_node.js" ||
		! node --check "$goroot/lib/wasm/wasm_exec.js"; then
		echo "deps: node $(node --version) is too old for Go's wasm_exec_node.js; install a newer Node.js" >&2
		exit 1
	fi
fi
