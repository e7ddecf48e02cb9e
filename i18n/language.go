package i18n

import (
	"strconv"
	"strings"
)

// A Language is one the game speaks: its code (BCP 47), its name in
// itself and in English, and how it writes counts and numbers, as CLDR
// says (generated into locales_gen.go by cmd/i18n-gen).
type Language struct {
	// Code is the language's BCP 47 code: "en", "fr", "sw".
	Code string
	// Name is the language's name in itself, as a menu of languages shows
	// it: "Français", "Kiswahili".
	Name string
	// English is its name in English.
	English string
	// ones are the whole numbers of plural category "one" (below 1000: a
	// count above is "other" in every language shipped).
	ones []int
	// group separates groups of three digits, in numbers of at least
	// minGrouping+3 digits.
	group       string
	minGrouping int
	// decimal separates the whole part from the fraction.
	decimal string
	// percent is how a percentage is written, with {} for the number.
	percent string
}

// pluralForm is the plural category of count n, as a catalogue's key
// suffix: "one" or "other".
func (l Language) pluralForm(n int) string {
	for _, one := range l.ones {
		if n == one {
			return "one"
		}
	}
	return "other"
}

// Number writes the whole number n the language's way: 12,345 in
// English, 12 345 in French (with a narrow no-break space).
func (l Language) Number(n int) string {
	digits := strconv.Itoa(n)
	sign := ""
	if n < 0 {
		sign, digits = "-", digits[1:]
	}
	if len(digits) < 4+l.minGrouping-1 {
		return sign + digits
	}
	var b strings.Builder
	b.WriteString(sign)
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(l.group)
		}
		b.WriteRune(d)
	}
	return b.String()
}

// Decimal writes x with the given digits after the separator: 2.5 in
// English, 2,5 in French.
func (l Language) Decimal(x float64, digits int) string {
	s := strconv.FormatFloat(x, 'f', digits, 64)
	whole, frac, _ := strings.Cut(s, ".")
	n, _ := strconv.Atoi(whole)
	w := l.Number(n)
	if n == 0 && strings.HasPrefix(whole, "-") {
		w = "-" + w
	}
	if frac == "" {
		return w
	}
	return w + l.decimal + frac
}

// Percent writes the percentage p (of 100): 25% in English, 25 % in
// French.
func (l Language) Percent(p int) string {
	return strings.Replace(l.percent, "{}", l.Number(p), 1)
}

// ByCode is the language shipped with code, and whether there is one.
func ByCode(code string) (Language, bool) {
	for _, l := range Languages {
		if l.Code == code {
			return l, true
		}
	}
	return Language{}, false
}

// aliases are older or more precise codes of languages shipped:
// Indonesian's former code, Standard Malay and Swahili's macrolanguage
// members.
var aliases = map[string]string{"in": "id", "zsm": "ms", "swh": "sw", "swc": "sw"}

// Match is the language shipped that best suits a player who prefers
// tags, in order (BCP 47 as browsers give them, "pt-BR", or POSIX
// locales, "fr_FR.UTF-8"): the first whose language is shipped, whatever
// its region, else English.
func Match(tags ...string) Language {
	for _, tag := range tags {
		base := strings.ToLower(strings.TrimSpace(tag))
		if i := strings.IndexAny(base, "-_.@"); i >= 0 {
			base = base[:i]
		}
		if a, ok := aliases[base]; ok {
			base = a
		}
		if l, ok := ByCode(base); ok {
			return l
		}
	}
	return Languages[0]
}

// PosixPreferences are the languages a POSIX system's environment
// prefers, as getenv reads it: LANGUAGE's list, then the first of LC_ALL,
// LC_MESSAGES and LANG that is set; "C" and "POSIX" say nothing.
func PosixPreferences(getenv func(string) string) []string {
	var prefs []string
	for _, tag := range strings.Split(getenv("LANGUAGE"), ":") {
		if tag != "" {
			prefs = append(prefs, tag)
		}
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			if v != "C" && v != "POSIX" && !strings.HasPrefix(v, "C.") {
				prefs = append(prefs, v)
			}
			break
		}
	}
	return prefs
}

// PluralOnes are the whole numbers of language l's plural category "one":
// none where the language has no plural forms (Malay, Indonesian).
func PluralOnes(l Language) []int { return l.ones }
