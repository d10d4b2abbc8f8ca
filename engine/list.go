package engine

import "fmt"

// ListConfig returns the configuration of a game played on one word list, most likely
// answer first, whose first answers words are the likely answers: every word may be
// guessed, the likely answers are believed equally likely, and the list's order is the
// likelihood order that ranks the other words when no likely answer fits (see
// State.Widened). This is how the English and Sutom games of the command and the page
// are set up. It fails on a bad word, a repeated one, or no likely answer.
func ListConfig(list []string, answers int, o Options) (Config, error) {
	if answers < 1 || answers > len(list) {
		return Config{}, fmt.Errorf("list config: %d likely answers in a list of %d words", answers, len(list))
	}
	all, err := ParseWords(list)
	if err != nil {
		return Config{}, fmt.Errorf("list config: %w", err)
	}
	return Config{Guesses: all, Answers: all[:answers:answers], Likely: all, Options: o}, nil
}
