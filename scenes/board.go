package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/layout"
)

// Thinker is a computer player, or a hint giver. Start begins thinking
// about position p of a game of r, off the frame if it takes long; Poll
// reports the chosen move once there is one, and never blocks.
type Thinker interface {
	Start(r engine.Rules, p engine.Position)
	Poll() (engine.Move, bool)
}

// Config says what the board scene plays.
type Config struct {
	Rules    engine.Rules
	First    engine.Side
	Computer [2]Thinker // the computer plays a side that has one; nil: a person
	Hint     Thinker    // nil: the medium search (NewHint)
	Speed    anim.Speed
	// Start is the position the game starts from; nil: the rules' start
	// with First to move.
	Start *engine.Position
	// NoSave keeps the game out of the store (tests, challenges).
	NoSave bool
	// Challenge, when set, is the challenge being played (board_challenge.go).
	Challenge *challenges.Challenge
}

// aiPause is how long the computer waits before it starts to think, after
// the seeds of the last move have settled, in ticks: the player sees them
// land, and the board has drawn its still picture, which it then keeps
// without drawing while the computer thinks.
const aiPause = 12

// Board is the board scene: one game of any variant, its shown board and
// the player's choices.
type Board struct {
	cfg   Config
	game  *engine.Game
	model layout.Model
	// across is how long across the pits should be for the canvas
	// (layout.AcrossFor); the model takes it once the seeds are still.
	across float64
	lay    layout.Layout
	stage  *anim.Stage
	art    *boardArt
	text   *Text
	app    *App
	tr     engine.Trace
	buf    []engine.Move
	sel    selection
	ai     aiState
	facts  facts
	w, h   float64 // canvas, logical px
	scale  float64
	tick   int
	paint  painter
	// overHidden: the player tapped the game-over panel away.
	overHidden bool
	// saveErr says why the last save failed; empty when it worked.
	saveErr string
	// rev is the review of the finished game; nil when not reviewing.
	rev *review
	// lastKey is the frame key of the last Draw; drawnStill: its stage
	// was at rest (still.go).
	lastKey    frameKey
	drawnStill bool
	drawing    bool // Draw has been called
	// chal is the challenge attempt when Config.Challenge is set
	// (board_challenge.go).
	chal *challengeRun
}

// painter returns the scene's painter, set to the canvas scale.
func (b *Board) painter() *painter {
	b.paint.scale = b.scale
	return &b.paint
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
	wait     int  // ticks left before it starts thinking
	thinking bool // Start has been called for the current position
	hinting  bool // the hint thinker is busy
}

// NewBoard starts a game as cfg says, in the app's text, settings and
// sounds.
func NewBoard(cfg Config, app *App) *Board {
	b := &Board{cfg: cfg, app: app, text: app.Text, model: layout.NewModel(cfg.Rules.Board()), scale: 1, across: 1}
	if b.cfg.Hint == nil {
		b.cfg.Hint = NewHint()
	}
	b.lay = layout.Compute(1280, 720, &b.model)
	start := cfg.Rules.Start(cfg.First)
	if cfg.Start != nil {
		start = *cfg.Start
	}
	b.game = engine.NewGame(cfg.Rules, start)
	b.stage = anim.NewStage(&b.model, b.game.Position())
	b.stage.SetSpeed(cfg.Speed)
	b.art = newBoardArt()
	b.sel = selection{cursor: engine.Hand, chosen: engine.Hand,
		landing: engine.Hand, hint: engine.Hand}
	b.ai.wait = aiPause
	b.facts.plies = -1
	b.refresh()
	return b
}

// Game returns the game being played.
func (b *Board) Game() *engine.Game { return b.game }

// Stage returns the shown board.
func (b *Board) Stage() *anim.Stage { return b.stage }

// Layout returns the layout of the last tick.
func (b *Board) Layout() *layout.Layout { return &b.lay }

// Update runs one tick: layout, the player's input, the computer, then the
// animation.
func (b *Board) Update(ctx *Context) error {
	b.tick++
	b.updateLayout(ctx)
	b.refresh()
	b.updateInput(ctx)
	b.updateAI()
	b.updateAnim()
	b.updateChallenge(ctx)
	b.playCues()
	return nil
}

// updateLayout lays the screen out again when the canvas changes, with
// pits as long across as the canvas calls for (layout.AcrossFor) once the
// seeds are still.
func (b *Board) updateLayout(ctx *Context) {
	changed := ctx.W != b.w || ctx.H != b.h || ctx.Scale != b.scale
	b.w, b.h, b.scale = ctx.W, ctx.H, ctx.Scale
	if changed {
		b.across = layout.AcrossFor(b.w, b.h, b.model.Board)
	}
	if b.across != b.model.Across && !b.stage.Busy() {
		b.model = layout.NewModelAcross(b.model.Board, b.across)
		b.stage.Reshape()
		changed = true
	}
	if changed {
		b.lay = layout.Compute(b.w, b.h, &b.model)
	}
	b.art.update(&b.lay, b.scale, b.theme())
}

// updateAnim plays the queued motion.
func (b *Board) updateAnim() { b.stage.Tick() }

// Draw draws the board screen.
func (b *Board) Draw(dst *ebiten.Image) {
	b.drawBoard(dst)
	b.drawSeeds(dst)
	b.drawPreview(dst)
	b.drawHand(dst)
	b.drawCounts(dst)
	b.drawPlates(dst)
	b.drawBar(dst)
	b.drawTargets(dst)
	b.drawCaption(dst)
	b.drawOver(dst)
	b.drawReview(dst)
	b.drawChallenge(dst)
	b.markDrawn()
}
