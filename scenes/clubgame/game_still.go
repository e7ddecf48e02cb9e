package clubgame

import (
	"image/color"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/clublayout"
)

// frameKey is everything the online board's picture depends on that can
// change while its stage rests: the game and the ply shown, the chosen
// pit, the plates' names, dots and clock texts (a running clock changes
// its text each second, the gone banner its count), the status line, the
// bar's buttons and labels, the strip, the resign question, the settings,
// the art and the canvas.
type frameKey struct {
	pos           engine.Position
	plies, ply    int
	chosen        engine.Place
	names, clocks [2]string
	dots          [2]color.RGBA
	status, strip string
	said          string // the phrase a plate shows, on saidBy's plate
	saidBy        int
	buttons       clublayout.ClubSet
	labels        [clublayout.ClubLast + 1]string
	over, asking  bool
	overShown     bool
	settings      saves.Settings
	art           uint64
	w, h, sc      float64
}

// frameKey returns the board's frame key now.
func (g view) frameKey() frameKey {
	k := frameKey{pos: g.m.Position(), plies: g.plies(), ply: g.shownPly(), chosen: g.chosen, status: words{g.Game}.status(),
		buttons: input{g.Game}.shown(), over: g.outcome().Over, asking: g.asking, overShown: input{g.Game}.overShown(), settings: g.app.Settings, art: g.tab.Art.Made(),
		w: g.w, h: g.h, sc: g.scale}
	cl, ps := g.clocks(), g.players()
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		k.names[s], k.dots[s] = plates{g.Game}.plateName(s, ps[s]), plates{g.Game}.connectionColour(s)
		if cl.Timed {
			k.clocks[s] = clockText(cl.Left(s))
		}
		if (plates{g.Game}).clockRuns(cl, s) {
			k.clocks[s] += " running"
		}
	}
	for b := range k.labels {
		k.labels[b] = words{g.Game}.label(clublayout.ClubButton(b))
	}
	k.said, k.saidBy, _ = chat{g.Game}.said()
	if a, gone := g.absence(); gone && g.isPlayer() && !k.over {
		k.strip = words{g.Game}.goneText(a)
	}
	return k
}

// Still reports whether the online board would draw the same frame again
// (core.Still): the last frame was drawn from a stage at rest, no notice
// shows, and nothing in the frame key has changed since. Before the
// game's start it always draws. The manager checks Still before each
// frame, so a clock's or the banner's text that changes makes the next
// frame drawn.
func (g *Game) Still() bool {
	if g.tab.Stage == nil || g.notice.Text != "" {
		return false
	}
	return g.drawnStill && g.tab.Stage.Still() && view{g}.frameKey() == g.lastKey
}

// markDrawn records what the frame just drawn showed.
func (g view) markDrawn() {
	g.lastKey, g.drawnStill = g.frameKey(), g.tab.Stage.Still()
}
