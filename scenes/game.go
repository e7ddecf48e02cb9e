package scenes

import "mancala/scenes/saves"

// NewGame returns the scene manager showing the start scene, ready for
// ebiten.RunGame.
func NewGame() (*Manager, error) {
	t, err := NewText()
	if err != nil {
		return nil, err
	}
	app := &App{Text: t, Settings: saves.DefaultSettings(), Sound: silent{}}
	return NewManager(NewStart(app)), nil
}
