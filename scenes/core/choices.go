package core

import (
	"mancala/ai"
	"mancala/engine"
	"mancala/i18n"
	"mancala/saves"
)

// Mode says whom the person plays: the computer or a friend on the same
// device.
type Mode uint8

// The modes of play.
const (
	VsComputer Mode = iota
	VsFriend
	// Analyse opens the analysis board on the chosen game's start.
	Analyse
)

// String returns the mode's name.
func (m Mode) String() string {
	switch m {
	case VsFriend:
		return "vs friend"
	case Analyse:
		return "analysis"
	}
	return "vs computer"
}

// Choices are the picker's choices: the game, Kalah's options, who moves
// first and the computer's level. The menu keeps one for the session, so
// both pickers remember the last choices.
type Choices struct {
	Variant engine.Variant
	Kalah   engine.KalahOptions
	First   engine.Side
	Level   ai.Level
}

// DefaultChoices are standard Kalah, the person (South) first, against the
// computer at seed 003's Medium.
func DefaultChoices() Choices {
	return Choices{Variant: engine.KalahGame, Kalah: engine.StandardKalah, First: engine.South, Level: ai.Medium}
}

// ChoicesFrom returns the choices the settings remember (the last game's),
// or the defaults for what they do not say.
func ChoicesFrom(s saves.Settings) Choices {
	c := DefaultChoices()
	if s.Last == nil {
		return c
	}
	if r, err := engine.ParseRules(s.Last.Rules); err == nil {
		c.Variant = r.Board().Variant
		if k, ok := r.(engine.Kalah); ok {
			c.Kalah = k.Options()
		}
	}
	if s.Last.First == engine.North.String() {
		c.First = engine.North
	}
	if s.Last.Level > 0 {
		c.Level = ai.Level(s.Last.Level)
	}
	return c
}

// Rules returns the rules of the chosen game, with Kalah's options.
func (c *Choices) Rules() (engine.Rules, error) {
	switch c.Variant {
	case engine.OwareGame:
		return engine.Oware{}, nil
	case engine.CongkakGame:
		return engine.Congkak{}, nil
	case engine.BaoGame:
		return engine.Bao{}, nil
	}
	return engine.NewKalah(c.Kalah)
}

// Config returns the board's configuration for the choices in mode m: the
// person plays South, the computer (or the friend) North.
func (c *Choices) Config(m Mode, app *App) (Config, error) {
	r, err := c.Rules()
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Rules: r, First: c.First, Speed: SpeedOf(app.Settings)}
	if m == VsComputer {
		cfg.Computer[engine.North] = &Computer{Level: c.Level}
	}
	return cfg, nil
}

// Games are the four games in engine.Variant order, each with one line on
// what makes it different.
var Games = [4]struct {
	V    engine.Variant
	Line i18n.Key
}{
	{engine.KalahGame, "game.kalahLine"},
	{engine.OwareGame, "game.owareLine"},
	{engine.CongkakGame, "game.congkakLine"},
	{engine.BaoGame, "game.baoLine"},
}
