package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// proveFlags are openers -prove's and -merge's: every opener of the list settled
// against -upto, the work split into -shard i/n, the shards' outputs joined by -merge.
type proveFlags struct {
	upto  int
	shard string
	json  bool
	out   string
	merge bool
	files []string // -merge: the shards' files, the arguments
}

func (p *proveFlags) register(fs *flag.FlagSet) {
	fs.IntVar(&p.upto, "upto", 7975, "with -prove, the total at or below which each opener's optimum is found exactly")
	fs.StringVar(&p.shard, "shard", "1/1", "with -prove, do shard `i/n` of the openers: every n-th of the guess list from the i-th")
	fs.BoolVar(&p.json, "json", false, "with -prove or -merge, print one JSON object")
	fs.StringVar(&p.out, "o", "", "with -prove or -merge, write the table to `FILE`, whole or not at all")
	fs.BoolVar(&p.merge, "merge", false, "join the outputs of -prove's shards, the files given as arguments, checking that they cover every opener once")
}

// A proof is what openers -prove prints and -merge reads: its setting, then every
// opener of its shard with its exact total or a lower bound above Upto.
type proof struct {
	List    string   `json:"list"`
	Hard    bool     `json:"hard"`
	Rows    int      `json:"rows"`
	Answers int      `json:"answers"`
	Guesses int      `json:"guesses"`
	Upto    int      `json:"upto"`
	Shard   int      `json:"shard"` // 1-based; 0 for a merged proof
	Shards  int      `json:"shards"`
	Openers []proven `json:"openers"`
}

// proven is one opener: Total is its optimum if Exact, else a proven lower bound above
// the proof's Upto.
type proven struct {
	Word  string `json:"word"`
	Total int    `json:"total"`
	Exact bool   `json:"exact"`
}

// parseShard reads "i/n", 1 <= i <= n.
func parseShard(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return 0, 0, fmt.Errorf("-shard %s: want i/n with 1 <= i <= n, such as 1/2", engine.Quote(s))
	}
	return i, n, nil
}

// check reports what of openers -prove's or -merge's command line cannot be run,
// and makes the classic lists the default.
func (p *proveFlags) check(fs *flag.FlagSet, lists *listFlags, prove bool) error {
	if prove == p.merge {
		return usageError(fs, errors.New("-prove and -merge: give one"))
	}
	if !flagSet(fs, "list") {
		lists.list = "classic"
	}
	if lists.today() || lists.variant.set() {
		return usageError(fs, fmt.Errorf("-list %s: -prove settles openers on the classic lists, or -answers and -guesses; "+
			"under every allowed word within six, use bound and feasible", lists.list))
	}
	if p.merge {
		p.files = fs.Args()
		return nil
	}
	return noArgs(fs)
}

// run runs openers -prove, or -merge, on the lists of lists.
func (p *proveFlags) run(lists *listFlags, hard bool, stdout, stderr io.Writer) error {
	start := time.Now()
	if p.merge {
		return p.mergeFiles(lists, stdout, stderr)
	}
	s, err := lists.treeSolver(engine.Options{Strategy: engine.Optimal, Hard: hard})
	if err != nil {
		return err
	}
	return p.prove(s, lists.name(), hard, stdout, stderr, start)
}

// mergeFiles runs openers -merge: the shards' files joined into one proof.
func (p *proveFlags) mergeFiles(lists *listFlags, stdout, stderr io.Writer) error {
	cfg, err := lists.config()
	if err != nil {
		return err
	}
	pr, err := mergeProofs(p.files, cfg.Guesses)
	if err != nil {
		return err
	}
	if pr.List != lists.name() {
		return fmt.Errorf("-merge: the shards are of list %s, not %s: give -list %s", pr.List, lists.name(), pr.List)
	}
	w, commit, abort, err := p.output(stdout)
	if err != nil {
		return err
	}
	defer abort()
	if err := p.write(w, pr); err != nil {
		return err
	}
	if err := commit(); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%d shards, every one of the %d openers once; %s\n", pr.Shards, len(pr.Openers), pr.summary())
	return nil
}

// prove runs openers -prove on s, the solver of list.
func (p *proveFlags) prove(s *engine.Solver, list string, hard bool, stdout, stderr io.Writer, start time.Time) error {
	i, n, err := parseShard(p.shard)
	if err != nil {
		return err
	}
	if p.upto < 1 {
		return fmt.Errorf("-upto %d: want a total of at least 1", p.upto)
	}
	var openers []engine.Word
	for k, w := range s.Config().Guesses {
		if k%n == i-1 {
			openers = append(openers, w)
		}
	}
	w, commit, abort, err := p.output(stdout)
	if err != nil {
		return err
	}
	defer abort()
	scores, err := s.ProveOpeners(openers, p.upto, stageProgress(stderr))
	if err != nil {
		return err
	}
	pr := proof{List: list, Hard: hard, Rows: s.Config().MaxGuesses, Answers: len(s.Config().Answers),
		Guesses: len(s.Config().Guesses), Upto: p.upto, Shard: i, Shards: n}
	for _, o := range scores {
		pr.Openers = append(pr.Openers, proven{string(o.Word), o.Total, o.Exact})
	}
	if err := p.write(w, pr); err != nil {
		return err
	}
	if err := commit(); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%s; %.1fs\n", pr.summary(), time.Since(start).Seconds())
	return nil
}

// output returns where the table goes: stdout, or -o's file with its commit and abort.
func (p *proveFlags) output(stdout io.Writer) (io.Writer, func() error, func(), error) {
	if p.out == "" {
		return stdout, func() error { return nil }, func() {}, nil
	}
	f, err := createOut(p.out)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("-o: %w", err)
	}
	commit := func() error {
		if err := f.commit(); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
		return nil
	}
	return f, commit, f.abort, nil
}

// write prints pr as a table, best first, or with -json as one object.
func (p *proveFlags) write(w io.Writer, pr proof) error {
	slices.SortFunc(pr.Openers, func(a, b proven) int {
		if c := cmp.Compare(a.Total, b.Total); c != 0 {
			return c
		}
		return cmp.Compare(a.Word, b.Word)
	})
	bw := bufio.NewWriter(w)
	if p.json {
		enc := json.NewEncoder(bw)
		enc.SetIndent("", "  ")
		if err := enc.Encode(pr); err != nil {
			return err
		}
		return bw.Flush()
	}
	fmt.Fprintf(bw, "# %s\n", pr.header())
	fmt.Fprintf(bw, "# total: the opener's optimal total over the answers, or with >= a proven lower bound above %d\n", pr.Upto)
	fmt.Fprintln(bw, "opener\ttotal")
	for _, o := range pr.Openers {
		if o.Exact {
			fmt.Fprintf(bw, "%s\t%d\n", o.Word, o.Total)
		} else {
			fmt.Fprintf(bw, "%s\t>=%d\n", o.Word, o.Total)
		}
	}
	return bw.Flush()
}

// header is the proof's setting as the table's first line writes it and -merge reads it.
func (pr proof) header() string {
	shard := "all"
	if pr.Shard > 0 {
		shard = fmt.Sprintf("%d/%d", pr.Shard, pr.Shards)
	}
	return pr.setting() + " shard=" + shard
}

// setting is what the shards of one proof share but their count: the header
// without the shard.
func (pr proof) setting() string {
	return fmt.Sprintf("openers -prove list=%s hard=%t rows=%d answers=%d guesses=%d upto=%d",
		pr.List, pr.Hard, pr.Rows, pr.Answers, pr.Guesses, pr.Upto)
}

// summary says how many openers the proof settles exactly.
func (pr proof) summary() string {
	exact := 0
	for _, o := range pr.Openers {
		if o.Exact {
			exact++
		}
	}
	s := fmt.Sprintf("%d of %d openers at or below %d, exact", exact, len(pr.Openers), pr.Upto)
	if b := pr.best(); b.Exact {
		s += fmt.Sprintf("; the best %s, %d", strings.ToUpper(b.Word), b.Total)
	}
	return s + "; every other opener proven above it"
}

// best returns the opener with the least total, ties by word.
func (pr proof) best() proven {
	var b proven
	for i, o := range pr.Openers {
		if i == 0 || o.Total < b.Total || o.Total == b.Total && o.Word < b.Word {
			b = o
		}
	}
	return b
}

// maxProofBytes bounds a shard's file: 12,972 openers take about 170 KB as a table,
// 1 MB in JSON; a larger file is some other file.
const maxProofBytes = 16 << 20

// readShardFile reads the file name, a shard's output of the command what, refusing one
// over max bytes (the whole read stops there: /dev/zero or an endless pipe fails at once).
func readShardFile(name string, max int, what string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(b) > max {
		return nil, fmt.Errorf("%s: over %d MiB: not the output of %s", name, max>>20, what)
	}
	return b, nil
}

// readProof reads a shard's output, a table or JSON, naming the file and line of what
// is wrong.
func readProof(name string) (proof, error) {
	b, err := readShardFile(name, maxProofBytes, "openers -prove")
	if err != nil {
		return proof{}, err
	}
	var pr proof
	if t := strings.TrimSpace(string(b)); strings.HasPrefix(t, "{") {
		if err := json.Unmarshal(b, &pr); err != nil {
			return proof{}, fmt.Errorf("%s: not the JSON of openers -prove: %w", name, err)
		}
		if pr.Shard < 1 || pr.Shards < pr.Shard {
			return proof{}, fmt.Errorf("%s: shard %d/%d: not one shard of openers -prove", name, pr.Shard, pr.Shards)
		}
		return pr, nil
	}
	for n, line := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		at := func(format string, a ...any) error {
			return fmt.Errorf("%s:%d: %s", name, n+1, fmt.Sprintf(format, a...))
		}
		switch {
		case n == 0:
			if err := pr.parseHeader(line); err != nil {
				return proof{}, at("%v", err)
			}
		case strings.HasPrefix(line, "#") || line == "opener\ttotal":
		default:
			word, total, ok := strings.Cut(line, "\t")
			exact := !strings.HasPrefix(total, ">=")
			v, err := strconv.Atoi(strings.TrimPrefix(total, ">="))
			if !ok || err != nil || v < 0 || (exact && v > pr.Upto) || (!exact && v <= pr.Upto) {
				return proof{}, at("%s: want an opener, a tab and its total (>= a bound above %d)", engine.Quote(line), pr.Upto)
			}
			pr.Openers = append(pr.Openers, proven{word, v, exact})
		}
	}
	return pr, nil
}

// parseHeader reads the table's first line, as header writes it.
func (pr *proof) parseHeader(line string) error {
	keys := []string{"list", "hard", "rows", "answers", "guesses", "upto", "shard"}
	return parseSettings(line, "# openers -prove ", "openers -prove", keys, func(k, v string) (err error) {
		switch k {
		case "list":
			pr.List = v
		case "hard":
			pr.Hard, err = strconv.ParseBool(v)
		case "rows":
			pr.Rows, err = strconv.Atoi(v)
		case "answers":
			pr.Answers, err = strconv.Atoi(v)
		case "guesses":
			pr.Guesses, err = strconv.Atoi(v)
		case "upto":
			pr.Upto, err = strconv.Atoi(v)
		case "shard":
			pr.Shard, pr.Shards, err = parseShard(v)
		}
		return err
	})
}

// parseSettings reads a shard file's first line: prefix, then key=value fields, each
// key one of keys, given once, and read by set; every key must be there. what names
// the command that writes such files.
func parseSettings(line, prefix, what string, keys []string, set func(k, v string) error) error {
	rest, ok := strings.CutPrefix(line, prefix)
	if !ok {
		return fmt.Errorf("not the output of %s: want a first line starting with %s", what, strings.TrimSpace(prefix))
	}
	seen := map[string]bool{}
	for _, f := range strings.Fields(rest) {
		k, v, _ := strings.Cut(f, "=")
		switch {
		case seen[k]:
			return fmt.Errorf("%s given twice", engine.Quote(k+"="))
		case !slices.Contains(keys, k):
			return fmt.Errorf("unknown setting %s", engine.Quote(f))
		}
		if err := set(k, v); err != nil {
			return fmt.Errorf("%s: %v", engine.Quote(f), err)
		}
		seen[k] = true
	}
	for _, k := range keys {
		if !seen[k] {
			return fmt.Errorf("no %s= in the first line", k)
		}
	}
	return nil
}

// mergeProofs joins the shards of files into one proof, checking that they share
// their setting, that each shard of 1 to n is there once, and that guesses lists
// every opener exactly once among them.
func mergeProofs(files []string, guesses []engine.Word) (proof, error) {
	if len(files) == 0 {
		return proof{}, errors.New("-merge: give the shards' files")
	}
	all, from, err := joinShards(files)
	if err != nil {
		return proof{}, fmt.Errorf("-merge: %w", err)
	}
	if err := all.coversOnce(guesses, from); err != nil {
		return proof{}, fmt.Errorf("-merge: %w", err)
	}
	all.Shard = 0
	return all, nil
}

// joinShards reads the shards of files into one proof, checking that they share their
// setting and that each shard of 1 to n is there once; from names the file of each
// opener, which no two shards may both hold.
func joinShards(files []string) (all proof, from map[string]string, err error) {
	have, from := map[int]string{}, map[string]string{}
	for k, name := range files {
		pr, err := readProof(name)
		if err != nil {
			return proof{}, nil, err
		}
		if k == 0 {
			all = pr
			all.Openers = nil
		}
		if a, b := pr.header(), all.header(); pr.setting() != all.setting() || pr.Shards != all.Shards {
			return proof{}, nil, fmt.Errorf("%s is of another proof:\n  %s\nagainst %s's\n  %s", name, a, files[0], b)
		}
		if prev, ok := have[pr.Shard]; ok {
			return proof{}, nil, fmt.Errorf("%s and %s are both shard %d/%d", prev, name, pr.Shard, pr.Shards)
		}
		have[pr.Shard] = name
		for _, o := range pr.Openers {
			if prev, ok := from[o.Word]; ok {
				return proof{}, nil, fmt.Errorf("%s is in %s and in %s", strings.ToUpper(o.Word), prev, name)
			}
			from[o.Word] = name
			all.Openers = append(all.Openers, o)
		}
	}
	var missing []string
	for i := 1; i <= all.Shards; i++ {
		if _, ok := have[i]; !ok {
			missing = append(missing, fmt.Sprintf("%d/%d", i, all.Shards))
		}
	}
	if len(missing) > 0 {
		return proof{}, nil, fmt.Errorf("shard %s missing", strings.Join(missing, ", "))
	}
	return all, from, nil
}

// coversOnce checks that the joined proof ranks every one of guesses, and nothing else:
// from names the file of each opener it holds.
func (all *proof) coversOnce(guesses []engine.Word, from map[string]string) error {
	if len(guesses) != all.Guesses {
		return fmt.Errorf("the proof is over %d guesses, the list given has %d: give the proof's -list", all.Guesses, len(guesses))
	}
	known := map[string]bool{}
	var absent []string
	for k, g := range guesses {
		known[string(g)] = true
		if _, ok := from[string(g)]; !ok {
			absent = append(absent, fmt.Sprintf("%s (shard %d)", strings.ToUpper(string(g)), k%all.Shards+1))
		}
	}
	for _, o := range all.Openers {
		if !known[o.Word] {
			return fmt.Errorf("%s, in %s, is not a guess of the list", engine.Quote(o.Word), from[o.Word])
		}
	}
	if len(absent) > 0 {
		return fmt.Errorf("%d openers missing, such as %s", len(absent), strings.Join(absent[:min(3, len(absent))], ", "))
	}
	return nil
}

// stageProgress prints ProveOpeners' progress, each pass with its own rate and time
// left: "bounds 1300/12972 52.1s, ..." for the cheap pass, then "exact 3/150 ..." for the
// search of the openers it leaves.
func stageProgress(w io.Writer) func(engine.ProveProgress) {
	stage := ""
	var eta func(done, total int)
	return func(p engine.ProveProgress) {
		if p.Stage != stage {
			stage, eta = p.Stage, etaProgress(w, p.Stage, time.Now())
		}
		eta(p.Done, p.Total)
	}
}

// etaProgress prints "openers 1300/12972 52.1s, about 7m40s left" about every
// fiftieth of the work, and at its end.
func etaProgress(w io.Writer, step string, start time.Time) func(done, total int) {
	next := 0
	return func(done, total int) {
		if done < next && done != total {
			return
		}
		next = done + max(total/50, 1)
		took := time.Since(start)
		left := ""
		if done > 0 && done < total {
			left = fmt.Sprintf(", about %s left", (took * time.Duration(total-done) / time.Duration(done)).Round(time.Second))
		}
		fmt.Fprintf(w, "%s %d/%d %.1fs%s\n", step, done, total, took.Seconds(), left)
	}
}
