//go:build !linux

package solve

import "unsafe"

// adviseHuge does nothing where huge pages cannot be asked for.
func adviseHuge(p unsafe.Pointer, n uintptr) {}
