package saves

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"mancala/engine"
)

// Slot is where an unfinished game is kept: one for each game and
// opponent, so that leaving an Oware game against the computer for a game
// of Bao keeps both.
type Slot struct {
	Variant  engine.Variant
	Opponent Opponent
}

// Slots are every slot, in a fixed order.
func Slots() []Slot {
	var all []Slot
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		all = append(all, Slot{v, Computer}, Slot{v, Friend})
	}
	return all
}

// Slot returns the slot the game is kept in: its game and its opponent.
func (g *Game) Slot() (Slot, error) {
	r, err := engine.ParseRules(g.Rules)
	if err != nil {
		return Slot{}, flaw("unknown game", err)
	}
	return Slot{r.Board().Variant, g.Opponent()}, nil
}

// record is the slot's record, e.g. "game-oware-computer.json".
func (s Slot) record() record {
	name := fmt.Sprintf("game-%s-%s.json", s.Variant, s.Opponent)
	return record{name: name, key: "game", kind: KindGame, slot: s}
}

// slotRecord returns the record named name when it is a slot's.
func slotRecord(name string) (record, bool) {
	for _, s := range Slots() {
		if r := s.record(); r.name == name {
			return r, true
		}
	}
	return record{}, false
}

// LoadGame returns the game kept in slot s, or nil when there is none. A
// game that cannot be rebuilt move by move (see Game.Replay) is kept
// aside: nil and a *KeptAside.
func (s *Store) LoadGame(sl Slot) (*Game, error) {
	if err := s.adoptOldGames(); err != nil {
		return nil, err
	}
	return s.loadGame(sl.record(), sl)
}

// SavedGames returns every unfinished game kept, the latest saved first,
// and the first error met: a game that could not be read is kept aside
// and the others are still returned.
func (s *Store) SavedGames() ([]*Game, error) {
	first := s.adoptOldGames()
	var games []*Game
	for _, sl := range Slots() {
		g, err := s.loadGame(sl.record(), sl)
		if g != nil {
			games = append(games, g)
		}
		first = cmp.Or(first, err)
	}
	slices.SortStableFunc(games, func(a, b *Game) int { return b.Saved.Compare(a.Saved) })
	return games, first
}

// loadGame reads the game of record r, kept in slot sl, keeping it aside
// when unusable (a game of another slot in it is too).
func (s *Store) loadGame(r record, sl Slot) (*Game, error) {
	var g *Game
	found, err := s.load(r, func(raw json.RawMessage) error {
		var got Slot
		var err error
		g, got, err = decodeGame(raw)
		if err == nil && got != sl {
			err = flaw(fmt.Sprintf("a %s game against the %s in another game's place", got.Variant, got.Opponent), nil)
		}
		return err
	})
	if !found || err != nil {
		return nil, err
	}
	return g, nil
}

// decodeGame reads a saved game and checks that it replays move by move;
// it returns the game and its slot.
func decodeGame(raw json.RawMessage) (*Game, Slot, error) {
	g := new(Game)
	if err := json.Unmarshal(raw, g); err != nil {
		return nil, Slot{}, flaw("malformed game", err)
	}
	if _, err := g.Replay(); err != nil {
		return nil, Slot{}, err
	}
	sl, err := g.Slot()
	return g, sl, err
}

// SaveGame saves the game in progress in its slot (Game.Slot), replacing
// the one saved there before, and stamps it with the time. A game that
// Replay rejects is not saved (it could not be loaded back): the error
// says why.
func (s *Store) SaveGame(g *Game) error {
	if g == nil {
		return errors.New("saves: no game to save")
	}
	if _, err := g.Replay(); err != nil {
		return fmt.Errorf("saves: not saving a game that cannot be replayed: %w", err)
	}
	sl, err := g.Slot()
	if err != nil {
		return err
	}
	stamped := *g
	stamped.Saved = s.now().UTC().Truncate(time.Second)
	return s.save(sl.record(), &stamped)
}

// ClearGame forgets the game kept in slot sl. A saved game that could
// not be read is left alone.
func (s *Store) ClearGame(sl Slot) error { return s.remove(sl.record()) }
