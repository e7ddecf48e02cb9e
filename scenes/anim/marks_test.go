package anim

import "testing"

func TestCapturesOfOneMoveAddUp(t *testing.T) {
	m := &marks{}
	m.say(Caption{Kind: CapCapture, N: 1})
	m.say(Caption{Kind: CapCapture, N: 4})
	if c, _ := m.caption(); c.N != 5 || c.String() != "Capture 5" {
		t.Errorf("caption %q", c)
	}
}
