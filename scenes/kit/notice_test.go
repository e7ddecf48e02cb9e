package kit

import (
	"errors"
	"strings"
	"testing"

	"mancala/i18n/locales"
	"mancala/saves"
)

// TestAKeptRecordIsToldInThePlayersLanguage: a record kept aside is told
// in the player's language, naming the game and the name it was kept
// under, never the path or the Go error; a newer version's record says
// so; another failure points to the log.
func TestAKeptRecordIsToldInThePlayersLanguage(t *testing.T) {
	fr, err := locales.Load("fr")
	if err != nil {
		t.Fatal(err)
	}
	k := &saves.KeptAside{Record: "game-oware-friend.json", Aside: "game-oware-friend.json.bad-2", Reason: "truncated", Where: "/home/x/.config/mancala", Err: errors.New("unexpected EOF")}
	got := Tell(fr, k)
	for _, want := range []string{"Awalé", "avec un ami", "game-oware-friend.json.bad-2"} {
		if !strings.Contains(got, want) {
			t.Errorf("told %q; want %q in it", got, want)
		}
	}
	if strings.Contains(got, "/home") || strings.Contains(got, "EOF") {
		t.Errorf("told %q: the path or the Go error", got)
	}
	newer := &saves.KeptAside{Record: "settings.json", Reason: "from a newer version of the game, format 9"}
	if got := Tell(nil, newer); !strings.HasPrefix(got, "Your settings could not be read; the file was left as it is") || !strings.HasSuffix(got, "newer version of the game.") {
		t.Errorf("a newer record is told %q", got)
	}
	if got := Tell(fr, errors.New("disk full")); strings.Contains(got, "disk") || !strings.Contains(got, "journal") {
		t.Errorf("another failure is told %q", got)
	}
}
