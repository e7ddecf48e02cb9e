package engine

// Congkak is the rules of Congkak: two rows of seven pits with seven seeds
// each and a store per player. It sows like Kalah, but a last seed in an
// occupied pit on either side lifts that pit and sows on (relay); a last
// seed in the store earns another turn; in an empty own pit opposite seeds
// it captures both; anywhere else the turn passes. The game ends when
// either row is empty, each player taking their own row; a third
// repetition ends it the same way.
type Congkak struct{}

// congkakAsKalah is the Kalah with which Congkak shares every rule.
var congkakAsKalah = Kalah{o: KalahOptions{Pits: 7, Seeds: 7, Sowing: SowAvalanche}}

// Board returns Congkak's geometry: two rows of seven with stores.
func (Congkak) Board() Board {
	b := congkakAsKalah.Board()
	b.Variant = CongkakGame
	return b
}

// Start puts seven seeds in each of the fourteen pits.
func (Congkak) Start(first Side) Position { return congkakAsKalah.Start(first) }

// LegalMoves lists the mover's non-empty pits while both rows have seeds.
func (Congkak) LegalMoves(p Position, buf []Move) []Move {
	return congkakAsKalah.LegalMoves(p, buf)
}

// Apply sows pit m with relays until the last seed lands in the store or
// in an empty pit.
func (Congkak) Apply(p Position, m Move, tr *Trace) Position {
	return congkakAsKalah.Apply(p, m, tr)
}

// Outcome is the majority of the 98 seeds once a row is empty.
func (Congkak) Outcome(p Position) Outcome { return congkakAsKalah.Outcome(p) }

// Repeated ends the game at the third repetition, each taking their row.
func (Congkak) Repeated(p Position) (Outcome, bool) { return congkakAsKalah.Repeated(p) }

func (Congkak) sweepRepeated(p Position, tr *Trace) Position {
	return congkakAsKalah.sweepRepeated(p, tr)
}

func (Congkak) fast() inPlace {
	k := congkakAsKalah
	return &k
}
