package boardview

import (
	"image/color"
	"testing"

	"mancala/scenes/scenetest"
	"mancala/scenes/theme"
)

// The icon is a wooden board on the table: the corners are the table's
// green, the board's edge wood (red over blue), the board within the
// middle of the icon so that a round cut keeps it whole.
func TestTheIconIsAWoodenBoardOnTheTable(t *testing.T) {
	const size = 192
	img := Icon(scenetest.TestText, &theme.Wood, size)
	at := func(x, y int) color.RGBA { return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA) }
	if c := at(3, 3); c.R >= c.G || c.R >= c.B {
		t.Errorf("the icon's corner is %v: want the table's green", c)
	}
	if c := at(size/2, size*16/100); int(c.R) <= int(c.B)+30 {
		t.Errorf("the board's top edge is %v: want wood", c)
	}
	if c := at(size/2, size*10/100); c.R >= c.G {
		t.Errorf("above the board (%v): want the table, the board kept within the middle", c)
	}
}
