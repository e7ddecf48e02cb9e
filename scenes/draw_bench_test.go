package scenes

import (
	"context"
	"testing"

	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/anim"
)

// benchDraw measures drawing scene sc on a 1280x720 canvas, the frame
// flushed to the (software) GPU each time.
func benchDraw(b *testing.B, d *driver, sc Scene) {
	d.step(sc, Intents{}, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.screen.Clear()
		sc.Draw(d.screen)
		d.screen.At(0, 0) // waits for the frame to be drawn
	}
}

// BenchmarkDrawBoard draws a Congkak game 24 moves in.
func BenchmarkDrawBoard(b *testing.B) {
	d := newDriver(b, 1280, 720, 1)
	r := engine.Congkak{}
	sc := NewBoard(Config{Rules: r, Speed: anim.Instant}, testApp)
	for ply := 0; ply < 24 && !sc.over(); ply++ {
		sc.play(ai.Choose(context.Background(), r, sc.game.Position(), ai.Novice, uint64(ply)))
	}
	for i := 0; i < 120; i++ {
		d.step(sc, Intents{}, false)
	}
	benchDraw(b, d, sc)
}

// BenchmarkDrawRules draws the how-to-play of Bao mid-demonstration.
func BenchmarkDrawRules(b *testing.B) {
	d := newDriver(b, 1280, 720, 1)
	h := newHowToPlay(testApp, engine.BaoGame)
	for i := 0; i < 120; i++ {
		d.step(h, Intents{}, false)
	}
	benchDraw(b, d, h)
}
