package rating

import (
	"math"
	"testing"
)

// TestGlickmansWorkedExample reproduces "Example of the Glicko-2 system":
// a 1500 (RD 200, volatility 0.06) player beats a 1400 (30) and loses to
// a 1550 (100) and a 1700 (300): r' = 1464.06, RD' = 151.52, sigma' = 0.05999.
// The paper rounds its intermediate steps (mu' = -0.2069); computed
// without rounding the rating is 1464.0507 and the volatility 0.059996,
// hence the tolerances of a hundredth and a hundred-thousandth.
func TestGlickmansWorkedExample(t *testing.T) {
	p := Rating{Rating: 1500, RD: 200, Volatility: 0.06}
	got := Update(p, []Result{
		{Opponent: Rating{Rating: 1400, RD: 30}, Score: 1},
		{Opponent: Rating{Rating: 1550, RD: 100}, Score: 0},
		{Opponent: Rating{Rating: 1700, RD: 300}, Score: 0},
	})
	check := func(name string, got, want, tol float64) {
		if math.Abs(got-want) > tol {
			t.Errorf("%s = %.5f, want %.5f", name, got, want)
		}
	}
	check("rating", got.Rating, 1464.06, 0.01)
	check("RD", got.RD, 151.52, 0.01)
	check("volatility", got.Volatility, 0.05999, 0.00001)
}

func TestNoGamesOnlyWidensTheDeviation(t *testing.T) {
	p := Rating{Rating: 1700, RD: 100, Volatility: 0.06}
	got := Update(p, nil)
	if got.Rating != 1700 || got.RD <= 100 || got.Volatility != 0.06 {
		t.Errorf("got %+v", got)
	}
}

func TestWinnerGainsWhatLoserLosesBetweenEquals(t *testing.T) {
	a, b := Game(Start, Start, 1)
	if a.Rating <= 1500 || b.Rating >= 1500 {
		t.Fatalf("winner %.1f, loser %.1f", a.Rating, b.Rating)
	}
	if math.Abs((a.Rating-1500)-(1500-b.Rating)) > 1e-9 {
		t.Errorf("gain %.3f, loss %.3f", a.Rating-1500, 1500-b.Rating)
	}
	if !Start.Provisional() || a.RD >= 350 {
		t.Errorf("a new player is provisional and a game narrows the deviation: %+v", a)
	}
}

func TestDrawBetweenEqualsChangesNoRating(t *testing.T) {
	a, b := Game(Start, Start, 0.5)
	if math.Abs(a.Rating-1500) > 1e-9 || math.Abs(b.Rating-1500) > 1e-9 {
		t.Errorf("got %.3f and %.3f", a.Rating, b.Rating)
	}
}
