package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"mancala/engine"
)

// session is the state of one protocol conversation: the rules and the
// game being analysed.
type session struct {
	rules engine.Rules
	game  *engine.Game
	think thinker
	book  bool // go depth and go movetime play the opening book's moves (book on)
}

// thinker answers the search commands (go, solve).
type thinker interface {
	Go(s *session, args []string, out func(string)) error
	Solve(s *session, args []string, out func(string)) error
}

func newSession(t thinker) *session {
	k, _ := engine.NewKalah(engine.StandardKalah)
	s := &session{think: t}
	s.reset(k)
	return s
}

func (s *session) reset(r engine.Rules) {
	s.rules = r
	s.game = engine.NewGame(r, r.Start(engine.South))
}

// errQuit ends the conversation.
var errQuit = errors.New("quit")

// handle runs one command line, writing each reply line with out. A
// malformed or illegal command replies "error <reason>" and leaves the
// state unchanged.
func (s *session) handle(line string, out func(string)) error {
	f := strings.Fields(line)
	if len(f) == 0 {
		return nil
	}
	err := s.dispatch(f[0], f[1:], out)
	if err != nil && err != errQuit {
		out("error " + strings.TrimPrefix(strings.TrimPrefix(err.Error(), "engine: "), "protocol: "))
		return nil
	}
	return err
}

func (s *session) dispatch(cmd string, args []string, out func(string)) error {
	switch cmd {
	case "variant":
		return s.variant(args)
	case "position":
		return s.position(args)
	case "show":
		return noArgs(cmd, args, func() { out("position " + engine.FormatPosition(s.rules, s.game.Position())) })
	case "moves":
		return noArgs(cmd, args, func() { out(s.moves()) })
	case "result":
		return noArgs(cmd, args, func() { out(s.result()) })
	case "perft":
		return s.perft(args, out)
	case "go":
		return s.think.Go(s, args, out)
	case "solve":
		return s.think.Solve(s, args, out)
	case "analyse":
		return s.analyse(args, out)
	case "book":
		return s.setBook(args)
	case "isready":
		return noArgs(cmd, args, func() { out("readyok") })
	case "quit":
		return errQuit
	}
	return fmt.Errorf("protocol: unknown command %q", cmd)
}

func noArgs(cmd string, args []string, do func()) error {
	if len(args) > 0 {
		return fmt.Errorf("protocol: %s takes no arguments", cmd)
	}
	do()
	return nil
}

// setBook reads "book on" or "book off".
func (s *session) setBook(args []string) error {
	if len(args) != 1 || (args[0] != "on" && args[0] != "off") {
		return fmt.Errorf("protocol: book needs on or off")
	}
	s.book = args[0] == "on"
	return nil
}

// variant sets the rules and resets the position to the start.
func (s *session) variant(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("protocol: variant needs a name: kalah, oware, congkak or bao")
	}
	r, err := engine.ParseRules(strings.Join(args, " "))
	if err != nil {
		return err
	}
	s.reset(r)
	return nil
}

// position sets up "start" or a position in notation, then plays the
// moves after "moves". Nothing changes unless all of it is valid.
func (s *session) position(args []string) error {
	spec, moves, hasMoves := cutWord(args, "moves")
	if len(spec) == 0 {
		return fmt.Errorf("protocol: position needs start or a position")
	}
	if hasMoves && len(moves) == 0 {
		return fmt.Errorf("protocol: no moves after \"moves\"")
	}
	start := s.rules.Start(engine.South)
	if !(len(spec) == 1 && spec[0] == "start") {
		p, err := engine.ParsePosition(s.rules, strings.Join(spec, " "))
		if err != nil {
			return err
		}
		start = p
	}
	g, err := playMoves(s.rules, start, moves)
	if err != nil {
		return err
	}
	s.game = g
	return nil
}

// cutWord splits words at the first occurrence of w.
func cutWord(words []string, w string) (before, after []string, found bool) {
	for i, x := range words {
		if x == w {
			return words[:i], words[i+1:], true
		}
	}
	return words, nil, false
}

// playMoves starts a game at start and plays the moves written in notation.
func playMoves(r engine.Rules, start engine.Position, moves []string) (*engine.Game, error) {
	g := engine.NewGame(r, start)
	for i, t := range moves {
		m, err := engine.ParseMove(r, t)
		if err != nil {
			return nil, err
		}
		if err := g.Play(m, nil); err != nil {
			return nil, fmt.Errorf("protocol: move %d (%s) is illegal in position %s",
				i+1, t, engine.FormatPosition(r, g.Position()))
		}
	}
	return g, nil
}

func (s *session) moves() string {
	var buf [engine.MaxMoves]engine.Move
	var sb strings.Builder
	sb.WriteString("moves")
	for _, m := range s.game.LegalMoves(buf[:0]) {
		sb.WriteString(" " + m.String())
	}
	return sb.String()
}

func (s *session) result() string {
	o := s.game.Outcome()
	if !o.Over() {
		return "result ongoing"
	}
	return fmt.Sprintf("result %s %d-%d", o.Result, o.South, o.North)
}

func (s *session) perft(args []string, out func(string)) error {
	if len(args) != 1 {
		return fmt.Errorf("protocol: perft needs one depth")
	}
	d, err := strconv.Atoi(args[0])
	if err != nil || d < 0 || d > 64 {
		return fmt.Errorf("protocol: perft depth %q is not a number 0..64", args[0])
	}
	out(fmt.Sprintf("perft %d %d", d, engine.Perft(s.rules, s.game.Position(), d)))
	return nil
}
