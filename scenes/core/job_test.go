package core

import (
	"errors"
	"testing"
)

func TestAJobIsNotDoneUntilItsFunctionReturns(t *testing.T) {
	release := make(chan struct{})
	j := StartJob(func() (int, error) { <-release; return 7, nil })
	if j.Done() {
		t.Fatal("done before the function returned")
	}
	if v, err := j.Result(); v != 0 || err != nil {
		t.Fatalf("result before done: %v, %v", v, err)
	}
	close(release)
	if v, err := j.Wait(); v != 7 || err != nil {
		t.Fatalf("Wait = %v, %v; want 7, nil", v, err)
	}
	if !j.Done() {
		t.Fatal("not done after Wait")
	}
}

func TestAJobKeepsItsErrorAndANilJobIsNeverDone(t *testing.T) {
	bad := errors.New("core: test")
	j := StartJob(func() (string, error) { return "", bad })
	j.Wait()
	if _, err := j.Result(); err != bad {
		t.Fatalf("err = %v, want %v", err, bad)
	}
	var none *Job[int]
	if none.Done() {
		t.Fatal("a nil job is done")
	}
}
