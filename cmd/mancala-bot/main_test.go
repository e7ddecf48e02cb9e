package main

import (
	"io"
	"strings"
	"testing"
	"time"

	"mancala/online/bot"
)

// TestFlagsMakeTheConfig: the command line of the README's example.
func TestFlagsMakeTheConfig(t *testing.T) {
	cfg, err := parse(strings.Fields(`-server http://127.0.0.1:8080 -register -name kalahbot -password secretive
		-engine ./mancala-engine -games kalah,oware -clocks 3+2,untimed -mode casual -max-games 2 -movetime 500ms
		-challenge p-123 -challenge-rated`), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	want := bot.Filter{Games: []string{"kalah", "oware"}, Clocks: []string{"3+2", "untimed"}, Mode: bot.CasualOnly}
	switch {
	case !cfg.Register || cfg.Name != "kalahbot" || cfg.Password != "secretive" || cfg.MaxGames != 2:
		t.Errorf("account and games: %+v", cfg)
	case strings.Join(cfg.Engine, " ") != "./mancala-engine" || cfg.Pace.Untimed != 500*time.Millisecond:
		t.Errorf("engine: %q %v", cfg.Engine, cfg.Pace)
	case strings.Join(cfg.Filter.Games, ",") != strings.Join(want.Games, ",") || cfg.Filter.Mode != want.Mode ||
		strings.Join(cfg.Filter.Clocks, ",") != strings.Join(want.Clocks, ","):
		t.Errorf("filter %+v, want %+v", cfg.Filter, want)
	case cfg.Challenge == nil || *cfg.Challenge != (bot.Challenge{Player: "p-123", Variant: "kalah", Clock: "3+2", Rated: true}):
		t.Errorf("challenge %+v", cfg.Challenge)
	}
}

// TestFlagsThatCannotWork are refused before anything starts.
func TestFlagsThatCannotWork(t *testing.T) {
	t.Setenv("MANCALA_BOT_PASSWORD", "")
	t.Setenv("MANCALA_BOT_TOKEN", "")
	for _, args := range []string{
		"-name a -password bbbbbbbb",      // no engine
		"-engine e",                       // no account
		"-engine e -token t -mode ranked", // no such mode
		"-engine e -token t -games chess", // no such game
		"-engine e -token t -clocks 1+0",  // no such clock
		"-engine e -token t -unknown",     // no such flag
	} {
		if _, err := parse(strings.Fields(args), io.Discard); err == nil {
			t.Errorf("%s: no error", args)
		}
	}
}
