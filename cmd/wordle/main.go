package main

import (
	"errors"
	"log"
	"os"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("wordle: ")
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, errUsage): // already printed, with the usage
		os.Exit(2)
	case err != nil:
		log.Fatal(err)
	}
}
