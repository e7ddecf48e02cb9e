package saves

import "errors"

// errUnbuilt is returned until the store is written (in progress).
var errUnbuilt = errors.New("saves: store not built yet")

// Store keeps the saved data: settings, the game in progress and the
// challenge progress, each in its own record so that one bad record never
// costs the others.
type Store struct{}

// Open opens the player's store.
func Open() (*Store, error) { return nil, errUnbuilt }

// LoadSettings returns the saved settings, or the defaults.
func (s *Store) LoadSettings() (Settings, error) { return DefaultSettings(), errUnbuilt }

// SaveSettings saves the settings.
func (s *Store) SaveSettings(v Settings) error { return errUnbuilt }

// LoadGame returns the saved game, or nil when there is none.
func (s *Store) LoadGame() (*Game, error) { return nil, errUnbuilt }

// SaveGame saves the game in progress.
func (s *Store) SaveGame(g *Game) error { return errUnbuilt }

// ClearGame forgets the game in progress.
func (s *Store) ClearGame() error { return errUnbuilt }

// LoadProgress returns the challenge progress.
func (s *Store) LoadProgress() (Progress, error) { return Progress{}, errUnbuilt }

// SaveProgress saves the challenge progress.
func (s *Store) SaveProgress(p Progress) error { return errUnbuilt }
