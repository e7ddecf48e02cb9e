package wasm_test

import (
	"fmt"
	"strings"
	"testing"

	"mancala/puzzles"
	"mancala/puzzles/pack"
	"mancala/scenes/layout"
)

// TestBrowserSolvesTheDailyPuzzleAndIsRated: in the browser the page is
// a guest of the club at once; Puzzles' daily row is the club's puzzle
// of the day, rated. The test opens it, plays its solution by clicking
// the pits (the opponent's replies come from the board), and the panel
// says it is solved with the player's new puzzle rating, from the
// server's referee.
func TestBrowserSolvesTheDailyPuzzleAndIsRated(t *testing.T) {
	chromium(t)
	p := openPage(t, clubServer(t), clubW, clubH)
	p.waitFor("the first frame", "window.mancala && window.mancala.frames > 0", clubLoadLimit)
	p.waitScene("menu")
	p.click("puzzles")
	p.waitScene("puzzles")
	p.waitFor("the club's daily puzzle", `(() => { const s = window.mancala.state;
		return s.scene === "puzzles" && !s.fading && (s.rows || []).length > 2 && s.rows[0].startsWith("Daily puzzle | Rated"); })()`, clubLimit)
	p.screenshot("puzzles-home")
	p.click("row-0")
	p.waitFor("the daily puzzle's board", `(() => { const s = window.mancala.state;
		return s.scene === "board" && !s.fading && !!s.puzzle && !!s.puzzle.id; })()`, clubLimit)
	pz := packPuzzleByID(t, p.state().Puzzle.ID)
	playPuzzleLine(p, pz)
	p.waitFor("the verdict", `(() => { const z = window.mancala.state.puzzle;
		return !!z && z.decided && z.words.startsWith("Puzzle rating"); })()`, clubLimit)
	if z := p.state().Puzzle; z.Status != "solved" || !strings.Contains(z.Words, "(+") {
		t.Errorf("after the solution: %+v", z)
	}
	p.screenshot("puzzle-daily-solved")
	checkConsoles(t, p)
}

// packPuzzleByID returns the pack's puzzle id: a new server's puzzles
// are the pack's.
func packPuzzleByID(t *testing.T, id string) *puzzles.Puzzle {
	t.Helper()
	all, err := pack.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, pz := range all {
		if pz.ID == id {
			return pz
		}
	}
	t.Fatalf("the daily puzzle %s is not the pack's", id)
	return nil
}

// playPuzzleLine plays the puzzle's line on the page: the player's moves
// by clicks on their pits (and, in Bao, the direction), each once the
// board waits for it; the opponent's replies come from the board.
func playPuzzleLine(p *page, pz *puzzles.Puzzle) {
	p.t.Helper()
	bd, pos := pz.Rules.Board(), pz.Position
	for i, m := range pz.Line {
		if pos.ToMove == pz.Mover() {
			p.waitFor(fmt.Sprintf("the board to wait for move %d", i+1), fmt.Sprintf(`(() => { const s = window.mancala.state;
				return (s.plies || 0) === %d && !s.busy && !s.thinking; })()`, i), clubLimit)
			p.click(layout.PitName(bd, layout.MovePlace(bd, pos.ToMove, m)))
			if m.IsBao() {
				dir := layout.DirNames[m.Direction()]
				p.waitFor("the direction to choose", fmt.Sprintf(`window.mancala.state.buttons.some((b) => b.name === %q)`, dir), clubLimit)
				p.click(dir)
			}
		}
		p.waitFor(fmt.Sprintf("move %d", i+1), fmt.Sprintf("window.mancala.state.plies > %d", i), clubLimit)
		pos = pz.Rules.Apply(pos, m, nil)
	}
}
