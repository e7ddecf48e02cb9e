package settings

import (
	"testing"

	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// Without a sound device (the silent sounds) the settings offer neither
// the sound toggle nor the volume: no targets for them, taps where they
// would be change nothing, the keyboard's focus skips their rows, and the
// sound row says that there is no device.
func TestSettingsWithoutSoundDeviceOfferNoSoundChoices(t *testing.T) {
	app := &core.App{Text: scenetest.TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}}
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(s, kit.Intents{}, true)
	var st core.DebugState
	s.Debug(&st)
	for _, b := range st.Buttons {
		switch b.Name {
		case "sound-on", "sound-off", "volume-down", "volume-bar", "volume-up":
			t.Errorf("target %q offered without a sound device", b.Name)
		}
	}
	for _, r := range []layout.Setting{layout.SetSound, layout.SetVolume} {
		for _, c := range s.lay.Choices[r] {
			d.Step(s, kit.TapAt(c.Center()), true)
		}
	}
	if app.Settings != saves.DefaultSettings() {
		t.Errorf("taps on the sound rows changed the settings: %+v", app.Settings)
	}
	var down kit.Intents
	down.Press(kit.ActDown)
	d.Step(s, down, false) // onto the language row
	d.Step(s, down, false) // onto the speed row
	d.Step(s, down, false)
	if s.focus != int(layout.SetTheme) {
		t.Errorf("focus on row %d after speed, want the theme row %d", s.focus, layout.SetTheme)
	}
	if got := s.app.T(notOfferedText(layout.SetSound)); got != "No sound device found" {
		t.Errorf("the sound row says %q", got)
	}
}

// With a sound device the sound and volume rows are offered as before.
func TestSettingsWithSoundDeviceOfferSoundChoices(t *testing.T) {
	s := NewSettings(scenetest.NewTestApp()).(*Settings)
	for r := layout.Setting(0); r < layout.NumSettings; r++ {
		if !s.offers(r) {
			t.Errorf("row %s not offered with a sound device", r)
		}
	}
}

// Without a sound device the volume row takes no room: the theme row
// follows the sound row at the same distance as every other row follows
// the one above it, so no gap stands where the volume would be.
func TestSettingsWithoutSoundDeviceLeaveNoGap(t *testing.T) {
	app := &core.App{Text: scenetest.TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}}
	for _, c := range [][2]float64{{1280, 720}, {390, 844}, {844, 390}} {
		s := NewSettings(app).(*Settings)
		s.Resize(c[0], c[1], 1)
		if l := s.lay.Labels[layout.SetVolume]; l != (layout.Rect{}) || len(s.lay.Choices[layout.SetVolume]) != 0 {
			t.Errorf("%v: the volume row has a place: %+v", c, l)
		}
		pitch := s.lay.Labels[layout.SetSound].Y - s.lay.Labels[layout.SetSpeed].Y
		if got := s.lay.Labels[layout.SetTheme].Y - s.lay.Labels[layout.SetSound].Y; got != pitch {
			t.Errorf("%v: the theme row is %.0f px below the sound row, rows are %.0f apart", c, got, pitch)
		}
	}
}
