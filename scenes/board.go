package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/boardview"
	"mancala/scenes/kit"
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
// the seeds of the last move have settled: the player sees them land, and
// the board has drawn its still picture, which it then keeps without
// drawing while the computer thinks.
const aiPause = 12 * tickTime // 0.2 s

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
	view   *boardview.View
	text   *kit.Text
	app    *App
	tr     engine.Trace
	buf    []engine.Move
	sel    selection
	ai     aiState
	facts  facts
	w, h   float64 // canvas, logical px
	scale  float64
	tick   int           // Updates so far
	clock  time.Duration // game time so far: the sum of the Updates' Elapsed
	paint  kit.Painter
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
	// refusal is the last tap the board could not obey (board_refuse.go).
	refusal refusal
}

// painter returns the scene's painter, set to the canvas scale.
func (b *Board) painter() *kit.Painter {
	b.paint.Scale = b.scale
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
	wait     time.Duration // game time left before it starts thinking
	thinking bool          // Start has been called for the current position
	hinting  bool          // the hint thinker is busy
}

// NewBoard starts a game as cfg says, in the app's text, settings and
// sounds.
func NewBoard(cfg Config, app *App) *Board {
	b := &Board{cfg: cfg, app: app, text: app.Text, model: layout.NewModel(cfg.Rules.Board()), across: 1}
	if b.cfg.Hint == nil {
		b.cfg.Hint = NewHint()
	}
	b.w, b.h, b.scale = defaultW, defaultH, 1
	b.lay = layout.Compute(b.w, b.h, &b.model)
	start := cfg.Rules.Start(cfg.First)
	if cfg.Start != nil {
		start = *cfg.Start
	}
	b.game = engine.NewGame(cfg.Rules, start)
	b.stage = anim.NewStage(&b.model, b.game.Position())
	b.stage.SetSpeed(cfg.Speed)
	b.view = boardview.New(app.Text)
	b.view.Use(b.theme(), b.scale) // drawable before its first Update
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

// Stage returns the shown board.
func (b *Board) Stage() *anim.Stage { return b.stage }

// Layout returns the layout for the canvas of the last Resize.
func (b *Board) Layout() *layout.Layout { return &b.lay }

// Update runs one tick: the art, the player's input, the computer, then
// the animation, the last two by the game time elapsed.
func (b *Board) Update(ctx *Context) error {
	b.tick++
	b.clock += ctx.Elapsed
	b.reshape()
	b.followArt()
	b.refresh()
	b.updateInput(ctx)
	b.updateAI(ctx.Elapsed)
	b.updateAnim(ctx.Elapsed)
	b.updateChallenge(ctx)
	b.playCues()
	return nil
}

// Resize lays the board out for the canvas, with pits as long across as
// the canvas calls for (layout.AcrossFor; the model takes it once the
// seeds are still, see reshape). Its art (the still board and the
// sprites) is made on the first Resize, and follows a new size once the
// canvas has kept it for a moment (boardview.View.Follow): the constructor lays
// the board out but makes no art, which the canvas's real size would at
// once replace.
func (b *Board) Resize(w, h, scale float64) {
	if w == b.w && h == b.h && scale == b.scale && b.view.Made() != 0 {
		return
	}
	b.w, b.h, b.scale = w, h, scale
	b.across = layout.AcrossFor(w, h, b.model.Board)
	b.relayout()
}

// relayout computes the layout and the art for the canvas and the model.
func (b *Board) relayout() {
	b.lay = layout.Compute(b.w, b.h, &b.model)
	b.followArt()
	if b.chal != nil {
		b.layoutChallenge()
	}
}

// reshape gives the model the pits' length across that the canvas calls
// for, once no seed is moving (the seeds' places depend on it).
func (b *Board) reshape() {
	if b.across != b.model.Across && !b.stage.Busy() {
		b.model = layout.NewModelAcross(b.model.Board, b.across)
		b.stage.Reshape()
		b.relayout()
	}
}

// updateAnim plays the queued motion for dt of game time, and lets a
// refused tap's flash fade.
func (b *Board) updateAnim(dt time.Duration) {
	b.stage.Advance(anim.TicksOf(dt))
	b.refusal.fade(dt)
}

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
