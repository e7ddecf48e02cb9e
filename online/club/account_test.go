//go:build !js

package club

import (
	"errors"
	"strings"
	"testing"

	"mancala/online/server/servertest"
)

// TestRegisteringKeepsTheGuestsIdAndSigningInAgainFindsIt: a guest
// registers and stays the same player under the new name; after a logout
// the session is a new guest; logging in brings the registered player
// back, and the kept token follows each step.
func TestRegisteringKeepsTheGuestsIdAndSigningInAgainFindsIt(t *testing.T) {
	ts := servertest.Start(t, nil)
	s := open(t, ts)
	guest := s.Me()
	s.Register("ann_42", "correct horse")
	waitFor(t, "the registration", func() bool { return !s.Account().Busy && s.Me().Name == "ann_42" && s.Status() == Online }, s)
	if s.Account().Err != nil || s.Me().ID != guest.ID || s.Me().Guest {
		t.Fatalf("registered as %+v (guest %+v): %v", s.Me(), guest, s.Account().Err)
	}
	s.Logout()
	waitFor(t, "the logout", func() bool { return !s.Account().Busy && s.Me().ID != "" && s.Me().ID != guest.ID }, s)
	if !s.Me().Guest {
		t.Errorf("after the logout the player is %+v", s.Me())
	}
	s.Login("ann_42", "correct horse")
	waitFor(t, "the login", func() bool { return !s.Account().Busy && s.Me().ID == guest.ID && s.Status() == Online }, s)
	again := openWith(t, ts, s.keeper)
	if again.Me().ID != guest.ID || again.Me().Name != "ann_42" {
		t.Errorf("the kept token names %+v", again.Me())
	}
}

// TestAWrongPasswordIsToldAndChangesNothing.
func TestAWrongPasswordIsToldAndChangesNothing(t *testing.T) {
	ts := servertest.Start(t, nil)
	s := open(t, ts)
	guest := s.Me()
	tok, _ := s.keeper.Token()
	s.Login("nobody_here", "not the password")
	waitFor(t, "the answer", func() bool { return !s.Account().Busy }, s)
	after, _ := s.keeper.Token()
	var refused Refusal
	if !errors.As(s.Account().Err, &refused) || refused.Code != CodeBadLogin || !strings.Contains(refused.Error(), "wrong name or password") {
		t.Errorf("error: %v", s.Account().Err)
	}
	if s.Me() != guest || after != tok {
		t.Errorf("player %+v and token changed", s.Me())
	}
}
