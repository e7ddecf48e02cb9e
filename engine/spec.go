package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// The names of Kalah's options as the protocol and the saves write them.
var (
	captureNames  = []string{"standard", "empty", "off"}
	endNames      = []string{"either-row", "mover-empty"}
	leftoverNames = []string{"owner", "emptier"}
	sowingNames   = []string{"single", "avalanche"}
	repeatNames   = []string{"third", "second"}
)

func (r RepetitionRule) String() string { return enumName(repeatNames, int(r)) }

func (c CaptureRule) String() string  { return enumName(captureNames, int(c)) }
func (e EndRule) String() string      { return enumName(endNames, int(e)) }
func (l LeftoverRule) String() string { return enumName(leftoverNames, int(l)) }
func (s SowingRule) String() string   { return enumName(sowingNames, int(s)) }

func enumName(names []string, i int) string {
	if i < len(names) {
		return names[i]
	}
	return strconv.Itoa(i)
}

// String writes k as the protocol's variant command takes it, every option
// spelt out: "kalah pits=6 seeds=4 capture=standard end=either-row
// leftovers=owner sowing=single".
func (k Kalah) String() string {
	o := k.o
	return fmt.Sprintf("kalah pits=%d seeds=%d capture=%s end=%s leftovers=%s sowing=%s",
		o.Pits, o.Seeds, o.Capture, o.End, o.Leftovers, o.Sowing)
}

// String returns "oware" under the default repetition rule and "oware
// repetition=second" under the other, as the protocol's variant command
// takes it.
func (o Oware) String() string {
	if o.o == (OwareOptions{}) {
		return "oware"
	}
	return "oware repetition=" + o.o.Repetition.String()
}

// String returns "congkak".
func (Congkak) String() string { return "congkak" }

// String returns "bao".
func (Bao) String() string { return "bao" }

// ParseRules reads a game and its options as written by the rules' String
// method; omitted Kalah options take their standard values.
func ParseRules(s string) (Rules, error) {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return nil, fmt.Errorf("engine: no variant given")
	}
	v, err := ParseVariant(fields[0])
	if err != nil {
		return nil, err
	}
	if v != KalahGame && v != OwareGame && len(fields) > 1 {
		return nil, fmt.Errorf("engine: %s takes no options, got %q", v, fields[1])
	}
	switch v {
	case OwareGame:
		return parseOware(fields[1:])
	case CongkakGame:
		return Congkak{}, nil
	case BaoGame:
		return Bao{}, nil
	}
	return parseKalah(fields[1:])
}

func parseKalah(opts []string) (Rules, error) {
	o := StandardKalah
	for _, opt := range opts {
		key, val, ok := strings.Cut(opt, "=")
		if !ok {
			return nil, fmt.Errorf("engine: kalah option %q is not key=value", opt)
		}
		if err := setKalahOption(&o, key, val); err != nil {
			return nil, err
		}
	}
	return NewKalah(o)
}

// parseOware reads Oware's options: repetition=third|second.
func parseOware(opts []string) (Rules, error) {
	var o OwareOptions
	for _, opt := range opts {
		key, val, ok := strings.Cut(opt, "=")
		if !ok || key != "repetition" {
			return nil, fmt.Errorf("engine: unknown oware option %q (want repetition=third|second)", opt)
		}
		r, err := optionEnum[RepetitionRule]("oware", key, val, repeatNames)
		if err != nil {
			return nil, err
		}
		o.Repetition = r
	}
	return NewOware(o)
}

func setKalahOption(o *KalahOptions, key, val string) error {
	var err error
	switch key {
	case "pits":
		o.Pits, err = optionNumber(key, val)
	case "seeds":
		o.Seeds, err = optionNumber(key, val)
	case "capture":
		o.Capture, err = optionEnum[CaptureRule]("kalah", key, val, captureNames)
	case "end":
		o.End, err = optionEnum[EndRule]("kalah", key, val, endNames)
	case "leftovers":
		o.Leftovers, err = optionEnum[LeftoverRule]("kalah", key, val, leftoverNames)
	case "sowing":
		o.Sowing, err = optionEnum[SowingRule]("kalah", key, val, sowingNames)
	default:
		err = fmt.Errorf("engine: unknown kalah option %q (want pits, seeds, capture, end, leftovers or sowing)", key)
	}
	return err
}

func optionNumber(key, val string) (int, error) {
	n, err := strconv.Atoi(val)
	if err != nil {
		return 0, fmt.Errorf("engine: kalah %s=%q is not a number", key, val)
	}
	return n, nil
}

func optionEnum[E ~uint8](game, key, val string, names []string) (E, error) {
	for i, n := range names {
		if n == val {
			return E(i), nil
		}
	}
	return 0, fmt.Errorf("engine: %s %s=%q is not one of %s", game, key, val, strings.Join(names, "|"))
}
