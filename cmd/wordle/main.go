// Wordle plays and explains Wordle from the command line.
//
// Usage:
//
//	wordle bench [-strategy entropy] [-depth 2] [-hard] [-opener salet|auto] [-list classic|nyt2309]
//	             [-answers FILE -guesses FILE] [-secrets FILE] [-json]
//	wordle suggest [-n 10] [-hard] [-strategy entropy] [-list classic] salet:bbygb ...
//
// bench plays every answer of the list (or every word of -secrets, while still believing
// the list) and prints the average number of guesses, the distribution, the worst game,
// the failures (games over six guesses) and the time, start-up included; progress goes
// to standard error. With -json, standard output is one JSON object.
//
// suggest prints the best next guesses after the rows given as guess:colours, where the
// colours are b/y/g (grey, yellow, green), 0/1/2, or the game's share squares, then the
// words still possible. A history that no word fits is an error naming the row.
//
// Repeated letters follow the game: greens first, then yellows left to right while the
// answer has unmatched copies.
package main

import (
	"log"
	"os"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("wordle: ")
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		log.Fatal(err)
	}
}
