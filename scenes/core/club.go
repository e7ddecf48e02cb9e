package core

import (
	"strings"
	"time"

	"mancala/online/club"
	"mancala/scenes/kit"
)

// ClubKind is the kind of game the club's setup form starts.
type ClubKind uint8

// The kinds of online game.
const (
	QuickGame     ClubKind = iota // paired with someone seeking the same
	InviteFriend                  // a code and a link for a friend
	ClubComputer                  // against the server's computer player
	ClubChallenge                 // one player, challenged from their page
)

var clubKindNames = [...]string{"quick-game", "invite", "computer", "challenge"}

// String returns the kind's name.
func (k ClubKind) String() string {
	if int(k) < len(clubKindNames) {
		return clubKindNames[k]
	}
	return "kind(?)"
}

// ClubList is one of the club's lists.
type ClubList uint8

// The club's lists, in the order of their tabs.
const (
	ListGames       ClubList = iota // live games to watch
	ListChallenges                  // open challenges to join
	ListLeaderboard                 // the Kalah ladder's top 100
	ListRecent                      // the player's finished games
	ListBots                        // the bots' leaderboard, under the leaderboard's tab
)

var clubListNames = [...]string{"games", "challenges", "leaderboard", "recent", "bots"}

// String returns the list's name as the server asks for it ("games",
// "challenges", "leaderboard", "recent").
func (l ClubList) String() string {
	if int(l) < len(clubListNames) {
		return clubListNames[l]
	}
	return "list(?)"
}

// ClubSession returns the app's online session, opened on first use at
// ClubServer with the kept sign-in (a new guest when none is kept). It
// never waits: the scene polls it (FollowClub) each tick.
func (a *App) ClubSession() *club.Session {
	if a.Club == nil {
		a.Club = club.Open(a.ClubServer(), a.clubKeeper())
	}
	return a.Club
}

// clubKeeper returns the app's keeper of the sign-in, the platform's when
// none is set; one that cannot be made keeps it for this run only.
func (a *App) clubKeeper() club.Keeper {
	if a.ClubKeeper == nil {
		k, err := club.DefaultKeeper()
		if err != nil {
			kit.LogDetail(err)
			k = &club.MemoryKeeper{}
		}
		a.ClubKeeper = k
	}
	return a.ClubKeeper
}

// ResumeClub opens the session at start when a sign-in is kept, so that
// a game under way (left by a reload or a restart) comes back: the menu
// follows the session and shows the game when the server names it.
func (a *App) ResumeClub() {
	if tok, err := a.clubKeeper().Token(); err == nil && tok != "" {
		a.ClubSession()
	}
}

// ForgetClub closes the app's session, if open, so that the next use
// opens a new one (the server's address changed, or Retry).
func ForgetClub(a *App) {
	if a.Club != nil {
		a.Club.Close()
		a.Club = nil
	}
}

// FollowClub polls the app's session, when open, and shows the game that
// began (or came back after a reload), reporting whether it did. Every
// scene of the club calls it first in Update, and so does the menu.
func FollowClub(a *App, sw Switcher) bool {
	s := a.Club
	if s == nil {
		return false
	}
	s.Poll(time.Now())
	g, ok := s.Started()
	if ok {
		sw.GoTo(a.Routes.ClubGame(a, s, g))
	}
	return ok
}

// ClubWords returns what the club says (a refusal, an error's text) as
// a sentence for the player: without the package's prefix ("club: "),
// starting with a capital, ending with a full stop.
func ClubWords(s string) string {
	for _, p := range []string{"club: ", "server: ", "room: ", "proto: "} {
		s = strings.TrimPrefix(s, p)
	}
	if s == "" {
		return ""
	}
	if s[0] >= 'a' && s[0] <= 'z' {
		s = string(s[0]-'a'+'A') + s[1:]
	}
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}
