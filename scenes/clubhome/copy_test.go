//go:build !js

package clubhome

import (
	"testing"

	"mancala/online/proto"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// TestCopyPutsTheInviteLinkOnTheClipboard: on the desktop too, Copy puts
// the invite's link on the system's clipboard, and the panel says so
// where the link was, beside the button, not under the card far away.
func TestCopyPutsTheInviteLinkOnTheClipboard(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	hm, d := online(t, app, 1280, 720)
	hm.s.Invite(proto.Invite{Variant: "oware", Clock: "5+3"})
	clubtest.Until(t, d, hm, "the invite's code", func() bool { return hm.panel() == panelInvited })
	scenetest.TapNamed(t, d, hm, "copy")
	_, _, link := hm.panelText(panelInvited)
	if got := kit.PastedText(); got != link || link == "" {
		t.Fatalf("the clipboard holds %q, want the link %q", got, link)
	}
	if hm.note != copiedNote || hm.message() != "" {
		t.Errorf("note %q, line under the card %q: want the note in the panel only", hm.note, hm.message())
	}
}
