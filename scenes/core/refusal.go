package core

import (
	"errors"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/kit"
)

// refusalKeys are the words of each refusal code the player may meet:
// the server's (proto.Err...) and the client's own (club.Code...).
var refusalKeys = map[proto.Code]i18n.Key{
	proto.ErrBadMessage:    "refusal.bad_message",
	proto.ErrRateLimited:   "refusal.rate_limited",
	proto.ErrUnauthorized:  "refusal.unauthorized",
	proto.ErrNotFound:      "refusal.not_found",
	proto.ErrNotPlayer:     "refusal.not_player",
	proto.ErrNotYourTurn:   "refusal.not_your_turn",
	proto.ErrStalePly:      "refusal.stale_ply",
	proto.ErrIllegal:       "refusal.illegal_move",
	proto.ErrGameOver:      "refusal.game_over",
	proto.ErrBadVariant:    "refusal.bad_variant",
	proto.ErrRankedOnly:    "refusal.ranked_only",
	proto.ErrTooEarly:      "refusal.too_early",
	proto.ErrNoOffer:       "refusal.no_offer",
	proto.ErrBusy:          "refusal.busy",
	proto.ErrExpired:       "refusal.expired",
	proto.ErrNotArena:      "refusal.not_arena",
	proto.ErrInternal:      "refusal.internal",
	proto.ErrBadRequest:    "refusal.bad_request",
	proto.ErrNotForBots:    "refusal.not_for_bots",
	proto.ErrWrongPassword: "refusal.wrong_password",
	club.CodeNotSent:       "refusal.not_sent",
	club.CodeUnreached:     "refusal.unreached",
	club.CodeNoMoves:       "refusal.no_moves",
	club.CodeNoPuzzle:      "refusal.no_puzzle",
	club.CodeLostCreate:    "refusal.lost_create",
	club.CodeNameTaken:     "refusal.name_taken",
	club.CodeBadLogin:      "refusal.bad_login",
	club.CodeBadName:       "refusal.bad_name",
	club.CodeTooMany:       "refusal.too_many",
	club.CodeNoAnswer:      "refusal.no_answer",
}

// RefusalWords says refusal r to the player in their language, chosen
// by its code (the server's English message is not shown); a code this
// client does not know says "The server refused:" in the player's
// language, then the server's message. The zero Refusal says "".
func RefusalWords(w i18n.Words, r club.Refusal) string {
	if r.None() {
		return ""
	}
	if key, ok := refusalKeys[r.Code]; ok {
		return w.T(key, i18n.S("game", kit.VariantName(w, engine.KalahGame))) // the ladder's game
	}
	return w.T("refusal.other", i18n.S("why", r.Error()))
}

// clubErrKeys are the words of what may go wrong with the connection or
// the sign-in (errors.Is).
var clubErrKeys = []struct {
	err   error
	words i18n.Key
}{
	{club.ErrUnreachable, "club.errUnreachable"},
	{club.ErrSignInDropped, "club.errSignInDropped"},
	{club.ErrSignInUnread, "club.errSignInUnread"},
	{club.ErrSignInUnkept, "club.errSignInUnkept"},
}

// ClubErrWords says err, from the club's session (an account call's
// answer, the sign-in kept or lost), to the player in their language: a
// refusal by its code, a known failure by its kind, anything else as
// "Something went wrong:" and the error's own words. nil says "".
func ClubErrWords(w i18n.Words, err error) string {
	if err == nil {
		return ""
	}
	var r club.Refusal
	if errors.As(err, &r) {
		return RefusalWords(w, r)
	}
	for _, k := range clubErrKeys {
		if errors.Is(err, k.err) {
			return w.T(k.words)
		}
	}
	return w.T("club.errOther", i18n.S("why", ClubWords(err.Error())))
}
