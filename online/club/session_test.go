//go:build !js

package club

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mancala/online/server/servertest"
)

// TestNoServerAtTheAddressIsUnreachableWithTheReason: nothing listens at
// the address; the session says Unreachable, naming the address.
func TestNoServerAtTheAddressIsUnreachableWithTheReason(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := "http://" + l.Addr().String()
	l.Close()
	s := Open(addr, &MemoryKeeper{})
	defer s.Close()
	waitFor(t, "unreachable", func() bool { return s.Status() == Unreachable }, s)
	if s.Err() == nil || !strings.Contains(s.Err().Error(), addr) {
		t.Errorf("reason: %v", s.Err())
	}
}

func TestAnAddressThatIsNotAServerAddressIsUnreachable(t *testing.T) {
	s := Open("127.0.0.1:8080", &MemoryKeeper{})
	defer s.Close()
	s.Poll(time.Now())
	if s.Status() != Unreachable || s.Err() == nil || !strings.Contains(s.Err().Error(), "http://") {
		t.Errorf("status %v, err %v", s.Status(), s.Err())
	}
}

// TestTheTokenIsKeptAcrossSessions: a guest's token, kept in a file,
// makes the next session the same guest.
func TestTheTokenIsKeptAcrossSessions(t *testing.T) {
	ts := servertest.Start(t, nil)
	k := NewFileKeeper(filepath.Join(t.TempDir(), "data", TokenFile))
	first := openWith(t, ts, k)
	first.Close()
	second := openWith(t, ts, NewFileKeeper(k.Path()))
	if second.Me().ID != first.Me().ID || !second.Me().Guest {
		t.Errorf("first session %+v, second %+v", first.Me(), second.Me())
	}
	if info, err := os.Stat(k.Path()); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("token file: %v %v", info, err)
	}
}

// TestADamagedTokenFileIsToldAndKept: a damaged token file is an error
// that names it; the session goes on as a new guest, and the damaged file
// is set aside, not thrown away.
func TestADamagedTokenFileIsToldAndKept(t *testing.T) {
	ts := servertest.Start(t, nil)
	path := filepath.Join(t.TempDir(), TokenFile)
	damaged := []byte("v1.\x00\x01garbage")
	if err := os.WriteFile(path, damaged, 0o600); err != nil {
		t.Fatal(err)
	}
	k := NewFileKeeper(path)
	if _, err := k.Token(); err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("reading a damaged token: %v", err)
	}
	s := openWith(t, ts, k)
	if s.Account().Err == nil || !strings.Contains(s.Account().Err.Error(), path) || !s.Me().Guest {
		t.Errorf("account error %v, player %+v", s.Account().Err, s.Me())
	}
	if kept, err := os.ReadFile(path + ".damaged"); err != nil || string(kept) != string(damaged) {
		t.Errorf("the damaged file is not kept aside: %q %v", kept, err)
	}
	if tok, err := k.Token(); err != nil || tok == "" {
		t.Errorf("the new guest's token is not kept: %q %v", tok, err)
	}
}

// TestALiveGameIsStartedAgainAfterARestart: the player closes the game
// mid-game; the next session, with the same token, gets the game from
// Started with its moves so far, marked Fast, on the same side.
func TestALiveGameIsStartedAgainAfterARestart(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	playUntil(t, func() bool { return ma.Plies() >= 3 }, a, b, ma, mb)
	a.Close()
	again := openWith(t, ts, a.keeper)
	if again.Me().ID != a.Me().ID {
		t.Fatalf("player %s after the restart, %s before", again.Me().ID, a.Me().ID)
	}
	game := started(t, again)
	if game != ma.Game() {
		t.Fatalf("started %q after the restart, not %q", game, ma.Game())
	}
	m := again.Match(game)
	waitFor(t, "the moves so far", func() bool { return m.Plies() == mb.Plies() }, again)
	side, ok := m.MySide()
	if was, _ := ma.MySide(); !ok || side != was || m.Position() != mb.Position() {
		t.Errorf("side %v (%v) after the restart, %v before; position %v, the opponent's %v", side, ok, was,
			m.Position(), mb.Position())
	}
	for _, sh := range m.Shown() {
		if !sh.Fast {
			t.Errorf("ply %d, caught up after the restart, is not Fast", sh.Ply)
		}
	}
}

// TestAnUnreachableSessionGoesOnTryingAndComesOnline: while the server
// refuses connections the session is Unreachable; once it takes them the
// session is Online without being told.
func TestAnUnreachableSessionGoesOnTryingAndComesOnline(t *testing.T) {
	ts := servertest.Start(t, nil)
	ts.ShutNewConnections(true)
	s := Open(ts.URL, &MemoryKeeper{})
	defer s.Close()
	waitFor(t, "unreachable", func() bool { return s.Status() == Unreachable }, s)
	ts.ShutNewConnections(false)
	waitFor(t, "online", func() bool { return s.Status() == Online && s.Me().ID != "" }, s)
	if s.Err() != nil {
		t.Errorf("online with the error %v", s.Err())
	}
}

// TestATokenTheServerRefusesMakesANewGuestAndSaysSo: a kept token the
// server does not accept (its data was reset) is replaced by a new
// guest's, and the player is told.
func TestATokenTheServerRefusesMakesANewGuestAndSaysSo(t *testing.T) {
	ts := servertest.Start(t, nil)
	forged := "v1.g-nobody.99999999999.forged"
	k := &MemoryKeeper{tok: forged}
	s := openWith(t, ts, k)
	if !s.Me().Guest || s.Account().Err == nil || !strings.Contains(s.Account().Err.Error(), "no longer accepts") {
		t.Errorf("player %+v, account error %v", s.Me(), s.Account().Err)
	}
	if tok, _ := k.Token(); tok == forged || tok == "" {
		t.Errorf("kept token %q", tok)
	}
}

// TestTheTokenFileIsReplacedWhole: saving leaves the token file and no
// temporary file beside it; forgetting removes it.
func TestTheTokenFileIsReplacedWhole(t *testing.T) {
	dir := t.TempDir()
	k := NewFileKeeper(filepath.Join(dir, TokenFile))
	for _, tok := range []string{"v1.g-a.1.x", "v1.g-b.2.y"} {
		if err := k.SetToken(tok); err != nil {
			t.Fatal(err)
		}
		if got, err := k.Token(); got != tok || err != nil {
			t.Errorf("kept %q, read %q %v", tok, got, err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files beside the token: %v", entries)
	}
	if err := k.SetToken(""); err != nil || fileExists(k.Path()) {
		t.Errorf("forgetting: %v, file left %v", err, fileExists(k.Path()))
	}
}
