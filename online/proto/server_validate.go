package proto

import "fmt"

// Validate checks the player's id and the game ids.
func (m *Welcome) Validate() error {
	if err := checkID("player id", m.Player.ID); err != nil {
		return err
	}
	for _, g := range m.Games {
		if err := checkID("game", g); err != nil {
			return err
		}
	}
	return nil
}

var eventKinds = []string{string(KindStart), string(KindMove), string(KindOffer), string(KindDecline),
	string(KindGone), string(KindBack), string(KindEnd), string(KindRematch), string(KindClock), string(KindBerserk),
	string(KindSay), string(KindWatch)}

// Validate checks the game, the number and the kind.
func (m *Event) Validate() error {
	if err := checkID("game", m.Game); err != nil {
		return err
	}
	if m.N < 1 {
		return fmt.Errorf("proto: event number %d is not positive", m.N)
	}
	return oneOf("kind", string(m.Kind), eventKinds...)
}

// Validate checks the game and the move id.
func (m *Ack) Validate() error {
	if err := checkID("game", m.Game); err != nil {
		return err
	}
	return checkID("id", m.ID)
}

// Validate checks that the error has a code.
func (m *Error) Validate() error {
	if m.Code == "" {
		return fmt.Errorf("proto: error without a code")
	}
	return nil
}

// Validate checks the variant and the clock.
func (m *Seeking) Validate() error {
	if err := checkVariant(m.Variant); err != nil {
		return err
	}
	return checkClock(m.Clock)
}

// Validate checks the code.
func (m *Invited) Validate() error { return checkCode(m.Code) }

// Validate checks the list's name.
func (m *Lists) Validate() error {
	return oneOf("what", m.What, "games", "challenges", "leaderboard", "bots", "recent", "counts", "lobby")
}

// Validate accepts every Pong.
func (m *Pong) Validate() error { return nil }
