package wasm_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"mancala/online/client"
	"mancala/online/proto"
)

// TestBrowserClubArenaThreeGuestsPlayAndTheStandingsMove: a registered
// player (a program) creates a casual Kalah arena that starts at once;
// three guests, each in a tab of their own, open it from the club's
// Arenas and join. Two are paired at once and play until one resigns;
// one of them is paired at once with the third. The one left waiting,
// back on the arena's page, sees the standings move: the winner on top
// with 2 points. When the second game ends, that player is paired at
// once again: everyone has played their first game.
func TestBrowserClubArenaThreeGuestsPlayAndTheStandingsMove(t *testing.T) {
	chromium(t)
	url := clubServer(t)
	arena := createArena(t, url, "Browser Arena")
	a := openPage(t, url, clubW, clubH)
	b, c := a.openContext(url, clubW, clubH), a.openContext(url, clubW, clubH)
	pages := []*page{a, b, c}
	for _, p := range pages {
		p.openClubHome()
		p.openArena(arena)
	}
	for _, p := range pages { // at once: a game's first move is due within 30 s
		p.click("join")
	}
	first := pairedIn(t, pages, "")
	first.resignsAfter(2)
	second := pairedIn(t, pages, first.game)
	second.play(2) // its first moves are due within 30 s of its start
	idle := pages[0]
	for _, p := range pages {
		if p != second.players["south"] && p != second.players["north"] {
			idle = p
		}
	}
	idle.click("back")
	idle.waitScene("club-arenas")
	idle.waitFor("the standings after the first game", `(() => { const r = window.mancala.state.rows || [];
		const pts = r.map((l) => +((l.match(/ \| (\d+) points?/) || [0, -1])[1]));
		return r.length === 3 && pts[0] === 2 && pts[1] === 0 && pts[2] === 0; })()`, clubLimit)
	idle.screenshot("club-arena-standings")
	t.Logf("standings: %q", idle.state().Rows)
	second.resignsAfter(-1)
	idle.waitGame(first.game) // paired at once as the second game ended
	checkConsoles(t, a, b, c)
}

// openArena opens Arenas from the club's home and the arena named name.
func (p *page) openArena(name string) {
	p.t.Helper()
	p.click("arenas")
	p.waitScene("club-arenas")
	p.waitFor("the arena in the list", fmt.Sprintf(`(window.mancala.state.rows || []).some((r) => r.startsWith(%q))`, name+" |"), clubLimit)
	for i, r := range p.state().Rows {
		if strings.HasPrefix(r, name+" |") {
			p.click(fmt.Sprint("row-", i))
			break
		}
	}
	p.waitFor("the arena's page", `window.mancala.state.buttons.some((b) => b.name === "join")`, clubLimit)
}

// pairedIn waits until two of pages show the same new arena game (not
// not) and returns it as a duel.
func pairedIn(t *testing.T, pages []*page, not string) *duel {
	t.Helper()
	limit := time.Now().Add(clubLimit)
	for time.Now().Before(limit) {
		byGame := map[string][]*page{}
		for _, p := range pages {
			if s := p.state(); s.Scene == "clubgame" && s.Game != "" && s.Game != not && s.Side != "" && !s.Over {
				byGame[s.Game] = append(byGame[s.Game], p)
			}
		}
		for _, in := range byGame {
			if len(in) == 2 {
				return newDuel(t, in[0], in[1], not, "kalah")
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no two of the %d tabs were paired in %v", len(pages), clubLimit)
	return nil
}

// resignsAfter plays plies moves of the duel (none when negative), then
// the player to move resigns through the question; it returns the
// winner's and the loser's tabs. The winner's tab may have gone on to
// their next arena game already.
func (d *duel) resignsAfter(plies int) (winner, loser *page) {
	d.t.Helper()
	if plies >= 0 {
		d.play(plies)
	}
	loser = d.players[d.toMove]
	loser.click("resign")
	loser.waitFor("the resign question", `window.mancala.state.buttons.some((b) => b.name === "resign-yes")`, clubLimit)
	loser.click("resign-yes")
	for _, p := range d.players {
		if p != loser {
			winner = p
		}
	}
	loser.waitFor("the game over", fmt.Sprintf(`window.mancala.state.game === %q && !!window.mancala.state.over`, d.game), clubLimit)
	winner.waitFor("the game over or the next game", fmt.Sprintf(`(() => { const s = window.mancala.state;
		return s.game !== %q || !!s.over; })()`, d.game), clubLimit)
	return winner, loser
}

// createArena registers a player through the API and creates, as them, a
// casual Kalah 5+3 arena of name that starts now, for an hour.
func createArena(t *testing.T, url, name string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"name": "arena_maker", "password": "long enough"})
	resp, err := http.Post(url+"/api/register", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var acct struct{ Token string }
	json.NewDecoder(resp.Body).Decode(&acct)
	resp.Body.Close()
	msgs := make(chan proto.Message, 16)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ws := "ws" + strings.TrimPrefix(url, "http") + "/ws"
	c, err := client.Dial(ctx, client.Config{URL: ws, Token: acct.Token, Messages: msgs})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.Send(ctx, &proto.ArenaDo{Action: "create", Name: name, Variant: "kalah", Clock: "5+3",
		Starts: time.Now().Unix(), Minutes: 60})
	for {
		select {
		case m := <-msgs:
			switch m := m.(type) {
			case *proto.ArenaState:
				return name
			case *proto.Error:
				t.Fatalf("creating the arena: %s", m.Message)
			}
		case <-ctx.Done():
			t.Fatal("no answer to the arena's creation")
		}
	}
}
