// Package rating computes Glicko-2 ratings, as Glickman's paper "Example
// of the Glicko-2 system" describes them. It knows nothing about games or
// storage: the server gives it a player's rating and the results of a
// rating period (here: one game) and stores what it returns.
package rating

import "math"

// The system's constants.
const (
	// Tau constrains how much the volatility changes over time; the paper
	// suggests 0.3 to 1.2.
	Tau = 0.5
	// scale converts between the Glicko scale and Glicko-2's.
	scale = 173.7178
	// epsilon is the convergence tolerance of the volatility iteration.
	epsilon = 0.000001
)

// Start is the rating of a new player: 1500, deviation 350, volatility 0.06.
var Start = Rating{Rating: 1500, RD: 350, Volatility: 0.06}

// ProvisionalRD is the deviation above which a rating is shown as
// provisional.
const ProvisionalRD = 110

// Rating is a player's Glicko-2 rating on the Glicko scale (1500 is the
// start), its deviation RD and its volatility.
type Rating struct {
	Rating, RD, Volatility float64
}

// Provisional reports whether r is still too uncertain to rank.
func (r Rating) Provisional() bool { return r.RD > ProvisionalRD }

// Result is one game of a rating period: the opponent's rating and the
// score, 1 for a win, 0.5 for a draw, 0 for a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// Update returns r after the rating period with the results (steps 2-8 of
// the paper). With no results only the deviation grows.
func Update(r Rating, results []Result) Rating {
	mu, phi := (r.Rating-1500)/scale, r.RD/scale
	if len(results) == 0 {
		phi = math.Sqrt(phi*phi + r.Volatility*r.Volatility)
		return Rating{Rating: r.Rating, RD: phi * scale, Volatility: r.Volatility}
	}
	var vInv, sum float64
	for _, res := range results {
		muJ, phiJ := (res.Opponent.Rating-1500)/scale, res.Opponent.RD/scale
		gJ := g(phiJ)
		eJ := 1 / (1 + math.Exp(-gJ*(mu-muJ)))
		vInv += gJ * gJ * eJ * (1 - eJ)
		sum += gJ * (res.Score - eJ)
	}
	v := 1 / vInv
	delta := v * sum
	sigma := volatility(phi, v, delta, r.Volatility)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{Rating: muNew*scale + 1500, RD: phiNew * scale, Volatility: sigma}
}

// g is the paper's g(phi), which weighs a result by the opponent's
// uncertainty.
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// volatility is step 5: the new volatility by the Illinois algorithm.
func volatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for math.Abs(B-A) > epsilon {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Game returns both players' ratings after one game between them, score
// being a's: 1, 0.5 or 0.
func Game(a, b Rating, score float64) (Rating, Rating) {
	return Update(a, []Result{{Opponent: b, Score: score}}),
		Update(b, []Result{{Opponent: a, Score: 1 - score}})
}
