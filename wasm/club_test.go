package wasm_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mancala/engine"
)

// The online tests' window, in CSS px: 16:10, as small as the desktop
// layout goes (a height under 560 px takes the compact one), since
// Chromium draws WebGL in software here and a smaller canvas draws
// faster.
const clubW, clubH = 960, 600

// Limits of the online tests: how long to wait before calling something
// lost. They are generous, for a loaded 2-core machine where three tabs
// draw WebGL in software; nothing is timed.
const (
	clubLoadLimit = 120 * time.Second // a tab's first frame, three loading at once
	clubLimit     = 60 * time.Second  // a scene, a move shown, a game begun
)

var (
	clubServerOnce sync.Once
	clubServerBin  string
	clubServerErr  error
)

// clubServer starts the online server (cmd/mancala-server, built once)
// for the test on a free port of 127.0.0.1, serving the browser build
// with SQLite in a folder of its own, and returns its address
// ("http://127.0.0.1:port/"). Its log goes to club-server.log among the
// artifacts; it stops when the test ends.
func clubServer(t *testing.T) string {
	t.Helper()
	web := servedSite(t)
	clubServerOnce.Do(func() {
		clubServerBin = filepath.Join(tmpRoot, "mancala-server")
		clubServerErr = goCmd("", "build", "-o", clubServerBin, "mancala/cmd/mancala-server")
	})
	if clubServerErr != nil {
		t.Fatal(clubServerErr)
	}
	log, err := os.Create(filepath.Join(artifactDir(t), t.Name()+"-server.log"))
	if err != nil {
		t.Fatal(err)
	}
	srv, url, exited, err := startServer(log, clubServerBin, "-addr", "127.0.0.1:0", "-web", web.dir, "-data", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		srv.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(20 * time.Second):
			srv.Process.Kill()
			<-exited
		}
		log.Close()
	})
	return url
}

// TestBrowserClubFriendsPlayByLinkWatchedReloadedAndRematched plays the
// online club in headless Chromium on a real server, with three guests
// in browser contexts of their own (their own storage, as three
// browsers): the first opens Play online and invites a friend; the
// second opens the invite's link (/?join=CODE) and the game begins for
// both; they play a whole Kalah game by clicking pits; mid-game the
// player to move reloads the page and the game comes back at the same
// position, and the third opens Watch games, follows the game to its
// final position and steps back one move and forward again; then both ask for a rematch, which begins with the
// other player moving first, who moves; the player to move then aborts
// it (either may, until both have moved).
func TestBrowserClubFriendsPlayByLinkWatchedReloadedAndRematched(t *testing.T) {
	chromium(t)
	url := clubServer(t)
	start := time.Now()
	a := openPage(t, url, clubW, clubH)
	a.openClubHome()
	a.screenshot("club-1-home")
	code := a.invite()
	b := a.openContext(url+"?join="+code, clubW, clubH)
	b.waitFor("the first frame", "window.mancala && window.mancala.frames > 0", clubLoadLimit)
	d := newDuel(t, a, b, "", "kalah")
	t.Logf("%.0f s: the game began", time.Since(start).Seconds())
	d.play(6)
	d.reload(d.players[d.toMove])
	c := a.openContext(url, clubW, clubH) // opened now: a tab on the menu draws every frame
	c.openClubHome()
	c.watch(d.game)
	t.Logf("%.0f s: reloaded at move 7 and watched", time.Since(start).Seconds())
	d.play(12)
	d.players["south"].screenshot("club-2-game")
	c.screenshot("club-3-watch")
	final := d.play(-1)
	d.checkEnd(final, c)
	c.screenshot("club-4-watch-end")
	c.stepBack(d, final)
	a.screenshot("club-5-over")
	t.Logf("%.0f s: the game ended", time.Since(start).Seconds())
	c.close()
	first := d.players[d.first]
	a.click("rematch")
	b.click("rematch")
	re := newDuel(t, a, b, d.game, "kalah")
	if re.players[re.first] == first {
		t.Errorf("the rematch %s: the first mover did not swap: the %s player, who moved first in %s, moves first again",
			re.game, re.first, d.game)
	}
	re.play(1)
	aborter := re.players[re.toMove]
	aborter.click("abort")
	re.waitOver()
	t.Logf("%.0f s: rematch %s: %s moved first (%s in %s), then %s aborted", time.Since(start).Seconds(),
		re.game, re.first, d.first, d.game, aborter.name(re))
	checkConsoles(t, a, b, c)
}

// TestBrowserClubQuickGameOfOware has two guests seek a casual Oware
// game at 10+5 through Quick game: the server pairs them and the game
// begins for both. They play six moves by clicking pits, and the player
// to move then resigns through the question: a whole Oware game often
// runs past a hundred moves, and the whole Kalah game of the other test
// already plays a game to its end; this one proves pairing by seek and
// another variant's board, clocks and resignation.
func TestBrowserClubQuickGameOfOware(t *testing.T) {
	chromium(t)
	url := clubServer(t)
	a := openPage(t, url, clubW, clubH)
	b := a.openContext(url, clubW, clubH)
	a.openClubHome()
	b.openClubHome()
	a.seek("oware")
	b.seek("oware")
	d := newDuel(t, a, b, "", "oware")
	d.play(6)
	p := d.players[d.toMove]
	p.click("resign")
	p.waitFor("the resign question", `window.mancala.state.buttons.some((b) => b.name === "resign-yes")`, clubLimit)
	p.click("resign-yes")
	d.waitOver()
	p.screenshot("club-oware-resigned")
	checkConsoles(t, a, b)
}

// openClubHome waits for the menu and opens Play online: the club's home,
// online, with its actions.
func (p *page) openClubHome() {
	p.t.Helper()
	p.waitFor("the first frame", "window.mancala && window.mancala.frames > 0", clubLoadLimit)
	p.waitScene("menu")
	p.click("online")
	p.waitHome("invite")
}

// waitHome waits until the club's home shows, online, with the button
// called name, and has faded in.
func (p *page) waitHome(name string) {
	p.t.Helper()
	p.waitFor("the club's home, online, with "+name, fmt.Sprintf(`(() => { const s = window.mancala && window.mancala.state;
		return !!s && s.scene === "club-home" && !s.fading && s.status === "online" && s.buttons.some((b) => b.name === %q); })()`, name), clubLimit)
}

// invite creates an invite to casual Kalah at 10+5 and returns its code.
func (p *page) invite() string {
	p.t.Helper()
	p.setUp("invite", "kalah")
	p.waitHome("cancel")
	p.waitFor("the invite's code", `!!window.mancala.state.code`, clubLimit)
	return p.state().Code
}

// seek asks for a quick casual game of variant at 10+5 and waits for the
// home to say it is looking for an opponent.
func (p *page) seek(variant string) {
	p.t.Helper()
	p.setUp("quick-game", variant)
	p.waitFor("the seek's wait or the game", `(() => { const s = window.mancala.state;
		return s.scene === "clubgame" || (s.scene === "club-home" && s.buttons.some((b) => b.name === "cancel")); })()`, clubLimit)
}

// setUp opens the home's action, chooses the variant, the 10+5 clock and
// (for a quick game) casual, and sends the request.
func (p *page) setUp(action, variant string) {
	p.t.Helper()
	p.click(action)
	p.waitScene("club-setup")
	p.click("variant-" + variant)
	p.click("clock-10+5")
	if action == "quick-game" {
		p.click("rated-casual")
	}
	p.screenshot("club-setup-" + action)
	p.click("play")
}

// watch opens Watch games from the club's home and the first live game,
// which must be game, and waits for its board.
func (p *page) watch(game string) {
	p.t.Helper()
	p.click("watch")
	p.waitScene("club-lists")
	p.waitFor("a live game in the list", `window.mancala.state.buttons.some((b) => b.name === "row-0")`, clubLimit)
	p.click("row-0")
	s := p.waitGame("")
	if s.Game != game || s.Side != "" {
		p.t.Fatalf("Watch opened game %q as %q, want game %q as a watcher", s.Game, s.Side, game)
	}
}

// waitGame waits until the online board shows a game other than not, set
// up and faded in, and returns its state.
func (p *page) waitGame(not string) state {
	p.t.Helper()
	p.waitFor("an online game", fmt.Sprintf(`(() => { const s = window.mancala && window.mancala.state;
		return !!s && s.scene === "clubgame" && !s.fading && !!s.game && s.game !== %q && !!s.position; })()`, not), clubLimit)
	return p.state()
}

// duel is one online game between two tabs, and where it stands.
type duel struct {
	t       *testing.T
	rules   engine.Rules // the game's rules, which each move shown must follow
	game    string
	players map[string]*page // by side: "south", "north"
	first   string           // the side that moved first
	plies   int              // moves the server confirmed
	toMove  string           // the side to move next
	before  string           // the position before the last move
}

// newDuel waits until a and b show the same new online game (not the
// game not) of rules (engine.ParseRules's words), on opposite sides.
func newDuel(t *testing.T, a, b *page, not, rules string) *duel {
	t.Helper()
	r, err := engine.ParseRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	sa, sb := a.waitGame(not), b.waitGame(not)
	if sa.Game != sb.Game || sa.Side == sb.Side || sa.Side == "" || sb.Side == "" {
		t.Fatalf("the two players show game %q as %q and game %q as %q, want one game on both sides",
			sa.Game, sa.Side, sb.Game, sb.Side)
	}
	d := &duel{t: t, rules: r, game: sa.Game, players: map[string]*page{sa.Side: a, sb.Side: b},
		plies: sa.Plies, toMove: sideToMove(t, sa.Position)}
	d.first = d.toMove
	t.Logf("game %s: %s moves first, from %s", d.game, d.first, sa.Position)
	return d
}

// name says which of the duel's players p is, for messages.
func (p *page) name(d *duel) string {
	for side, q := range d.players {
		if q == p {
			return "the " + side + " player"
		}
	}
	return "a watcher"
}

// sideToMove reads the side to move from a position in notation.
func sideToMove(t *testing.T, position string) string {
	t.Helper()
	switch {
	case strings.HasSuffix(position, " s"):
		return "south"
	case strings.HasSuffix(position, " n"):
		return "north"
	}
	t.Fatalf("position %q names no side to move", position)
	return ""
}

// play plays the game by clicking pits until the server has confirmed
// until moves (all of them when until < 0: to the end), and returns the
// state of the player to move then (or of the last mover, at the end).
// Each move waits for the player's turn as their page shows it: the
// previous move confirmed, shown and settled.
func (d *duel) play(until int) state {
	d.t.Helper()
	for {
		p := d.players[d.toMove]
		s := p.waitTurn(d.game, d.plies, d.toMove)
		if s.Over || (until >= 0 && d.plies >= until) {
			return s
		}
		pit := pickPitOf(d.t, s.Position, d.toMove, d.plies)
		p.click(d.toMove + "-" + strconv.Itoa(pit))
		p.waitFor("the move confirmed", fmt.Sprintf(`(() => { const s = window.mancala.state;
			return (s.plies || 0) > %d && !s.busy; })()`, d.plies), clubLimit)
		after := p.state()
		d.checkMove(s.Position, pit, after.Position)
		d.plies, d.toMove, d.before = after.Plies, sideToMove(d.t, after.Position), s.Position
	}
}

// checkMove checks that sowing pit of the side to move in the position
// before gives the position after, by the duel's rules: the page plays
// the game chosen, and shows what the engine plays.
func (d *duel) checkMove(before string, pit int, after string) {
	d.t.Helper()
	p, err := engine.ParsePosition(d.rules, before)
	if err != nil {
		d.t.Fatalf("the page shows %q: %v", before, err)
	}
	want := engine.FormatPosition(d.rules, d.rules.Apply(p, engine.PitMove(pit), nil))
	if after != want {
		d.t.Fatalf("%s: pit %d of %s gave %s, want %s by the rules of %s", d.game, pit, before, after, want, d.rules)
	}
}

// waitTurn waits until the page shows game after plies confirmed moves,
// settled, with side to move or the game over, and returns its state.
func (p *page) waitTurn(game string, plies int, side string) state {
	p.t.Helper()
	p.waitFor(fmt.Sprintf("%s's move %d", side, plies+1), fmt.Sprintf(`(() => { const s = window.mancala && window.mancala.state;
		return !!s && s.scene === "clubgame" && s.game === %q && (s.plies || 0) === %d && !s.busy &&
			(!!s.over || s.position.endsWith(" %s")); })()`, game, plies, side[:1]), clubLimit)
	return p.state()
}

// reload reloads player p's page mid-game: the game must come back by
// itself (from the menu, with the kept sign-in) at the same position,
// with p on the same side.
func (d *duel) reload(p *page) {
	d.t.Helper()
	before := p.waitTurn(d.game, d.plies, d.toMove)
	p.do(chromedp.Reload())
	p.waitFor("the first frame after the reload", "window.mancala && window.mancala.frames > 0", clubLoadLimit)
	after := p.waitGame("")
	if after.Game != d.game || after.Side != before.Side || after.Position != before.Position || after.Plies != before.Plies {
		d.t.Fatalf("after a reload the page shows game %s as %q at %q (%d plies), want game %s as %q at %q (%d plies)",
			after.Game, after.Side, after.Position, after.Plies, d.game, before.Side, before.Position, before.Plies)
	}
	d.t.Logf("reloaded %s's page at move %d: the game came back at %s", before.Side, d.plies+1, after.Position)
}

// checkEnd checks that both players and each watcher see the game over
// at the last mover's final position, after the same moves.
func (d *duel) checkEnd(final state, watchers ...*page) {
	d.t.Helper()
	want := fmt.Sprintf(`(() => { const s = window.mancala && window.mancala.state;
		return !!s && s.game === %q && !!s.over && !s.busy && s.position === %q; })()`, d.game, final.Position)
	for _, p := range append([]*page{d.players["south"], d.players["north"]}, watchers...) {
		p.waitFor("the final position "+final.Position, want, clubLimit)
		if s := p.state(); s.Plies != final.Plies {
			d.t.Errorf("%s sees the game end after %d moves, want %d", p.name(d), s.Plies, final.Plies)
		}
	}
	d.t.Logf("game %s over after %d moves at %s", d.game, final.Plies, final.Position)
}

// stepBack has watcher p step back one move and forward to the last:
// the board shows the position before the last move, then the final one.
func (p *page) stepBack(d *duel, final state) {
	p.t.Helper()
	at := func(what string, plies int, position string) {
		p.waitFor(what, fmt.Sprintf(`(() => { const s = window.mancala.state;
			return (s.plies || 0) === %d && !s.busy && s.position === %q; })()`, plies, position), clubLimit)
	}
	p.click("prev")
	at("the position before the last move", final.Plies-1, d.before)
	p.click("last")
	at("the final position again", final.Plies, final.Position)
}

// waitOver waits until both players see the game over.
func (d *duel) waitOver() {
	d.t.Helper()
	for _, p := range d.players {
		p.waitFor("the game over", fmt.Sprintf(`(() => { const s = window.mancala.state;
			return s.game === %q && !!s.over; })()`, d.game), clubLimit)
	}
}

// pickPitOf returns a non-empty pit of side (1-based, from its owner's
// left) of a two-row position in notation, varying with i.
func pickPitOf(t *testing.T, position, side string, i int) int {
	t.Helper()
	rows := strings.SplitN(strings.Fields(position)[0], "/", 2)
	if len(rows) != 2 {
		t.Fatalf("position %q is not a two-row position", position)
	}
	row := rows[0]
	if side == "north" {
		row = rows[1]
	}
	var full []int
	for k, f := range strings.Split(row, ",") {
		if n, err := strconv.Atoi(f); err == nil && n > 0 {
			full = append(full, k+1)
		}
	}
	if len(full) == 0 {
		t.Fatalf("no %s pit to sow in %q", side, position)
	}
	return full[(i*5+2)%len(full)]
}

// checkConsoles fails the test on any console error or uncaught
// exception of the pages.
func checkConsoles(t *testing.T, pages ...*page) {
	t.Helper()
	for i, p := range pages {
		if errs := p.consoleErrors(); len(errs) > 0 {
			t.Errorf("page %d: console errors:\n%s", i+1, strings.Join(errs, "\n"))
		}
	}
}
