// Package settings is the settings scene: speed, sound, volume, theme and
// pit numbers, saved as they change.
//
//	settings.go       the scene: rows, taps, Back
//	settings_draw.go  its rows, choices, theme swatches and volume bar
//	settings_keys.go  the keyboard: focus a row, change its choice
//	settings_sound.go the sound rows where there is no sound device
package settings
