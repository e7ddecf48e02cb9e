package clubgame

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/online/club"
	"mancala/scenes/anim"
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/table"
	"mancala/scenes/theme"
)

// Game is the online board scene: one game of the club, played or
// watched. The match (package club) is the model: it holds the true game,
// the clocks and the players, and queues the moves still to be shown;
// the scene shows them on its stage, reads the player's taps and asks
// the match to play them.
type Game struct {
	app    *core.App
	s      *club.Session
	id     string
	m      *club.Match
	rules  engine.Rules
	model  layout.Model
	across float64 // the pits' length across for the canvas (clublayout.ClubAcrossFor)
	lay    clublayout.ClubGame
	tab    *table.Table // the board, its seeds (the stage, nil until the game's start has come), the plates, the strip
	text   *kit.Text
	chrome kit.Chrome
	w, h   float64 // canvas, logical px
	scale  float64
	clock  time.Duration // game time so far: the sum of the Updates' Elapsed
	// now is the wall clock the match's clocks run by; tests may set it.
	now func() time.Time
	// shownTo is where the stage stands once its queue has played.
	shownTo engine.Position
	// chosen is the Bao pit waiting for a direction, or engine.Hand.
	chosen engine.Place
	// notice says why the server refused a move, until tapped away;
	// refused is the match's refusal last said.
	notice  kit.Notice
	refused club.Refusal
	// asking is the resign question, while it is asked; chatting the
	// phrases' menu, while it is open.
	asking, chatting bool
	// watch is the ply a watcher looks at, stepped back; -1 follows the
	// game live.
	watch int
	// warned is the last whole second of the player's low time that
	// sounded.
	warned int
	tr     engine.Trace
	tick   int
	// lastKey is the frame key of the last Draw; drawnStill: its stage
	// was at rest (see Still).
	lastKey    frameKey
	drawnStill bool
}

// New returns the scene of game id of session s: played when the
// session's player is in it, else watched. Until the game's start has
// come it shows an empty table and says it is joining.
func New(app *core.App, s *club.Session, id string) *Game {
	g := &Game{app: app, s: s, id: id, m: s.Match(id), text: app.Text, now: time.Now,
		chosen: engine.Hand, watch: -1, warned: -1}
	g.chrome = app.Chrome()
	g.w, g.h, g.scale = core.DefaultW, core.DefaultH, 1
	k, _ := engine.NewKalah(engine.StandardKalah)
	g.model = layout.NewModel(k.Board()) // lays out the bar until the game's own board is known
	g.lay = clublayout.ComputeClubGame(g.w, g.h, &g.model, false)
	g.tab = table.New(app.Text, app)
	g.tab.Use(g.theme(), g.scale) // drawable before its first Update
	g.chrome.Prepare(g.scale)
	g.begin()
	return g
}

// Update runs one tick: the session's news, the shown moves, the
// player's input, the clocks' warnings, then the animation.
func (g *Game) Update(ctx *core.Context) error {
	g.tick++
	g.clock += ctx.Elapsed
	g.s.Poll(g.now())
	g.chrome.Prepare(g.scale)
	if !g.begin() {
		g.tab.Use(g.theme(), g.scale) // the table follows the theme
		input{g}.updateWaiting(ctx)
		return nil
	}
	g.reshape()
	g.followArt()
	g.takeShown()
	g.takeRefusal()
	if g.followStarted(ctx) {
		return nil
	}
	input{g}.updateInput(ctx)
	plates{g}.warnLowTime()
	g.tab.Stage.Advance(anim.TicksOf(ctx.Elapsed))
	stepper{g}.playCues()
	return nil
}

// Resize lays the scene out for the canvas; the art follows the new size
// once the canvas keeps it (boardview.View.Follow).
func (g *Game) Resize(w, h, scale float64) {
	if w == g.w && h == g.h && scale == g.scale && (g.tab.Art.Made() != 0 || g.tab.Stage == nil) {
		return
	}
	g.w, g.h, g.scale = w, h, scale
	g.across = clublayout.ClubAcrossFor(w, h, g.model.Board)
	if g.tab.Stage == nil {
		g.lay = clublayout.ComputeClubGame(w, h, &g.model, false)
		g.tab.Use(g.theme(), scale)
		return
	}
	g.relayout()
}

// relayout computes the layout for the canvas and the model, the board
// turned so that a player's own side is nearest them.
func (g *Game) relayout() {
	me, ok := g.playing()
	g.lay = clublayout.ComputeClubGame(g.w, g.h, &g.model, ok && me == engine.North) // the player's side nearest
	g.followArt()
}

// reshape gives the model the pits' length across that the canvas calls
// for, once no seed is moving (the seeds' places depend on it).
func (g *Game) reshape() {
	if g.across != g.model.Across && !g.tab.Stage.Busy() {
		g.model = layout.NewModelAcross(g.model.Board, g.across)
		g.tab.Stage.Reshape()
		g.relayout()
	}
}

// Draw draws the online board: the board and its seeds, the plates with
// the clocks, the bar, the strip, and over them the game-over panel, the
// notice and the resign question.
func (g *Game) Draw(dst *ebiten.Image) {
	if g.tab.Stage == nil {
		view{g}.drawWaiting(dst)
		return
	}
	view{g}.drawBoard(dst)
	plates{g}.drawPlates(dst)
	chat{g}.drawSaid(dst)
	view{g}.drawBar(dst)
	view{g}.drawStrip(dst)
	view{g}.drawCaption(dst)
	view{g}.drawOver(dst)
	chat{g}.drawMenu(dst, input{g}.shown())
	view{g}.drawNotice(dst)
	view{g}.drawAsk(dst)
	view{g}.markDrawn()
}

// theme returns the scene's theme, as the settings say now.
func (g *Game) theme() *theme.Theme { return theme.Of(g.app.Settings.Theme) }
