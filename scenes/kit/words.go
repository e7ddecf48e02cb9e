package kit

import (
	"strings"

	"mancala/ai"
	"mancala/challenges"
	"mancala/engine"
	"mancala/i18n"
)

// levelNames name the difficulties 1 to 5.
var levelNames = [...]i18n.Key{"solo.easy", "solo.moderate", "solo.tricky", "solo.hard", "solo.expert"}

// LevelName returns the name of difficulty d (1..5) in w's language.
func LevelName(w i18n.Words, d int) string {
	if d >= 1 && d <= len(levelNames) {
		return w.T(levelNames[d-1])
	}
	return w.T("solo.level", i18n.N("level", d))
}

// ReachedWords says in w's language what a result reached for goal g, in
// a few words for a card: "took 7 of theirs", "3 extra turns", "won by
// 6", "won in 2 turns". A capture goal counts the opponent's seeds taken,
// not the capturing seed that goes to the store with them.
func ReachedWords(w i18n.Words, g challenges.Goal, score int) string {
	n := i18n.Count(score)
	switch g.Kind {
	case challenges.Capture:
		return w.T("solo.tookTheirs", n)
	case challenges.Chain:
		return w.T("solo.extraTurns", n)
	case challenges.Store:
		return w.T("solo.inStore", n)
	case challenges.Win:
		return winWords(w, score)
	case challenges.WinIn:
		return w.T("solo.wonIn", n)
	case challenges.Immobilise:
		return w.T("solo.blockedIn", n)
	}
	return Itoa(score)
}

// winWords says in w's language how a game ended by margin m for the
// player: "won by 6", "lost by 2", "a draw".
func winWords(w i18n.Words, m int) string {
	return byMargin(w, m, [3]i18n.Key{"solo.wonBy", "solo.lostBy", "solo.draw"})
}

// byMargin says margin m for the player with the keys of a win, a loss
// (each given the margin as its count) and a draw.
func byMargin(w i18n.Words, m int, keys [3]i18n.Key) string {
	switch {
	case m > 0:
		return w.T(keys[0], i18n.Count(m))
	case m < 0:
		return w.T(keys[1], i18n.Count(-m))
	}
	return w.T(keys[2])
}

// VerdictWords is the sentence under the result panel's title, in w's
// language: what the attempt reached against what the goal asked.
func VerdictWords(w i18n.Words, g challenges.Goal, r challenges.Result) string {
	if r.Status == challenges.Met {
		return w.T("solo.goalMet", i18n.S("reached", ReachedWords(w, g, r.Score)))
	}
	got, goal := i18n.Count(r.Score), i18n.N("goal", g.N)
	switch g.Kind {
	case challenges.Capture:
		return w.T("solo.missCapture", got, goal)
	case challenges.Chain:
		return w.T("solo.missChain", got, goal)
	case challenges.Store:
		return w.T("solo.missStore", got, goal)
	case challenges.Win:
		return winVerdict(w, r.Score)
	case challenges.Immobilise:
		return w.T("solo.missImmobilise", i18n.Count(g.N))
	}
	return w.T("solo.missWinIn", i18n.Count(g.N))
}

// winVerdict says in w's language how the game of a Win goal ended, by
// margin m for the player.
func winVerdict(w i18n.Words, m int) string {
	return byMargin(w, m, [3]i18n.Key{"solo.endedWon", "solo.endedLost", "solo.endedDraw"})
}

// MoveWords writes a move for a person in w's language: "pit 3"; in Bao
// "front 3 →" (the arrow as the mover sees their own front row: → is
// clockwise).
func MoveWords(w i18n.Words, m engine.Move) string {
	pit := i18n.N("pit", m.Pit())
	if !m.IsBao() {
		return w.T("move.pit", pit)
	}
	arrow := i18n.S("arrow", "→")
	if m.Direction() != engine.Clockwise {
		arrow = i18n.S("arrow", "←")
	}
	if m.Front() {
		return w.T("move.frontArrow", pit, arrow)
	}
	return w.T("move.backArrow", pit, arrow)
}

// LineWords writes in w's language the best line from the challenge's
// position: the player's moves, and the opponent's replies marked as
// theirs, e.g. "pit 5, pit 4, they pit 2, pit 1".
func LineWords(w i18n.Words, c *challenges.Challenge, line []engine.Move) string {
	g := engine.NewGame(c.Rules, c.Position)
	var parts []string
	for _, m := range line {
		s := MoveWords(w, m)
		if g.Position().ToMove != c.Mover() {
			s = w.T("solo.theirMove", i18n.S("move", s))
		}
		parts = append(parts, s)
		if g.Play(m, nil) != nil {
			break
		}
	}
	return strings.Join(parts, ", ")
}

// ParagraphMark, as a word of its own, ends a paragraph for WrapWords.
const ParagraphMark = "¶"

// WrapWords breaks s into lines no wider than w px at size px in weight wt;
// a ParagraphMark word starts a new line and is not shown.
func WrapWords(t *Text, s string, size float64, wt Weight, w float64) []string {
	var lines []string
	line := ""
	for _, word := range spaced(s) {
		if word == ParagraphMark {
			if line != "" {
				lines = append(lines, line)
			}
			line = ""
			continue
		}
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && t.Width(try, size, wt) > w {
			lines = append(lines, line)
			try = word
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// ClipWords shortens s with an ellipsis until it is no wider than w px.
func ClipWords(t *Text, s string, size float64, wt Weight, w float64) string {
	if t.Width(s, size, wt) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && t.Width(string(r)+"…", size, wt) > w {
		r = r[:len(r)-1]
	}
	return strings.TrimRight(string(r), " ,·") + "…"
}

// FitWords wraps s and keeps at most n lines, the last one ending in an
// ellipsis when text was left out.
func FitWords(t *Text, s string, size float64, wt Weight, w float64, n int) []string {
	lines := WrapWords(t, s, size, wt, w)
	if len(lines) <= n {
		return lines
	}
	if n <= 0 {
		return nil
	}
	lines = lines[:n]
	lines[n-1] = ClipWords(t, lines[n-1]+"…", size, wt, w)
	return lines
}

// Itoa formats a small count without fmt.
func Itoa(n int) string {
	if n < 10 && n >= 0 {
		return string(rune('0' + n))
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

// ResultWords says how a game ended in w's language, the sides named
// names (by engine.Side), the winner's count first: "You win 32–16",
// "Top wins 27–21", "Draw 24–24". A sentence built from a name agrees
// with it: the player ("You", in w's language) wins otherwise than a
// third person.
func ResultWords(w i18n.Words, o engine.Outcome, names [2]string) string {
	score := func(a, b int) i18n.Arg { return i18n.S("score", Itoa(a)+"–"+Itoa(b)) }
	winner, score2 := engine.South, score(o.South, o.North)
	switch o.Result {
	case engine.NorthWins:
		winner, score2 = engine.North, score(o.North, o.South)
	case engine.SouthWins:
	default:
		return w.T("board.draw", score(o.South, o.North))
	}
	if names[winner] == w.T("board.you") {
		return w.T("board.youWin", score2)
	}
	return w.T("board.wins", i18n.S("name", names[winner]), score2)
}

// levelWords name the computer's levels 1 to 10 (ai.Level's names, in
// the game's language).
var levelWords = [...]i18n.Key{"level.beginner", "level.novice", "level.casual", "level.club", "level.keen",
	"level.strong", "level.expert", "level.master", "level.grandmaster", "level.champion"}

// LevelWord is the name of the computer's level l (1..10) in w's
// language: "Beginner" .. "Champion".
func LevelWord(w i18n.Words, l ai.Level) string {
	if l.Valid() {
		return w.T(levelWords[l-1])
	}
	return l.String()
}

// MoveName names move m in w's language, as a screen reader says it:
// "pit 3"; in Bao "front 3, clockwise".
func MoveName(w i18n.Words, m engine.Move) string {
	pit := i18n.N("pit", m.Pit())
	if !m.IsBao() {
		return w.T("move.pit", pit)
	}
	dir := w.T("move.clockwise")
	if m.Direction() != engine.Clockwise {
		dir = w.T("move.anticlockwise")
	}
	if m.Front() {
		return w.T("move.front", pit, i18n.S("direction", dir))
	}
	return w.T("move.back", pit, i18n.S("direction", dir))
}
