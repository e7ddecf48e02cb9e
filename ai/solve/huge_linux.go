package solve

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks Linux to back the 2 MiB pages inside the memory at p
// (n bytes, not touched yet) with huge pages: the table and the database
// are read at random, and huge pages spare most of the TLB misses.
func adviseHuge(p unsafe.Pointer, n uintptr) {
	const huge = 2 << 20
	base := uintptr(p)
	start := (base+huge-1)&^(huge-1) - base
	end := (base+n)&^(huge-1) - base
	if end <= start || end > n {
		return
	}
	b := unsafe.Slice((*byte)(p), n)[start:end]
	_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE; failure only costs speed
}

// memoryMB returns the machine's memory in MiB (0 when unknown).
func memoryMB() int {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil {
		return 0
	}
	return int(uint64(si.Totalram) * uint64(si.Unit) >> 20)
}
