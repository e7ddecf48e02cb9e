package challengebrowser

import (
	"testing"
	"time"

	"mancala/challenges"
	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// openBrowser runs the browser until its challenges have loaded.
func openBrowser(t *testing.T, d *scenetest.Driver, app *core.App) *ChallengeBrowser {
	t.Helper()
	cb := NewChallengeBrowser(app).(*ChallengeBrowser)
	for i := 0; !cb.built; i++ {
		if i > 1000 {
			t.Fatal("the challenges never loaded")
		}
		d.Step(cb, kit.Intents{}, true)
		time.Sleep(time.Millisecond)
	}
	return cb
}

// tapCard taps the centre of r and draws the frame.
func tapCard(d *scenetest.Driver, s core.Scene, r layout.Rect) {
	x, y := r.Center()
	d.Step(s, kit.TapAt(x, y), true)
}

// solve records challenge id as solved by its best answer, as playing it
// would.
func solve(t *testing.T, app *core.App, id string) {
	t.Helper()
	data := app.ChallengeData()
	data.Wait()
	c, ok := data.Set.Get(id)
	if !ok {
		t.Fatalf("no challenge %s", id)
	}
	sol, err := challenges.Solution(c)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(c.Rules, c.Position)
	for _, m := range sol {
		if err := g.Play(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	res, err := c.CheckGame(g)
	if err != nil || res.Status != challenges.Met {
		t.Fatalf("the best answer gives %+v, %v", res, err)
	}
	data.Record(c, res)
}

func TestTappingACardOpensItsChallengeOnTheBoard(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	d := scenetest.NewDriver(t, 390, 844, 3)
	cb := openBrowser(t, d, app)
	tapCard(d, cb, cb.lay.Tabs[engine.BaoGame])
	if cb.tab != engine.BaoGame || cb.list[0].Variant() != engine.BaoGame {
		t.Fatalf("the Bao tab shows %v", cb.tab)
	}
	tapCard(d, cb, cb.lay.OnScreen(cb.lay.Cards[1], 0))
	if len(d.Sw.To) != 1 {
		t.Fatalf("tapping a card went to %d scenes", len(d.Sw.To))
	}
	if o := d.Sw.To[0].(*scenetest.Opened); o.Route != "challenge" || o.Challenge != cb.list[1] {
		t.Fatalf("the card opened %s of %v, not the tapped challenge", o.Route, o.Challenge)
	}
}

func TestDraggingScrollsTheListAndAScrolledCardIsTapped(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	d := scenetest.NewDriver(t, 390, 844, 3)
	cb := openBrowser(t, d, app)
	d.Step(cb, kit.Intents{Scroll: -500}, true)
	if cb.scroll[cb.tab] != 500 {
		t.Fatalf("scrolled to %v, want 500", cb.scroll[cb.tab])
	}
	d.Step(cb, kit.Intents{Scroll: 1e6}, true)
	if cb.scroll[cb.tab] != 0 {
		t.Fatalf("scrolled to %v above the top", cb.scroll[cb.tab])
	}
	d.Step(cb, kit.Intents{Scroll: -700}, true)
	i, ok := cb.lay.CardAt(195, 500, 700)
	if !ok {
		t.Fatal("no card in the middle of the view")
	}
	d.Step(cb, kit.TapAt(195, 500), true)
	if o := d.Sw.To[0].(*scenetest.Opened); o.Challenge != cb.list[i] {
		t.Fatal("the tap opened another card than the one under it")
	}
}

func TestArrowsMoveTheFocusAndEnterOpensIt(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	cb := openBrowser(t, d, app)
	for _, a := range []kit.Action{kit.ActRight, kit.ActDown, kit.ActDown, kit.ActEnter} {
		var in kit.Intents
		in.Press(a)
		d.Step(cb, in, true)
	}
	if cb.tab != engine.OwareGame || len(d.Sw.To) != 1 {
		t.Fatalf("tab %v, %d scenes opened", cb.tab, len(d.Sw.To))
	}
	if o := d.Sw.To[0].(*scenetest.Opened); o.Challenge != cb.list[1] {
		t.Fatal("Enter did not open the second Oware card")
	}
}

func TestTheBrowserNamesItsTapTargetsForBrowserTests(t *testing.T) {
	app, _ := scenetest.ChallengeApp(t)
	d := scenetest.NewDriver(t, 390, 844, 3)
	cb := openBrowser(t, d, app)
	var dbg core.DebugState
	cb.Debug(&dbg)
	names := map[string]layout.Rect{}
	for _, b := range dbg.Buttons {
		names[b.Name] = layout.Rect{X: b.Rect[0], Y: b.Rect[1], W: b.Rect[2], H: b.Rect[3]}
	}
	for _, n := range []string{"back", "tab-kalah", "tab-oware", "tab-congkak", "tab-bao", "challenge-" + cb.list[0].ID} {
		if _, ok := names[n]; !ok || dbg.Scene != "challenges" {
			t.Fatalf("scene %q has no %q among %v", dbg.Scene, n, dbg.Buttons)
		}
	}
	if _, ok := names["challenge-"+cb.list[len(cb.list)-1].ID]; ok {
		t.Fatal("a card out of view is named as a target")
	}
	tapCard(d, cb, names["challenge-"+cb.list[0].ID])
	if o := d.Sw.To[0].(*scenetest.Opened); o.Challenge != cb.list[0] {
		t.Fatal("the named card's rect does not open it")
	}
}
