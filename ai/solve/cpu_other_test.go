//go:build !unix

package solve

import "time"

// cpuTime is not known here: timings log zero CPU time.
func cpuTime() time.Duration { return 0 }
