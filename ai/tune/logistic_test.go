package tune

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFitRecoversTheWeightsThatMadeTheResults: results drawn from a known
// logistic model (draws included as halves) are fitted back to its
// weights, within what 40,000 samples allow.
func TestFitRecoversTheWeightsThatMadeTheResults(t *testing.T) {
	want := []float64{0.8, -0.5, 0.25, 0}
	rng := rand.New(rand.NewPCG(1, 2))
	var samples []Sample
	for range 40000 {
		x := []float64{rng.NormFloat64(), rng.NormFloat64(), float64(rng.IntN(5)), 1}
		p := Predict(want, x)
		r := 0.0
		if u := rng.Float64(); u < p {
			r = 1
		}
		samples = append(samples, Sample{X: x, Result: r})
	}
	got, err := Fit(samples, 1e-6, 30)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 0.05 {
			t.Errorf("weight %d fitted %.3f, the model's %.3f", i, got[i], want[i])
		}
	}
	if Loss(samples, got) > Loss(samples, want) {
		t.Errorf("the fitted weights fit worse (%.5f) than the model's (%.5f)", Loss(samples, got), Loss(samples, want))
	}
}

// TestFitNamesAConstantFeatureWithoutRidge: a feature that never varies
// (all zero) cannot be fitted without a ridge; Fit says which.
func TestFitNamesAConstantFeatureWithoutRidge(t *testing.T) {
	samples := []Sample{{X: []float64{1, 0}, Result: 1}, {X: []float64{-1, 0}, Result: 0.5}}
	if _, err := Fit(samples, 0, 5); err == nil {
		t.Error("a constant feature was fitted")
	}
	if _, err := Fit(samples, 1e-3, 5); err != nil {
		t.Errorf("with a ridge: %v", err)
	}
	if _, err := Fit([]Sample{{X: []float64{1}}, {X: []float64{1, 2}}}, 1e-3, 5); err == nil {
		t.Error("samples of different lengths were fitted")
	}
}
