package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProveShardsMerge settles every opener of a small list whole and in three shards,
// checks that merging the shards gives the same table, in both formats, and that the
// totals at or below -upto are what tree proves for those openers.
func TestProveShardsMerge(t *testing.T) {
	dir := t.TempDir()
	answerWords := []string{"crane", "crate", "trace", "grace", "brace", "eerie", "sassy", "geese", "speed", "abide"}
	answers := writeList(t, dir, "answers.txt", answerWords...)
	guesses := writeList(t, dir, "guesses.txt", append([]string{"salet", "bring", "mound"}, answerWords...)...)
	lists := []string{"-answers", answers, "-guesses", guesses}
	prove := func(extra ...string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if err := run(append(append([]string{"openers", "-prove", "-upto", "25"}, lists...), extra...), &stdout, &stderr); err != nil {
			t.Fatalf("openers -prove %q: %v (%s)", extra, err, stderr.String())
		}
		return stdout.String()
	}
	whole := prove()
	lines := strings.Split(strings.TrimSpace(whole), "\n")
	if len(lines) != 3+13 || !strings.HasPrefix(lines[0], "# openers -prove list=") || lines[2] != "opener\ttotal" {
		t.Fatalf("openers -prove printed\n%s\nwant a header and 13 openers", whole)
	}
	exact, bound := 0, 0
	for _, l := range lines[3:] {
		word, total, _ := strings.Cut(l, "\t")
		if strings.HasPrefix(total, ">=") {
			bound++
			continue
		}
		exact++
		var stdout, stderr bytes.Buffer
		if err := run(append([]string{"tree", "-opener", word}, lists...), &stdout, &stderr); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(stderr.String(), word+": "+total+" guesses for") {
			t.Errorf("openers -prove gives %s %s; tree says %s", word, total, stderr.String())
		}
	}
	if exact == 0 || bound == 0 {
		t.Errorf("openers -prove -upto 25: %d exact, %d bounds; want some of each\n%s", exact, bound, whole)
	}

	var files, jsons []string
	for i, shard := range []string{"1/3", "2/3", "3/3"} {
		f := filepath.Join(dir, "shard"+shard[:1]+".txt")
		prove("-shard", shard, "-o", f)
		files = append(files, f)
		j := filepath.Join(dir, "shard"+shard[:1]+".json")
		if err := os.WriteFile(j, []byte(prove("-shard", shard, "-json")), 0o644); err != nil {
			t.Fatal(err)
		}
		jsons = append(jsons, j)
		if i == 0 && strings.Count(readFile(t, f), "\n") != 3+5 {
			t.Errorf("shard 1/3 of 13 openers:\n%s\nwant 5 openers", readFile(t, f))
		}
	}
	for _, shards := range [][]string{files, {jsons[2], files[0], jsons[1]}} {
		var stdout, stderr bytes.Buffer
		if err := run(append(append([]string{"openers", "-merge"}, lists...), shards...), &stdout, &stderr); err != nil {
			t.Fatalf("openers -merge %q: %v", shards, err)
		}
		if got, want := stdout.String(), strings.Replace(whole, "shard=1/1", "shard=all", 1); got != want {
			t.Errorf("openers -merge %q =\n%s\nwant\n%s", shards, got, want)
		}
	}
	var pr proof
	if err := json.Unmarshal([]byte(prove("-json")), &pr); err != nil || len(pr.Openers) != 13 || pr.Upto != 25 {
		t.Errorf("openers -prove -json = %+v, %v", pr, err)
	}

	corrupt := filepath.Join(dir, "corrupt.txt")
	os.WriteFile(corrupt, []byte(strings.Replace(readFile(t, files[1]), "\t", " ", 1)), 0o644)
	other := filepath.Join(dir, "other.txt")
	os.WriteFile(other, []byte(strings.Replace(readFile(t, files[1]), "upto=25", "upto=26", 1)), 0o644)
	notProof := filepath.Join(dir, "not.txt")
	os.WriteFile(notProof, []byte("hello\n"), 0o644)
	for _, tc := range []struct {
		name  string
		files []string
		want  string
	}{
		{"a shard missing", files[:2], "shard 3/3 missing"},
		{"a shard twice", []string{files[0], files[1], files[2], jsons[1]}, "are both shard 2/3"},
		{"a corrupt line", []string{files[0], corrupt, files[2]}, "corrupt.txt:3: "},
		{"another bound", []string{files[0], other, files[2]}, "other.txt is of another proof"},
		{"not a proof", []string{notProof}, "not.txt:1: not the output of openers -prove"},
		{"no file", []string{filepath.Join(dir, "absent.txt")}, "absent.txt"},
		{"no files", nil, "give the shards' files"},
	} {
		var stdout, stderr bytes.Buffer
		err := run(append(append([]string{"openers", "-merge"}, lists...), tc.files...), &stdout, &stderr)
		if err == nil || !strings.Contains(err.Error(), tc.want) || stdout.Len() > 0 {
			t.Errorf("%s: openers -merge = %v, printed %q; want an error with %q", tc.name, err, stdout.String(), tc.want)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-shard", "3/2"}, `-shard "3/2": want i/n`},
		{[]string{"-shard", "x"}, `-shard "x": want i/n`},
		{[]string{"-upto", "0"}, "-upto 0"},
	} {
		var stdout, stderr bytes.Buffer
		err := run(append(append([]string{"openers", "-prove"}, lists...), tc.args...), &stdout, &stderr)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("openers -prove %q = %v, want %q", tc.args, err, tc.want)
		}
	}
	var stdout, stderr bytes.Buffer
	if err := run([]string{"openers", "-prove", "-list", "today"}, &stdout, &stderr); err == nil || !strings.Contains(err.Error(), "-list today: -prove settles openers on the classic lists") {
		t.Errorf("openers -prove -list today = %v", err)
	}
}
