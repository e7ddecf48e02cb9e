//go:build !unix

package play

// cpuTime is not measured on this platform: it returns 0.
func cpuTime() int64 { return 0 }
