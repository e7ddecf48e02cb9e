package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"

	"golang.org/x/crypto/bcrypt"

	"mancala/online/proto"
	"mancala/online/rating"
	"mancala/online/store"
)

// CookieName is the browser's token cookie (HttpOnly, SameSite=Lax).
const CookieName = "mancala_token"

// account is the answer of the account calls.
type account struct {
	Player proto.Player `json:"player"`
	Token  string       `json:"token"`
}

type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
	// Token is, when registering, the guest's token from a program (a
	// browser's cookie does the same): the guest becomes the registered
	// player, keeping its id and games.
	Token string `json:"token,omitempty"`
	// Bot, when registering, makes an engine's account: always a new one,
	// marked BOT for good.
	Bot bool `json:"bot,omitempty"`
}

// startRating is a new player's stored rating.
func startRating() store.Rating {
	return store.Rating{Rating: rating.Start.Rating, Deviation: rating.Start.RD, Volatility: rating.Start.Volatility}
}

var errGuests = errors.New("server: too many new guests from your address; wait a moment")

// newGuest stores a guest with a random name like guest-4821.
func (s *Server) newGuest(ctx context.Context) (store.Player, error) {
	for i := 0; ; i++ {
		digits := 4 + i/5
		name := fmt.Sprintf("guest-%0*d", digits, rand.IntN(pow10(digits)))
		p, err := s.cfg.Store.CreatePlayer(ctx, store.NewPlayer{ID: store.PlayerID(newID("g-")), Name: name,
			Rating: startRating(), Created: s.now()})
		if !errors.Is(err, store.ErrNameTaken) || i == 20 {
			return p, err
		}
	}
}

func pow10(n int) int {
	p := 1
	for range n {
		p *= 10
	}
	return p
}

// issue answers an account call: the player and a fresh token, also set
// as the cookie.
func (s *Server) issue(w http.ResponseWriter, p store.Player) {
	tok := s.sign.token(p.ID, s.now().Add(TokenLife))
	http.SetCookie(w, &http.Cookie{Name: CookieName, Value: tok, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: s.cfg.SecureCookie, MaxAge: int(TokenLife.Seconds())})
	writeJSON(w, http.StatusOK, account{Player: publicPlayer(p), Token: tok})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

func httpError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, map[string]string{"error": msg})
}

func (s *Server) serveGuest(w http.ResponseWriter, r *http.Request) {
	if !s.guests.allow(clientAddr(r)) {
		httpError(w, http.StatusTooManyRequests, errGuests.Error())
		return
	}
	p, err := s.newGuest(r.Context())
	if err != nil {
		s.cfg.Log.Error("server: creating a guest failed", "err", err)
		httpError(w, http.StatusInternalServerError, "server: could not create a guest")
		return
	}
	s.issue(w, p)
}

// readCredentials reads and checks a name and password from the body.
func readCredentials(w http.ResponseWriter, r *http.Request) (credentials, bool) {
	var c credentials
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1024))
	dec.DisallowUnknownFields()
	err := dec.Decode(&c)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		httpError(w, http.StatusBadRequest, errTooLong.Error())
		return c, false
	case err != nil:
		httpError(w, http.StatusBadRequest, "server: want {\"name\": ..., \"password\": ...}")
		return c, false
	}
	return c, true
}

func (s *Server) serveRegister(w http.ResponseWriter, r *http.Request) {
	c, ok := readCredentials(w, r)
	if !ok {
		return
	}
	for _, err := range []error{checkName(c.Name), checkPassword(c.Password)} {
		if err != nil {
			httpError(w, http.StatusBadRequest, err.Error())
			return
		}
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(c.Password), s.cfg.BcryptCost)
	if err != nil {
		httpError(w, http.StatusInternalServerError, "server: could not hash the password")
		return
	}
	if c.Bot && c.Token != "" {
		httpError(w, http.StatusBadRequest, "server: a bot's account is a new one, not a guest's")
		return
	}
	guest, err := s.registeringGuest(r, c.Token)
	if err != nil {
		httpError(w, http.StatusUnauthorized, err.Error())
		return
	}
	if c.Bot {
		guest = ""
	}
	p, err := s.register(r.Context(), guest, c.Name, hash, c.Bot)
	switch {
	case errors.Is(err, store.ErrNameTaken):
		httpError(w, http.StatusConflict, "server: the name is taken")
	case err != nil:
		s.cfg.Log.Error("server: registering failed", "err", err)
		httpError(w, http.StatusInternalServerError, "server: could not register")
	default:
		s.issue(w, p)
	}
}

// registeringGuest returns the guest who registers: the one of the token
// in the body, else of the cookie; "" when there is none, the cookie is
// stale or names a registered player (who then makes a second account).
// A token in the body that is not valid is refused.
func (s *Server) registeringGuest(r *http.Request, token string) (store.PlayerID, error) {
	explicit := token != ""
	if !explicit {
		if ck, err := r.Cookie(CookieName); err == nil {
			token = ck.Value
		}
	}
	if token == "" {
		return "", nil
	}
	id, err := s.sign.verify(token, s.now())
	if err != nil && explicit {
		return "", err
	}
	if err != nil {
		return "", nil
	}
	p, err := s.cfg.Store.Player(r.Context(), id)
	if err != nil || !p.Guest() || isComputer(id) {
		return "", nil
	}
	return id, nil
}

// register turns the guest (if any) into a registered player, keeping
// their id, games and rating; without a guest it creates a new player.
func (s *Server) register(ctx context.Context, guest store.PlayerID, name string, hash []byte, bot bool) (store.Player, error) {
	if guest != "" {
		p, err := s.cfg.Store.Register(ctx, guest, name, hash)
		if !errors.Is(err, store.ErrRegistered) {
			return p, err
		}
	}
	return s.cfg.Store.CreatePlayer(ctx, store.NewPlayer{ID: store.PlayerID(newID("p-")), Name: name,
		PasswordHash: hash, Rating: startRating(), Created: s.now(), Bot: bot})
}

// serveLogin checks a name and password, within the login limits
// (logins.go).
func (s *Server) serveLogin(w http.ResponseWriter, r *http.Request) {
	c, ok := readCredentials(w, r)
	if !ok {
		return
	}
	name, addr := strings.ToLower(c.Name), clientAddr(r)
	if wait := s.logins.wait(name, addr); wait > 0 {
		secs := int(math.Ceil(wait.Seconds()))
		w.Header().Set("Retry-After", strconv.Itoa(secs))
		writeJSON(w, http.StatusTooManyRequests, map[string]any{
			"error": fmt.Sprintf("server: too many failed logins; try again in %d s", secs), "retryAfter": secs})
		return
	}
	p, err := s.cfg.Store.PlayerByName(r.Context(), c.Name)
	if err != nil || p.Guest() || bcrypt.CompareHashAndPassword(p.PasswordHash, []byte(c.Password)) != nil {
		s.logins.failed(name, addr)
		httpError(w, http.StatusUnauthorized, "server: wrong name or password")
		return
	}
	s.logins.succeeded(name, addr)
	s.issue(w, p)
}

func (s *Server) serveLogout(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: CookieName, Value: "", Path: "/", HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: s.cfg.SecureCookie, MaxAge: -1})
	writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
}

// publicPlayer is a stored player as others see them.
func publicPlayer(p store.Player) proto.Player {
	pp := proto.Player{ID: string(p.ID), Name: p.Name, Guest: p.Guest(), Bot: p.Bot}
	if lvl, ok := computerLevel(p.ID); ok {
		pp.Computer, pp.Guest = lvl, false
		return pp
	}
	if !p.Guest() {
		pp.Rating, pp.RD = round1(p.Rating.Rating), round1(p.Rating.Deviation)
		pp.Provisional = p.Rating.Deviation > rating.ProvisionalRD
	}
	return pp
}

func isComputer(id store.PlayerID) bool {
	_, ok := computerLevel(id)
	return ok
}

// round1 rounds f to a tenth, halves away from zero, negatives as
// positives.
func round1(f float64) float64 { return math.Round(f*10) / 10 }
