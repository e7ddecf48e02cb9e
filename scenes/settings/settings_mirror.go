package settings

import (
	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// mirrorChoice is one choice the settings offer to the text mirror, and
// what choosing it does.
type mirrorChoice struct {
	label string
	do    func(ctx *core.Context)
}

// settingsMirror is what the settings let the text mirror drive.
type settingsMirror struct{ *Settings }

// Offering offers the settings to the text mirror: every language by its
// own name, every choice of every other row but the server's, the chosen
// ones said so, and Back.
func (s settingsMirror) Offering() core.Offering {
	choices := s.mirrorChoices()
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = c.label
	}
	return core.Offering{Title: s.app.T("settings.title"), Labels: labels}
}

// Chosen does the choice the player made through the mirror.
func (s settingsMirror) Chosen(ctx *core.Context, i int, _ bool) error {
	if choices := s.mirrorChoices(); i >= 0 && i < len(choices) {
		choices[i].do(ctx)
	}
	return nil
}

// mirrorChoices are the settings' choices, in the order shown.
func (s settingsMirror) mirrorChoices() []mirrorChoice {
	var cs []mirrorChoice
	language := s.app.T(rowTitles[layout.SetLanguage])
	for _, l := range i18n.Languages {
		cs = append(cs, mirrorChoice{s.marked(language, l.Name, l.Code == s.askedLanguage()), func(*core.Context) {
			s.app.Settings.Language, s.words = l.Code, core.StartWords(l.Code)
			applyChoice(s.Settings)
		}})
	}
	for r := layout.SetLanguage + 1; r < layout.NumSettings; r++ {
		if r == layout.SetServer || !s.offers(r) {
			continue
		}
		for i := range layout.SettingChoices[r] {
			label := s.marked(s.app.T(rowTitles[r]), s.choiceLabel(r, i), s.isOn(r, i) && r != layout.SetVolume)
			do := func(*core.Context) { s.choose(r, i, 0) }
			if r == layout.SetVolume && i == layout.VolBar {
				do = func(*core.Context) {} // says the volume; − and + change it
			}
			cs = append(cs, mirrorChoice{label, do})
		}
	}
	return append(cs, mirrorChoice{kit.BackIn(s.app), func(ctx *core.Context) { ctx.Switch.Back() }})
}

// marked names a choice of row: "Sound: On", said to be chosen when it is.
func (s settingsMirror) marked(row, choice string, chosen bool) string {
	label := s.app.T("mirror.rowChoice", i18n.S("row", row), i18n.S("choice", choice))
	if chosen {
		return s.app.T("mirror.chosen", i18n.S("choice", label))
	}
	return label
}
