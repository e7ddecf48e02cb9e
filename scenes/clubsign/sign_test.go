//go:build !js

package clubsign

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/online/proto"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// welcomed opens scene mk on app's real server, its session welcomed.
func welcomed(t *testing.T, app *core.App, mk func(*core.App) core.Scene, w, h float64) (scenetest.DebugScene, *scenetest.Driver) {
	t.Helper()
	sc := mk(app).(scenetest.DebugScene)
	d := scenetest.NewDriver(t, w, h, 1)
	sess := app.ClubSession()
	clubtest.Until(t, d, sc, "the welcome", func() bool { return sess.Me().ID != "" })
	return sc, d
}

// typeIn taps the field name of sc and types text into it.
func typeIn(t *testing.T, d *scenetest.Driver, sc scenetest.DebugScene, name, text string) {
	t.Helper()
	scenetest.TapNamed(t, d, sc, name)
	d.Step(sc, kit.TypedText(text), true)
}

// TestRegisterMakesTheGuestARegisteredPlayer: a name and a password sent
// with Register make the player registered under that name, and the form
// returns to the home.
func TestRegisterMakesTheGuestARegisteredPlayer(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	sc, d := welcomed(t, app, NewSign, 1280, 720)
	typeIn(t, d, sc, "name", "ada_99")
	typeIn(t, d, sc, "password", "correct horse") // the space is not taken
	if got := sc.(*Sign).fields[1].Text; got != "correcthorse" {
		t.Fatalf("password field %q", got)
	}
	scenetest.TapNamed(t, d, sc, "register")
	clubtest.Until(t, d, sc, "the form to close", func() bool { return d.Sw.Backs > 0 })
	sess := app.Club
	clubtest.Poll(t, "the new welcome", func() bool { me := sess.Me(); return me.Name == "ada_99" && !me.Guest }, sess)
}

// TestAWrongPasswordIsRefusedWithTheServersReason: signing in with a
// name nobody registered keeps the form open and says why.
func TestAWrongPasswordIsRefusedWithTheServersReason(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	sc, d := welcomed(t, app, NewSign, 390, 844)
	typeIn(t, d, sc, "name", "nobody")
	var enter kit.Intents
	enter.Press(kit.ActEnter)
	d.Step(sc, enter, true) // Enter in the name goes to the password
	d.Step(sc, kit.TypedText("secret1"), true)
	d.Step(sc, enter, true) // and in the password signs in
	s := sc.(*Sign)
	clubtest.Until(t, d, sc, "the refusal", func() bool { return !s.asked })
	if d.Sw.Backs != 0 || !strings.Contains(strings.ToLower(s.msg), "wrong name or password") {
		t.Errorf("%d backs, message %q", d.Sw.Backs, s.msg)
	}
}

// TestJoinByAPastedLinkOpensTheGame: a friend's link pasted whole joins
// the invite, and the form shows the game that began.
func TestJoinByAPastedLinkOpensTheGame(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	friend := clubtest.Player(t, ts)
	friend.Invite(proto.Invite{Variant: "bao", Clock: "3+2"})
	var link string
	clubtest.Poll(t, "the invite", func() bool { _, link, _ = friend.Invited(); return link != "" }, friend)
	sc, d := welcomed(t, app, NewJoin, 390, 844)
	typeIn(t, d, sc, "code", link)
	scenetest.TapNamed(t, d, sc, "join")
	clubtest.Until(t, d, sc, "the game", func() bool { return clubtest.Opened(d) != nil }, friend)
	if o := clubtest.Opened(d); o.Route != "clubgame" || o.Game == "" {
		t.Errorf("opened %+v", o)
	}
}

// TestJoinSaysWhatIsNotACodeAndWhatTheServerRefuses: text that holds no
// code is told at once; a code nobody made is refused by the server.
func TestJoinSaysWhatIsNotACodeAndWhatTheServerRefuses(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	sc, d := welcomed(t, app, NewJoin, 1280, 720)
	j := sc.(*Join)
	typeIn(t, d, sc, "code", "hello")
	scenetest.TapNamed(t, d, sc, "join")
	if j.asked || !strings.HasPrefix(j.msg, "That is not an invite code") {
		t.Fatalf("asked %v, message %q", j.asked, j.msg)
	}
	var erase kit.Intents
	erase.Press(kit.ActErase)
	for range 5 {
		d.Step(sc, erase, false)
	}
	d.Step(sc, kit.TypedText("zzzz2222"), false)
	scenetest.TapNamed(t, d, sc, "join")
	clubtest.Until(t, d, sc, "the refusal", func() bool { return !j.asked })
	if j.msg != "No such game, code or player." || d.Sw.Backs != 0 {
		t.Errorf("message %q, %d backs", j.msg, d.Sw.Backs)
	}
}

// TestScreenshotsClubForms draws the sign-in form refused by the server
// (a name nobody registered), and the join form with a code typed, in both themes,
// landscape and portrait; it writes them to MANCALA_SHOTS.
func TestScreenshotsClubForms(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		for _, c := range []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}, {667, 375, 2}} {
			app, _ := clubtest.App(t, nil)
			app.Settings.Theme = th
			sc, d := welcomed(t, app, NewSign, c.w, c.h)
			d = scenetest.NewDriver(t, c.w, c.h, c.scale)
			typeIn(t, d, sc, "name", "ada_99")
			typeIn(t, d, sc, "password", "pw")
			scenetest.TapNamed(t, d, sc, "sign-in")
			clubtest.Until(t, d, sc, "the refusal", func() bool { return !sc.(*Sign).asked })
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-sign-%s-%gx%g.png", th, c.w, c.h)))
			j := NewJoin(app).(*Join)
			typeIn(t, d, j, "code", "AB23CD45")
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-join-%s-%gx%g.png", th, c.w, c.h)))
		}
	}
}
