package proto

import (
	"fmt"
	"strings"
)

// Bounds of the fields, in bytes unless said otherwise.
const (
	MaxID      = 64  // game, challenge and move ids
	MaxToken   = 512 // a player's token
	MaxVariant = 128 // a variant with its options
	MaxSeen    = 64  // games in Hello.Seen
	MaxMove    = 4   // a move: "12" or "F3>"
	MaxPly     = 10000
	CodeLength = 8 // an invite code
)

// CodeAlphabet holds the characters of invite codes: no 0/O, 1/I/L.
const CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// TimeControls are the time controls a game may have: minutes each plus seconds
// added per move, or none.
var TimeControls = []string{"3+2", "5+3", "10+5", "untimed"}

func checkID(field, s string) error {
	if s == "" || len(s) > MaxID {
		return fmt.Errorf("proto: %s must be 1..%d characters", field, MaxID)
	}
	for _, c := range s {
		if !isWordChar(c) {
			return fmt.Errorf("proto: %s may hold letters, digits, - and _ only", field)
		}
	}
	return nil
}

func isWordChar(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

func checkVariant(s string) error {
	if s == "" || len(s) > MaxVariant {
		return fmt.Errorf("proto: variant must be 1..%d characters", MaxVariant)
	}
	for _, c := range s {
		if !isWordChar(c) && c != ' ' && c != '=' {
			return fmt.Errorf("proto: variant may hold letters, digits, spaces, =, - and _ only")
		}
	}
	return nil
}

func checkClock(s string) error { return oneOf("clock", s, TimeControls...) }

func oneOf(field, s string, names ...string) error {
	for _, n := range names {
		if s == n {
			return nil
		}
	}
	return fmt.Errorf("proto: %s must be one of %s", field, strings.Join(names, ", "))
}

func checkCode(s string) error {
	if len(s) != CodeLength {
		return fmt.Errorf("proto: code must be %d characters", CodeLength)
	}
	for _, c := range s {
		if !strings.ContainsRune(CodeAlphabet, c) {
			return fmt.Errorf("proto: code may hold only %s", CodeAlphabet)
		}
	}
	return nil
}

// Validate checks the token's length and the seen games' ids and numbers.
func (m *Hello) Validate() error {
	if len(m.Token) > MaxToken {
		return fmt.Errorf("proto: token longer than %d", MaxToken)
	}
	if len(m.Seen) > MaxSeen {
		return fmt.Errorf("proto: seen lists more than %d games", MaxSeen)
	}
	for g, n := range m.Seen {
		if err := checkID("seen game", g); err != nil {
			return err
		}
		if n < 0 {
			return fmt.Errorf("proto: seen event number %d is negative", n)
		}
	}
	return nil
}

// Validate checks the variant's characters and the clock.
func (m *Seek) Validate() error {
	if err := checkVariant(m.Variant); err != nil {
		return err
	}
	return checkClock(m.Clock)
}

// Validate checks the code, when there is one.
func (m *Cancel) Validate() error {
	if m.Code == "" {
		return nil
	}
	return checkCode(m.Code)
}

// Validate checks the variant, the clock and the level 1..10.
func (m *Computer) Validate() error {
	if err := checkVariant(m.Variant); err != nil {
		return err
	}
	if m.Level < 1 || m.Level > 10 {
		return fmt.Errorf("proto: level must be 1..10")
	}
	return checkClock(m.Clock)
}

// Validate checks the variant and the clock.
func (m *Invite) Validate() error {
	if err := checkVariant(m.Variant); err != nil {
		return err
	}
	return checkClock(m.Clock)
}

// Validate checks the code's length and alphabet.
func (m *Join) Validate() error { return checkCode(m.Code) }

// Validate checks the list's name.
func (m *List) Validate() error {
	return oneOf("what", m.What, "games", "challenges", "leaderboard", "bots", "recent", "counts", "lobby")
}

// Validate checks the game's id.
func (m *Watch) Validate() error { return checkID("game", m.Game) }

// Validate checks the game's id.
func (m *Unwatch) Validate() error { return checkID("game", m.Game) }

// Validate checks the ids, the ply and the move's characters.
func (m *Move) Validate() error {
	if err := checkID("game", m.Game); err != nil {
		return err
	}
	if err := checkID("id", m.ID); err != nil {
		return err
	}
	if m.Ply < 1 || m.Ply > MaxPly {
		return fmt.Errorf("proto: ply must be 1..%d", MaxPly)
	}
	if m.Move == "" || len(m.Move) > MaxMove || strings.Trim(m.Move, "0123456789FB<>") != "" {
		return fmt.Errorf("proto: move must be a pit number or a Bao move like F3>")
	}
	return nil
}

// Validate checks the game's id.
func (m *Resign) Validate() error { return checkID("game", m.Game) }

// Validate checks the game's id and the action.
func (m *Draw) Validate() error {
	if err := checkID("game", m.Game); err != nil {
		return err
	}
	return oneOf("action", m.Action, "offer", "accept", "decline")
}

// Validate checks the game's id.
func (m *Abort) Validate() error { return checkID("game", m.Game) }

func (m *Berserk) Validate() error { return checkID("game", m.Game) }

// Validate checks the game's id and the result claimed.
func (m *Claim) Validate() error {
	if err := checkID("game", m.Game); err != nil {
		return err
	}
	return oneOf("result", m.Result, "win", "draw")
}

// Validate checks the game's id and the action.
func (m *Rematch) Validate() error {
	if err := checkID("game", m.Game); err != nil {
		return err
	}
	if m.Action == "" {
		return nil
	}
	return oneOf("action", m.Action, "decline")
}

// Validate accepts every Ping.
func (m *Ping) Validate() error { return nil }
