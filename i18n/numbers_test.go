package i18n

import (
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// TestNumbersAreWrittenAsCLDRWritesThem compares each language's numbers,
// decimals and percentages with x/text's printer.
func TestNumbersAreWrittenAsCLDRWritesThem(t *testing.T) {
	ints := []int{0, 7, -7, 999, 1000, -1234, 12345, 123456, 1234567, 1000000000}
	for _, l := range Languages {
		p := message.NewPrinter(language.MustParse(l.Code))
		for _, n := range ints {
			if got, want := l.Number(n), p.Sprint(number.Decimal(n)); got != want {
				t.Errorf("%s: Number(%d) = %q, x/text %q", l.Code, n, got, want)
			}
		}
		for _, x := range []float64{0.5, 2.25, 1234.5, -3.75} {
			if got, want := l.Decimal(x, 2), p.Sprint(number.Decimal(x, number.Scale(2))); got != want {
				t.Errorf("%s: Decimal(%v) = %q, x/text %q", l.Code, x, got, want)
			}
		}
		for _, pc := range []int{0, 25, 100} {
			if got, want := l.Percent(pc), p.Sprint(number.Percent(float64(pc)/100)); got != want {
				t.Errorf("%s: Percent(%d) = %q, x/text %q", l.Code, pc, got, want)
			}
		}
	}
}
