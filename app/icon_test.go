//go:build !wasm

package app

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the icons in ../web from the code that draws them")

// committedIcons are the icon files in web/ and what draws each one.
var committedIcons = []struct {
	file  string
	shape iconShape
	size  int // 0 for the SVG
}{
	{"icon-192.png", plainIcon, 192},
	{"icon-512.png", plainIcon, 512},
	{"icon-maskable.png", maskableIcon, 512},
	{"icon.svg", plainIcon, 0},
}

// TestIcons proves that the committed icons are what the code draws today;
// `go generate ./app` (go test -run TestIcons -update) rewrites them.
func TestIcons(t *testing.T) {
	for _, ic := range committedIcons {
		t.Run(ic.file, func(t *testing.T) {
			path := filepath.Join("..", "web", ic.file)
			want, err := iconFile(ic.shape, ic.size)
			if err != nil {
				t.Fatal(err)
			}
			if *update {
				if err := os.WriteFile(path, want, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go generate ./app)", err)
			}
			if ic.size == 0 {
				if !bytes.Equal(got, want) {
					t.Errorf("%s differs from iconShape.svg(); run go generate ./app", path)
				}
				return
			}
			img, err := png.Decode(bytes.NewReader(got))
			if err != nil {
				t.Fatalf("decode %s: %v", path, err)
			}
			comparePixels(t, path, img, ic.shape.draw(ic.size))
		})
	}
}

// iconFile returns the bytes of one icon file.
func iconFile(s iconShape, size int) ([]byte, error) {
	if size == 0 {
		return s.svg(), nil
	}
	return s.png(size)
}

// comparePixels compares decoded pixels, not PNG bytes, so a change in the
// encoder's compression does not fail the test.
func comparePixels(t *testing.T, path string, got image.Image, want *image.NRGBA) {
	t.Helper()
	if got.Bounds() != want.Bounds() {
		t.Fatalf("%s bounds = %v, want %v", path, got.Bounds(), want.Bounds())
	}
	b := want.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			gr, gg, gb, ga := got.At(x, y).RGBA()
			wr, wg, wb, wa := want.At(x, y).RGBA()
			if gr != wr || gg != wg || gb != wb || ga != wa {
				t.Fatalf("%s pixel (%d, %d) = %v, want %v; run go generate ./app", path, x, y, got.At(x, y), want.At(x, y))
			}
		}
	}
}

func TestRectContains(t *testing.T) {
	r := rect{x: 0.1, y: 0.1, w: 0.5, h: 0.5, r: 0.1}
	tests := []struct {
		name   string
		x, y   float64
		inside bool
	}{
		{"centre", 0.35, 0.35, true},
		{"left edge middle", 0.1, 0.35, true},
		{"outside left", 0.09, 0.35, false},
		{"outside below", 0.35, 0.61, false},
		{"cut corner", 0.11, 0.11, false},
		{"inside rounded corner", 0.15, 0.15, true},
		{"corner box edge", 0.2, 0.1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := r.contains(tt.x, tt.y); got != tt.inside {
				t.Errorf("rect.contains(%g, %g) = %v, want %v", tt.x, tt.y, got, tt.inside)
			}
		})
	}
}

// TestMaskableSafeZone checks that every tile of the maskable icon lies in
// the circle of radius 0.4 that every platform mask keeps, and that its
// background fills the whole square.
func TestMaskableSafeZone(t *testing.T) {
	rects, _ := maskableIcon.layers()
	if bg := rects[0]; bg != (rect{0, 0, 1, 1, 0}) {
		t.Errorf("maskable background = %+v, want the full square", bg)
	}
	for i, r := range rects[1:] {
		for _, p := range [][2]float64{{r.x, r.y}, {r.x + r.w, r.y}, {r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}} {
			if d := math.Hypot(p[0]-0.5, p[1]-0.5); d > 0.4 {
				t.Errorf("maskable tile %d corner %v is %.3f from the centre, want <= 0.4", i, p, d)
			}
		}
	}
}
