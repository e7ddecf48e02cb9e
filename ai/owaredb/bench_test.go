package owaredb

import (
	"context"
	"testing"
)

// BenchmarkBuild12 builds the database of every board up to 12 seeds on
// one goroutine and reports its boards and the share known exactly.
func BenchmarkBuild12(b *testing.B) {
	var d *DB
	for b.Loop() {
		d, _ = Build(context.Background(), 12, nil)
	}
	exact := 0
	for i := range d.lo {
		if d.lo[i] == d.hi[i] {
			exact++
		}
	}
	b.ReportMetric(float64(d.Size()), "boards")
	b.ReportMetric(100*float64(exact)/float64(d.Size()), "%exact")
}
