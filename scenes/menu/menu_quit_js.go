package menu

// canQuit is whether the game may end itself: a browser tab is closed by
// the player, never by the page, so the menu has no Quit.
const canQuit = false
