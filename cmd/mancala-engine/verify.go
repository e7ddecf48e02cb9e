package main

import (
	"fmt"
	"io"
	"time"

	"mancala/challenges"
)

// runVerify proves every built-in challenge with the engine (see
// challenges.Verify), printing one line per challenge and a summary. It
// returns the exit code: 0 when all are proven, 1 otherwise.
func runVerify(out io.Writer) int {
	start := time.Now()
	set, err := challenges.Embedded()
	if err != nil {
		fmt.Fprintln(out, "FAIL loading:", err)
		return 1
	}
	failed := 0
	for _, c := range set.All() {
		if !verifyOne(out, c) {
			failed++
		}
	}
	fmt.Fprintf(out, "verify-challenges: %d challenges, %d proven, %d failed in %v\n",
		set.Len(), set.Len()-failed, failed, time.Since(start).Round(time.Millisecond))
	if failed > 0 {
		return 1
	}
	return 0
}

// verifyOne proves c and prints its line; it reports whether c holds.
func verifyOne(out io.Writer, c *challenges.Challenge) bool {
	t := time.Now()
	a, err := challenges.Verify(c)
	took := time.Since(t).Round(10 * time.Microsecond)
	if err != nil {
		fmt.Fprintf(out, "FAIL %-28s %v\n", c.ID, err)
		return false
	}
	fmt.Fprintf(out, "ok   %-28s %-8s d%d %-16s best %d by %d of %d first moves, line %v, %v\n",
		c.ID, c.Variant(), c.Difficulty, c.Goal, a.Best, len(a.First), a.Legal, a.Line, took)
	return true
}
