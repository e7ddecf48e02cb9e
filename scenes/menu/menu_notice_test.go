package menu

import (
	"image/color"
	"mancala/scenes/theme"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// The notice panel is opaque: drawn over a bright red ground, its inside
// (beside the text) shows the panel's own colour and no red.
func TestNoticePanelIsOpaque(t *testing.T) {
	app := scenetest.MenuApp()
	app.Notice = "Your saved game could not be read; it was kept as game.json.bad-1."
	m := NewMenu(app)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(m, kit.Intents{}, false)
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	img.Fill(color.RGBA{255, 0, 0, 255})
	m.note.Draw(img, &m.c, m.lay.Notice)
	r := m.lay.Notice
	want := theme.Solid(m.c.Th.Pill, m.c.Th.Table)
	for _, y := range []float64{r.Y + r.H*0.3, r.Y + r.H/2, r.Y + r.H*0.7} {
		got := color.RGBAModel.Convert(img.At(int(r.X+7), int(y))).(color.RGBA)
		if got != want {
			t.Errorf("notice panel at (%g, %g) is %v over red, want its own %v", r.X+7, y, got, want)
		}
	}
}
