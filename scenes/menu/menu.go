package menu

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/saves"
	"mancala/scenes/boardview"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// entry is one button of the menu.
type entry uint8

// The menu's entries, in the order shown.
const (
	entResume entry = iota
	entComputer
	entFriend
	entOnline
	entChallenges
	entPuzzles
	entAnalysis
	entHowTo
	entSettings
	entQuit
	numEntries
)

var entryNames = [...]string{"resume", "vs-computer", "vs-friend", "online", "challenges", "puzzles", "analysis", "how-to-play", "settings", "quit"}

var entryLabels = [...]i18n.Key{"menu.resume", "menu.vsComputer", "menu.vsFriend",
	"menu.online", "menu.challenges", "menu.puzzles", "menu.analysis", "menu.howToPlay", "menu.settings", "menu.quit"}

// String returns the entry's name, as the debug state gives it.
func (e entry) String() string {
	if e < numEntries {
		return entryNames[e]
	}
	return "entry(?)"
}

// Menu is the first scene: play against the computer or a friend, or
// online, solo challenges, how to play, settings, resume a saved game, quit. It keeps
// the picker's choices for the session.
type Menu struct {
	pics    boardview.Pictures // the boards' pictures
	app     *core.App
	choices core.Choices
	pickers [3]core.Scene // by Mode, made when first opened
	entries []entry
	lay     layout.Menu
	focus   int  // the button the keyboard is on
	keys    bool // the keyboard was used: show the focus
	in      kit.Intents
	note    kit.Notice    // a message for the player, until dismissed
	look    bool          // look for a saved game on the next tick
	saved   []*saves.Game // the store's games to resume, the latest first
	w, h    float64
	c       kit.Chrome
}

// NewMenu returns the menu.
func NewMenu(app *core.App) *Menu {
	m := &Menu{app: app, choices: core.ChoicesFrom(app.Settings), look: true, c: app.Chrome()}
	m.Resize(core.DefaultW, core.DefaultH, 1)
	return m
}

// Resize lays the menu out for the canvas.
func (m *Menu) Resize(w, h, scale float64) {
	if w == m.w && h == m.h && scale == m.c.Scale {
		return
	}
	m.w, m.h = w, h
	m.relayout(scale)
}

// relayout lays out the entries shown and the notice for the canvas, at
// scale, and makes the table and the picture for it.
func (m *Menu) relayout(scale float64) {
	m.entries = m.visible()
	noteH := m.note.Height(m.app.Text, layout.NoticeWidth(m.w))
	m.lay = layout.ComputeMenu(m.w, m.h, len(m.entries), false, true, noteH)
	m.c.Prepare(scale)
	m.pics.Prepare(0, engine.KalahGame, m.lay.Art, m.c.Scale, m.c.Th, m.c.Text)
	m.focus = min(m.focus, len(m.entries)-1)
}

// Update shows an online game that came back after a reload or a
// restart, takes the app's notice, looks for a saved game after coming
// back from another scene, opens the club's home when the game was started to
// join an invite, then handles a tap or the keys.
func (m *Menu) Update(ctx *core.Context) error {
	if core.FollowClub(m.app, ctx.Switch) { // an online game came back
		return nil
	}
	m.takeNotice()
	if m.look {
		m.lookForGame()
	}
	if m.app.Join != "" { // started from an invite link: to the club at once
		ctx.Switch.GoTo(m.app.Routes.ClubHome(m.app))
		return nil
	}
	m.relayout(m.c.Scale) // Resume comes and goes; the theme may have changed
	if err := core.Speak(m.app, ctx, m); err != nil {
		return err
	}
	m.in = ctx.In
	in := &ctx.In
	if in.Tap && m.note.Text != "" && m.lay.Notice.Contains(in.X, in.Y) {
		m.note.Text = ""
		return nil
	}
	if in.Pressed(kit.ActBack) && canQuit {
		return ebiten.Termination
	}
	if i := m.chosen(in); i >= 0 {
		return m.open(ctx, m.entries[i])
	}
	m.moveFocus(in)
	return nil
}

// takeNotice moves the app's notice to the menu's, so it shows once.
func (m *Menu) takeNotice() {
	if n := m.app.Notice; n != "" {
		m.note.Say(n)
		m.app.Notice = ""
	}
}

// lookForGame asks the store for the games to resume.
func (m *Menu) lookForGame() {
	m.look, m.saved = false, nil
	if m.app.Store == nil {
		return
	}
	games, err := m.app.Store.SavedGames()
	if err != nil {
		m.note.Say(kit.Tell(m.app, err))
	}
	m.saved = games
}

// visible returns the entries shown: Resume when a game is saved, Quit
// only on the desktop.
func (m *Menu) visible() []entry {
	es := m.entries[:0]
	for e := entry(0); e < numEntries; e++ {
		if (e == entResume && len(m.saved) == 0) || (e == entQuit && !canQuit) {
			continue
		}
		es = append(es, e)
	}
	return es
}

// LabelOf returns the label of the entry Debug calls name, and false
// when the menu shows none: for tests and tools.
func (m *Menu) LabelOf(name string) (string, bool) {
	for _, e := range m.entries {
		if e.String() == name {
			return m.label(e), true
		}
	}
	return "", false
}

// Choices returns the picker's choices the menu keeps for the session.
func (m *Menu) Choices() core.Choices { return m.choices }

// label is entry e's label: Resume names its one game, whom it is
// against and how far it went ("Resume Kalah vs level 10, move 14"), or
// how many games are waiting ("Resume one of 3 games").
func (m *Menu) label(e entry) string { return m.labels(e)[0] }

// labels are entry e's labels, longest first: a Resume in a narrow button
// drops how far the game went, then whom it is against.
func (m *Menu) labels(e entry) []string {
	a := m.app
	if e != entResume || len(m.saved) == 0 {
		return []string{a.T(entryLabels[e])}
	}
	if n := len(m.saved); n > 1 {
		return []string{a.T("menu.resumeOneOf", i18n.Count(n)), a.T("menu.resumeCount", i18n.Count(n)), a.T("menu.resumeShort")}
	}
	g := m.saved[0]
	return []string{
		a.T("menu.resumeGame", i18n.S("game", kit.SavedWords(a, g))),
		a.T("menu.resumeGame", i18n.S("game", kit.SavedShortWords(a, g))),
		a.T("menu.resumeGame", i18n.S("game", kit.VariantName(a, variantOf(g)))),
	}
}

// fitLabel returns the longest of entry e's labels that fits w px at 15 px
// or more, else the shortest.
func (m *Menu) fitLabel(e entry, w float64) string {
	ls := m.labels(e)
	for _, l := range ls {
		if m.app.Text.Width(l, 15, kit.Bold) <= w {
			return l
		}
	}
	return ls[len(ls)-1]
}

// chosen returns the button tapped, or picked by its number key or Enter;
// -1 when none.
func (m *Menu) chosen(in *kit.Intents) int {
	if in.Tap {
		return m.lay.Hit(in.X, in.Y)
	}
	for i := range m.entries {
		if i < 8 && in.Pressed(kit.PitAction(i+1)) {
			return i
		}
	}
	if in.Pressed(kit.ActEnter) {
		return m.focus
	}
	return -1
}

// moveFocus moves the keyboard focus with the arrows: up and down a
// column, left and right across the two columns.
func (m *Menu) moveFocus(in *kit.Intents) {
	n, d := len(m.entries), 0
	rows := (n + m.lay.Cols - 1) / m.lay.Cols
	switch {
	case in.Pressed(kit.ActUp):
		d = -1
	case in.Pressed(kit.ActDown):
		d = 1
	case in.Pressed(kit.ActLeft) && m.lay.Cols > 1:
		d = -rows
	case in.Pressed(kit.ActRight) && m.lay.Cols > 1:
		d = rows
	default:
		return
	}
	m.keys = true
	m.focus = (m.focus + d + 2*n) % n
}

// open does what entry e is for. The menu looks for a saved game again
// when it is next shown.
func (m *Menu) open(ctx *core.Context, e entry) error {
	m.app.Sound.Play(kit.SoundTap)
	m.look = true
	switch e {
	case entResume:
		if len(m.saved) > 1 {
			ctx.Switch.GoTo(NewResumeList(m.app, m.saved))
			return nil
		}
		if err := resume(ctx, m.app, m.saved[0]); err != nil {
			m.note.Say(kit.Tell(m.app, err))
		}
	case entComputer, entFriend:
		ctx.Switch.GoTo(m.picker(core.Mode(e - entComputer)))
	case entOnline:
		ctx.Switch.GoTo(m.app.Routes.ClubHome(m.app))
	case entChallenges:
		ctx.Switch.GoTo(m.app.Routes.Challenges(m.app))
	case entPuzzles:
		ctx.Switch.GoTo(m.app.Routes.Puzzles(m.app))
	case entAnalysis:
		ctx.Switch.GoTo(m.picker(core.Analyse))
	case entHowTo:
		ctx.Switch.GoTo(m.app.Routes.Games(m.app))
	case entSettings:
		ctx.Switch.GoTo(m.app.Routes.Settings(m.app))
	case entQuit:
		return ebiten.Termination
	}
	return nil
}

// picker returns the picker of mode md, made on first use; both share the
// menu's choices.
func (m *Menu) picker(md core.Mode) core.Scene {
	if m.pickers[md] == nil {
		m.pickers[md] = m.app.Routes.Picker(m.app, md, &m.choices)
	}
	return m.pickers[md]
}

// Draw draws the table, the title, the ornament or the notice, and the
// buttons.
func (m *Menu) Draw(dst *ebiten.Image) {
	c, l := &m.c, &m.lay
	c.Table(dst)
	m.drawTitle(dst, l.Title)
	if l.Art.W > 0 {
		m.pics.Draw(dst, 0, l.Art, c.Scale)
	}
	for i, e := range m.entries {
		r := l.Buttons[i]
		hot := m.in.Point && r.Contains(m.in.PX, m.in.PY)
		c.Button(dst, r, m.fitLabel(e, r.W-24), l.TextSize, kit.Look{Hot: hot, On: e == entResume, Focus: m.keys && i == m.focus})
	}
	m.note.Draw(dst, c, l.Notice)
}

// games are the four games' names under the title: "Kalah · Oware ·
// Congkak · Bao", in the game's language.
func (m *Menu) games() string {
	names := make([]string, engine.BaoGame+1)
	for v := range names {
		names[v] = kit.VariantName(m.app, engine.Variant(v))
	}
	return strings.Join(names, " · ")
}

// drawTitle draws "Mancala" and the line under it in r.
func (m *Menu) drawTitle(dst *ebiten.Image, r layout.Rect) {
	th := m.c.Th
	c, l := &m.c, &m.lay
	x := r.X + r.W/2
	y := r.Y + 8 + l.TitleSize*0.5 // the letters keep clear of the top edge
	m.app.Text.Draw(dst, "Mancala", x, y+2, l.TitleSize, c.Scale, kit.Bold, theme.Fade(th.Shadow, 0.45))
	m.app.Text.Draw(dst, "Mancala", x, y, l.TitleSize, c.Scale, kit.Bold, c.Th.Accent[0])
	m.app.Text.Draw(dst, m.games(), x, r.Y+r.H-16, l.TextSize-2, c.Scale, kit.Regular, c.Th.Ink)
}

// Debug names the menu's buttons.
func (m *Menu) Debug(d *core.DebugState) {
	d.Scene = "menu"
	d.Language = m.app.Language().Code
	for i, e := range m.entries {
		d.Add(e.String(), m.lay.Buttons[i])
	}
	if m.note.Text != "" {
		d.Add("notice", m.lay.Notice)
	}
}
