//go:build !android && !darwin && !js && !windows && !nintendosdk && !playstation5

package sound

// #cgo pkg-config: alsa
//
// #include <alsa/asoundlib.h>
//
// static void mancala_quiet(const char *file, int line, const char *fn, int err, const char *fmt, ...) {}
//
// // mancala_probe opens ALSA playback device name without waiting, asks
// // for the format ebiten's audio uses (float32, stereo, 44100 Hz), and
// // closes it. It returns 0 or a negative ALSA error; ALSA's own messages
// // are kept quiet meanwhile.
// static int mancala_probe(const char *name) {
// 	snd_pcm_t *h;
// 	snd_pcm_hw_params_t *p;
// 	unsigned int rate = 44100;
// 	int err;
// 	snd_lib_error_set_handler(mancala_quiet);
// 	err = snd_pcm_open(&h, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
// 	if (err < 0) {
// 		snd_lib_error_set_handler(NULL);
// 		return err;
// 	}
// 	snd_pcm_hw_params_alloca(&p);
// 	if ((err = snd_pcm_hw_params_any(h, p)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_access(h, p, SND_PCM_ACCESS_RW_INTERLEAVED)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_format(h, p, SND_PCM_FORMAT_FLOAT_LE)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_channels(h, p, 2)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_rate_resample(h, p, 1)) >= 0) {
// 		err = snd_pcm_hw_params_set_rate_near(h, p, &rate, NULL);
// 	}
// 	snd_pcm_close(h);
// 	snd_lib_error_set_handler(NULL);
// 	return err;
// }
import "C"

import (
	"fmt"
	"unsafe"
)

// probe reports whether ALSA can play, trying the devices ebiten's audio
// tries first ("default", then "plug:default"). Without a device, ebiten's
// audio context would fail a moment after the game starts and stop it.
func probe() error {
	var msg string
	for _, name := range []string{"default", "plug:default"} {
		cs := C.CString(name)
		err := C.mancala_probe(cs)
		C.free(unsafe.Pointer(cs))
		if err >= 0 {
			return nil
		}
		msg += fmt.Sprintf(" %q: %s;", name, C.GoString(C.snd_strerror(err)))
	}
	return fmt.Errorf("no audio device (ALSA%s)", msg[:len(msg)-1])
}
