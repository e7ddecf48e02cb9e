package settings

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/i18n"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// speedChoices are the speeds in the order the settings offer them.
var speedChoices = [...]anim.Speed{anim.Slow, anim.Normal, anim.Fast, anim.Instant}

// volumeStep is how much the volume buttons change the volume.
const volumeStep = 10

// choiceNames name the settings' tap targets for tests, row by row.
var choiceNames = [layout.NumSettings][]string{
	{"language-previous", "language", "language-next"},
	{"speed-slow", "speed-normal", "speed-fast", "speed-instant"},
	{"sound-on", "sound-off"},
	{"volume-down", "volume-bar", "volume-up"},
	{"theme-wood", "theme-contrast"},
	{"show-numbers", "show-phrases", "show-captions"},
	{"server"},
}

// rowTitles are the settings' names as shown.
var rowTitles = [layout.NumSettings]i18n.Key{"settings.language", "settings.speed", "settings.sound", "settings.volume",
	"settings.theme", "settings.show", "settings.server"}

// speedNames name speedChoices.
var speedNames = [...]i18n.Key{"settings.speedSlow", "settings.speedNormal", "settings.speedFast", "settings.speedInstant"}

// themeNames name theme.All's themes.
var themeNames = [...]i18n.Key{"settings.themeWood", "settings.themeContrast"}

// Settings is the settings scene. Every choice applies at once and is
// saved; Back returns to the scene before.
type Settings struct {
	app   *core.App
	lay   layout.Settings
	w, h  float64
	scale float64
	msg   string // why the settings were not saved; empty when they were
	focus int    // the row the keyboard is on; -1 before a key is used
	// showAt is the Show row's switch the keyboard is on.
	showAt int
	bg     *ebiten.Image
	bgOf   *theme.Theme // the theme bg was drawn in
	paint  kit.Painter
	// server is the online server's address being typed; editing is set
	// while it has the focus.
	server  kit.Field
	editing bool
	chrome  kit.Chrome // draws the field
	// words is the language being loaded (fetched in the browser); nil
	// when none is.
	words *core.Job[*i18n.Catalog]
}

// NewSettings returns the settings scene.
func NewSettings(app *core.App) core.Scene {
	s := &Settings{app: app, focus: -1, chrome: app.Chrome()}
	s.server = kit.Field{Text: app.Settings.Server, Max: maxServerLen, Allow: serverChar}
	s.Resize(core.DefaultW, core.DefaultH, 1)
	return s
}

// Resize lays the settings out for the canvas and draws the table.
func (s *Settings) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.scale {
		return
	}
	s.w, s.h, s.scale = w, h, scale
	s.lay = layout.ComputeSettings(w, h, s.omitted()...)
	s.updateBackground()
	s.chrome.Prepare(scale)
}

// Update handles the server's field while it is edited, Back, taps on
// the choices, the keys, and last the text mirror.
func (s *Settings) Update(ctx *core.Context) error {
	defer s.offerKeyboard()
	in := &ctx.In
	if s.editing && s.editServer(in) {
		return nil
	}
	if in.Pressed(kit.ActBack) || (in.Tap && s.lay.Back.Contains(in.X, in.Y)) {
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
		return nil
	}
	if r, i, ok := s.lay.ChoiceAt(in.X, in.Y); ok && in.Tap && s.offers(r) {
		s.choose(r, i, in.X)
	}
	s.takeWords()
	s.updateKeys(in)
	s.updateBackground()
	s.chrome.Prepare(s.scale)
	return core.Speak(s.app, ctx, settingsMirror{s}) // what is offered follows the settings as drawn
}

// choose applies choice i of row r, tapped at x, and saves the settings.
func (s *Settings) choose(r layout.Setting, i int, x float64) {
	st := &s.app.Settings
	switch r {
	case layout.SetLanguage:
		st.Language = stepLanguage(s.askedLanguage(), i)
		s.words = core.StartWords(st.Language)
	case layout.SetSpeed:
		st.Speed = speedChoices[i].String()
	case layout.SetSound:
		st.Mute = i == 1
	case layout.SetVolume:
		st.Volume = s.volume(i, x)
		st.Mute = st.Mute && st.Volume == 0 // asking for sound turns it on
	case layout.SetTheme:
		st.Theme = theme.All[i].Name
	case layout.SetNumbers: // three switches: pit numbers, players' phrases, captions
		switch i {
		case 0:
			st.PitNumbers = !st.PitNumbers
		case 1:
			st.HidePhrases = !st.HidePhrases
		default:
			st.Captions = !st.Captions
		}
	case layout.SetServer:
		s.editing = true
		return
	}
	applyChoice(s)
}

// applyChoice makes a choice just written into the settings heard (the
// sound's as set, a tap) and saves the settings, saying when it cannot.
func applyChoice(s *Settings) {
	s.app.Sound.Apply(s.app.Settings)
	s.app.Sound.Play(kit.SoundTap)
	s.msg = ""
	if core.SaveSettings(s.app) != nil {
		s.msg = s.app.T(core.NotSaved)
	}
}

// volume returns the volume asked for by choice i of the volume row,
// tapped at x: a step down, a step up, or the point on the bar.
func (s *Settings) volume(i int, x float64) int {
	v := s.app.Settings.Volume
	switch i {
	case layout.VolDown:
		v -= volumeStep
	case layout.VolUp:
		v += volumeStep
	default:
		v = s.lay.VolumeAt(x, volumeStep)
	}
	return max(0, min(100, v))
}

// chosen returns the index of the current choice of row r; -1 for the
// volume row, which has none.
func (s *Settings) chosen(r layout.Setting) int {
	st := &s.app.Settings
	switch r {
	case layout.SetSpeed:
		for i, sp := range speedChoices {
			if sp == core.SpeedOf(*st) {
				return i
			}
		}
	case layout.SetSound:
		return b2i(st.Mute)
	case layout.SetTheme:
		for i, th := range theme.All {
			if th == theme.Of(st.Theme) {
				return i
			}
		}
	}
	return -1 // the volume, the server and the Show switches have no one choice
}

// isOn reports whether choice i of row r shows as on: the chosen one, or
// each of the Show row's switches that is on.
func (s *Settings) isOn(r layout.Setting, i int) bool {
	if r == layout.SetNumbers {
		st := &s.app.Settings
		return [3]bool{st.PitNumbers, !st.HidePhrases, st.Captions}[i]
	}
	return i == s.chosen(r)
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// theme returns the chosen board theme: the settings scene wears it too,
// so the choice shows at once.
func (s *Settings) theme() *theme.Theme { return theme.Of(s.app.Settings.Theme) }

// updateBackground draws the table in the chosen theme when it changes.
func (s *Settings) updateBackground() {
	if th := s.theme(); th != s.bgOf {
		if s.bg != nil {
			s.bg.Deallocate()
		}
		s.bg, s.bgOf = ebiten.NewImageFromImage(assets.BackgroundOf(96, 54, th.Table)), th
	}
}

// Debug names the back button and every choice.
func (s *Settings) Debug(d *core.DebugState) {
	d.Scene = "settings"
	d.Language = s.app.Language().Code
	d.Add("back", s.lay.Back)
	for r, cs := range s.lay.Choices {
		if !s.offers(layout.Setting(r)) {
			continue
		}
		for i, c := range cs {
			d.Add(choiceNames[r][i], c)
		}
	}
}

// choiceLabel returns the text of choice i of row r.
func (s *Settings) choiceLabel(r layout.Setting, i int) string {
	switch r {
	case layout.SetLanguage:
		return [3]string{"‹", s.app.Language().Name, "›"}[i]
	case layout.SetSpeed:
		return s.app.T(speedNames[i])
	case layout.SetTheme:
		return s.app.T(themeNames[i])
	case layout.SetVolume:
		return [3]string{"−", s.app.Language().Number(s.app.Settings.Volume), "+"}[i]
	}
	if r == layout.SetNumbers {
		return s.app.T([3]i18n.Key{"settings.pitNumbers", "settings.phrases", "settings.captions"}[i])
	}
	return s.app.T([2]i18n.Key{"settings.on", "settings.off"}[i])
}

// Draw draws the table, the title, and each row.
func (s *Settings) Draw(dst *ebiten.Image) {
	th := s.theme()
	if s.bg != nil {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(dst.Bounds().Dx())/96, float64(dst.Bounds().Dy())/54)
		dst.DrawImage(s.bg, op)
	}
	p := &s.paint
	p.Scale = s.scale
	s.chrome.Back(dst, s.lay.Back, false)
	x, y := s.lay.Title.Center()
	s.app.Text.Draw(dst, s.app.T("settings.title"), x, y, 30, s.scale, kit.Bold, th.Ink)
	for r := layout.Setting(0); r < layout.NumSettings; r++ {
		s.drawRow(dst, r)
	}
	s.drawFocus(dst)
	if s.msg != "" {
		x, y = s.lay.Message.Center()
		s.app.Text.Draw(dst, s.msg, x, y, 16, s.scale, kit.Bold, th.Accent[0])
	}
}
