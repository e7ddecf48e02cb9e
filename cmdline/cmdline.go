// Package cmdline reads the desktop game's command line, and stops the
// game with a clear message when it cannot open a window.
//
// It is a module of its own, with a path that sorts before
// "github.com/hajimehoshi/ebiten/v2", because Ebitengine opens the display
// in a package init function and panics without one, before main runs.
// Go initialises packages in the order of their import paths, among those
// whose imports are ready (the Go spec, "Package initialization", since Go
// 1.21), so this package's init runs first: without a display it still
// prints the usage for -h, and otherwise an error instead of a panic.
package cmdline

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// Options are the game's command-line options.
type Options struct {
	Width, Height int // the window's size in logical px
	// Join is an invite to join at start, a code or a link (the game reads
	// the code out of it); empty for none.
	Join string
}

// MinSide is the smallest window side -size accepts, in logical px.
const MinSide = 200

// Parse reads the options from args (without the program's name). For -h
// and -help it writes the usage to out and returns flag.ErrHelp; for
// anything it cannot read it writes the error to out and returns it.
func Parse(args []string, out io.Writer) (Options, error) {
	o, err := parse(args, out)
	if err != nil && !errors.Is(err, flag.ErrHelp) && !errors.Is(err, errFlag) {
		fmt.Fprintln(out, "mancala:", err)
	}
	return o, err
}

// errFlag marks the errors of the flag package, which writes them itself.
var errFlag = errors.New("cmdline: bad flag")

func parse(args []string, out io.Writer) (Options, error) {
	fs := flag.NewFlagSet("mancala", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {
		fmt.Fprintln(out, "Usage: mancala [-size WxH] [-join CODE]")
		fmt.Fprintln(out, "Plays Kalah, Oware, Congkak and Bao in a window.")
		fs.PrintDefaults()
	}
	size := fs.String("size", "1280x720", "window size in logical px, WxH")
	join := fs.String("join", "", "join the online game of this invite `code` (or link) at start")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return Options{}, err
		}
		return Options{}, fmt.Errorf("%w: %w", errFlag, err)
	}
	if fs.NArg() > 0 {
		return Options{}, fmt.Errorf("cmdline: unexpected argument %q", fs.Arg(0))
	}
	o := Options{Join: *join}
	_, err := fmt.Sscanf(*size, "%dx%d", &o.Width, &o.Height)
	if err != nil || o.Width < MinSide || o.Height < MinSide {
		return Options{}, fmt.Errorf("cmdline: bad -size %q: want WxH, each at least %d", *size, MinSide)
	}
	return o, nil
}

// ExitCode is the process's exit code for an error of Parse: 0 for -h,
// 2 for a bad command line (as the flag package's own).
func ExitCode(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}
