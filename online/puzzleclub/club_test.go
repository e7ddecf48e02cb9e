package puzzleclub

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/rating"
	"mancala/online/store"
	"mancala/puzzles"
)

// The tests' puzzles (package puzzles' own): an Oware line of the
// player's 4, the opponent's 4, the player's 2, the opponent's 5 and the
// player's 5; a Kalah line of two moves of the player's (an extra turn).
const (
	owareLine = "o0005 | oware | 0,1,2,3,1,2/1,0,4,2,13,12 2 5 s | 4 4 2 5 5 | capture | 2 | 1250 | 4.9 | search | self-play 1 game 1 ply 25"
	kalahLine = "k0012 | kalah | 6,1,0,9,0,0/0,0,9,0,1,8 11 3 s | 1 4 | capture,chain | 3 | 1500 | 15.3 | search | self-play 1 game 3 ply 17"
)

var ctx = context.Background()

// fixture is a club on a new SQLite store with the two puzzles as its
// pack, two players (a registered one and a guest), and a clock.
type fixture struct {
	t     *testing.T
	st    store.Store
	club  *Club
	now   time.Time
	ann   store.PlayerID
	guest store.PlayerID
}

func newFixture(t *testing.T, lines ...string) *fixture {
	t.Helper()
	st, err := store.OpenSQLite(ctx, filepath.Join(t.TempDir(), "m.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if len(lines) == 0 {
		lines = []string{owareLine, kalahLine}
	}
	var pack []*puzzles.Puzzle
	for _, l := range lines {
		p, err := puzzles.Parse(l)
		if err != nil {
			t.Fatal(err)
		}
		pack = append(pack, p)
	}
	f := &fixture{t: t, st: st, now: time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC), ann: "p-ann", guest: "g-gus"}
	f.club = New(st, pack, func() time.Time { return f.now }, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err := f.club.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, p := range []store.NewPlayer{{ID: f.ann, Name: "ann", PasswordHash: []byte("h")}, {ID: f.guest, Name: "guest-1"}} {
		p.Rating, p.Created = startRating, f.now
		if _, err := st.CreatePlayer(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// solve sends the player's attempt and returns the answer.
func (f *fixture) solve(player store.PlayerID, id, moves string) proto.Message {
	return f.club.Answer(ctx, player, &proto.PuzzleSolve{ID: id, Moves: moves})
}

// result is solve's answer, which must be a result.
func (f *fixture) result(player store.PlayerID, id, moves string) *proto.PuzzleResult {
	f.t.Helper()
	m := f.solve(player, id, moves)
	r, ok := m.(*proto.PuzzleResult)
	if !ok {
		f.t.Fatalf("%s %q: %+v", id, moves, m)
	}
	return r
}

func (f *fixture) ask(player store.PlayerID, op, variant, theme string) proto.Message {
	return f.club.Answer(ctx, player, &proto.PuzzleAsk{Op: op, Variant: variant, Theme: theme})
}

func (f *fixture) record(player store.PlayerID) store.PuzzleRecord {
	f.t.Helper()
	rec, err := f.st.PuzzleRecord(ctx, player, startRating, 10)
	if err != nil {
		f.t.Fatal(err)
	}
	return rec
}

func (f *fixture) puzzle(id string) store.StoredPuzzle {
	f.t.Helper()
	p, err := f.st.Puzzle(ctx, store.PuzzleID(id), "")
	if err != nil {
		f.t.Fatal(err)
	}
	return p
}

func TestASolvedRatedPuzzleMovesBothRatingsAsGlicko2Says(t *testing.T) {
	for _, who := range []string{"a registered player", "a guest"} {
		f := newFixture(t)
		player := map[string]store.PlayerID{"a registered player": f.ann, "a guest": f.guest}[who]
		r := f.result(player, "o0005", "4 4 2 5 5")
		me, pz := rating.Game(rating.Start, rating.Rating{Rating: 1250, RD: 350, Volatility: 0.06}, 1)
		rec, stored := f.record(player), f.puzzle("o0005")
		if rec.Rating.Rating != me.Rating || rec.Rating.Deviation != me.RD || rec.Rating.Volatility != me.Volatility {
			t.Errorf("%s: the player's rating %+v, Glicko-2 says %+v", who, rec.Rating, me)
		}
		if stored.Rating.Rating != pz.Rating || stored.Rating.Deviation != pz.RD || stored.Rating.Volatility != pz.Volatility {
			t.Errorf("%s: the puzzle's rating %+v, Glicko-2 says %+v", who, stored.Rating, pz)
		}
		want := &proto.PuzzleResult{ID: "o0005", Solved: true, Rated: true, Rating: round1(me.Rating),
			Delta: round1(me.Rating - 1500), PuzzleRating: round1(pz.Rating), Streak: 1, Best: 1}
		if !reflect.DeepEqual(r, want) || rec.Rating.Games != 1 || stored.Plays != 1 {
			t.Errorf("%s: answered %+v, want %+v; %d games, %d plays", who, r, want, rec.Rating.Games, stored.Plays)
		}
	}
}

func TestOnlyTheFirstAttemptIsRated(t *testing.T) {
	f := newFixture(t)
	first := f.result(f.ann, "k0012", "1 4")
	again := f.result(f.ann, "k0012", "2")
	if !first.Rated || again.Rated || again.Solved || again.Delta != 0 || again.Rating != first.Rating ||
		again.PuzzleRating != first.PuzzleRating || again.Streak != 1 {
		t.Errorf("first %+v, again %+v", first, again)
	}
	if rec := f.record(f.ann); rec.Rating.Games != 1 || rec.Failed != 0 || len(rec.Attempts) != 2 {
		t.Errorf("the record after a second attempt: %+v", rec)
	}
}

func TestAFailedAttemptLowersTheRatingAndEndsTheStreak(t *testing.T) {
	f := newFixture(t)
	f.result(f.ann, "k0012", "1 4")
	before := f.record(f.ann).Rating
	r := f.result(f.ann, "o0005", "4 4 3") // the player's second move is not the line's
	me, _ := rating.Game(glicko(before), rating.Rating{Rating: 1250, RD: 350, Volatility: 0.06}, 0)
	after := f.record(f.ann)
	if r.Solved || !r.Rated || r.Delta >= 0 || r.Streak != 0 || r.Best != 1 || after.Rating.Rating != me.Rating ||
		after.Failed != 1 || after.Solved != 1 {
		t.Errorf("a failed attempt: %+v; record %+v; Glicko-2 says %.2f", r, after, me.Rating)
	}
	if pz := f.puzzle("o0005"); pz.Rating.Rating <= 1250 {
		t.Errorf("the puzzle that won is at %.1f", pz.Rating.Rating)
	}
}

func TestForgedAttemptsAreRefusedAndRateNothing(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		id, moves, why string
		code           proto.Code
	}{
		{"o0005", "1", "a move from an empty pit", proto.ErrBadRequest},
		{"o0005", "4 5", "the opponent's move off the line", proto.ErrBadRequest},
		{"o0005", "4 4 2", "an attempt not yet decided", proto.ErrBadRequest},
		{"o0005", "four", "moves that do not read", proto.ErrBadRequest},
		{"x0001", "4", "an unknown puzzle", proto.ErrNotFound},
	} {
		e, ok := f.solve(f.ann, c.id, c.moves).(*proto.Error)
		if !ok || e.Code != c.code || e.Puzzle != c.id {
			t.Errorf("%s: %+v, want %s", c.why, e, c.code)
		}
	}
	if rec := f.record(f.ann); rec.Rating.Games != 0 || len(rec.Attempts) != 0 {
		t.Errorf("refused attempts were stored: %+v", rec)
	}
	if r := f.result(f.ann, "o0005", "4 4 2 5 5 1 2"); !r.Solved || !r.Rated {
		t.Errorf("moves past the decided attempt are not ignored: %+v", r)
	}
}

func TestTheDailyPuzzleIsTheSameForEveryoneAllDay(t *testing.T) {
	f := newFixture(t)
	a, b := f.ask(f.ann, "daily", "", "").(*proto.Puzzle), f.ask(f.guest, "daily", "", "").(*proto.Puzzle)
	// Of the pack's puzzles, difficulty 2 to 4 (both) by the day's hash.
	want := puzzles.Daily(f.club.pack, "2026-12-06")
	if a.Line != b.Line || a.Daily != "2026-12-06" || a.Line != puzzles.Format(want) || a.Tried {
		t.Errorf("the daily puzzles: %+v and %+v, want %s", a, b, want.ID)
	}
	f.result(f.ann, want.ID, map[string]string{"o0005": "4 4 2 5 5", "k0012": "1 4"}[want.ID])
	f.now = f.now.Add(13*time.Hour + 59*time.Minute) // 23:59
	if again := f.ask(f.ann, "daily", "", "").(*proto.Puzzle); again.Line != a.Line || !again.Tried {
		t.Errorf("the same day, once tried: %+v", again)
	}
}

func TestTheClubsOwnMinedPuzzleIsTheNextDaily(t *testing.T) {
	f := newFixture(t)
	f.ask(f.ann, "daily", "", "")
	mined, _ := puzzles.Parse(strings.Replace(kalahLine, "k0012", "gabc-17", 1))
	ps := []store.NewPuzzle{Stored(mined, "gabc", f.now)}
	if _, err := f.st.ImportPuzzles(ctx, ps); err != nil {
		t.Fatal(err)
	}
	if today := f.ask(f.ann, "daily", "", "").(*proto.Puzzle); strings.HasPrefix(today.Line, "gabc-17") {
		t.Error("the day's puzzle changed during the day")
	}
	f.now = f.now.Add(24 * time.Hour)
	if next := f.ask(f.ann, "daily", "", "").(*proto.Puzzle); !strings.HasPrefix(next.Line, "gabc-17 ") || next.Daily != "2026-12-07" {
		t.Errorf("the next day's puzzle: %+v", next)
	}
	f.now = f.now.Add(24 * time.Hour) // the mined one was daily once: the pack's again
	if next := f.ask(f.ann, "daily", "", "").(*proto.Puzzle); strings.HasPrefix(next.Line, "gabc-17 ") {
		t.Errorf("a mined puzzle was daily twice: %+v", next)
	}
}

func TestNextIsTheUntriedPuzzleNearestThePlayersRating(t *testing.T) {
	f := newFixture(t)
	next := func(variant, theme string) string {
		t.Helper()
		switch m := f.ask(f.ann, "next", variant, theme).(type) {
		case *proto.Puzzle:
			if m.None {
				return "none"
			}
			id, _, _ := strings.Cut(m.Line, " ")
			return id
		case *proto.Error:
			return string(m.Code)
		default:
			t.Fatalf("%+v", m)
			return ""
		}
	}
	for _, c := range []struct{ variant, theme, want string }{
		{"", "", "k0012"}, {"oware", "", "o0005"}, {"", "chain", "k0012"}, {"bao", "", "none"},
		{"chess", "", "bad_variant"}, {"", "fork", "bad_request"},
	} {
		if got := next(c.variant, c.theme); got != c.want {
			t.Errorf("next %q %q: %s, want %s", c.variant, c.theme, got, c.want)
		}
	}
	f.result(f.ann, "k0012", "1 4")
	if got := next("", ""); got != "o0005" {
		t.Errorf("after k0012: %s", got)
	}
	f.result(f.ann, "o0005", "3")
	if got := next("", ""); got != "none" {
		t.Errorf("after every puzzle: %s", got)
	}
}

func TestTheRecordShowsTheLatestAttemptsFirst(t *testing.T) {
	f := newFixture(t)
	f.result(f.guest, "k0012", "1 4")
	f.now = f.now.Add(time.Minute)
	f.result(f.guest, "o0005", "3")
	rec := f.ask(f.guest, "record", "", "").(*proto.PuzzleRecord)
	if rec.Solved != 1 || rec.Failed != 1 || rec.Best != 1 || rec.Streak != 0 || len(rec.Attempts) != 2 ||
		rec.Attempts[0].ID != "o0005" || rec.Attempts[1].At != f.now.Add(-time.Minute).Unix() || rec.RD >= 350 {
		t.Errorf("the record: %+v", rec)
	}
	if fresh := f.ask(f.ann, "record", "", "").(*proto.PuzzleRecord); fresh.Rating != 1500 || fresh.RD != 350 {
		t.Errorf("a new player's record: %+v", fresh)
	}
}
