package wasm_test

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// acceptLanguages makes the page's browser prefer languages (an
// Accept-Language list, which navigator.languages follows), as a
// player's browser set to them would.
func (p *page) acceptLanguages(languages string) {
	p.t.Helper()
	p.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{
			UserAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36", AcceptLanguage: languages})
		return err
	}))
}

// TestBrowserSpeaksItsPlayersLanguage: a browser that prefers Swahili
// gets the game in Swahili from its first frame (its catalogue fetched
// beside the page); the settings' language row switches to the next
// language, Malay, at once; and the choice outlives a reload, over the
// browser's preference.
func TestBrowserSpeaksItsPlayersLanguage(t *testing.T) {
	chromium(t)
	p := openPage(t, "about:blank", 390, 844)
	p.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulatePortrait, chromedp.EmulateTouch))
	p.acceptLanguages("sw-KE,sw;q=0.9,en;q=0.5")
	p.do(chromedp.Navigate(servedSite(t).url))
	p.waitFirstFrame()
	p.waitScene("menu")
	if got := p.state().Language; got != "sw" {
		t.Fatalf("the menu speaks %q, want sw", got)
	}
	p.screenshot("language-menu-sw-phone")
	p.touch("settings")
	p.waitScene("settings")
	p.touch("language-next")
	p.waitFor("the settings in Malay", `window.mancala.state.language === "ms"`, 20*time.Second)
	p.screenshot("language-settings-ms-phone")
	p.waitFrames(10)
	p.do(chromedp.Reload())
	p.waitFirstFrame()
	p.waitScene("menu")
	if got := p.state().Language; got != "ms" {
		t.Errorf("after a reload the menu speaks %q, want the chosen ms", got)
	}
	checkConsoles(t, p)
}
