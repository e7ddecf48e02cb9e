package play

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/review"
	"mancala/scenes/table"
	"mancala/scenes/theme"
)

// aiPause is how long the computer waits before it starts to think, after
// the seeds of the last move have settled (anim.Stage.Settled, advanced in
// Update): the player sees them land, and a slow frame (software WebGL
// takes 100-200 ms) has the time to show the still picture, which the
// board then keeps without drawing while the computer thinks. It is game
// time, so Update never asks what Draw did.
const aiPause = 12 * core.TickTime // 0.2 s

// Board is the board scene: one game of any variant, its shown board and
// the player's choices.
type Board struct {
	cfg   core.Config
	game  *engine.Game
	model layout.Model
	// across is how long across the pits should be for the canvas
	// (layout.AcrossFor); the model takes it once the seeds are still.
	across float64
	lay    layout.Layout
	tab    *table.Table // the board and its seeds (the stage), drawn (board_draw.go)
	text   *kit.Text
	app    *core.App
	tr     engine.Trace
	buf    []engine.Move
	sel    selection
	ai     aiState
	facts  facts
	w, h   float64 // canvas, logical px
	scale  float64
	tick   int           // Updates so far
	clock  time.Duration // game time so far: the sum of the Updates' Elapsed
	// overHidden: the player tapped the game-over panel away.
	overHidden bool
	// saveErr says why the last save failed; empty when it worked.
	saveErr string
	// rev is the review of the finished game; nil when not reviewing.
	rev *review.Review
	// lastKey is the frame key of the last Draw; drawnStill: its stage
	// was at rest (still.go).
	lastKey    frameKey
	drawnStill bool
	// ref referees the challenge when Config.Challenge is set
	// (board_challenge.go); nil otherwise.
	ref *Referee
	// puz trains the puzzle when Config.Puzzle is set (board_puzzle.go);
	// nil otherwise.
	puz *Trainer
	// refusal is the last tap the board could not obey (board_refuse.go).
	refusal refusal
	// said is the last move said, for the caption line (drawSaid);
	// saidOn: the layout has the line.
	said   string
	saidOn bool
}

// selection is what the player points at and has chosen.
type selection struct {
	cursor   engine.Place // keyboard focus, or engine.Hand
	chosen   engine.Place // Bao: the pit waiting for a direction, or engine.Hand
	hover    engine.Move  // the move pointed at, when hovering
	hovering bool
	landing  engine.Place // where the hovered move's last seed falls, or engine.Hand
	hint     engine.Place // the hinted pit, or engine.Hand
	hintMove engine.Move  // the hinted move (Bao: its direction matters)
}

// aiState follows the computer's turn.
type aiState struct {
	wait     time.Duration // game time left before it starts thinking
	thinking bool          // Start has been called for the current position
	hinting  bool          // the hint thinker is busy
}

// NewBoard starts a game as cfg says, in the app's text, settings and
// sounds.
func NewBoard(cfg core.Config, app *core.App) *Board {
	b := &Board{cfg: cfg, app: app, text: app.Text, model: layout.NewModel(cfg.Rules.Board()), across: 1}
	if b.cfg.Hint == nil {
		b.cfg.Hint = core.NewHint()
	}
	b.w, b.h, b.scale = core.DefaultW, core.DefaultH, 1
	b.lay = layout.Compute(b.w, b.h, &b.model)
	start := cfg.Rules.Start(cfg.First)
	if cfg.Start != nil {
		start = *cfg.Start
	}
	b.game = engine.NewGame(cfg.Rules, start)
	b.tab = table.New(app.Text, app)
	b.tab.Stage = anim.NewStage(&b.model, b.game.Position())
	b.tab.Stage.SetSpeed(cfg.Speed)
	b.tab.Use(b.theme(), b.scale) // drawable before its first Update
	b.sel = selection{cursor: engine.Hand, chosen: engine.Hand,
		landing: engine.Hand, hint: engine.Hand}
	b.ai.wait = aiPause
	b.refusal.place = engine.Hand
	b.facts.plies = -1
	b.refresh()
	return b
}

// Game returns the game being played.
func (b *Board) Game() *engine.Game { return b.game }

// Config returns what the board plays.
func (b *Board) Config() core.Config { return b.cfg }

// Legal returns the legal moves of the game's position.
func (b *Board) Legal() []engine.Move { return b.facts.legal }

// Referee returns the challenge's referee; nil when the board plays no
// challenge.
func (b *Board) Referee() *Referee { return b.ref }

// Decided reports whether a challenge's attempt is decided and shown: its
// result panel is up.
func (b *Board) Decided() bool { return b.ref.decided() }

// Stage returns the shown board.
func (b *Board) Stage() *anim.Stage { return b.tab.Stage }

// Layout returns the layout for the canvas of the last Resize.
func (b *Board) Layout() *layout.Layout { return &b.lay }

// Update runs one tick: the art, the player's input, the computer, then
// the animation, the last two by the game time elapsed, and last the text
// mirror.
func (b *Board) Update(ctx *core.Context) error {
	b.tick++
	b.clock += ctx.Elapsed
	b.reshape()
	view{b}.followArt()
	b.refresh()
	input{b}.updateInput(ctx)
	turn{b}.updateAI(ctx.Elapsed)
	b.updateAnim(ctx.Elapsed)
	if b.ref != nil {
		b.ref.update(ctx)
	}
	if b.puz != nil {
		b.puz.update(ctx)
	}
	b.playCues()
	return core.Speak(b.app, ctx, mirror{b}) // what is offered follows the board as drawn
}

// Resize lays the board out for the canvas, with pits as long across as
// the canvas calls for (layout.AcrossFor; the model takes it once the
// seeds are still, see reshape). Its art (the still board and the
// sprites) is made on the first Resize, and follows a new size once the
// canvas has kept it for a moment (boardview.View.Follow): the constructor lays
// the board out but makes no art, which the canvas's real size would at
// once replace.
func (b *Board) Resize(w, h, scale float64) {
	if w == b.w && h == b.h && scale == b.scale && b.tab.Art.Made() != 0 && b.saidOn == b.app.Settings.Captions {
		return
	}
	b.w, b.h, b.scale = w, h, scale
	b.across = layout.AcrossFor(w, h, b.model.Board)
	b.relayout()
}

// relayout computes the layout and the art for the canvas and the model.
func (b *Board) relayout() {
	b.lay, b.saidOn = layout.Compute(b.w, b.h, &b.model), b.app.Settings.Captions
	if b.saidOn {
		b.lay = layout.ComputeSaid(b.w, b.h, &b.model)
	}
	if pz := b.cfg.Puzzle; pz != nil && pz.Puzzle.Mover() == engine.North {
		b.lay.TurnHalfRound() // the puzzle's player plays the near row
	}
	view{b}.followArt()
	if b.ref != nil {
		b.ref.layout()
	}
	if b.puz != nil {
		b.puz.layout()
	}
}

// reshape gives the model the pits' length across that the canvas calls
// for, once no seed is moving (the seeds' places depend on it).
func (b *Board) reshape() {
	if b.across != b.model.Across && !b.tab.Stage.Busy() {
		b.model = layout.NewModelAcross(b.model.Board, b.across)
		b.tab.Stage.Reshape()
		b.relayout()
	}
}

// updateAnim plays the queued motion for dt of game time, and lets a
// refused tap's flash fade.
func (b *Board) updateAnim(dt time.Duration) {
	b.tab.Stage.Advance(anim.TicksOf(dt))
	b.refusal.fade(dt)
}

// Draw draws the board screen.
func (b *Board) Draw(dst *ebiten.Image) {
	v := view{b}
	v.drawBoard(dst)
	v.drawSeeds(dst)
	v.drawPreview(dst)
	v.drawCounts(dst)
	v.drawPlates(dst)
	v.drawBar(dst)
	v.drawTargets(dst)
	v.drawCaption(dst)
	v.drawSaid(dst)
	overPanel{b}.drawOver(dst)
	reviewer{b}.drawReview(dst)
	if b.ref != nil {
		b.ref.draw(dst)
	}
	if b.puz != nil {
		b.puz.draw(dst)
	}
	v.markDrawn()
}

// theme returns the board's theme, as the settings say now.
func (b *Board) theme() *theme.Theme { return theme.Of(b.app.Settings.Theme) }
