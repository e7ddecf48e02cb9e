package bot

import (
	"fmt"
	"slices"
	"strings"

	"mancala/online/proto"
)

// Games are the games a bot may play, as the first word of a variant.
var Games = []string{"kalah", "oware", "congkak", "bao"}

// Mode says which challenges a bot takes: rated, casual or both.
type Mode int

// The modes.
const (
	Both Mode = iota
	RatedOnly
	CasualOnly
)

var modeNames = [...]string{Both: "both", RatedOnly: "rated", CasualOnly: "casual"}

// String returns the mode as -mode writes it.
func (m Mode) String() string { return modeNames[m] }

// ParseMode reads "rated", "casual" or "both".
func ParseMode(s string) (Mode, error) {
	if i := slices.Index(modeNames[:], s); i >= 0 {
		return Mode(i), nil
	}
	return 0, fmt.Errorf("bot: mode %q is not rated, casual or both", s)
}

// Filter is what a bot accepts: a challenge passes when its game, its
// clock and its kind (rated or casual) all do.
type Filter struct {
	Games  []string // kalah, oware, congkak, bao
	Clocks []string // 3+2, 5+3, 10+5, untimed
	Mode   Mode
}

// ParseFilter reads comma-separated games and clocks ("all" for every
// one) and a mode.
func ParseFilter(games, clocks, mode string) (Filter, error) {
	var f Filter
	var err error
	if f.Games, err = parseList("game", games, Games); err != nil {
		return f, err
	}
	if f.Clocks, err = parseList("clock", clocks, proto.TimeControls); err != nil {
		return f, err
	}
	f.Mode, err = ParseMode(mode)
	return f, err
}

// parseList reads a comma-separated list of known names.
func parseList(what, s string, known []string) ([]string, error) {
	if s == "all" {
		return slices.Clone(known), nil
	}
	var out []string
	for _, w := range strings.Split(s, ",") {
		w = strings.TrimSpace(w)
		if !slices.Contains(known, w) {
			return nil, fmt.Errorf("bot: %s %q is not one of %s", what, w, strings.Join(known, ", "))
		}
		out = append(out, w)
	}
	return out, nil
}

// Refusal says why the filter turns down a game of variant (the engine's
// notation, options after the name), clock and kind; "" when it takes it.
func (f Filter) Refusal(variant, clock string, rated bool) string {
	game, _, _ := strings.Cut(variant, " ")
	switch {
	case !slices.Contains(f.Games, game):
		return "game " + game + " not played"
	case !slices.Contains(f.Clocks, clock):
		return "clock " + clock + " not played"
	case rated && f.Mode == CasualOnly:
		return "casual games only"
	case !rated && f.Mode == RatedOnly:
		return "rated games only"
	}
	return ""
}
