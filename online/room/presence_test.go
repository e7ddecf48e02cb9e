package room

import (
	"context"
	"slices"
	"testing"
	"time"

	"mancala/online/proto"
)

// absences returns the gone and back notices a sink received, as
// "gone north", "back south", in order.
func absences(s *sink) []string {
	var out []string
	for _, e := range s.all() {
		if e.Kind == proto.KindGone || e.Kind == proto.KindBack {
			out = append(out, string(e.Kind)+" "+e.Side)
		}
	}
	return out
}

func TestNoAbsenceIsAnnouncedWhenThePlayersComeToANewGame(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	spec := &sink{}
	f.subscribe(spec, "eve", 0)
	f.playLegal()
	f.clock.Advance(NoShowAfter + time.Second)
	f.playLegal()
	for name, s := range map[string]*sink{"south": f.south, "north": f.north, "a spectator": spec} {
		if got := absences(s); len(got) > 0 {
			t.Errorf("%s was told %v, though no connection dropped", name, got)
		}
	}
}

func TestALastConnectionDroppedIsAnnouncedGoneAndItsReturnBack(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	ctx := context.Background()
	f.room.Unsubscribe(ctx, f.north)
	again := &sink{}
	f.subscribe(again, bob, 1)
	if got, want := absences(f.south), []string{"gone north", "back north"}; !slices.Equal(got, want) {
		t.Errorf("south was told %v, want %v", got, want)
	}
	if got := absences(again); len(got) > 0 {
		t.Errorf("north, back, was told %v: never of its own absence", got)
	}
}

func TestASecondConnectionOfAPlayerAnnouncesNothing(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	other := &sink{}
	f.subscribe(other, bob, 0)
	f.room.Unsubscribe(context.Background(), other)
	if got := absences(f.south); len(got) > 0 {
		t.Errorf("south was told %v while north stayed connected", got)
	}
}

func TestAPlayerWhoNeverComesIsAnnouncedGoneAfterNoShowAfter(t *testing.T) {
	f := newRoomFixture(t, "kalah", blitz, nil)
	f.subscribe(f.south, ann, 0)
	f.clock.Advance(NoShowAfter - time.Second)
	f.plies() // the room has run what was due
	if got := absences(f.south); len(got) > 0 {
		t.Fatalf("south was told %v before north was due", got)
	}
	f.clock.Advance(time.Second)
	f.plies()
	if got, want := absences(f.south), []string{"gone north"}; !slices.Equal(got, want) {
		t.Fatalf("south was told %v, want %v", got, want)
	}
	late := &sink{}
	f.subscribe(late, "eve", 0)
	f.subscribe(f.north, bob, 0)
	if got, want := absences(late), []string{"gone north", "back north"}; !slices.Equal(got, want) {
		t.Errorf("a spectator who came meanwhile was told %v, want %v", got, want)
	}
	if got := absences(f.north); len(got) > 0 {
		t.Errorf("north, coming late, was told %v: never of its own absence", got)
	}
}

func TestASubscriptionRepeatedCatchesUpWithoutAnAbsence(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.playLegal()
	before := len(f.north.all())
	f.subscribe(f.north, bob, 1) // a follow that lost the move's event
	got := f.north.all()[before:]
	if len(got) == 0 || got[0].Kind != proto.KindMove || got[0].Ply != 1 {
		t.Errorf("the repeated subscription brought %v, want the move first", f.north.kinds()[before:])
	}
	if a := absences(f.south); len(a) > 0 {
		t.Errorf("south was told %v", a)
	}
}
