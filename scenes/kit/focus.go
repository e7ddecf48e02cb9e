package kit

// CycleFocus moves a list's keyboard focus, one of n items, with the
// arrows: Up and Left to the one before, Down and Right to the next,
// wrapping at either end. It returns the new focus and whether an arrow
// was pressed (the focus is then shown).
func CycleFocus(in *Intents, focus, n int) (int, bool) {
	moved := false
	for _, a := range [...]Action{ActUp, ActLeft, ActDown, ActRight} {
		if in.Pressed(a) {
			moved = true
			d := 1
			if a == ActUp || a == ActLeft {
				d = n - 1
			}
			focus = (focus + d) % n
		}
	}
	return focus, moved
}
