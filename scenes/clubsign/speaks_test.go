//go:build !js

package clubsign

import (
	"testing"

	"mancala/online/server/servertest"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// signScreen is the sign-in form on ts, its fields holding name and
// password, sent with Sign in or Register (register) unless send is
// false, and driven until the answer came.
func signScreen(t *testing.T, ts *servertest.Server, name, password string, send, register bool) scenetest.Screen {
	return scenetest.Screen{Name: "club-sign-" + name,
		Make: func(app *core.App) core.Scene { return NewSign(clubtest.Member(t, app, ts)) },
		Drive: func(d *scenetest.Driver, sc core.Scene) {
			s := sc.(*Sign)
			clubtest.Until(t, d, s, "the welcome", func() bool { return s.app.Club.Me().ID != "" })
			s.fields[0].Text, s.fields[1].Text = name, password
			if send {
				s.send(register)
				clubtest.Until(t, d, s, "the answer", func() bool { return !s.asked })
			}
		},
		Allowed: []string{name}}
}

// joinScreen is the join form on ts, code typed in and sent.
func joinScreen(t *testing.T, ts *servertest.Server, code string) scenetest.Screen {
	return scenetest.Screen{Name: "club-join-" + code,
		Make: func(app *core.App) core.Scene { return NewJoin(clubtest.Member(t, app, ts)) },
		Drive: func(d *scenetest.Driver, sc core.Scene) {
			j := sc.(*Join)
			clubtest.Until(t, d, j, "the welcome", func() bool { return j.app.Club.Me().ID != "" })
			if code != "" {
				j.fields[0].Text = code
				j.send()
				clubtest.Until(t, d, j, "the answer", func() bool { return !j.asked })
			}
		},
		Allowed: []string{code}}
}

// TestClubSignSpeaksEveryLanguage draws the sign-in form in every
// language on every canvas: empty, with a field missing, and with the
// server's refusals of a wrong password, a name taken and a name too
// short.
func TestClubSignSpeaksEveryLanguage(t *testing.T) {
	ts := servertest.Start(t, nil)
	clubtest.Registered(t, ts, "Baraka")
	scenetest.CheckEveryLanguage(t,
		signScreen(t, ts, "", "", false, false),
		signScreen(t, ts, "Amani", "", true, false),
		signScreen(t, ts, "nobody", "not the password", true, false),
		signScreen(t, ts, "Baraka", "another password", true, true),
		signScreen(t, ts, "ab", "long enough password", true, true))
}

// TestClubJoinSpeaksEveryLanguage draws the join form in every language
// on every canvas: empty, with what is not a code, and with a code the
// server does not know.
func TestClubJoinSpeaksEveryLanguage(t *testing.T) {
	ts := servertest.Start(t, nil)
	scenetest.CheckEveryLanguage(t, joinScreen(t, ts, ""), joinScreen(t, ts, "hello"), joinScreen(t, ts, "ZZZZ2222"))
}
