package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/layout"
	"mancala/scenes/saves"
)

// entry is one button of the menu.
type entry uint8

// The menu's entries, in the order shown.
const (
	entResume entry = iota
	entComputer
	entFriend
	entChallenges
	entHowTo
	entSettings
	entQuit
	numEntries
)

var entryNames = [...]string{"resume", "vs-computer", "vs-friend", "challenges", "how-to-play", "settings", "quit"}

var entryLabels = [...]string{"Resume your game", "Play vs computer", "Play with a friend",
	"Solo challenges", "How to play", "Settings", "Quit"}

// String returns the entry's name, as the debug state gives it.
func (e entry) String() string {
	if e < numEntries {
		return entryNames[e]
	}
	return "entry(?)"
}

// Menu is the first scene: play against the computer or a friend, solo
// challenges, how to play, settings, resume a saved game, quit. It keeps
// the picker's choices for the session.
type Menu struct {
	app     *App
	choices Choices
	pickers [2]*Picker // by Mode, made when first opened
	entries []entry
	lay     layout.Menu
	focus   int  // the button the keyboard is on
	keys    bool // the keyboard was used: show the focus
	in      Intents
	notice  string // a message for the player, until dismissed
	look    bool   // look for a saved game on the next tick
	saved   bool   // the store has a game to resume
	w, h    float64
	c       chrome
}

// NewMenu returns the menu.
func NewMenu(app *App) *Menu {
	m := &Menu{app: app, choices: DefaultChoices(), look: true, c: chrome{app: app}}
	m.Resize(defaultW, defaultH, 1)
	return m
}

// Resize lays the menu out for the canvas.
func (m *Menu) Resize(w, h, scale float64) {
	if w == m.w && h == m.h && scale == m.c.scale {
		return
	}
	m.w, m.h = w, h
	m.relayout(scale)
}

// relayout lays out the entries shown for the canvas, at scale, and makes
// the table and the picture for it.
func (m *Menu) relayout(scale float64) {
	m.entries = m.visible()
	m.lay = layout.ComputeMenu(m.w, m.h, len(m.entries), false, true)
	m.c.prepare(scale)
	m.c.prepareMini(0, engine.KalahGame, m.lay.Art)
	m.focus = min(m.focus, len(m.entries)-1)
}

// Update takes the app's notice, looks for a saved game after coming back
// from another scene, then handles a tap or the keys.
func (m *Menu) Update(ctx *Context) error {
	m.takeNotice()
	if m.look {
		m.lookForGame()
	}
	m.relayout(m.c.scale) // Resume comes and goes; the theme may have changed
	m.in = ctx.In
	in := &ctx.In
	if in.Tap && m.notice != "" && m.lay.Notice.Contains(in.X, in.Y) {
		m.notice = ""
		return nil
	}
	if in.Pressed(ActBack) && canQuit {
		return ebiten.Termination
	}
	if i := m.chosen(in); i >= 0 {
		return m.open(ctx, m.entries[i])
	}
	m.moveFocus(in)
	return nil
}

// takeNotice moves the app's notice to the banner, so it shows once.
func (m *Menu) takeNotice() {
	if n := m.app.Notice; n != "" {
		m.say(n)
		m.app.Notice = ""
	}
}

// say adds s to the banner.
func (m *Menu) say(s string) {
	if m.notice != "" {
		s = m.notice + " " + s
	}
	m.notice = s
}

// lookForGame asks the store whether there is a game to resume.
func (m *Menu) lookForGame() {
	m.look, m.saved = false, false
	if m.app.Store == nil {
		return
	}
	g, err := m.app.Store.LoadGame()
	if err != nil {
		m.say(saves.Message(err))
	}
	m.saved = g != nil
}

// visible returns the entries shown: Resume only with a saved game, Quit
// only on the desktop.
func (m *Menu) visible() []entry {
	es := m.entries[:0]
	for e := entry(0); e < numEntries; e++ {
		if (e == entResume && !m.saved) || (e == entQuit && !canQuit) {
			continue
		}
		es = append(es, e)
	}
	return es
}

// chosen returns the button tapped, or picked by its number key or Enter;
// -1 when none.
func (m *Menu) chosen(in *Intents) int {
	if in.Tap {
		return m.lay.Hit(in.X, in.Y)
	}
	for i := range m.entries {
		if i < 8 && in.Pressed(PitAction(i+1)) {
			return i
		}
	}
	if in.Pressed(ActEnter) {
		return m.focus
	}
	return -1
}

// moveFocus moves the keyboard focus with the arrows: up and down a
// column, left and right across the two columns.
func (m *Menu) moveFocus(in *Intents) {
	n, d := len(m.entries), 0
	rows := (n + m.lay.Cols - 1) / m.lay.Cols
	switch {
	case in.Pressed(ActUp):
		d = -1
	case in.Pressed(ActDown):
		d = 1
	case in.Pressed(ActLeft) && m.lay.Cols > 1:
		d = -rows
	case in.Pressed(ActRight) && m.lay.Cols > 1:
		d = rows
	default:
		return
	}
	m.keys = true
	m.focus = (m.focus + d + 2*n) % n
}

// open does what entry e is for. The menu looks for a saved game again
// when it is next shown.
func (m *Menu) open(ctx *Context, e entry) error {
	m.app.Sound.Play(SoundTap)
	m.look = true
	switch e {
	case entResume:
		b, err := ResumeBoard(m.app)
		if err != nil {
			m.say(saves.Message(err))
			return nil
		}
		ctx.Switch.GoTo(b)
	case entComputer, entFriend:
		ctx.Switch.GoTo(m.picker(Mode(e - entComputer)))
	case entChallenges:
		ctx.Switch.GoTo(NewChallengeBrowser(m.app))
	case entHowTo:
		ctx.Switch.GoTo(NewGameList(m.app))
	case entSettings:
		ctx.Switch.GoTo(NewSettings(m.app))
	case entQuit:
		return ebiten.Termination
	}
	return nil
}

// picker returns the picker of mode md, made on first use; both share the
// menu's choices.
func (m *Menu) picker(md Mode) *Picker {
	if m.pickers[md] == nil {
		m.pickers[md] = NewPicker(m.app, md, &m.choices)
	}
	return m.pickers[md]
}

// Draw draws the table, the title, the ornament, the buttons and the
// notice.
func (m *Menu) Draw(dst *ebiten.Image) {
	c, l := &m.c, &m.lay
	c.table(dst)
	m.drawTitle(dst, l.Title)
	if l.Art.W > 0 {
		c.mini(dst, 0, l.Art)
	}
	for i, e := range m.entries {
		r := l.Buttons[i]
		hot := m.in.Point && r.Contains(m.in.PX, m.in.PY)
		c.button(dst, r, entryLabels[e], l.TextSize, look{hot: hot, on: e == entResume, focus: m.keys && i == m.focus})
	}
	m.drawNotice(dst)
}

// drawTitle draws "Mancala" and the line under it in r.
func (m *Menu) drawTitle(dst *ebiten.Image, r layout.Rect) {
	c, l := &m.c, &m.lay
	x := r.X + r.W/2
	y := r.Y + l.TitleSize*0.55
	m.app.Text.Draw(dst, "Mancala", x, y+2, l.TitleSize, c.scale, Bold, rgba(0, 0, 0, 0.45))
	m.app.Text.Draw(dst, "Mancala", x, y, l.TitleSize, c.scale, Bold, c.th.Accent[0])
	m.app.Text.Draw(dst, "Kalah · Oware · Congkak · Bao", x, r.Y+r.H-16, l.TextSize-2, c.scale, Regular, c.th.Ink)
}

// drawNotice draws the message banner over the title, with a hint that a
// tap dismisses it.
func (m *Menu) drawNotice(dst *ebiten.Image) {
	if m.notice == "" {
		return
	}
	c, r := &m.c, m.lay.Notice
	c.paint.fill(dst, r, 14, c.th.Pill)
	c.paint.stroke(dst, r, 14, 2, c.th.Accent[0])
	text := layout.Rect{X: r.X + 14, Y: r.Y + 4, W: r.W - 28, H: r.H - 24}
	c.para(dst, text, m.notice, 16, c.th.Ink, false)
	x := r.X + r.W/2
	m.app.Text.Draw(dst, "Tap to close", x, r.Y+r.H-12, 13, c.scale, Regular, c.th.Accent[0])
}

// Debug names the menu's buttons.
func (m *Menu) Debug(d *DebugState) {
	d.Scene = "menu"
	for i, e := range m.entries {
		d.Add(e.String(), m.lay.Buttons[i])
	}
	if m.notice != "" {
		d.Add("notice", m.lay.Notice)
	}
}
