package main

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/engine"
)

// A boundShard is what bound -o writes and bound -merge reads: the setting of one
// shard of a bound, and every group that shard bounded with its figure. The shards of
// one bound, each group once, add up to the whole bound.
type boundShard struct {
	List    string
	Opener  string
	Exact   bool
	Rows    int
	Answers int // the list's answers
	Found   int // 1 if the opener is one of them (its own row finds it), else 0
	Groups  int // the groups the opener leaves, over every shard
	Shard   int // 1-based
	Shards  int
	Bounded []boundGroup
}

// A boundGroup is one group bounded: the opener's colours that leave it, its second
// guess ("" where the group holds no answer), and its answers' guesses, the opener's
// included.
type boundGroup struct {
	Colours          string
	Second           string
	Answers, Guesses int
}

// setting is what the shards of one bound share: the header without the shard.
func (b boundShard) setting() string {
	return fmt.Sprintf("bound list=%s opener=%s exact=%t rows=%d answers=%d found=%d groups=%d",
		b.List, b.Opener, b.Exact, b.Rows, b.Answers, b.Found, b.Groups)
}

// write prints the shard: its header, then one line a group it bounded.
func (b boundShard) write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# %s shard=%d/%d\n", b.setting(), b.Shard, b.Shards)
	fmt.Fprintln(bw, "# each group this shard bounded: the opener's colours, the second guess (- for none), the answers, their guesses")
	fmt.Fprintln(bw, "colours\tsecond\tanswers\tguesses")
	for _, g := range b.Bounded {
		fmt.Fprintf(bw, "%s\t%s\t%d\t%d\n", g.Colours, cmp.Or(g.Second, "-"), g.Answers, g.Guesses)
	}
	return bw.Flush()
}

// maxShardBytes bounds a shard's file: a five-letter opener leaves at most 242 groups,
// under 10 KB as lines; the limit leaves room for longer words, and a larger file is
// some other file.
const maxShardBytes = 1 << 20

// readBoundShard reads a file bound -o wrote, naming the file and line of what is wrong.
func readBoundShard(name string) (boundShard, error) {
	data, err := readShardFile(name, maxShardBytes, "bound -o")
	if err != nil {
		return boundShard{}, err
	}
	var b boundShard
	for n, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		at := func(format string, a ...any) error {
			return fmt.Errorf("%s:%d: %s", name, n+1, fmt.Sprintf(format, a...))
		}
		switch {
		case n == 0:
			if err := b.parseHeader(line); err != nil {
				return boundShard{}, at("%v", err)
			}
		case strings.HasPrefix(line, "#") || line == "colours\tsecond\tanswers\tguesses":
		default:
			g, err := parseBoundGroup(line, b.Rows, len(b.Opener))
			if err != nil {
				return boundShard{}, at("%s: %v", engine.Quote(line), err)
			}
			b.Bounded = append(b.Bounded, g)
		}
	}
	return b, nil
}

// parseBoundGroup reads a group's line: colours, second guess, answers, guesses, for an
// opener of n letters and rows rows.
func parseBoundGroup(line string, rows, n int) (boundGroup, error) {
	f := strings.Split(line, "\t")
	if len(f) != 4 {
		return boundGroup{}, fmt.Errorf("want colours, second guess, answers and guesses, tab-separated")
	}
	p, err := engine.ParsePattern(f[0])
	if err != nil || p.Len() != n || p.Solved() {
		return boundGroup{}, fmt.Errorf("colours %s: want %d of b, y and g, not all g", engine.Quote(f[0]), n)
	}
	second := f[1]
	if second == "-" {
		second = ""
	} else if _, err := engine.ParseWordLen(second, n); err != nil {
		return boundGroup{}, fmt.Errorf("second guess %s: want a word of %d letters, or - for none", engine.Quote(f[1]), n)
	}
	k, err1 := strconv.Atoi(f[2])
	c, err2 := strconv.Atoi(f[3])
	// After the opener one answer can be found at guess 2, the others at 3 or later.
	if err1 != nil || err2 != nil || k < 0 || (k > 0 && c < 3*k-1) || c > rows*k {
		return boundGroup{}, fmt.Errorf("want a count of answers and their guesses: for k answers, 3k-1 to %dk", rows)
	}
	if (second == "") != (k == 0) {
		return boundGroup{}, fmt.Errorf("want a second guess exactly where the group holds answers")
	}
	return boundGroup{Colours: p.String(), Second: second, Answers: k, Guesses: c}, nil
}

// parseHeader reads the file's first line, as write prints it.
func (b *boundShard) parseHeader(line string) error {
	keys := []string{"list", "opener", "exact", "rows", "answers", "found", "groups", "shard"}
	err := parseSettings(line, "# bound ", "bound -o", keys, func(k, v string) (err error) {
		switch k {
		case "list":
			b.List = v
		case "opener":
			b.Opener = v
		case "exact":
			b.Exact, err = strconv.ParseBool(v)
		case "rows":
			b.Rows, err = strconv.Atoi(v)
		case "answers":
			b.Answers, err = strconv.Atoi(v)
		case "found":
			b.Found, err = strconv.Atoi(v)
		case "groups":
			b.Groups, err = strconv.Atoi(v)
		case "shard":
			b.Shard, b.Shards, err = parseShard(v)
		}
		return err
	})
	if err != nil {
		return err
	}
	for _, r := range []struct {
		name   string
		v, min int
		max    int
	}{{"rows", b.Rows, 1, 1 << 10}, {"answers", b.Answers, 1, 1 << 24}, {"found", b.Found, 0, 1}, {"groups", b.Groups, 1, 1 << 16}} {
		if r.v < r.min || r.v > r.max {
			return fmt.Errorf("%s=%d: want %d to %d", r.name, r.v, r.min, r.max)
		}
	}
	if _, err := engine.ParseWord(b.Opener); err != nil {
		return fmt.Errorf("opener=%s: %v", engine.Quote(b.Opener), err)
	}
	return nil
}

// mergeBoundShards joins the shards' files of one bound, checking that they are all
// of one setting, every shard once, and every group once; it returns their setting
// and the whole bound.
func mergeBoundShards(names []string) (boundShard, int, error) {
	if len(names) == 0 {
		return boundShard{}, 0, fmt.Errorf("-merge: give the shards' files, as written by bound -shard i/n -o FILE")
	}
	var whole boundShard
	shardOf := map[int]string{}
	groupOf := map[string]string{}
	total, answers := 0, 0
	for _, name := range names {
		b, err := readBoundShard(name)
		if err != nil {
			return boundShard{}, 0, fmt.Errorf("-merge: %w", err)
		}
		if len(shardOf) == 0 {
			whole = b
			whole.Shard, whole.Bounded = 0, nil // the setting alone: the groups are counted here
			total = b.Found
		} else if b.setting() != whole.setting() || b.Shards != whole.Shards {
			return boundShard{}, 0, fmt.Errorf("-merge: %s is of another bound (%s, %d shards) than %s (%s, %d shards)",
				name, b.setting(), b.Shards, names[0], whole.setting(), whole.Shards)
		}
		if other, ok := shardOf[b.Shard]; ok {
			return boundShard{}, 0, fmt.Errorf("-merge: %s and %s are both shard %d/%d", other, name, b.Shard, b.Shards)
		}
		shardOf[b.Shard] = name
		for _, g := range b.Bounded {
			if other, ok := groupOf[g.Colours]; ok {
				return boundShard{}, 0, fmt.Errorf("-merge: %s and %s both bound the group %s leaves with %s", other, name, b.Opener, g.Colours)
			}
			groupOf[g.Colours] = name
			total, answers = total+g.Guesses, answers+g.Answers
		}
	}
	var missing []string
	for i := 1; i <= whole.Shards; i++ {
		if _, ok := shardOf[i]; !ok {
			missing = append(missing, fmt.Sprintf("%d/%d", i, whole.Shards))
		}
	}
	if len(missing) > 0 {
		return boundShard{}, 0, fmt.Errorf("-merge: shard %s missing", strings.Join(missing, ", "))
	}
	if answers != whole.Answers-whole.Found {
		return boundShard{}, 0, fmt.Errorf("-merge: the groups hold %d answers, want the %d %s leaves", answers, whole.Answers-whole.Found, whole.Opener)
	}
	if len(groupOf) != whole.Groups {
		return boundShard{}, 0, fmt.Errorf("-merge: the shards bound %d groups, want the %d %s leaves", len(groupOf), whole.Groups, whole.Opener)
	}
	return whole, total, nil
}
