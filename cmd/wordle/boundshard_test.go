package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// shardFile writes a shard of a bound of opener xyzzy over 3 answers in 3 groups.
func shardFile(t *testing.T, dir, name, header string, lines ...string) string {
	t.Helper()
	text := header + "\n# comment\ncolours\tsecond\tanswers\tguesses\n" + strings.Join(lines, "\n") + "\n"
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBoundMerge joins shards' files: a whole bound is their groups' guesses added up,
// the opener's own answer included; every shard missing, doubled or of another bound,
// every group missing or doubled, and every bad line is refused with the file and line.
func TestBoundMerge(t *testing.T) {
	dir := t.TempDir()
	head := func(shard string) string {
		return "# bound list=today opener=crate exact=true rows=6 answers=4 found=1 groups=3 shard=" + shard
	}
	one := shardFile(t, dir, "1.txt", head("1/2"), "bbbbb\tspunk\t2\t6", "ybbbb\t-\t0\t0")
	two := shardFile(t, dir, "2.txt", head("2/2"), "bybbb\tlions\t1\t2")
	var out, errOut bytes.Buffer
	if err := run([]string{"bound", "-merge", one, two}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	want := "crate: the best tree that finds every allowed word within 6 takes 9 guesses for the 4 answers of today (2.2500 a game); 2 shards, each of the 3 groups once\n"
	if out.String() != want {
		t.Errorf("bound -merge printed\n%s\nwant\n%s", out.String(), want)
	}
	for _, tc := range []struct {
		name  string
		files []string
		want  string
	}{
		{"none", nil, "-merge: give the shards' files"},
		{"a shard missing", []string{one}, "shard 2/2 missing"},
		{"a shard twice", []string{one, one, two}, "1.txt and " + one + " are both shard 1/2"},
		{"no such file", []string{one, filepath.Join(dir, "none.txt")}, "none.txt: no such file"},
		{"a group twice", []string{one, shardFile(t, dir, "g.txt", head("2/2"), "bybbb\tlions\t1\t2", "bbbbb\tspunk\t2\t6")},
			"both bound the group crate leaves with bbbbb"},
		{"an answer's group missing", []string{one, shardFile(t, dir, "m.txt", head("2/2"))}, "the groups hold 2 answers, want the 3 crate leaves"},
		{"a group of no answer missing", []string{shardFile(t, dir, "z.txt", head("1/2"), "bbbbb\tspunk\t2\t6"), two},
			"the shards bound 2 groups, want the 3 crate leaves"},
		{"another opener", []string{one, shardFile(t, dir, "o.txt", strings.Replace(head("2/2"), "crate", "trace", 1), "bybbb\tlions\t1\t2")},
			"is of another bound"},
		{"other shards", []string{one, shardFile(t, dir, "n.txt", head("2/3"), "bybbb\tlions\t1\t2")}, "is of another bound"},
		{"not a bound", []string{one, shardFile(t, dir, "x.txt", "# openers -prove list=classic")}, "x.txt:1: not the output of bound -o"},
		{"an unknown setting", []string{shardFile(t, dir, "u.txt", head("1/2")+" colour=red")}, `u.txt:1: unknown setting "colour=red"`},
		{"a setting missing", []string{shardFile(t, dir, "s.txt", strings.Replace(head("1/2"), " found=1", "", 1))}, "s.txt:1: no found= in the first line"},
		{"a bad shard", []string{shardFile(t, dir, "b.txt", head("3/2"))}, "want i/n with 1 <= i <= n"},
		{"a short line", []string{one, shardFile(t, dir, "l.txt", head("2/2"), "bybbb\tlions\t1")}, "l.txt:4: \"bybbb\\tlions\\t1\": want colours"},
		{"bad colours", []string{one, shardFile(t, dir, "c.txt", head("2/2"), "byqbb\tlions\t1\t2")}, "colours \"byqbb\""},
		{"solved colours", []string{one, shardFile(t, dir, "w.txt", head("2/2"), "ggggg\tlions\t1\t2")}, "not all g"},
		{"too few guesses", []string{one, shardFile(t, dir, "f.txt", head("2/2"), "bybbb\tlions\t1\t1")}, "for k answers, 3k-1 to 6k"},
		{"two answers at guess 2", []string{one, shardFile(t, dir, "d.txt", head("2/2"), "bybbb\tlions\t2\t4")}, "for k answers, 3k-1 to 6k"},
		{"too many guesses", []string{one, shardFile(t, dir, "t.txt", head("2/2"), "bybbb\tlions\t1\t7")}, "for k answers, 3k-1 to 6k"},
		{"short colours", []string{one, shardFile(t, dir, "h.txt", head("2/2"), "bybb\tlions\t1\t2")}, `colours "bybb": want 5 of b, y and g`},
		{"a long second guess", []string{one, shardFile(t, dir, "k.txt", head("2/2"), "bybbb\tlionss\t1\t2")}, `second guess "lionss": want a word of 5 letters`},
		{"a setting twice", []string{shardFile(t, dir, "r.txt", head("1/2")+" rows=5")}, `r.txt:1: "rows=" given twice`},
		{"a setting out of range", []string{shardFile(t, dir, "v.txt", strings.Replace(head("1/2"), "found=1", "found=2", 1))}, "v.txt:1: found=2: want 0 to 1"},
		{"answers with no guess", []string{one, shardFile(t, dir, "a.txt", head("2/2"), "bybbb\t-\t1\t2")}, "want a second guess exactly where the group holds answers"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			err := run(append([]string{"bound", "-merge"}, tc.files...), &out, &errOut)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("bound -merge %v = %v, want an error containing %q", tc.files, err, tc.want)
			}
			if out.Len() > 0 {
				t.Errorf("bound -merge %v printed %q with its error", tc.files, out.String())
			}
		})
	}
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, bytes.Repeat([]byte("#\n"), maxShardBytes), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"bound", "-merge", big}, &out, &errOut); err == nil || !strings.Contains(err.Error(), "over 1 MiB") {
		t.Errorf("bound -merge of a 2 MiB file = %v, want an error saying it is too large", err)
	}
}
