package engine

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"
	"sync"
)

// trees holds the committed trees (see gentrees.go): SALET's proven optimal trees on
// the classic lists, and CRATE's that find every allowed word on today's game, normal
// and hard each. Strategy Optimal plays by them when they fit the solver.
//
//go:generate go run gentrees.go
//go:embed trees/*.txt
var trees embed.FS

// embeddedTrees parses the committed trees of one mode (hard or normal), once each:
// the page parses only the tree of the mode being played, in its own piece of work.
// Only it names the embedded files, so a program that never plays Optimal (the
// page, whose worker does) links none of them.
func embeddedTrees(hard bool) ([]*Tree, error) {
	p := &parsedTrees[0]
	if hard {
		p = &parsedTrees[1]
	}
	p.once.Do(func() { p.trees, p.err = parseEmbedded(hard) })
	return p.trees, p.err
}

// parsedTrees holds the trees embeddedTrees parsed: normal mode's, then hard mode's.
var parsedTrees [2]struct {
	once  sync.Once
	trees []*Tree
	err   error
}

// parseEmbedded parses the committed trees of one mode.
func parseEmbedded(hard bool) ([]*Tree, error) {
	names, err := fs.Glob(trees, "trees/*.txt")
	if err != nil {
		return nil, err
	}
	var out []*Tree
	for _, name := range names {
		if strings.HasSuffix(name, "-hard.txt") != hard {
			continue
		}
		f, err := trees.Open(name)
		if err != nil {
			return nil, err
		}
		t, err := ParseTree(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if t.Hard != hard {
			return nil, fmt.Errorf("%s: hard mode is %v, its name says %v", name, t.Hard, hard)
		}
		out = append(out, t)
	}
	return out, nil
}
