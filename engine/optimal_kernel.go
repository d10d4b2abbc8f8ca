package engine

// The kernel of the optimal search: how a block of guesses splits a set of candidates.
// It runs for every guess at every position searched, so it is where the time goes.

// blk is how many guesses the kernel measures at once: enough independent counters to
// hide the latency of each increment (the same pattern recurs often in one guess's
// split, and a single counter array would wait on its own last store).
const blk = 32

// blockStats are the measures of a block of guesses: the number of groups (patterns),
// the sum of squared group sizes, and whether the guess is a candidate (its own group,
// all green).
type blockStats struct {
	parts, s2, green [blk]int32
}

// kernel8 holds the counters of the five-letter kernel: one array of pattern counts per
// guess of a block, indexed by the byte code so that no bounds are checked.
type kernel8 struct {
	cnt [blk][256]uint16
}

// clearAbove is the number of candidates past which clearing every counter beats
// clearing those the candidates touched.
var clearAbove = 12

// measure measures guesses gl (at most blk) against the candidates whose code rows are
// cols, for codes that fit a byte.
func (k *kernel8) measure(cols [][]uint8, gl []int32, win uint8, out *blockStats) {
	var idx [blk]int32 // gl padded with a valid row, so that the loops have a fixed length
	n := copy(idx[:], gl)
	for j := n; j < blk; j++ {
		idx[j] = idx[0]
	}
	var parts, s2 [blk]int32
	for _, col := range cols {
		k.count(col, &idx, &parts, &s2)
	}
	for j := range n {
		out.parts[j], out.s2[j], out.green[j] = parts[j], s2[j], int32(k.cnt[j][win])
	}
	if len(cols) > clearAbove {
		k.cnt = [blk][256]uint16{}
		return
	}
	for _, col := range cols {
		for j, g := range idx {
			k.cnt[j][col[g]] = 0
		}
	}
}

// count adds one candidate's codes against the block's guesses to their counters.
func (k *kernel8) count(col []uint8, idx *[blk]int32, parts, s2 *[blk]int32) {
	for j, g := range idx {
		c := col[g]
		x := k.cnt[j][c]
		parts[j] -= (int32(x) - 1) >> 31 // +1 when the pattern is new
		s2[j] += 2*int32(x) + 1
		k.cnt[j][c] = x + 1
	}
}

// measureAny is measure for any code width, one guess at a time, with cnt a zeroed
// array of 3^length counters that it leaves zeroed.
func measureAny[T code](cols [][]T, gl []int32, win T, cnt []int32, out *blockStats) {
	for j, g := range gl[:min(len(gl), blk)] {
		parts, s2 := int32(0), int32(0)
		for _, col := range cols {
			c := col[g]
			x := cnt[c]
			if x == 0 {
				parts++
			}
			cnt[c] = x + 1
			s2 += 2*x + 1
		}
		out.parts[j], out.s2[j], out.green[j] = parts, s2, cnt[win]
		for _, col := range cols {
			cnt[col[g]] = 0
		}
	}
}
