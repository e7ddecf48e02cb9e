package kit

import (
	"fmt"
	"strings"

	"mancala/ai"
	"mancala/challenges"
	"mancala/engine"
	"mancala/i18n"
)

// levelNames name the difficulties 1 to 5.
var levelNames = [...]string{"Easy", "Moderate", "Tricky", "Hard", "Expert"}

// LevelName returns the name of difficulty d (1..5).
func LevelName(d int) string {
	if d >= 1 && d <= len(levelNames) {
		return levelNames[d-1]
	}
	return fmt.Sprintf("Level %d", d)
}

// ReachedWords says what a result reached for goal g, in a few words for a card:
// "took 7 of theirs", "3 extra turns", "won by 6", "won in 2 turns". A
// capture goal counts the opponent's seeds taken, not the capturing seed
// that goes to the store with them.
func ReachedWords(g challenges.Goal, score int) string {
	switch g.Kind {
	case challenges.Capture:
		return fmt.Sprintf("took %d of theirs", score)
	case challenges.Chain:
		return countOf(score, "extra turn")
	case challenges.Store:
		return fmt.Sprintf("%d in the store", score)
	case challenges.Win:
		return winWords(score)
	case challenges.WinIn:
		return "won in " + countOf(score, "turn")
	case challenges.Immobilise:
		return "blocked in " + countOf(score, "move")
	}
	return fmt.Sprint(score)
}

// winWords says how a game ended by margin m for the player.
func winWords(m int) string {
	switch {
	case m > 0:
		return fmt.Sprintf("won by %d", m)
	case m < 0:
		return fmt.Sprintf("lost by %d", -m)
	}
	return "a draw"
}

// VerdictWords is the sentence under the result panel's title: what the
// attempt reached against what the goal asked.
func VerdictWords(g challenges.Goal, r challenges.Result) string {
	if r.Status == challenges.Met {
		return "Goal met: " + ReachedWords(g, r.Score) + "."
	}
	switch g.Kind {
	case challenges.Capture:
		return fmt.Sprintf("You took %s of your opponent's; the goal was %d.", countOf(r.Score, "seed"), g.N)
	case challenges.Chain:
		return fmt.Sprintf("You earned %s; the goal was %d.", countOf(r.Score, "extra turn"), g.N)
	case challenges.Store:
		return fmt.Sprintf("Your store ended with %d; the goal was %d.", r.Score, g.N)
	case challenges.Win:
		return "The game ended: you " + winWords(r.Score) + "."
	}
	if g.Kind == challenges.Immobilise {
		return fmt.Sprintf("Your opponent can still move after %s.", countOf(g.N, "move"))
	}
	return fmt.Sprintf("No win within %s.", countOf(g.N, "turn"))
}

// countOf writes "1 seed" or "3 seeds".
func countOf(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// MoveWords writes a move for a person: "pit 3"; in Bao "front 3 →" (the
// arrow as the mover sees their own front row: → is clockwise).
func MoveWords(m engine.Move) string {
	if !m.IsBao() {
		return fmt.Sprintf("pit %d", m.Pit())
	}
	row, dir := "front", "→"
	if !m.Front() {
		row = "back"
	}
	if m.Direction() != engine.Clockwise {
		dir = "←"
	}
	return fmt.Sprintf("%s %d %s", row, m.Pit(), dir)
}

// LineWords writes the best line from the challenge's position: the
// player's moves, and the opponent's replies marked as theirs, e.g.
// "pit 5, pit 4, they pit 2, pit 1".
func LineWords(c *challenges.Challenge, line []engine.Move) string {
	g := engine.NewGame(c.Rules, c.Position)
	var parts []string
	for _, m := range line {
		w := MoveWords(m)
		if g.Position().ToMove != c.Mover() {
			w = "they " + w
		}
		parts = append(parts, w)
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
	for _, word := range strings.Fields(s) {
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
