package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Login returns a token for the bot's account: cfg.Token as it is, or
// one from logging in with cfg.Name and cfg.Password. With cfg.Register
// it first creates the account as a bot ("bot": true); a name already
// taken is logged in to instead, so -register may stay on the command
// line after the first use.
func Login(ctx context.Context, cfg *Config) (string, error) {
	if cfg.Token != "" {
		return cfg.Token, nil
	}
	creds := map[string]any{"name": cfg.Name, "password": cfg.Password}
	if cfg.Register {
		creds["bot"] = true
		tok, status, err := post(ctx, cfg.Server+"/api/register", creds)
		if status != http.StatusConflict {
			return tok, err
		}
		delete(creds, "bot")
	}
	tok, _, err := post(ctx, cfg.Server+"/api/login", creds)
	return tok, err
}

// post sends body as JSON and reads the answer's token; an answer other
// than 200 is an error with the server's words, and its status.
func post(ctx context.Context, url string, body any) (string, int, error) {
	b, err := json.Marshal(body)
	if err != nil {
		return "", 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(b))
	if err != nil {
		return "", 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", 0, err
	}
	defer resp.Body.Close()
	var out struct{ Token, Error string }
	json.NewDecoder(resp.Body).Decode(&out)
	switch {
	case resp.StatusCode != http.StatusOK:
		return "", resp.StatusCode, fmt.Errorf("bot: %s: %d %s", url, resp.StatusCode, out.Error)
	case out.Token == "":
		return "", resp.StatusCode, errors.New("bot: " + url + " gave no token")
	}
	return out.Token, resp.StatusCode, nil
}

// WebSocketURL is the server's WebSocket endpoint for its origin
// (http://host:port, or https: wss).
func WebSocketURL(server string) (string, error) {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" || u.Scheme != "http" && u.Scheme != "https" {
		return "", fmt.Errorf("bot: server %q is not http://host:port or https://host", server)
	}
	u.Scheme = strings.Replace(u.Scheme, "http", "ws", 1)
	u.Path = "/ws"
	return u.String(), nil
}
