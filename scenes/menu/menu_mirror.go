package menu

import "mancala/scenes/core"

// Offering offers the menu's entries to the text mirror, as shown.
func (m *Menu) Offering() core.Offering {
	labels := make([]string, len(m.entries))
	for i, e := range m.entries {
		labels[i] = m.label(e)
	}
	return core.Offering{Title: m.app.T("mirror.menu"), Labels: labels}
}

// Chosen opens the entry the player chose through the mirror.
func (m *Menu) Chosen(ctx *core.Context, i int, _ bool) error {
	if i < 0 || i >= len(m.entries) {
		return nil
	}
	return m.open(ctx, m.entries[i])
}
