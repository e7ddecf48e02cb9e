package bot

import "testing"

// TestTheFilterTakesOnlyItsGamesClocksAndMode: a challenge passes when
// its game (the variant's first word), its clock and its kind all do.
func TestTheFilterTakesOnlyItsGamesClocksAndMode(t *testing.T) {
	f, err := ParseFilter("kalah, oware", "3+2,untimed", "casual")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		variant, clock string
		rated          bool
		want           string
	}{
		{"kalah pits=4 seeds=3 capture=standard", "untimed", false, ""},
		{"oware", "3+2", false, ""},
		{"bao", "3+2", false, "game bao not played"},
		{"kalahx", "3+2", false, "game kalahx not played"},
		{"kalah", "10+5", false, "clock 10+5 not played"},
		{"kalah", "3+2", true, "casual games only"},
	}
	for _, tc := range tests {
		if got := f.Refusal(tc.variant, tc.clock, tc.rated); got != tc.want {
			t.Errorf("Refusal(%q, %s, %v) = %q, want %q", tc.variant, tc.clock, tc.rated, got, tc.want)
		}
	}
	rated, _ := ParseFilter("all", "all", "rated")
	if rated.Refusal("congkak", "5+3", false) != "rated games only" || rated.Refusal("kalah", "5+3", true) != "" {
		t.Error("a rated-only filter is wrong")
	}
}

func TestParseFilterRefusesWhatItDoesNotKnow(t *testing.T) {
	for _, in := range [][3]string{{"chess", "all", "both"}, {"all", "1+0", "both"}, {"all", "all", "ranked"}, {"", "all", "both"}} {
		if _, err := ParseFilter(in[0], in[1], in[2]); err == nil {
			t.Errorf("ParseFilter%q: no error", in)
		}
	}
}

func TestWebSocketURL(t *testing.T) {
	for in, want := range map[string]string{
		"http://127.0.0.1:8080": "ws://127.0.0.1:8080/ws",
		"https://club.example/": "wss://club.example/ws",
	} {
		if got, err := WebSocketURL(in); got != want || err != nil {
			t.Errorf("WebSocketURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := WebSocketURL("127.0.0.1:8080"); err == nil {
		t.Error("a server without a scheme was taken")
	}
}
