package wasm_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mancala/ai"
	"mancala/engine"
)

// Settings of make bench-web.
const (
	loadsForFirstFrame = 3  // fresh browsers; the median is reported
	benchMoves         = 6  // the player's moves against level 10
	benchDepth         = 11 // the worker's fixed-depth search from Kalah's start
	benchRules         = "kalah pits=6 seeds=4"
)

// TestWebFigures measures the browser version for the README: the
// download sizes, the time to the first frame, the frame rate and the
// largest frame gap while level 10 thinks, its move times, and the
// worker's search speed against the same search natively. It runs only
// for make bench-web (MANCALA_BENCH_WEB=1), which serves the output of
// make web-build.
func TestWebFigures(t *testing.T) {
	if os.Getenv("MANCALA_BENCH_WEB") == "" {
		t.Skip("figures for the README: run make bench-web")
	}
	chromium(t)
	s := servedSite(t)
	var out strings.Builder
	reportSizes(t, &out, s.dir)
	reportFirstFrame(t, &out)
	reportThinking(t, &out)
	reportWorkerSpeed(t, &out)
	fmt.Print("\nmake bench-web figures:\n" + out.String())
}

// reportSizes writes the sizes of the game and the worker, raw and
// compressed, as served.
func reportSizes(t *testing.T, out *strings.Builder, dir string) {
	for _, name := range []string{"mancala.wasm", "aiworker.wasm"} {
		fmt.Fprintf(out, "%-14s raw %s", name, size(t, filepath.Join(dir, name)))
		for _, ext := range []string{".gz", ".br"} {
			if _, err := os.Stat(filepath.Join(dir, name+ext)); err == nil {
				fmt.Fprintf(out, ", %s %s", ext[1:], size(t, filepath.Join(dir, name+ext)))
			}
		}
		out.WriteString("\n")
	}
}

func size(t *testing.T, name string) string {
	info, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%.2f MB", float64(info.Size())/1e6)
}

// reportFirstFrame loads the page in fresh browsers (no cache) and writes
// the median time from navigation to the game's first frame, and to the
// end of the download and compilation, and what the game weighed on the
// wire with the coding Chromium asked for.
func reportFirstFrame(t *testing.T, out *strings.Builder) {
	var first, compiled, goStart []float64
	var wire load
	for range loadsForFirstFrame {
		p := openPage(t, servedSite(t).url, 1280, 720)
		p.waitFirstFrame()
		p.waitFor("the mark", `performance.getEntriesByName("mancala-first-frame").length > 0`, 5*time.Second)
		first = append(first, eval[float64](p, `performance.getEntriesByName("mancala-first-frame")[0].startTime`))
		compiled = append(compiled, eval[float64](p, `performance.getEntriesByName("mancala-compiled")[0].startTime`))
		goStart = append(goStart, eval[float64](p, `performance.getEntriesByName("mancala-go-start")[0].startTime`))
		wire = eval[load](p, `(() => { const e = performance.getEntriesByType("resource").find((e) => e.name.endsWith("/mancala.wasm"));
			return {wire: e.encodedBodySize, decoded: e.decodedBodySize}; })()`)
		p.close()
	}
	fmt.Fprintf(out, "first frame    median %.0f ms of %d fresh loads %.0f (downloaded and compiled at %.0f ms, Go started at %.0f ms); the game came as %.2f MB on the wire for %.2f MB\n",
		median(first), len(first), first, median(compiled), median(goStart), wire.Wire/1e6, wire.Decoded/1e6)
}

// load is what the page's resource timing says of the game's download.
type load struct {
	Wire    float64 `json:"wire"`
	Decoded float64 `json:"decoded"`
}

// reportThinking plays Kalah against level 10 and writes the frame rate,
// the largest frame gap while it thinks and its move times.
func reportThinking(t *testing.T, out *strings.Builder) {
	p := openPage(t, servedSite(t).url, 1280, 720)
	defer p.close()
	p.waitFirstFrame()
	p.startKalah(10)
	installGapRecorder(p)
	for i := range benchMoves {
		p.playMove(i)
	}
	g := readGaps(p)
	cost := eval[[]float64](p, "[window.mancala.debugMicros || 0, window.mancala.frames]")
	published := float64(int(cost[1]) / 60 * 60) // debugMicros covers whole batches of 60 frames
	fmt.Fprintf(out, "debug state    %.1f µs per frame to publish (%.0f frames)\n", cost[0]/published, published)
	fmt.Fprintf(out, "level 10       %d moves thought %.0f ms (longest %.0f ms); while thinking %.1f frames/s, largest gap %.1f ms (%.1f ms over the game), longest task of the page's thread %.0f ms\n",
		len(g.Thinks), g.Thinks, slices.Max(append(g.Thinks, 0)), 1000*float64(g.ThinkingFrames)/g.ThinkingMs, g.MaxThinkingGap, g.MaxGap, g.MaxTask)
}

// reportWorkerSpeed runs a fixed-depth search in the Web Worker and the
// same search natively, and writes both speeds.
func reportWorkerSpeed(t *testing.T, out *strings.Builder) {
	p := openPage(t, servedSite(t).url, 1280, 720)
	defer p.close()
	p.waitFirstFrame()
	r, err := engine.ParseRules(benchRules)
	if err != nil {
		t.Fatal(err)
	}
	pos := engine.FormatPosition(r, r.Start(engine.South))
	web := workerSearch(p, pos)
	start := time.Now()
	res := ai.Search(context.Background(), r, r.Start(engine.South), ai.Limits{Depth: benchDepth}, nil)
	nativeMs := float64(time.Since(start).Microseconds()) / 1000
	if uint64(web.Nodes) != res.Nodes {
		t.Errorf("the worker visited %.0f nodes, native %d: not the same search", web.Nodes, res.Nodes)
	}
	webNPS, nativeNPS := web.Nodes/web.Ms*1000, float64(res.Nodes)/nativeMs*1000
	fmt.Fprintf(out, "worker search  Kalah depth %d from the start, %d nodes: worker %.0f ms (%.2f M nodes/s), native %.0f ms (%.2f M nodes/s): %.0f%% of native\n",
		benchDepth, res.Nodes, web.Ms, webNPS/1e6, nativeMs, nativeNPS/1e6, 100*webNPS/nativeNPS)
}

// benchReply is the worker's answer to a benchmark request.
type benchReply struct {
	Nodes float64 `json:"nodes"`
	Ms    float64 `json:"ms"`
	Error string  `json:"error"`
}

// workerSearch starts a second worker in the page and has it search the
// position to benchDepth.
func workerSearch(p *page, pos string) benchReply {
	p.t.Helper()
	expr := fmt.Sprintf(`new Promise((resolve) => {
		const w = new Worker("aiworker.js");
		w.onmessage = (e) => { w.terminate(); resolve(e.data); };
		w.postMessage({id: 1, bench: %d, rules: %q, position: %q, level: 1, seed: "0"});
	})`, benchDepth, benchRules, pos)
	ctx, cancel := context.WithTimeout(p.ctx, 5*time.Minute)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[benchReply](expr, chromedp.EvalAwaitPromise))
	if err != nil || v.Error != "" {
		p.t.Fatalf("worker benchmark: %v %s", err, v.Error)
	}
	return v
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
