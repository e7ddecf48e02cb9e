package saves

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"mancala/engine"
	"mancala/i18n"
)

// MaxLevel is the computer's highest level; levels run 1..MaxLevel and 0
// is a person.
const MaxLevel = 10

// Speeds are the animation speeds a setting may name (anim.Speed's names,
// which this package cannot import: it never imports ebiten).
var Speeds = []string{"Normal", "Fast", "Instant", "Slow"}

// Normalized returns the settings made usable: Volume clamped to 0..100,
// an unknown Speed or Theme replaced by the default, an unknown Language
// by the device's, the last choices
// dropped when their rules are unknown. Odd values are never
// an error: a setting the player can change is not worth losing the others.
func (st Settings) Normalized() Settings {
	def := DefaultSettings()
	st.Volume = min(max(st.Volume, 0), 100)
	if !known(st.Speed, Speeds) {
		st.Speed = def.Speed
	}
	if st.Theme != Wood && st.Theme != Contrast {
		st.Theme = def.Theme
	}
	st.Last = st.Last.normalized()
	if _, ok := i18n.ByCode(st.Language); !ok {
		st.Language = "" // a language the game does not speak (any more)
	}
	if strings.TrimSpace(st.Server) == "" {
		st.Server = def.Server
	}
	return st
}

// normalized returns a copy of the choices made usable: nil when the
// rules are unknown, the first mover south unless north, a level outside
// 1..MaxLevel the default (0).
func (c *Choices) normalized() *Choices {
	if c == nil {
		return nil
	}
	if _, err := engine.ParseRules(c.Rules); err != nil {
		return nil
	}
	n := *c
	if n.First != engine.North.String() {
		n.First = engine.South.String()
	}
	if n.Level < 1 || n.Level > MaxLevel {
		n.Level = 0
	}
	return &n
}

func known(s string, names []string) bool {
	for _, n := range names {
		if n == s {
			return true
		}
	}
	return false
}

// FromEngine records the rules, start, moves and undone moves of eg. The
// caller sets Levels and Challenge.
func FromEngine(eg *engine.Game) *Game {
	g := &Game{Rules: eg.Rules().String(), Start: engine.FormatPosition(eg.Rules(), eg.Start())}
	g.Moves = make([]string, len(eg.Moves()))
	for i, m := range eg.Moves() {
		g.Moves[i] = m.String()
	}
	for _, m := range eg.Undone() {
		g.Undone = append(g.Undone, m.String())
	}
	return g
}

// Replay rebuilds the game exactly: the rules with their options, the
// start, every move (so Undo works back to the start) and the undone moves
// (so Redo works). A game that cannot be rebuilt is an error naming what is
// wrong: no or unknown rules, a bad start, a level outside 0..MaxLevel, a
// move that is not a move or is illegal where it is played.
func (g *Game) Replay() (*engine.Game, error) {
	r, start, err := g.setup()
	if err != nil {
		return nil, err
	}
	eg := engine.NewGame(r, start)
	if err := playAll(eg, g.Moves, "move"); err != nil {
		return nil, err
	}
	if err := playAll(eg, g.Undone, "undone move"); err != nil {
		return nil, err
	}
	for range g.Undone {
		eg.Undo()
	}
	return eg, nil
}

// setup reads the rules and the start and checks the levels.
func (g *Game) setup() (engine.Rules, engine.Position, error) {
	if g.Rules == "" {
		return nil, engine.Position{}, flaw("no rules", nil)
	}
	r, err := engine.ParseRules(g.Rules)
	if err != nil {
		return nil, engine.Position{}, flaw(fmt.Sprintf("unknown rules %q", g.Rules), err)
	}
	start, err := engine.ParsePosition(r, g.Start)
	if err != nil {
		return nil, engine.Position{}, flaw(fmt.Sprintf("bad start %q", g.Start), err)
	}
	for i, lv := range g.Levels {
		if lv < 0 || lv > MaxLevel {
			return nil, engine.Position{}, flaw(fmt.Sprintf("%s's level %d is outside 0..%d", engine.Side(i), lv, MaxLevel), nil)
		}
	}
	return r, start, nil
}

// playAll plays moves in order, naming the first bad one by its number
// (from 1).
func playAll(eg *engine.Game, moves []string, what string) error {
	for i, s := range moves {
		m, err := engine.ParseMove(eg.Rules(), s)
		if err != nil {
			return flaw(fmt.Sprintf("%s %d %q is not a move", what, i+1, s), err)
		}
		if err := eg.Play(m, nil); err != nil {
			return flaw(fmt.Sprintf("illegal %s %d %q", what, i+1, s), err)
		}
	}
	return nil
}

// check reports the first solved entry that cannot be right: an empty
// challenge id or a negative number of moves.
func (p Progress) check() error {
	for id, s := range p.Solved {
		if id == "" {
			return flaw("a solved challenge without an id", nil)
		}
		if s.Moves < 0 {
			return flaw(fmt.Sprintf("challenge %q solved in %d moves", id, s.Moves), nil)
		}
	}
	return nil
}

// ServerAddress returns the online server's address the player typed as
// http(s)://host[:port], without a path: "http://" is added when no
// scheme is given, a trailing slash is dropped. Anything else (another
// scheme, no host, a path, a query) is an error.
func ServerAddress(typed string) (string, error) {
	s := strings.TrimSpace(typed)
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.User != nil {
		return "", errBadServer
	}
	return u.Scheme + "://" + u.Host, nil
}

// errBadServer says what a server address looks like.
var errBadServer = errors.New("saves: a server address is like http://127.0.0.1:8080")
