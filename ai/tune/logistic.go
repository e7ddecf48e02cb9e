// Package tune fits the weights of a linear evaluation to the results of
// games, as Texel tuning does: the chance that the player to move wins is
// modelled as the logistic function of the evaluation, and the weights
// are those that make the observed results (a draw counting one half)
// most likely.
package tune

import (
	"errors"
	"fmt"
	"math"
)

// Sample is one position: its features and the result for the player to
// move (1 a win, 0.5 a draw, 0 a loss).
type Sample struct {
	X      []float64
	Result float64
}

// Fit returns the weights w that maximise the likelihood of the samples'
// results under P(win) = 1/(1+exp(-w·x)), less ridge*|w|² (which keeps
// weights of rare features near zero). It runs Newton's method (as
// iteratively reweighted least squares) for at most iters steps, stopping
// when no weight moves by more than 1e-9.
func Fit(samples []Sample, ridge float64, iters int) ([]float64, error) {
	if len(samples) == 0 {
		return nil, errors.New("tune: no samples")
	}
	d := len(samples[0].X)
	w := make([]float64, d)
	for it := 0; it < iters; it++ {
		grad, hess, err := derivatives(samples, w, ridge)
		if err != nil {
			return nil, err
		}
		step, err := solve(hess, grad)
		if err != nil {
			return nil, err
		}
		moved := 0.0
		for i := range w {
			w[i] += step[i]
			moved = max(moved, math.Abs(step[i]))
		}
		if moved < 1e-9 {
			break
		}
	}
	return w, nil
}

// derivatives returns the gradient of the penalised log-likelihood at w
// and the negative of its Hessian (positive definite with ridge > 0).
func derivatives(samples []Sample, w []float64, ridge float64) ([]float64, [][]float64, error) {
	d := len(w)
	grad := make([]float64, d)
	hess := make([][]float64, d)
	for i := range hess {
		hess[i] = make([]float64, d)
		hess[i][i] = 2 * ridge
		grad[i] = -2 * ridge * w[i]
	}
	for n, s := range samples {
		if len(s.X) != d {
			return nil, nil, fmt.Errorf("tune: sample %d has %d features, want %d", n, len(s.X), d)
		}
		p := Predict(w, s.X)
		c := p * (1 - p)
		for i, xi := range s.X {
			grad[i] += (s.Result - p) * xi
			for j := i; j < d; j++ {
				hess[i][j] += c * xi * s.X[j]
			}
		}
	}
	for i := range hess {
		for j := 0; j < i; j++ {
			hess[i][j] = hess[j][i]
		}
	}
	return grad, hess, nil
}

// Predict returns the modelled chance of a win, 1/(1+exp(-w·x)).
func Predict(w, x []float64) float64 {
	z := 0.0
	for i := range w {
		z += w[i] * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// Loss returns the mean squared difference between the samples' results
// and the predicted chances at w (Texel's measure of fit).
func Loss(samples []Sample, w []float64) float64 {
	sum := 0.0
	for _, s := range samples {
		e := s.Result - Predict(w, s.X)
		sum += e * e
	}
	return sum / float64(len(samples))
}

// solve returns x with a·x = b by Gaussian elimination with partial
// pivoting; a and b are overwritten.
func solve(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	for col := 0; col < n; col++ {
		piv := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[piv][col]) {
				piv = r
			}
		}
		if math.Abs(a[piv][col]) < 1e-12 {
			return nil, fmt.Errorf("tune: feature %d is constant or repeats others (add ridge)", col)
		}
		a[col], a[piv] = a[piv], a[col]
		b[col], b[piv] = b[piv], b[col]
		for r := col + 1; r < n; r++ {
			f := a[r][col] / a[col][col]
			for c := col; c < n; c++ {
				a[r][c] -= f * a[col][c]
			}
			b[r] -= f * b[col]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		sum := b[r]
		for c := r + 1; c < n; c++ {
			sum -= a[r][c] * x[c]
		}
		x[r] = sum / a[r][r]
	}
	return x, nil
}
