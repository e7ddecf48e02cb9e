//go:build js

package core

import (
	"encoding/json"
	"slices"
	"syscall/js"
	"time"
)

// costEvery is how often, in frames, the publisher reports its own cost.
const costEvery = 60

// debugPublisher publishes the game's DebugState for browser tests on
// window.mancala, which the game never reads back:
//
//   - frames: the number of frames drawn, set every frame;
//   - state: a frozen copy of the DebugState from the second frame on
//     (the first encoding takes a browser tens of ms to prepare, which
//     the first frame need not wait for), replaced only when it changed
//     (its frames field is the frame it changed on);
//   - debugMicros: the time spent publishing so far, in µs, every
//     costEvery frames.
//
// Comparing the state costs far less than encoding it, so a frame where
// nothing changed pays for a Debug call and one property write.
type debugPublisher struct {
	obj        js.Value // window.mancala; undefined until the first frame
	frames     int
	cur, last  DebugState
	cost       time.Duration
	json, free js.Value // JSON and Object, looked up once
}

// publish counts a frame and publishes the state of s, the scene shown,
// fading in when fading.
func (p *debugPublisher) publish(s Scene, fading bool) {
	start := time.Now()
	if !p.obj.Truthy() {
		p.init()
	}
	p.frames++
	p.obj.Set("frames", p.frames)
	p.cur = DebugState{Frames: p.frames, Fading: fading, Buttons: p.cur.Buttons[:0], Clear: p.cur.Clear[:0]}
	if d, ok := s.(Debugger); ok {
		d.Debug(&p.cur)
	}
	if p.frames == 2 || (p.frames > 2 && !sameDebug(&p.cur, &p.last)) {
		p.setState()
	}
	p.cost += time.Since(start)
	if p.frames%costEvery == 0 {
		p.obj.Set("debugMicros", p.cost.Microseconds())
	}
}

// init creates window.mancala.
func (p *debugPublisher) init() {
	g := js.Global()
	p.json, p.free = g.Get("JSON"), g.Get("Object")
	p.obj = p.free.New()
	g.Set("mancala", p.obj)
}

// setState publishes p.cur as window.mancala.state and keeps a copy of it
// to compare the next frames with.
func (p *debugPublisher) setState() {
	b, err := json.Marshal(&p.cur)
	if err != nil {
		return // a DebugState always encodes
	}
	state := p.free.Call("freeze", p.json.Call("parse", string(b)))
	p.free.Call("freeze", state.Get("buttons"))
	p.obj.Set("state", state)
	kept, keptClear := p.last.Buttons[:0], p.last.Clear[:0]
	p.last = p.cur
	p.last.Buttons = append(kept, p.cur.Buttons...)
	p.last.Clear = append(keptClear, p.cur.Clear...)
}

// sameDebug reports whether a and b describe the same state, whatever
// their frame counts.
func sameDebug(a, b *DebugState) bool {
	return a.Scene == b.Scene && a.Language == b.Language && a.Fading == b.Fading && a.Position == b.Position && a.Plies == b.Plies &&
		a.Thinking == b.Thinking && a.Busy == b.Busy && a.Over == b.Over &&
		a.Code == b.Code && a.Player == b.Player && a.Status == b.Status && a.Game == b.Game && a.Side == b.Side &&
		slices.Equal(a.Buttons, b.Buttons) && slices.Equal(a.Clear, b.Clear) &&
		(a.Analysis == nil) == (b.Analysis == nil) && (a.Analysis == nil || *a.Analysis == *b.Analysis) &&
		(a.Puzzle == nil) == (b.Puzzle == nil) && (a.Puzzle == nil || *a.Puzzle == *b.Puzzle)
}
