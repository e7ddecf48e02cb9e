//go:build !linux

package solve

import "unsafe"

// adviseHuge does nothing where huge pages cannot be asked for.
func adviseHuge(p unsafe.Pointer, n uintptr) {}

// memoryMB returns 0: the machine's memory is not known here.
func memoryMB() int { return 0 }
