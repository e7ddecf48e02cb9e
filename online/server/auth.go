package server

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"mancala/online/store"
)

// TokenLife is how long a token stays valid; Welcome hands out a renewed
// one.
const TokenLife = 30 * 24 * time.Hour

// Bounds of names and passwords.
const (
	MinName, MaxName         = 3, 20
	MinPassword, MaxPassword = 8, 72 // bcrypt reads at most 72 bytes
)

var (
	errBadToken = errors.New("server: the token is forged, expired or malformed")
	errName     = fmt.Errorf("server: a name is %d to %d ASCII letters, digits, - or _", MinName, MaxName)
	errTooLong  = fmt.Errorf("server: too long: a name is %d to %d characters, a password %d to %d bytes",
		MinName, MaxName, MinPassword, MaxPassword)
	errReserved = errors.New("server: names starting with guest- or computer- are kept for the server")
	errPassword = fmt.Errorf("server: a password is %d to %d bytes", MinPassword, MaxPassword)
)

// LoadSecret reads the token secret from dir/secret, creating it (32
// random bytes, readable by the owner only) the first time.
func LoadSecret(dir string) ([]byte, error) {
	path := filepath.Join(dir, "secret")
	b, err := os.ReadFile(path)
	if err == nil {
		secret, err := hex.DecodeString(strings.TrimSpace(string(b)))
		if err != nil || len(secret) < 32 {
			return nil, fmt.Errorf("server: %s does not hold a 32-byte hex secret", path)
		}
		return secret, nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("server: %w", err)
	}
	secret := make([]byte, 32)
	randRead(secret)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, fmt.Errorf("server: %w", err)
	}
	_, err = f.WriteString(hex.EncodeToString(secret) + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, fmt.Errorf("server: %w", err)
	}
	return secret, nil
}

// signer makes and checks tokens: "v1.<player id>.<expiry, Unix
// seconds>.<HMAC-SHA256 of the rest, base64url>".
type signer struct{ secret []byte }

func (s signer) mac(payload string) string {
	m := hmac.New(sha256.New, s.secret)
	m.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// token signs a token for id valid until exp.
func (s signer) token(id store.PlayerID, exp time.Time) string {
	payload := "v1." + string(id) + "." + strconv.FormatInt(exp.Unix(), 10)
	return payload + "." + s.mac(payload)
}

// verify returns the player id of a token signed by s and not expired at
// now.
func (s signer) verify(tok string, now time.Time) (store.PlayerID, error) {
	parts := strings.Split(tok, ".")
	if len(parts) != 4 || parts[0] != "v1" {
		return "", errBadToken
	}
	payload := strings.Join(parts[:3], ".")
	if !hmac.Equal([]byte(parts[3]), []byte(s.mac(payload))) {
		return "", errBadToken
	}
	exp, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || now.Unix() >= exp {
		return "", errBadToken
	}
	return store.PlayerID(parts[1]), nil
}

// checkName enforces the name rule: 3-20 letters, digits, - or _, and not
// one of the server's own prefixes.
func checkName(name string) error {
	if len(name) < MinName || len(name) > MaxName {
		return errName
	}
	for _, c := range name {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
		if !ok {
			return errName
		}
	}
	lower := strings.ToLower(name)
	if strings.HasPrefix(lower, "guest-") || strings.HasPrefix(lower, "computer-") {
		return errReserved
	}
	return nil
}

func checkPassword(pw string) error {
	if len(pw) < MinPassword || len(pw) > MaxPassword {
		return errPassword
	}
	return nil
}

// newID returns a fresh random id with the prefix: "g-" guests, "p-"
// registered players, games none.
func newID(prefix string) string {
	b := make([]byte, 8)
	randRead(b)
	return prefix + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// randRead fills b from the system's secure source (crypto/rand.Read
// never fails).
func randRead(b []byte) { rand.Read(b) }
