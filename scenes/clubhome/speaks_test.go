//go:build !js

package clubhome

import (
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// lobby is a club whose lobby has a row of each kind but the player's
// own games: an arena under way ("Open Oware"), a live game between two
// guests, a game sought, and an open challenge by a registered player
// (Baraka); fan challenges the player. Its sessions are polled while the
// screens wait.
type lobby struct {
	ts     *servertest.Server
	others []*club.Session
	fan    *club.Session
}

// openLobby starts the lobby's server and its players.
func openLobby(t *testing.T) *lobby {
	ts := servertest.StartArena(t, "open-oware")
	players, _ := clubtest.LiveGame(t, ts, "kalah")
	c := clubtest.Player(t, ts)
	c.Seek(proto.Seek{Variant: "oware", Clock: "5+3"})
	baraka := clubtest.Registered(t, ts, "Baraka")
	baraka.Invite(proto.Invite{Variant: "kalah pits=5 seeds=4", Clock: "untimed", Public: true})
	clubtest.Poll(t, "Baraka's challenge", func() bool { _, _, ok := baraka.Invited(); return ok || !baraka.Refused().None() }, baraka)
	if r := baraka.Refused(); !r.None() {
		t.Fatalf("Baraka's challenge: %v", r)
	}
	l := &lobby{ts: ts, others: append(players, c, baraka), fan: clubtest.Player(t, ts)}
	l.others = append(l.others, l.fan)
	return l
}

// until runs the home until ok holds, polling the lobby's players.
func (l *lobby) until(t *testing.T, d *scenetest.Driver, hm *Home, what string, ok func() bool) {
	t.Helper()
	clubtest.Until(t, d, hm, what, ok, l.others...)
}

// TestClubHomeSpeaksEveryLanguage draws the home in every language on
// every canvas: a guest's home with the lobby's rows, a challenge to
// answer, the wait for an opponent, an invite's code and the copied
// link, a refused code, and a registered player's card.
func TestClubHomeSpeaksEveryLanguage(t *testing.T) {
	l := openLobby(t)
	allowed := func(more ...string) []string {
		return append([]string{"guest", "Baraka", "Open Oware", "Amani", "ZZZZ2222"}, more...)
	}
	invite := allowed("") // the last word: the invite's code and link, once made (see seeking)
	home := func(prepare func(h *Home)) func(app *core.App) core.Scene {
		return func(app *core.App) core.Scene {
			hm := NewHome(clubtest.Member(t, app, l.ts)).(*Home)
			if prepare != nil {
				prepare(hm)
			}
			return hm
		}
	}
	scenetest.CheckEveryLanguage(t,
		scenetest.Screen{Name: "club-home-lobby", Make: home(nil), Allowed: allowed(),
			Drive: func(d *scenetest.Driver, s core.Scene) { l.lobbyRows(t, d, s.(*Home)) }},
		scenetest.Screen{Name: "club-home-challenged", Make: home(nil), Allowed: allowed(),
			Drive: func(d *scenetest.Driver, s core.Scene) { l.challenged(t, d, s.(*Home)) }},
		scenetest.Screen{Name: "club-home-seeking", Make: home(declineAll), Allowed: allowed(),
			Drive: func(d *scenetest.Driver, s core.Scene) { l.seeking(t, d, s.(*Home), invite) }},
		scenetest.Screen{Name: "club-home-invited", Make: home(func(h *Home) { h.s.CancelSeek() }), Allowed: invite,
			Drive: func(d *scenetest.Driver, s core.Scene) { l.invited(t, d, s.(*Home)) }},
		scenetest.Screen{Name: "club-home-refused", Make: home(refuseCode), Allowed: allowed(),
			Drive: func(d *scenetest.Driver, s core.Scene) { l.refused(t, d, s.(*Home)) }},
		scenetest.Screen{Name: "club-home-registered", Make: home(nil), Allowed: allowed(),
			Drive: func(d *scenetest.Driver, s core.Scene) { l.registered(t, d, s.(*Home)) }},
	)
}

// lobbyRows waits for the welcome, the counts and a row of each kind.
func (l *lobby) lobbyRows(t *testing.T, d *scenetest.Driver, hm *Home) {
	l.until(t, d, hm, "the lobby's rows", func() bool {
		return hm.countsWords() != "" && hm.rowOf(entrySeek) >= 0 && hm.rowOf(entryWatch) >= 0 &&
			hm.rowOf(entryJoin) >= 0 && hm.rowOf(entryArena) >= 0
	})
}

// challenged has fan challenge the player (once) and opens its answer.
func (l *lobby) challenged(t *testing.T, d *scenetest.Driver, hm *Home) {
	if len(hm.s.Members().Waiting()) == 0 {
		l.fan.Members().Challenge(proto.ChallengePlayer{Player: hm.s.Me().ID, Variant: "congkak", Clock: "10+5"})
	}
	l.until(t, d, hm, "the challenge", func() bool { return len(hm.s.Members().Waiting()) > 0 })
	hm.answering = hm.s.Members().Waiting()[0].Code
	l.until(t, d, hm, "the challenge's panel", func() bool { return hm.panel() == panelChallenged })
}

// declineAll declines the challenges waiting for the player.
func declineAll(hm *Home) {
	for _, c := range hm.s.Members().Waiting() {
		hm.s.Members().Answer(c.Code, false)
	}
	hm.answering = ""
}

// seeking seeks a game nobody else seeks, and makes an invite first
// (shown once the seek is cancelled: not drawn till then), its code and
// link kept as the last of allowed, for the invite's screen to allow.
func (l *lobby) seeking(t *testing.T, d *scenetest.Driver, hm *Home, allowed []string) {
	if _, _, ok := hm.s.Invited(); !ok {
		hm.s.Invite(proto.Invite{Variant: "kalah", Clock: "3+2"})
	}
	clubtest.Quietly(t, d, hm, "the invite", func() bool { _, _, ok := hm.s.Invited(); return ok }, l.others...)
	code, link, _ := hm.s.Invited()
	allowed[len(allowed)-1] = code + " " + link
	if !hm.s.Seeking() {
		hm.s.Seek(proto.Seek{Variant: "bao", Clock: "10+5"})
	}
	clubtest.Quietly(t, d, hm, "the seek's panel", func() bool { return hm.panel() == panelSeeking }, l.others...)
}

// invited shows the invite's code and says its link was copied.
func (l *lobby) invited(t *testing.T, d *scenetest.Driver, hm *Home) {
	l.until(t, d, hm, "the invite's panel", func() bool { return hm.panel() == panelInvited })
	hm.note = copiedNote
}

// refuseCode withdraws the invite and joins a code nobody made.
func refuseCode(hm *Home) {
	hm.s.CancelInvite()
	hm.app.Join = "ZZZZ2222"
}

// refused waits for the server's refusal of the code.
func (l *lobby) refused(t *testing.T, d *scenetest.Driver, hm *Home) {
	l.until(t, d, hm, "the refusal", func() bool { return hm.joining == "" && hm.message() != "" })
}

// registered registers the player (once) as Amani-<language>: the card
// says the rating, the buttons Sign out and My page.
func (l *lobby) registered(t *testing.T, d *scenetest.Driver, hm *Home) {
	if hm.s.Me().Guest && !hm.s.Account().Busy {
		hm.s.Register("Amani-"+hm.app.Language().Code, "correct horse battery")
	}
	l.until(t, d, hm, "the registration", func() bool { return !hm.s.Me().Guest && hm.panel() == panelNone })
}

// TestClubHomeOfflineSpeaksEveryLanguage draws the home with no server
// at its address, in every language on every canvas.
func TestClubHomeOfflineSpeaksEveryLanguage(t *testing.T) {
	scenetest.CheckEveryLanguage(t, scenetest.Screen{Name: "club-home-offline",
		Make: func(app *core.App) core.Scene {
			return NewHome(clubtest.Offline(t, app))
		},
		Drive: func(d *scenetest.Driver, s core.Scene) {
			hm := s.(*Home)
			clubtest.Until(t, d, hm, "the session to give up", func() bool { return hm.panel() == panelUnreachable })
		}})
}
