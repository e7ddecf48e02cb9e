//go:build !js

package kit

import "testing"

// What the game copies (an invite's link, an exported game) is on the
// system's clipboard for any other program to paste.
func TestCopiedTextIsOnTheClipboard(t *testing.T) {
	const link = "http://127.0.0.1:8080/?join=ABCD23"
	if err := CopyText(link); err != nil {
		t.Fatal(err)
	}
	if got := PastedText(); got != link {
		t.Fatalf("the clipboard holds %q, want %q", got, link)
	}
}
