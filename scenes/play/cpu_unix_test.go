//go:build unix

package play

import (
	"syscall"
)

// cpuTime returns the CPU time the process has used, user and system, in ns.
func cpuTime() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Utime.Nano() + ru.Stime.Nano()
}
