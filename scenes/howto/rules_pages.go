package howto

import (
	"mancala/engine"
)

// rulesPage is one topic of a game's rules: a title, the text (paragraphs
// separated by "\n") and the clips its mini board plays in a loop.
type rulesPage struct {
	title string
	body  string
	clips []demoClip
}

// demoClip is one move shown on the mini board: the rules (as
// engine.ParseRules reads them; empty for the game's standard rules), a
// position in the engine's notation, the move, the caption shown before
// it, and captions for its steps where the standard ones will not do.
type demoClip struct {
	rules string
	pos   string
	move  string
	intro string
	say   map[engine.EventKind]string
}

// rulesPages holds the pages of each game, in engine.Variant order. The
// bottom player (South) is "you"; every position is checked by the tests:
// it parses, the move is legal and it shows what the page says.
var rulesPages = [4][]rulesPage{kalahPages, owarePages, congkakPages, baoPages}

var kalahPages = []rulesPage{
	{"The board and sowing",
		"Two rows of six pits with a store at each end. The bottom row and the store on the right are yours; the top row and the left store are your opponent's. Each pit starts with 4 seeds.\n" +
			"On your turn, pick one of your pits that has seeds. All of them are lifted and sown one by one counter-clockwise: rightwards along your row, into your store, then leftwards along the top row. Your opponent's store is skipped.\n" +
			"You must move when you can. On a phone held upright the game's board stands on end: your pits run down the left, your store is at the bottom.",
		[]demoClip{{pos: "3,2,1,0,2,9/2,1,3,2,1,2 10 10 s", move: "6", intro: "You sow your pit 6: 9 seeds",
			say: map[engine.EventKind]string{engine.Drop: "One into your store, then along the top row",
				engine.PassTurn: "The last seed lands in a pit with seeds: the turn passes"}}}},
	{"Extra turn",
		"If your last seed falls into your own store, you move again at once. Extra turns chain without limit.\n" +
			"At the start every pit holds 4 seeds, so your pit 3, four steps from your store, ends exactly there: the favourite opening. With 3, 5 or 6 seeds a pit, that pit is 4, 2 or 1.\n" +
			"Only a last seed in your store earns another turn; a capture does not.",
		[]demoClip{{pos: "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", move: "3", intro: "The start: you sow your pit 3"}}},
	{"Capture",
		"If your last seed lands in an empty pit on your side and the pit opposite holds seeds, you capture: that last seed and every seed opposite go to your store. Then the turn passes.\n" +
			"If the pit opposite is empty, nothing is captured (the standard rule; see the options). \"Empty\" means empty when the last seed arrives. A last seed on your opponent's side never captures.\n" +
			"Pits face each other in pairs: your pit 1 faces their pit 6.",
		[]demoClip{
			{pos: "0,2,0,0,3,1/2,3,5,1,2,0 14 15 s", move: "2", intro: "Your pit 4 is empty; 5 seeds face it"},
			{pos: "0,2,0,0,3,1/2,3,0,1,2,5 14 15 s", move: "2", intro: "Now the pit opposite is empty",
				say: map[engine.EventKind]string{engine.PassTurn: "Nothing opposite: no capture, the turn passes"}}}},
	{"Big pits go round",
		"13 seeds take you once round the board: your other pits, your store, the six pits of the top row, skipping your opponent's store, and back. The 13th seed falls in the pit you emptied. It counts as empty, so with seeds opposite it captures.\n" +
			"With 14 or more, every pit got a seed on the first lap, so the last seed cannot capture.\n" +
			"A big pit also feeds your opponent's row: time it well.",
		[]demoClip{{pos: "0,0,13,0,1,0/1,2,0,3,1,2 13 12 s", move: "3", intro: "You sow your pit 3: 13 seeds"}}},
	{"The end of the game",
		"The game ends as soon as either row is empty. It is checked after every sowing, even in the middle of a run of extra turns.\n" +
			"Each player then moves the seeds left in their own row into their own store. The most seeds in the store wins; equal is a draw.\n" +
			"So emptying your row first is not always good: your opponent banks everything left on their side.",
		[]demoClip{{pos: "0,0,0,0,0,1/3,0,2,0,1,4 20 17 s", move: "6", intro: "Your last seed: pit 6 to your store"}}},
	{"Options: seeds and capture",
		"Kalah has house rules; you choose them when you start a game, and a game keeps them, also when you resume it.\n" +
			"Seeds per pit: 3, 4 (standard), 5 or 6. Three makes a short, sharp game; five or six, bigger pits and longer laps.\n" +
			"Capture: standard (as on the Capture page); empty (a last seed in an empty pit of yours is banked even when the pit opposite is empty); off (no captures at all: only sowing and the end fill the stores).",
		[]demoClip{{rules: "kalah capture=empty", pos: "0,2,0,0,3,1/2,3,0,1,2,5 14 15 s", move: "2",
			intro: "Capture: empty. Nothing faces your pit 4",
			say:   map[engine.EventKind]string{engine.Capture: "Empty capture: your last seed is banked"}}}},
	{"Options: end and leftovers",
		"End: either row (standard) ends the game as soon as either row is empty. Mover empty ends it only when the player to move has no seeds, so the opponent may still sow into the empty row.\n" +
			"Leftovers: owner (standard) gives the seeds left in each row to that row's owner. Emptier gives them all to the player whose row is empty: the finish becomes a race.\n" +
			"The board shows one move under each.",
		[]demoClip{
			{pos: "0,0,0,0,0,2/3,0,2,0,1,4 20 16 s", move: "6", intro: "End: either row. Your last 2 seeds",
				say: map[engine.EventKind]string{engine.PassTurn: "Your row is empty: the game ends"}},
			{rules: "kalah end=mover-empty", pos: "0,0,0,0,0,2/3,0,2,0,1,4 20 16 s", move: "6",
				intro: "End: mover empty. The same move",
				say:   map[engine.EventKind]string{engine.PassTurn: "Top has seeds to sow: the game goes on"}},
			{rules: "kalah leftovers=emptier", pos: "0,0,0,0,0,1/3,0,2,0,1,4 20 17 s", move: "6",
				intro: "Leftovers: emptier. You empty your row",
				say:   map[engine.EventKind]string{engine.Sweep: "Every seed left goes to you, the emptier"}}}},
	{"Option: avalanche sowing",
		"Sowing: single (standard) or avalanche. In avalanche sowing, a last seed that lands in an occupied pit, on either side, lifts that whole pit, itself included, and sows on: a relay, as in Congkak.\n" +
			"The sowing ends when the last seed falls in your store (another turn) or in an empty pit, where it may capture.\n" +
			"A third repetition of a position ends an avalanche game; each player takes their own row.",
		[]demoClip{{rules: "kalah sowing=avalanche", pos: "2,0,2,0,0,1/0,3,2,1,2,3 16 16 s", move: "1",
			intro: "Avalanche: you sow your pit 1",
			say:   map[engine.EventKind]string{engine.PassTurn: "An empty pit at last: the turn passes"}}}},
}

var owarePages = []rulesPage{
	{"The board and sowing",
		"Two rows of six pits, 4 seeds in each, 48 in all. The bottom row is yours. There are no stores on the track: the trays at the ends hold the seeds each player has captured, yours on the right.\n" +
			"Pick one of your pits that has seeds and sow them one by one counter-clockwise: rightwards along your row, then leftwards along your opponent's.\n" +
			"There are no extra turns: after every move the turn passes. You must move when you can.",
		[]demoClip{{pos: "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", move: "6", intro: "The start: you sow your pit 6",
			say: map[engine.EventKind]string{engine.Drop: "One by one along the top row, leftwards"}}}},
	{"Big pits skip their own pit",
		"A pit of 12 or more seeds goes all the way round the board. The pit the seeds came from is skipped on every lap, so it always ends the move empty.",
		[]demoClip{{pos: "0,1,12,0,2,1/1,2,1,0,2,1 13 12 s", move: "3", intro: "You sow your pit 3: 12 seeds"}}},
	{"Capture twos and threes",
		"If your last seed lands in your opponent's row and makes that pit hold exactly 2 or 3 seeds, you capture them.\n" +
			"Then look at the pit before it: if it is also your opponent's and holds 2 or 3, capture it too, and so on backwards.\n" +
			"A last seed in your own row never captures. Captured seeds go to your tray for good.",
		[]demoClip{{pos: "0,0,1,0,2,3/1,1,2,4,1,1 16 16 s", move: "6", intro: "You sow your pit 6: 3 seeds"}}},
	{"Grand slam",
		"A move whose captures would take every seed your opponent has left is a grand slam. It may be played, but it captures nothing: the seeds stay on the board.",
		[]demoClip{{pos: "0,0,0,0,1,2/1,1,0,0,0,0 22 21 s", move: "6", intro: "Top has 2 seeds left; you sow pit 6"}}},
	{"Feeding",
		"If your opponent has no seeds, you must play a move that gives them at least one. On the board here, your pit 1 cannot reach their row, so only pits 5 and 6 may be played.\n" +
			"If no move can feed them, the game ends and you take every seed left on the board.",
		[]demoClip{
			{pos: "3,0,0,0,2,1/0,0,0,0,0,0 22 20 s", move: "5", intro: "Top has no seeds: you must feed",
				say: map[engine.EventKind]string{engine.Drop: "Pit 5 reaches their row"}},
			{pos: "3,0,0,0,0,0/0,0,0,0,0,1 22 22 n", move: "6", intro: "Top sows its last seed",
				say: map[engine.EventKind]string{engine.PassTurn: "You cannot feed Top",
					engine.Sweep: "The game ends: you take the rest"}}}},
	{"The end of the game",
		"Capturing 25 or more wins at once; the seeds still on the board count for nobody.\n" +
			"The game also ends when the player to move has no legal move: each player then takes the seeds on their own side. The most seeds captured wins; 24-24 is a draw.\n" +
			"If the same position comes round a third time, the game ends the same way: each player takes the seeds on their side.",
		[]demoClip{{pos: "0,0,0,0,0,2/1,2,3,2,1,1 23 13 s", move: "6", intro: "You have 23; you sow your pit 6"}}},
}

var congkakPages = []rulesPage{
	{"The board and sowing",
		"Two rows of seven pits, 7 seeds in each, 98 in all, and a store at each end; yours is on the right.\n" +
			"You sow as in Kalah: pick one of your pits, lift all its seeds and drop them one by one counter-clockwise, into your own store as you pass it, skipping your opponent's. A pit that goes all the way round sows into the pit it came from too.\n" +
			"What happens next depends on where the last seed lands.",
		[]demoClip{{pos: "1,0,3,0,2,4,1/2,0,1,3,0,2,1 40 38 s", move: "6", intro: "You sow your pit 6: 4 seeds",
			say: map[engine.EventKind]string{engine.PassTurn: "An empty pit of theirs: the turn passes"}}}},
	{"Relay",
		"If the last seed lands in a pit that already held seeds, on either side, lift the whole pit, that seed included, and sow on from the next pit. This repeats, so one turn can run for many laps.\n" +
			"The sowing ends only when the last seed lands in your store or in an empty pit. Every lap drops a seed in your store, so it always ends; long relays play faster.",
		[]demoClip{{pos: "1,0,3,0,2,4,1/2,0,1,3,0,2,1 40 38 s", move: "3", intro: "You sow your pit 3: 3 seeds",
			say: map[engine.EventKind]string{engine.PassTurn: "An empty pit at last: the turn passes"}}}},
	{"Extra turn",
		"A last seed in your own store earns another turn, and extra turns chain.\n" +
			"At the start your pit 1 holds 7 seeds and is 7 steps from your store: an extra turn at once.",
		[]demoClip{{pos: "7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s", move: "1", intro: "The start: you sow your pit 1"}}},
	{"Capture",
		"If the last seed lands in an empty pit on your side and the pit opposite holds seeds, both go to your store and the turn passes.\n" +
			"A last seed in an empty pit with nothing opposite, or in an empty pit of your opponent's, just ends the turn.",
		[]demoClip{{pos: "0,2,0,1,0,0,3/1,4,2,0,1,2,1 41 40 s", move: "2", intro: "You sow your pit 2: 2 seeds"}}},
	{"The end of the game",
		"After any sowing, as soon as either row is empty, each player moves the seeds left in their own row into their own store. The majority of the 98 seeds wins (50 or more); 49-49 is a draw.\n" +
			"A third repetition of the same position ends the game the same way.",
		[]demoClip{{pos: "0,0,0,0,0,0,1/2,0,1,3,0,2,1 50 38 s", move: "7", intro: "Your last seed: pit 7 to your store"}}},
}

var baoPages = []rulesPage{
	{"The board and sowing",
		"Four rows of eight pits, 2 seeds in each, 64 in all. The bottom two rows are yours: your front row faces your opponent, your back row is at the bottom. There are no stores; seeds never leave the board.\n" +
			"Pick one of your pits (either row) holding 2 or more seeds, and a direction. Its seeds are sown one by one round your own loop of 16 pits; they never enter your opponent's rows.\n" +
			"A last seed in an empty pit ends the move.",
		[]demoClip{{pos: bao1, move: "F2>", intro: "You sow front pit 2, clockwise",
			say: map[engine.EventKind]string{engine.PassTurn: "An empty pit: the move ends"}}}},
	{"Two directions",
		"Clockwise runs left to right along your front row, then right to left along your back row; anti-clockwise is the reverse. In the game, tap a pit, then one of the two arrows beside it.\n" +
			"Moves are written like F2> (front row, pit 2 from your left, clockwise) or B5< (back row, anti-clockwise).",
		[]demoClip{
			{pos: bao1, move: "F2<", intro: "Front pit 2, anti-clockwise",
				say: map[engine.EventKind]string{engine.Drop: "Leftwards, then along your back row"}},
			{pos: bao1, move: "F2>", intro: "The same pit, clockwise",
				say: map[engine.EventKind]string{engine.Drop: "Rightwards along your front row"}}}},
	{"Relay",
		"If the last seed lands in a pit that already held seeds and makes no capture, lift all of it, that seed included, and sow on in the same direction. Relays repeat until a last seed falls in an empty pit.",
		[]demoClip{{pos: "0,2,0,0,0,4,6,4/0,3,0,0,0,0,1,2/2,1,3,2,2,1,2,2/4,4,4,4,4,4,2,1 s", move: "F2<",
			intro: "Front pit 2, anti-clockwise"}}},
	{"Capture and the kichwa",
		"If the last seed lands in a front-row pit that already held seeds, and the opponent's front pit opposite has seeds, capture them: sow them into your own front row from a kichwa, an end pit of your front row.\n" +
			"Captured at your columns 1-2: from the left kichwa, clockwise. At 7-8: from the right kichwa, anti-clockwise. At 3-6: keep your direction (clockwise from the left kichwa, anti-clockwise from the right).\n" +
			"The sowing goes on under the same rules, so captures can chain.",
		[]demoClip{
			{pos: "0,0,0,0,0,4,6,6/0,2,0,1,0,0,1,2/2,1,3,2,2,1,2,2/4,4,4,4,4,4,2,1 s", move: "F2>",
				intro: "Front pit 2, clockwise"},
			{pos: "0,0,0,0,0,4,6,6/0,0,0,0,2,0,1,3/2,1,3,2,2,1,2,2/4,4,4,4,4,4,2,1 s", move: "F5>",
				intro: "Front pit 5, clockwise"}}},
	{"The end of the game",
		"You lose when, at the start of your turn, your front row is empty or you have no legal move. Seeds are not counted.\n" +
			"A move that sows more than 10,000 seeds without ending is endless and may not be played; normal moves sow far fewer.\n" +
			"Bao knows no draw; as a guard only, a third repetition of the whole position is declared a draw.",
		[]demoClip{{pos: "0,0,0,0,4,6,6,6/0,2,0,1,0,0,0,0/0,0,0,0,3,0,0,0/4,4,4,4,4,4,4,8 s", move: "F2>",
			intro: "Top has one front pit left"}}},
}

// bao1 is the position of Bao's first demonstrations.
const bao1 = "0,0,0,0,0,4,6,6/0,3,0,0,0,0,1,2/2,1,3,2,2,1,2,2/4,4,4,4,4,4,2,1 s"
