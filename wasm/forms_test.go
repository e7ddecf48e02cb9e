package wasm_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserPhoneRegistersThroughItsKeyboard registers an account on a
// phone (390 x 844, touch): a tap on the form's name field must give the
// focus to an input element, which is what opens a phone's keyboard;
// the keyboard's typing (inserted text, as a phone's keyboard sends it,
// and its backspace) arrives in the game's field; its Go key moves on to
// the password, which the input then takes as a password; and a tap on
// Register signs the phone in under the name typed.
func TestBrowserPhoneRegistersThroughItsKeyboard(t *testing.T) {
	chromium(t)
	url := clubServer(t)
	p := openPage(t, "about:blank", 390, 844)
	p.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulatePortrait, chromedp.EmulateTouch))
	p.do(chromedp.Navigate(url))
	p.waitFor("the first frame", "window.mancala && window.mancala.frames > 0", clubLoadLimit)
	p.waitScene("menu")
	p.touch("online")
	p.waitHome("register")
	p.touch("register")
	p.waitScene("club-sign")
	p.touch("name")
	p.waitKeyboard("text")
	p.typeOnPhone("phone_playr")
	p.pressOnPhone("Backspace", 8)
	p.typeOnPhone("er")
	p.screenshot("phone-keys-1-name")
	p.pressOnPhone("Enter", 13)
	p.waitKeyboard("password")
	p.typeOnPhone("seeds-and-pits-7")
	p.screenshot("phone-keys-2-password")
	p.touch("register")
	p.waitHome("sign-out")
	if got := p.state().Player; got != "phone_player" {
		t.Errorf("registered as %q, want %q (typed phone_playr, backspace, er)", got, "phone_player")
	}
	p.screenshot("phone-keys-3-registered")
	checkConsoles(t, p)
}

// TestBrowserClubJoinsByAPastedLink has one guest invite a friend and
// the friend paste the invite's whole link into Join by code (the page's
// paste event, as Ctrl+V or the browser's Paste gives it) and press
// Join: the game begins for both.
func TestBrowserClubJoinsByAPastedLink(t *testing.T) {
	chromium(t)
	url := clubServer(t)
	a := openPage(t, url, clubW, clubH)
	b := a.openContext(url, clubW, clubH)
	a.openClubHome()
	link := url + "?join=" + a.invite()
	b.openClubHome()
	b.click("join")
	b.waitScene("club-join")
	b.paste(link)
	b.screenshot("club-join-pasted")
	b.click("join")
	d := newDuel(t, a, b, "", "kalah")
	t.Logf("joined game %s by the pasted link %s", d.game, link)
	checkConsoles(t, a, b)
}

// paste fires the page's paste event with text on the clipboard, as the
// browser does for Ctrl+V, and waits for the game to take it.
func (p *page) paste(text string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const data = new DataTransfer(); data.setData("text/plain", %q);
		return document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true })); })()`, text))
	p.waitFrames(2)
}

// waitKeyboard waits until the page's focus is on the input that a
// phone's keyboard types into, of the kind given ("text", "password").
func (p *page) waitKeyboard(kind string) {
	p.t.Helper()
	p.waitFor("the keyboard's input, "+kind, fmt.Sprintf(`(() => { const e = document.activeElement;
		return !!e && e.id === "device-keys" && e.type === %q; })()`, kind), clubLimit)
}

// typeOnPhone inserts text into the focused element as a phone's
// keyboard does (no key events), and waits for the game to take it.
func (p *page) typeOnPhone(text string) {
	p.t.Helper()
	p.do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.InsertText, input.InsertTextParams{Text: text})
		return err
	}))
	p.waitFrames(2)
}

// pressOnPhone presses and releases the key called key (its Windows key
// code given), as a phone's keyboard sends Backspace and Go.
func (p *page) pressOnPhone(key string, code int64) {
	p.t.Helper()
	down := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeRawKeyDown, Key: key, Code: key,
		WindowsVirtualKeyCode: code, NativeVirtualKeyCode: code}
	if key == "Enter" {
		down.Type, down.Text = input.DispatchKeyEventTypeKeyDown, "\r"
	}
	up := down
	up.Type, up.Text = input.DispatchKeyEventTypeKeyUp, ""
	p.do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, input.DispatchKeyEvent, down); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, up)
		return err
	}))
	p.waitFrames(2)
}
