//go:build !js

package main

import (
	"fmt"
	"os"

	_ "mancala/ai/openings" // level 10 plays its openings

	"cmdline"
)

func main() {
	opts, err := cmdline.Parse(os.Args[1:], os.Stderr)
	if err != nil {
		os.Exit(cmdline.ExitCode(err))
	}
	loadOwareDBOnFirstUse()
	if err := run(opts.Width, opts.Height, opts.Join); err != nil {
		fmt.Fprintln(os.Stderr, "mancala:", err)
		os.Exit(1)
	}
}
