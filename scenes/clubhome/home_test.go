//go:build !js

package clubhome

import (
	"slices"
	"strings"
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// online opens the home of app on a w x h canvas and runs it until the
// server has welcomed the player.
func online(t *testing.T, app *core.App, w, h float64) (*Home, *scenetest.Driver) {
	t.Helper()
	hm := NewHome(app).(*Home)
	d := scenetest.NewDriver(t, w, h, 1)
	clubtest.Until(t, d, hm, "the welcome", func() bool { return hm.s.Status() == club.Online && hm.s.Me().ID != "" })
	return hm, d
}

// TestHomeWelcomesAGuestAtOnce: the home opens the app's session, the
// server makes the player a guest at once, and the home offers signing in,
// registering and every action.
func TestHomeWelcomesAGuestAtOnce(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	hm, _ := online(t, app, 1280, 720)
	if app.Club == nil || app.Club != hm.s || !hm.s.Me().Guest {
		t.Fatalf("session %p (home's %p), player %+v", app.Club, hm.s, hm.s.Me())
	}
	names := scenetest.DebugNames(hm)
	for _, n := range append([]string{"back", "sign-in", "register"}, actionNames[:]...) {
		if !slices.Contains(names, n) {
			t.Errorf("no %q among %v", n, names)
		}
	}
	if name, line := hm.cardWords(); !strings.HasPrefix(name, "guest") || !strings.Contains(line, "Guest") {
		t.Errorf("card %q, %q", name, line)
	}
}

// TestHomeSaysNoServerAnswersAndRetries: with no server at the address,
// the home says so, naming it, and offers Retry, which opens a new
// session, and Settings.
func TestHomeSaysNoServerAnswersAndRetries(t *testing.T) {
	app := scenetest.NewTestApp()
	app.Settings.Server, app.ClubKeeper = "http://127.0.0.1:1", &club.MemoryKeeper{}
	t.Cleanup(func() { core.ForgetClub(app) })
	hm := NewHome(app).(*Home)
	d := scenetest.NewDriver(t, 390, 844, 1)
	clubtest.Until(t, d, hm, "the session to give up", func() bool { return hm.panel() == panelUnreachable })
	text, _, _ := hm.panelText(panelUnreachable)
	if !strings.Contains(text, "No server answers at http://127.0.0.1:1") {
		t.Errorf("the panel says %q", text)
	}
	old := app.Club
	scenetest.TapNamed(t, d, hm, "retry")
	if app.Club == old || app.Club == nil || hm.s != app.Club {
		t.Error("Retry did not open a new session")
	}
	clubtest.Until(t, d, hm, "the session to give up again", func() bool { return hm.panel() == panelUnreachable })
	scenetest.TapNamed(t, d, hm, "settings")
	if o := clubtest.Opened(d); o == nil || o.Route != "settings" {
		t.Errorf("Settings opened %v", d.Sw.To)
	}
}

// TestInviteShowsItsCodeAndAFriendJoiningStartsTheGame: an invite shows
// its code and link in the panel; when a friend joins by the code, the
// home opens the online board of the game that began.
func TestInviteShowsItsCodeAndAFriendJoiningStartsTheGame(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	hm, d := online(t, app, 390, 844)
	hm.s.Invite(proto.Invite{Variant: "oware", Clock: "5+3"})
	clubtest.Until(t, d, hm, "the invite's code", func() bool { return hm.panel() == panelInvited })
	var ds core.DebugState
	hm.Debug(&ds)
	text, code, link := hm.panelText(panelInvited)
	if strings.Contains(text, "challenges list") || !strings.Contains(text, "No one else") {
		t.Errorf("a friend's invite says %q", text)
	}
	if ds.Code == "" || code != ds.Code || !strings.HasSuffix(link, "/?join="+code) || core.JoinCode(link) != code {
		t.Fatalf("debug code %q, panel code %q, link %q", ds.Code, code, link)
	}
	friend := clubtest.Player(t, ts)
	friend.Join(code)
	clubtest.Until(t, d, hm, "the game to open", func() bool { return clubtest.Opened(d) != nil }, friend)
	if o := clubtest.Opened(d); o.Route != "clubgame" || o.Game == "" {
		t.Fatalf("opened %+v, want the online board", o)
	}
}

// TestAnOpenChallengeSaysAnyoneMayTakeIt: the panel of an open
// challenge says it is listed for anyone; a friend's invite says only
// who has the code can join (checked above).
func TestAnOpenChallengeSaysAnyoneMayTakeIt(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	hm, d := online(t, app, 390, 844)
	hm.s.Invite(proto.Invite{Variant: "kalah", Clock: "5+3", Public: true})
	clubtest.Until(t, d, hm, "the challenge's code", func() bool { return hm.panel() == panelInvited })
	if text, _, _ := hm.panelText(panelInvited); !strings.Contains(text, "anyone may take it") {
		t.Errorf("an open challenge says %q", text)
	}
}

// TestALinksInviteIsJoinedAsAGuest: a game started from an invite link
// joins it as soon as the new guest is welcomed, and opens the board.
func TestALinksInviteIsJoinedAsAGuest(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	friend := clubtest.Player(t, ts)
	friend.Invite(proto.Invite{Variant: "kalah pits=6 seeds=4", Clock: "untimed"})
	var code string
	clubtest.Poll(t, "the friend's invite", func() bool { code, _, _ = friend.Invited(); return code != "" }, friend)
	app.Join = code
	hm := NewHome(app).(*Home)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	clubtest.Until(t, d, hm, "the game to open", func() bool { return clubtest.Opened(d) != nil }, friend)
	if o := clubtest.Opened(d); o.Route != "clubgame" || app.Join != "" || hm.joining != "" {
		t.Fatalf("opened %+v, app's join %q, home joining %q", o, app.Join, hm.joining)
	}
}

// TestAnUnknownCodeIsRefusedWithTheServersReason: joining a code nobody
// made ends the wait, and the home says why.
func TestAnUnknownCodeIsRefusedWithTheServersReason(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	app.Join = "ZZZZ2222"
	hm, d := online(t, app, 1280, 720)
	clubtest.Until(t, d, hm, "the refusal", func() bool { return hm.message() != "" })
	if hm.joining != "" || hm.panel() != panelNone || hm.message() != "No such game, code or player." {
		t.Errorf("joining %q, panel %v, message %q", hm.joining, hm.panel(), hm.message())
	}
}

// TestASeekWaitsAndCancelEndsIt: while a seek waits the panel says so
// with Cancel, which withdraws it and brings the actions back.
func TestASeekWaitsAndCancelEndsIt(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	hm, d := online(t, app, 1280, 720)
	hm.s.Seek(proto.Seek{Variant: "congkak", Clock: "10+5"})
	clubtest.Until(t, d, hm, "the seek", func() bool { return hm.panel() == panelSeeking })
	scenetest.TapNamed(t, d, hm, "cancel")
	if hm.s.Seeking() || hm.panel() != panelNone {
		t.Errorf("after Cancel: seeking %v, panel %v", hm.s.Seeking(), hm.panel())
	}
}

// TestActionsOpenTheirScenes: each action opens its scene by tap, and
// the number keys do too.
func TestActionsOpenTheirScenes(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	hm, d := online(t, app, 390, 844)
	want := map[string]scenetest.Opened{
		"quick-game": {Route: "club-setup", Kind: core.QuickGame}, "invite": {Route: "club-setup", Kind: core.InviteFriend},
		"computer": {Route: "club-setup", Kind: core.ClubComputer}, "join": {Route: "club-join"},
		"watch": {Route: "club-lists", List: core.ListGames}, "arenas": {Route: "club-arenas"},
		"leaderboard": {Route: "club-lists", List: core.ListLeaderboard}, "recent": {Route: "club-lists", List: core.ListRecent},
		"sign-in": {Route: "club-sign"}, "register": {Route: "club-sign"},
	}
	for name, w := range want {
		scenetest.TapNamed(t, d, hm, name)
		if o := clubtest.Opened(d); o == nil || o.Route != w.Route || o.Kind != w.Kind || o.List != w.List {
			t.Errorf("%s opened %+v, want %+v", name, o, w)
		}
	}
	var in kit.Intents
	in.Press(kit.PitAction(7))
	d.Step(hm, in, false)
	if o := clubtest.Opened(d); o.Route != "club-lists" || o.List != core.ListLeaderboard {
		t.Errorf("key 7 opened %+v", o)
	}
}

// TestGuestsCardLineFitsEveryCanvas: a guest's line under the name fits
// the card whole, on one or two lines, at no less than 12 px, on
// desktop, small window and phone canvases.
func TestGuestsCardLineFitsEveryCanvas(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	for _, c := range [][2]float64{{960, 600}, {1280, 720}, {390, 844}, {667, 375}} {
		hm, d := online(t, app, c[0], c[1])
		d.Step(hm, kit.Intents{}, true)
		_, full := hm.cardWords()
		r := hm.lay.Rating
		f := kit.FitBox(hm.c.Text, hm.cardLine(full), 16, r.W, r.H, kit.Regular)
		for _, line := range f.Lines {
			if w := hm.c.Text.Width(line, f.Size, kit.Regular); w > r.W || f.Size < 12 {
				t.Errorf("%gx%g: %q at %g px is %g px wide in %g px", c[0], c[1], line, f.Size, w, r.W)
			}
		}
	}
}
