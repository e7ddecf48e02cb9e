package scenes

import (
	"errors"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/challengebrowser"
	"mancala/scenes/core"
	"mancala/scenes/howto"
	"mancala/scenes/picker"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
	"mancala/scenes/settings"
)

func TestEveryRouteOpensItsScene(t *testing.T) {
	app := scenetest.SceneApp()
	app.Routes = NewRoutes()
	data := app.ChallengeData()
	data.Wait()
	k, _ := engine.NewKalah(engine.StandardKalah)
	ch := core.DefaultChoices()
	r := app.Routes
	for name, ok := range map[string]bool{
		"picker":     is[*picker.Picker](r.Picker(app, core.VsFriend, &ch)),
		"play":       is[*play.Board](r.Play(app, core.Config{Rules: k})),
		"challenge":  is[*play.Board](r.Challenge(app, data.Set.All()[0])),
		"challenges": is[*challengebrowser.ChallengeBrowser](r.Challenges(app)),
		"games":      is[*howto.GameList](r.Games(app)),
		"settings":   is[*settings.Settings](r.Settings(app)),
	} {
		if !ok {
			t.Errorf("the %s route opened another scene", name)
		}
	}
	if b := r.Challenge(app, data.Set.All()[0]).(*play.Board); b.Config().Challenge != data.Set.All()[0] {
		t.Error("the challenge route plays another challenge")
	}
}

// is reports whether s is a T.
func is[T core.Scene](s core.Scene) bool {
	_, ok := s.(T)
	return ok
}

func TestResumingWithoutASavedGameGivesNoScene(t *testing.T) {
	app := scenetest.SceneApp() // no store: nothing saved
	s, err := NewRoutes().Resume(app, saves.Slot{Variant: engine.OwareGame, Opponent: saves.Friend})
	if s != nil || !errors.Is(err, play.ErrNoSavedGame) {
		t.Fatalf("Resume gave %v, %v; want no scene and ErrNoSavedGame", s, err)
	}
}
