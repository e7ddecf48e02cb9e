package settings

import (
	"os"
	"testing"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/saves"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
)

// tapSetting taps the settings scene's target called name.
func tapSetting(t *testing.T, d *scenetest.Driver, s *Settings, name string) {
	t.Helper()
	var st core.DebugState
	s.Debug(&st)
	for _, b := range st.Buttons {
		if b.Name == name {
			d.Step(s, kit.TapAt(b.Rect[0]+b.Rect[2]/2, b.Rect[1]+b.Rect[3]/2), true)
			return
		}
	}
	t.Fatalf("no target %q", name)
}

// TestSettingsChoicesApplyAtOnce: each tap changes the app's settings at
// once, and the sounds take the new volume and mute.
func TestSettingsChoicesApplyAtOnce(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {390, 844}} {
		checkChoices(t, sz[0], sz[1])
	}
}

// checkChoices taps through the settings on a canvas of w x h.
func checkChoices(t *testing.T, w, h float64) {
	app := scenetest.NewTestApp()
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, w, h, 1)
	d.Step(s, kit.Intents{}, false)
	for _, c := range []struct {
		tap   string
		check func(st saves.Settings) bool
	}{
		{"speed-slow", func(st saves.Settings) bool { return st.Speed == "Slow" }},
		{"speed-instant", func(st saves.Settings) bool { return core.SpeedOf(st) == anim.Instant }},
		{"sound-off", func(st saves.Settings) bool { return st.Mute }},
		{"sound-on", func(st saves.Settings) bool { return !st.Mute }},
		{"volume-up", func(st saves.Settings) bool { return st.Volume == 80 }},
		{"volume-down", func(st saves.Settings) bool { return st.Volume == 70 }},
		{"theme-contrast", func(st saves.Settings) bool { return st.Theme == saves.Contrast }},
		{"show-numbers", func(st saves.Settings) bool { return st.PitNumbers && !st.HidePhrases }},
		{"show-phrases", func(st saves.Settings) bool { return st.PitNumbers && st.HidePhrases }},
		{"show-numbers", func(st saves.Settings) bool { return !st.PitNumbers && st.HidePhrases }},
		{"show-phrases", func(st saves.Settings) bool { return !st.PitNumbers && !st.HidePhrases }},
		{"show-captions", func(st saves.Settings) bool { return st.Captions && !st.PitNumbers }},
		{"show-captions", func(st saves.Settings) bool { return !st.Captions }},
		{"theme-wood", func(st saves.Settings) bool { return st.Theme == saves.Wood }},
	} {
		tapSetting(t, d, s, c.tap)
		if !c.check(app.Settings) {
			t.Errorf("%gx%g: after %s the settings are %+v", w, h, c.tap, app.Settings)
		}
		rec := app.Sound.(*scenetest.RecordedSounds)
		if last := rec.Applied[len(rec.Applied)-1]; last != app.Settings {
			t.Errorf("after %s the sounds have %+v", c.tap, last)
		}
		if rec.Played[len(rec.Played)-1] != kit.SoundTap {
			t.Errorf("after %s no tap sound", c.tap)
		}
	}
}

// TestVolumeStaysWithinItsRangeAndUnmutes: the buttons stop at 0 and 100,
// the bar sets the volume where it is tapped, and asking for a volume
// turns the sound back on.
func TestVolumeStaysWithinItsRangeAndUnmutes(t *testing.T) {
	app := scenetest.NewTestApp()
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 390, 844, 1)
	d.Step(s, kit.Intents{}, false)
	for i := 0; i < 12; i++ {
		tapSetting(t, d, s, "volume-up")
	}
	if app.Settings.Volume != 100 {
		t.Errorf("volume %d after many steps up, want 100", app.Settings.Volume)
	}
	tapSetting(t, d, s, "sound-off")
	bar := s.lay.Choices[layout.SetVolume][layout.VolBar]
	d.Step(s, kit.TapAt(bar.X+bar.W*0.3, bar.Y+bar.H/2), true)
	if app.Settings.Volume != 30 || app.Settings.Mute {
		t.Errorf("a tap at 30%% of the bar while muted: %+v", app.Settings)
	}
	for i := 0; i < 5; i++ {
		tapSetting(t, d, s, "volume-down")
	}
	if app.Settings.Volume != 0 {
		t.Errorf("volume %d after many steps down, want 0", app.Settings.Volume)
	}
}

// TestSettingsBackReturns: the back button and the Back key return to the
// scene before, changing nothing.
func TestSettingsBackReturns(t *testing.T) {
	app := scenetest.NewTestApp()
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(s, kit.Intents{}, false)
	tapSetting(t, d, s, "back")
	var in kit.Intents
	in.Press(kit.ActBack)
	d.Step(s, in, false)
	if d.Sw.Backs != 2 || app.Settings != saves.DefaultSettings() {
		t.Errorf("%d backs, settings %+v", d.Sw.Backs, app.Settings)
	}
}

// TestSettingsNameEveryTarget: the debug state names the scene and all
// its targets, each once, on the canvas.
func TestSettingsNameEveryTarget(t *testing.T) {
	s := NewSettings(scenetest.NewTestApp()).(*Settings)
	d := scenetest.NewDriver(t, 390, 844, 3)
	d.Step(s, kit.Intents{}, true)
	var st core.DebugState
	s.Debug(&st)
	want := []string{"back", "language-previous", "language", "language-next", "speed-slow", "speed-normal", "speed-fast", "speed-instant", "sound-on", "sound-off",
		"volume-down", "volume-bar", "volume-up", "theme-wood", "theme-contrast", "show-numbers", "show-phrases", "show-captions", "server"}
	seen := map[string]bool{}
	for _, b := range st.Buttons {
		seen[b.Name] = true
		if r := b.Rect; r[0] < 0 || r[1] < 0 || r[0]+r[2] > 390 || r[1]+r[3] > 844 {
			t.Errorf("%s at %v is off the canvas", b.Name, r)
		}
	}
	if st.Scene != "settings" || len(st.Buttons) != len(want) {
		t.Errorf("scene %q with %d targets, want %d", st.Scene, len(st.Buttons), len(want))
	}
	for _, n := range want {
		if !seen[n] {
			t.Errorf("no target %q", n)
		}
	}
}

// TestBoardSpeedButtonKeepsTheSetting: the board's speed button changes
// the settings too, and saves them, so the next game starts at that speed.
func TestBoardSpeedButtonKeepsTheSetting(t *testing.T) {
	app := scenetest.NewTestApp()
	dir := t.TempDir()
	app.Store = openTestStore(t, dir)
	k, _ := engine.NewKalah(engine.StandardKalah)
	b := play.NewBoard(core.Config{Rules: k}, app)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(b, kit.Intents{}, false)
	x, y := b.Layout().Buttons[layout.BtnSpeed].Center()
	d.Step(b, kit.TapAt(x, y), false)
	if b.Stage().Speed() != anim.Fast || core.SpeedOf(app.Settings) != anim.Fast {
		t.Errorf("board at %v, settings say %q", b.Stage().Speed(), app.Settings.Speed)
	}
	if got, err := openTestStore(t, dir).LoadSettings(); err != nil || core.SpeedOf(got) != anim.Fast {
		t.Errorf("saved speed %q (%v)", got.Speed, err)
	}
}

// openTestStore opens a store in a fresh directory.
func openTestStore(t *testing.T, dir string) *saves.Store {
	t.Helper()
	st, err := saves.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestSettingsAreSaved: each choice is saved at once; a store opened
// afterwards reads back exactly the settings shown.
func TestSettingsAreSaved(t *testing.T) {
	dir := t.TempDir()
	app := scenetest.NewTestApp()
	app.Store = openTestStore(t, dir)
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 390, 844, 3)
	d.Step(s, kit.Intents{}, false)
	for _, name := range []string{"speed-fast", "sound-off", "volume-down", "theme-contrast", "show-numbers", "show-phrases"} {
		tapSetting(t, d, s, name)
		got, err := openTestStore(t, dir).LoadSettings()
		if err != nil || got != app.Settings {
			t.Fatalf("after %s: saved %+v (%v), shown %+v", name, got, err, app.Settings)
		}
	}
	if s.msg != "" {
		t.Errorf("message %q after saving worked", s.msg)
	}
}

// TestSettingsThatCannotBeSavedStillApply: where nothing can be written
// (the store's directory is a file), a choice still applies, the scene
// says the settings were not saved, and the board's speed button leaves
// the same notice.
func TestSettingsThatCannotBeSavedStillApply(t *testing.T) {
	file := t.TempDir() + "/file"
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	app := scenetest.NewTestApp()
	app.Store = openTestStore(t, file+"/mancala")
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(s, kit.Intents{}, false)
	tapSetting(t, d, s, "theme-contrast")
	if app.Settings.Theme != saves.Contrast || s.msg != app.T(core.NotSaved) {
		t.Errorf("theme %q, message %q", app.Settings.Theme, s.msg)
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	b := play.NewBoard(core.Config{Rules: k}, app)
	d.Step(b, kit.Intents{}, false)
	var in kit.Intents
	in.Press(kit.ActSpeed)
	d.Step(b, in, false)
	if core.SpeedOf(app.Settings) != anim.Fast || app.Notice != app.T(core.NotSaved) {
		t.Errorf("speed %q, notice %q", app.Settings.Speed, app.Notice)
	}
}

// TestSettingsByKeyboard: down moves to a row, left and right change its
// choice and stop at the ends, Enter turns a switch over (on the Show row
// the one left and right went to).
func TestSettingsByKeyboard(t *testing.T) {
	app := scenetest.NewTestApp()
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	press := func(acts ...kit.Action) {
		for _, a := range acts {
			var in kit.Intents
			in.Press(a)
			d.Step(s, in, true)
		}
	}
	press(kit.ActRight) // no row in focus yet: nothing changes
	if app.Settings != saves.DefaultSettings() {
		t.Fatalf("a key before any focus changed %+v", app.Settings)
	}
	press(kit.ActDown, kit.ActDown, kit.ActRight, kit.ActRight, kit.ActRight)
	if core.SpeedOf(app.Settings) != anim.Instant {
		t.Errorf("speed %q after three steps right from Normal, want Instant", app.Settings.Speed)
	}
	press(kit.ActDown, kit.ActDown, kit.ActLeft, kit.ActUp, kit.ActEnter, kit.ActDown, kit.ActDown, kit.ActRight, kit.ActRight, kit.ActDown, kit.ActEnter, kit.ActDown)
	st := app.Settings
	if !st.Mute || st.Volume != 60 || st.Theme != saves.Contrast || !st.PitNumbers {
		t.Errorf("settings %+v", st)
	}
	press(kit.ActUp, kit.ActRight, kit.ActRight, kit.ActRight, kit.ActEnter) // the Show row's last switch
	if st := app.Settings; !st.Captions || !st.PitNumbers || st.HidePhrases {
		t.Errorf("after right to the last switch and Enter: %+v", st)
	}
}

// editServerField taps the server's field, erases what it holds, types
// addr and presses Enter.
func editServerField(t *testing.T, d *scenetest.Driver, s *Settings, addr string) {
	t.Helper()
	d.Step(s, kit.Intents{}, false) // laid out for the driver's canvas
	tapSetting(t, d, s, "server")
	var erase kit.Intents
	erase.Press(kit.ActErase)
	erase.Press(kit.ActBack) // Backspace is both
	for range len(s.server.Text) {
		d.Step(s, erase, true)
	}
	d.Step(s, kit.TypedText(addr), true)
	var enter kit.Intents
	enter.Press(kit.ActEnter)
	d.Step(s, enter, true)
}

// TestServerAddressTypedIsKeptWholeAndSaved: the address typed in the
// server's field becomes the setting, made whole, and is saved; Backspace
// in the field erases and never leaves the scene.
func TestServerAddressTypedIsKeptWholeAndSaved(t *testing.T) {
	app := scenetest.StoreApp(t)
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 390, 844, 1)
	editServerField(t, d, s, "10.1.2.3:9000")
	if d.Sw.Backs != 0 {
		t.Fatalf("Backspace in the field left the scene")
	}
	if got := app.Settings.Server; got != "http://10.1.2.3:9000" {
		t.Fatalf("server %q, want http://10.1.2.3:9000", got)
	}
	if st, err := app.Store.LoadSettings(); err != nil || st.Server != "http://10.1.2.3:9000" {
		t.Errorf("saved server %q, %v", st.Server, err)
	}
}

// TestANewServerAddressClosesTheOpenSession: the club's session on the
// old address is closed, so the club opens on the new one.
func TestANewServerAddressClosesTheOpenSession(t *testing.T) {
	app := scenetest.NewTestApp()
	app.Settings.Server, app.ClubKeeper = "http://127.0.0.1:1", &club.MemoryKeeper{}
	old := app.ClubSession()
	t.Cleanup(old.Close)
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	editServerField(t, d, s, "127.0.0.1:2")
	if app.Club != nil {
		t.Fatal("the session on the old address is still the app's")
	}
	if got := app.ClubSession().Origin(); got != "http://127.0.0.1:2" {
		t.Errorf("the new session is at %s", got)
	}
	core.ForgetClub(app)
}

// TestServerAddressThatIsNoneIsRefusedWithAMessage: an address that is
// not one leaves the setting as it was and says how to type one.
func TestServerAddressThatIsNoneIsRefusedWithAMessage(t *testing.T) {
	app := scenetest.NewTestApp()
	s := NewSettings(app).(*Settings)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	editServerField(t, d, s, "ftp://nowhere")
	if app.Settings.Server != saves.DefaultServer || s.server.Text != saves.DefaultServer || s.msg != app.T("settings.badServer", i18n.S("example", exampleServer)) {
		t.Errorf("server %q, field %q, message %q", app.Settings.Server, s.server.Text, s.msg)
	}
}
