package clubarenas

import (
	"strings"
	"time"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// The form's choice rows, in the order drawn.
const (
	optGame = iota
	optClock
	optStart
	optLength
	optRated
	numOpts
)

// option is one choice row of the form: its debug names' prefix, its
// label, and each chip's debug name (a clock's is the clock itself, as
// the request says it).
type option struct {
	key   string
	label i18n.Key
	names []string
}

// options are the form's rows: the games of core.Games (chips named as
// the engine names them), the clocks of proto.TimeControls but untimed
// (an arena has a clock), when it starts, how long it lasts, and rated
// or casual (Kalah only: the ladder's rating). chipWords says each chip
// in the player's language.
var options = [numOpts]option{
	{"game", "arena.game", []string{"kalah", "oware", "congkak", "bao"}},
	{"clock", "arena.clock", []string{"3+2", "5+3", "10+5"}},
	{"start", "arena.startsInLabel", []string{"5min", "15min", "1h", "tomorrow"}},
	{"length", "arena.lasts", []string{"30", "60", "90", "120"}},
	{"rated", "arena.rating", []string{"casual", "rated"}},
}

// What the start and length chips mean: "1 day" is this time tomorrow;
// the lengths lie within proto.MinArenaMinutes and
// proto.MaxArenaMinutes.
var (
	startsIn = [...]time.Duration{5 * time.Minute, 15 * time.Minute, time.Hour, 24 * time.Hour}
	lasts    = [...]int{30, 60, 90, 120}
)

// chipWords is what chip j of row i says in w's language: a game's name,
// a clock, "15 min" (the row says "Starts in"), "1 hour", "Rated".
func chipWords(w i18n.Words, i, j int) string {
	switch i {
	case optGame:
		return kit.VariantName(w, core.Games[j].V)
	case optStart:
		return durationWords(w, startsIn[j])
	case optLength:
		return durationWords(w, time.Duration(lasts[j])*time.Minute)
	case optRated:
		return w.T([2]i18n.Key{"arena.casualChip", "arena.ratedChip"}[j])
	}
	return options[i].names[j]
}

// durationWords say a whole number of days, hours or minutes: "1 day",
// "2 hours", "90 min".
func durationWords(w i18n.Words, d time.Duration) string {
	switch {
	case d%(24*time.Hour) == 0:
		return w.T("arena.days", i18n.Count(int(d/(24*time.Hour))))
	case d%time.Hour == 0:
		return w.T("arena.hours", i18n.Count(int(d/time.Hour)))
	}
	return w.T("arena.minutes", i18n.Count(int(d/time.Minute)))
}

// minArenaName is the fewest characters of a name the form sends.
const minArenaName = 3

// fieldLabels are the name's and the password's labels.
var fieldLabels = [2]i18n.Key{"arena.name", "arena.passwordOptional"}

// fieldHints are the name's and the password's hints, in w's language.
func fieldHints(w i18n.Words) [2]string {
	return [2]string{w.T("arena.nameHint", i18n.N("min", minArenaName), i18n.N("max", proto.MaxArenaName)),
		w.T("arena.passwordHint")}
}

// creator is the form that creates an arena: the name and password typed,
// a chip chosen in each row, and whether the server's answer is awaited.
// A refusal is shown and keeps everything as it was.
type creator struct {
	app    *core.App
	c      *kit.Chrome  // the scene's
	in     *kit.Intents // the scene's: the tick's input
	lay    clublayout.ArenaForm
	fields [2]kit.Field
	pick   [numOpts]int
	focus  int // the field typing goes to
	asked  bool
	msg    string
}

// newCreator returns the form for game v, 5+3, in 15 minutes, for an
// hour, casual.
func newCreator(app *core.App, c *kit.Chrome, in *kit.Intents, v engine.Variant, w, h float64) *creator {
	f := &creator{app: app, c: c, in: in, pick: [numOpts]int{optGame: int(v), optClock: 1, optStart: 1, optLength: 1}}
	f.fields[0] = kit.Field{Max: proto.MaxArenaName}
	f.fields[1] = kit.Field{Max: 64, Secret: true, Allow: func(r rune) bool { return r != ' ' }}
	f.resize(w, h)
	return f
}

// resize lays the form out for the canvas.
func (f *creator) resize(w, h float64) {
	counts := make([]int, numOpts)
	for i, o := range options {
		counts[i] = len(o.names)
	}
	f.lay = clublayout.ComputeArenaForm(w, h, counts)
}

// update takes the server's answer, then a tick's input: Back closes the
// form; Create (or Enter in the password) sends it; a tap picks a chip
// or a field; typing edits the field. It reports whether the form is done
// and the arena it made, if any.
func (f *creator) update(in *kit.Intents, now time.Time) (done bool, arena string) {
	a := f.app.ClubSession().Arenas()
	if id, _, waiting := a.Created(); f.asked && !waiting {
		if id != "" {
			f.asked, f.msg = false, ""
			return true, id
		}
		f.asked, f.msg = false, core.RefusalWords(f.app, a.Refused())
	}
	switch {
	case in.Pressed(kit.ActBack) && !in.Pressed(kit.ActErase), in.Tap && f.lay.Back.Contains(in.X, in.Y):
		f.app.Sound.Play(kit.SoundTap)
		return true, ""
	case in.Pressed(kit.ActEnter) && f.focus == 0:
		f.focus = 1
	case in.Pressed(kit.ActEnter), in.Tap && f.lay.Create.Contains(in.X, in.Y):
		f.send(now)
	case in.Tap:
		f.tap(in.X, in.Y)
	default:
		f.fields[f.focus].Edit(in)
	}
	return false, ""
}

// tap gives a field the focus or picks a chip; the rating's only while
// the game is Kalah.
func (f *creator) tap(x, y float64) {
	if i := f.lay.FieldAt(x, y); i >= 0 {
		f.focus = i
		return
	}
	if i, j := f.lay.ChipAt(x, y); i >= 0 && (i != optRated || f.kalah()) {
		f.app.Sound.Play(kit.SoundTap)
		f.pick[i] = j
	}
}

// send asks the server for the arena, unless a request is under way or
// the name is too short.
func (f *creator) send(now time.Time) {
	if f.asked {
		return
	}
	f.app.Sound.Play(kit.SoundTap)
	m := f.request(now)
	if len(m.Name) < minArenaName {
		f.msg = f.app.T("arena.nameIt", i18n.S("hint", fieldHints(f.app)[0]))
		return
	}
	f.app.ClubSession().Arenas().Create(m)
	f.asked, f.msg = true, f.app.T("arena.creating")
}

// request is the arena as chosen, starting from now: the game's rules as
// the server reads them (Kalah's the ladder's), rated only for Kalah.
func (f *creator) request(now time.Time) proto.ArenaDo {
	ch := core.Choices{Variant: core.Games[f.pick[optGame]].V, Kalah: engine.StandardKalah}
	r, _ := ch.Rules() // the standard options are the engine's own
	return proto.ArenaDo{Name: strings.TrimSpace(f.fields[0].Text), Password: f.fields[1].Text,
		Variant: r.String(), Clock: options[optClock].names[f.pick[optClock]],
		Rated: f.kalah() && f.pick[optRated] == 1, Minutes: lasts[f.pick[optLength]],
		Starts: now.Add(startsIn[f.pick[optStart]]).Unix()}
}

// kalah reports whether the game chosen is Kalah, the only one rated.
func (f *creator) kalah() bool { return core.Games[f.pick[optGame]].V == engine.KalahGame }

// offerKeyboard offers the fields to a phone's keyboard, after every
// update.
func (f *creator) offerKeyboard() {
	kit.OfferKeyboard(f.focus, kit.SpotOf(&f.fields[0], f.lay.Fields[0]), kit.SpotOf(&f.fields[1], f.lay.Fields[1]))
}

// debug names the form's tap targets: back, name, password, create and
// each chip (its row's key and its name: game-oware, start-1h).
func (f *creator) debug(d *core.DebugState) {
	d.Scene = "club-arena-create"
	l := &f.lay
	d.Add("back", l.Back)
	d.Add("name", l.Fields[0])
	d.Add("password", l.Fields[1])
	d.Add("create", l.Create)
	for i, r := range l.Rows {
		for j, c := range r.Chips {
			d.Add(options[i].key+"-"+options[i].names[j], c)
		}
	}
}
