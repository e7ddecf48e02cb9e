//go:build !js

package puzzlehome

// clubAtHand is whether the home joins the club by itself: natively only
// a kept sign-in (or a tap on the rated row) opens the session.
const clubAtHand = false
