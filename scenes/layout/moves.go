package layout

import (
	"strconv"

	"mancala/engine"
)

// MovePlace returns the pit that move m of side s sows from on board bd.
func MovePlace(bd engine.Board, s engine.Side, m engine.Move) engine.Place {
	if !m.IsBao() {
		return engine.Place(int(s)*bd.Pits + m.Pit() - 1)
	}
	row := 0 // South's back row
	switch {
	case s == engine.South && m.Front():
		row = 1
	case s == engine.North && m.Front():
		row = 2
	case s == engine.North:
		row = 3
	}
	return engine.Place(row*bd.Pits + m.Pit() - 1)
}

// MovesFrom appends to buf[:0] the moves of legal, side s's, that sow
// from place pl on board bd, and returns it.
func MovesFrom(bd engine.Board, s engine.Side, legal []engine.Move, pl engine.Place, buf []engine.Move) []engine.Move {
	buf = buf[:0]
	for _, m := range legal {
		if MovePlace(bd, s, m) == pl {
			buf = append(buf, m)
		}
	}
	return buf
}

// LegalTargets returns the direction targets of the chosen Bao pit that
// sow one of its moves ms.
func LegalTargets(l *Layout, chosen engine.Place, ms []engine.Move) []Target {
	var ts []Target
	for _, t := range l.DirTargets(chosen) {
		for _, m := range ms {
			if m.Direction() == t.Dir {
				ts = append(ts, t)
			}
		}
	}
	return ts
}

// PitName names pit pl of board bd for tests and the browser's debug
// state: "south-3" (its owner's third pit from the left), or in Bao
// "north-front-5".
func PitName(bd engine.Board, pl engine.Place) string {
	if bd.Variant != engine.BaoGame {
		side := engine.Side(int(pl) / bd.Pits)
		return side.String() + "-" + strconv.Itoa(int(pl)%bd.Pits+1)
	}
	row := [4]string{"south-back-", "south-front-", "north-front-", "north-back-"}[int(pl)/bd.Pits]
	return row + strconv.Itoa(int(pl)%bd.Pits+1)
}

// DirNames name Bao's direction targets for tests, by engine.Direction.
var DirNames = [2]string{"dir-clockwise", "dir-anticlockwise"}
