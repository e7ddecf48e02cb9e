//go:build js

package puzzlehome

// clubAtHand is whether the home joins the club by itself: the page is
// served by the club, where a guest plays at once.
const clubAtHand = true
