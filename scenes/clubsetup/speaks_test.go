//go:build !js

package clubsetup

import (
	"testing"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
)

// setupScreen is the form of kind k with game v chosen, its Kalah's
// options showing for Kalah; a challenge is to Baraka.
func setupScreen(name string, k core.ClubKind, v engine.Variant) scenetest.Screen {
	return scenetest.Screen{Name: "club-setup-" + name,
		Make: func(app *core.App) core.Scene {
			s := NewSetup(app, k).(*Setup)
			if k == core.ClubChallenge {
				s = NewChallenge(app, proto.Player{ID: "p-baraka", Name: "Baraka"}).(*Setup)
			}
			s.ch.Variant = v
			s.relayout(s.c.Scale)
			return s
		},
		Allowed: []string{"Baraka"}}
}

// TestClubSetupSpeaksEveryLanguage draws the online game's form of each
// kind in every language on every canvas: a quick game of Kalah with its
// options, an invite of Oware (who joins), a game of Bao against the
// computer (its level) and a challenge of Congkak.
func TestClubSetupSpeaksEveryLanguage(t *testing.T) {
	scenetest.CheckEveryLanguage(t,
		setupScreen("quick", core.QuickGame, engine.KalahGame),
		setupScreen("invite", core.InviteFriend, engine.OwareGame),
		setupScreen("computer", core.ClubComputer, engine.BaoGame),
		setupScreen("computer-kalah", core.ClubComputer, engine.KalahGame),
		setupScreen("challenge", core.ClubChallenge, engine.CongkakGame))
}
