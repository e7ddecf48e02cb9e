package wasm_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// axNode is a node of the page's accessibility tree, as a screen reader
// gets it: its role and its name.
type axNode struct{ role, name string }

// accessibilityTree reads Chromium's accessibility tree of the page
// (DevTools' Accessibility.getFullAXTree), leaving out ignored nodes.
func (p *page) accessibilityTree() []axNode {
	p.t.Helper()
	var nodes []axNode
	p.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		res, err := cdp.Call(ctx, tg, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		if err != nil {
			return err
		}
		for _, n := range res.Nodes {
			if !n.Ignored {
				nodes = append(nodes, axNode{role: axText(n.Role), name: axText(n.Name)})
			}
		}
		return nil
	}))
	return nodes
}

// axText is an accessibility value's text.
func axText(v *accessibility.Value) string {
	var s string
	if v != nil {
		json.Unmarshal(v.Value, &s)
	}
	return s
}

// waitSaid waits until the accessibility tree has text (in any node's
// name) that contains want, and returns that text.
func (p *page) waitSaid(want string, limit time.Duration) string {
	p.t.Helper()
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		for _, n := range p.accessibilityTree() {
			if strings.Contains(n.name, want) {
				return n.name
			}
		}
	}
	p.screenshot("mirror-timeout")
	p.t.Fatalf("the accessibility tree never said %q; the live region says %q", want,
		eval[string](p, `(document.getElementById("announce") || {}).textContent || ""`))
	return ""
}

// moveButtons are the names of the mirror's move buttons in the
// accessibility tree.
func (p *page) moveButtons() []string {
	var names []string
	for _, n := range p.accessibilityTree() {
		if n.role == "button" && strings.Contains(n.name, " seed") {
			names = append(names, n.name)
		}
	}
	return names
}

// choose waits until the accessibility tree has a button named label
// and clicks it, as a screen reader's user would.
func (p *page) choose(label string) {
	p.t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		for _, n := range p.accessibilityTree() {
			if n.role == "button" && n.name == label {
				q, _ := json.Marshal(label)
				p.do(chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll("#moves button")].find(b => b.textContent === ` + string(q) + `).click()`))
				return
			}
		}
	}
	p.screenshot("mirror-no-button")
	p.t.Fatalf("no button %q in the accessibility tree", label)
}

// TestBrowserGameByTheTextMirrorAlone plays a whole game of Kalah against
// level 1 as a player who does not see the canvas would: through the
// page's text mirror, read from Chromium's accessibility tree, from the
// menu (the settings, the picker: each choice is a button) to the
// game-over panel's Rematch. The moves
// are buttons named with their seeds ("pit 3: 4 seeds"), each move is
// announced in the live region ("You sowed pit 3: extra turn", then the
// computer's), Hear the board reads every pit from the player's left,
// and the last announcement says who won.
func TestBrowserGameByTheTextMirrorAlone(t *testing.T) {
	chromium(t)
	p := openPage(t, servedSite(t).url, 1280, 720)
	p.waitFirstFrame()
	p.waitScene("menu")
	p.choose("Settings")
	p.choose("Animation speed: Instant")
	p.choose("Animation speed: Instant (chosen)")
	p.choose("‹ Back")
	p.choose("Play vs computer")
	p.choose("Level: 1")
	p.choose("Level: 1 (chosen)")
	p.choose("Play Kalah")
	p.waitFor("the player's turn", southToMove, 30*time.Second)
	p.waitFor("the mirror's moves", `document.querySelector("#moves button[data-move='0']").textContent.startsWith("pit ")`, 10*time.Second)
	if got := p.moveButtons(); len(got) != 6 || got[2] != "pit 3: 4 seeds" {
		t.Fatalf("the mirror's moves: %q", got)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector("#moves button[data-move='2']").click()`))
	p.waitSaid("You sowed pit 3: extra turn", 10*time.Second)
	p.do(chromedp.Evaluate[chromedp.Void](`document.getElementById("hear-board").click()`))
	board := p.waitSaid("From your left.", 10*time.Second)
	if !strings.Contains(board, "You: 4, 4, 0, 5, 5, 5; store 1.") {
		t.Errorf("the board reads %q", board)
	}
	for moves := 0; ; moves++ {
		if moves > 200 {
			t.Fatal("no end after 200 moves")
		}
		p.waitFor("the mirror's moves or the end", `(() => { const s = window.mancala.state;
			return !s.busy && !s.thinking && (s.over || document.querySelector("#moves button[data-move='0']").textContent.startsWith("pit ")); })()`, 60*time.Second)
		if p.state().Over {
			break
		}
		p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector("#moves button[data-move='0']").click()`))
		p.waitFor("the move played", `window.mancala.state.plies > `+strconv.Itoa(p.state().Plies), 10*time.Second)
	}
	end := p.waitSaid("sowed", 10*time.Second)
	if !strings.Contains(end, " wins ") && !strings.Contains(end, "You win ") && !strings.Contains(end, "Draw ") {
		t.Errorf("the last announcement %q does not say who won", end)
	}
	p.choose("Rematch")
	p.waitFor("the rematch", `!window.mancala.state.over`, 10*time.Second)
	p.screenshot("mirror-game-over")
	checkConsoles(t, p)
}
