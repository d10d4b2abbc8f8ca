//go:build !wasm

package app

//go:generate go test -run TestIcons -update

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
)

// The icon is a 2x2 block of Wordle tiles (green, yellow, grey, green) on the
// page's dark background. iconShape describes it in a unit square so that the
// PNGs and the SVG are drawn from the same numbers.
type iconShape struct {
	maskable bool    // full-bleed background, tiles inside the 80% safe circle
	radius   float64 // corner radius of the background; 0 for a square
	block    float64 // side of the 2x2 block of tiles
	gap      float64 // space between two tiles
	tileR    float64 // corner radius of a tile
}

var (
	plainIcon    = iconShape{radius: 0.18, block: 0.68, gap: 0.06, tileR: 0.04}
	maskableIcon = iconShape{maskable: true, block: 0.52, gap: 0.04, tileR: 0.03}
)

var (
	iconBackground = color.NRGBA{0x12, 0x12, 0x13, 0xff}
	iconTiles      = [4]color.NRGBA{
		{0x53, 0x8d, 0x4e, 0xff}, // green
		{0xb5, 0x9f, 0x3b, 0xff}, // yellow
		{0x3a, 0x3a, 0x3c, 0xff}, // grey
		{0x53, 0x8d, 0x4e, 0xff}, // green
	}
)

// rect is an axis-aligned rounded rectangle in the unit square.
type rect struct{ x, y, w, h, r float64 }

// contains reports whether the point (px, py) is inside r.
func (r rect) contains(px, py float64) bool {
	if px < r.x || py < r.y || px > r.x+r.w || py > r.y+r.h {
		return false
	}
	// Distance to the nearest corner centre, only in the corner boxes.
	cx := math.Max(r.x+r.r-px, px-(r.x+r.w-r.r))
	cy := math.Max(r.y+r.r-py, py-(r.y+r.h-r.r))
	if cx <= 0 || cy <= 0 {
		return true
	}
	return cx*cx+cy*cy <= r.r*r.r
}

// layers returns the background and the four tiles, bottom first, with their colours.
func (s iconShape) layers() ([]rect, []color.NRGBA) {
	rects := []rect{{0, 0, 1, 1, s.radius}}
	colors := []color.NRGBA{iconBackground}
	side := (s.block - s.gap) / 2
	start := (1 - s.block) / 2
	for i, c := range iconTiles {
		x := start + float64(i%2)*(side+s.gap)
		y := start + float64(i/2)*(side+s.gap)
		rects = append(rects, rect{x, y, side, side, s.tileR})
		colors = append(colors, c)
	}
	return rects, colors
}

// draw renders the icon at size x size pixels, anti-aliased with 4x4 samples
// per pixel. It costs O(size² x 16 x 5).
func (s iconShape) draw(size int) *image.NRGBA {
	const n = 4
	rects, colors := s.layers()
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/n) / float64(size)
					y := (float64(py) + (float64(sy)+0.5)/n) / float64(size)
					for i := len(rects) - 1; i >= 0; i-- {
						if rects[i].contains(x, y) {
							c := colors[i]
							r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+1
							break
						}
					}
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(math.Round(r / a)), G: uint8(math.Round(g / a)), B: uint8(math.Round(b / a)),
				A: uint8(math.Round(a * 255 / (n * n))),
			})
		}
	}
	return img
}

// png encodes the icon drawn at size x size pixels.
func (s iconShape) png(size int) ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, s.draw(size)); err != nil {
		return nil, fmt.Errorf("encode %dpx icon: %w", size, err)
	}
	return buf.Bytes(), nil
}

// svg returns the icon as an SVG document on a 100 x 100 view box.
func (s iconShape) svg() []byte {
	var buf bytes.Buffer
	buf.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` + "\n")
	rects, colors := s.layers()
	for i, r := range rects {
		c := colors[i]
		fmt.Fprintf(&buf, `<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="#%02x%02x%02x"/>`+"\n",
			pct(r.x), pct(r.y), pct(r.w), pct(r.h), pct(r.r), c.R, c.G, c.B)
	}
	buf.WriteString("</svg>\n")
	return buf.Bytes()
}

// pct scales a unit-square length to the 100-unit view box, rounded to 0.01.
func pct(v float64) float64 { return math.Round(v*10000) / 100 }
