package solve

import (
	"context"
	"flag"
	"testing"
	"time"

	"mancala/engine"
)

// Flags of TestTimeKalah: go test ./ai/solve -run TimeKalah -v -pits 6
// -seeds 4 -capture empty -db 20 -threads 2 -tablemb 1024
var (
	flagPits    = flag.Int("pits", 6, "TestTimeKalah: pits a side")
	flagSeeds   = flag.Int("seeds", 3, "TestTimeKalah: seeds a pit")
	flagCapture = flag.String("capture", "standard", "TestTimeKalah: capture rule")
	flagDB      = flag.Int("db", 0, "TestTimeKalah: endgame database seeds (0 auto, -1 none)")
	flagThreads = flag.Int("threads", 0, "TestTimeKalah: threads (0 all)")
	flagTable   = flag.Int("tablemb", 0, "TestTimeKalah: table MiB (0 default)")
	flagETC     = flag.Int("etc", 16, "TestTimeKalah: ETC margin in seeds")
	flagDefer   = flag.Int("defer", 12, "TestTimeKalah: deferral margin in seeds")
	flagTTMin   = flag.Int("ttmin", 0, "TestTimeKalah: seeds above the database searched without table")
)

// TestTimeKalah times a cold solve of a Kalah start chosen by the flags,
// the database build apart, and logs wall and CPU time. It asserts
// nothing about time; it runs only with -v.
func TestTimeKalah(t *testing.T) {
	if !testing.Verbose() || testing.Short() {
		t.Skip("timing: run with -v")
	}
	c := map[string]engine.CaptureRule{"standard": engine.CaptureStandard, "empty": engine.CaptureEmpty, "off": engine.CaptureOff}[*flagCapture]
	k, err := engine.NewKalah(engine.KalahOptions{Pits: *flagPits, Seeds: *flagSeeds, Capture: c})
	if err != nil {
		t.Fatal(err)
	}
	etcMargin, ttMargin, deferMargin = *flagETC, *flagTTMin, *flagDefer
	passLog = func(beta, v int, nodes uint64) {
		t.Logf("pass beta %+d: %+d after %d nodes, cpu %v", beta, v, nodes, cpuTime())
	}
	defer func() { passLog = nil }()
	opt := Options{DBSeeds: *flagDB, Threads: *flagThreads, TableMB: *flagTable}
	s, _ := New(k, opt)
	p := k.Start(engine.South)
	w0, c0 := time.Now(), cpuTime()
	if err := s.ensureDB(context.Background(), s.pitSeeds(p)); err != nil {
		t.Fatal(err)
	}
	w1, c1 := time.Now(), cpuTime()
	if s.db != nil {
		t.Logf("database: %d seeds, %d MB, wall %v, cpu %v", s.db.max, len(s.db.w)*4>>20, w1.Sub(w0), c1-c0)
	}
	res, err := s.Solve(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	w2, c2 := time.Now(), cpuTime()
	t.Logf("%s: value %+d best %s, %d nodes, search wall %v cpu %v, total wall %v cpu %v",
		k, res.Value, res.Best, res.Nodes, w2.Sub(w1), c2-c1, w2.Sub(w0), c2-c0)
}
