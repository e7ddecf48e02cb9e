//go:build (linux || freebsd || netbsd || openbsd || dragonfly) && !android

package cmdline

import (
	"fmt"
	"os"
)

// init runs before Ebitengine's own (see the package comment). With a
// display it does nothing; without one (DISPLAY unset or empty: the
// desktop build talks to X11) it answers -h and bad flags as main would,
// and otherwise explains that the game needs a display, where Ebitengine
// would panic.
func init() {
	if os.Getenv("DISPLAY") != "" {
		return
	}
	if _, err := Parse(os.Args[1:], os.Stderr); err != nil {
		os.Exit(ExitCode(err))
	}
	fmt.Fprintln(os.Stderr, "mancala: no display: DISPLAY is not set, and the game needs a window (X11);"+
		" run it in a desktop session, or under xvfb-run")
	os.Exit(1)
}
