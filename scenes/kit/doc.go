// Package kit is what the scenes and the board view draw with: the
// painter of rounded shapes and the text. (The palettes are package
// theme's; the boards are package boardview's.)
//
//	paint.go  antialiased rounded shapes, textures, a stretched table
//	text.go   text with the embedded Go fonts through etxt
package kit
