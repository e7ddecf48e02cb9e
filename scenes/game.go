package scenes

// NewGame returns the scene manager showing the start scene, ready for
// ebiten.RunGame.
func NewGame() (*Manager, error) {
	t, err := NewText()
	if err != nil {
		return nil, err
	}
	return NewManager(NewStart(t)), nil
}
