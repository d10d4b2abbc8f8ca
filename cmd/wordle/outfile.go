package main

import (
	"errors"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
)

// An outFile is an output file written whole or not at all: the writes go to a
// temporary file beside it, renamed into place by commit. An error, or an interrupt
// (Ctrl-C, SIGTERM) during a long search, leaves the file as it was and no temporary
// file behind.
type outFile struct {
	*os.File
	path string
}

// pending holds the temporary files of the outFiles not yet committed, for the
// interrupt handler to remove.
var pending = struct {
	sync.Mutex
	files map[string]bool
	once  sync.Once
}{files: map[string]bool{}}

// createOut creates the temporary file of path, in path's folder, so that a bad path
// fails at once, before the work.
func createOut(path string) (*outFile, error) {
	pending.once.Do(removeOnInterrupt)
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return nil, err
	}
	pending.Lock()
	pending.files[tmp.Name()] = true
	pending.Unlock()
	if err := tmp.Chmod(0o644); err != nil {
		(&outFile{tmp, path}).abort()
		return nil, err
	}
	return &outFile{tmp, path}, nil
}

// commit closes the file and puts it in place of path.
func (o *outFile) commit() error {
	err := o.Close()
	if err == nil {
		err = os.Rename(o.Name(), o.path)
	}
	if err != nil {
		o.abort()
		return errors.Join(errors.New("nothing written"), err)
	}
	o.forget()
	return nil
}

// abort closes and removes the temporary file; path is untouched. It does nothing
// after commit.
func (o *outFile) abort() {
	o.Close()
	pending.Lock()
	if pending.files[o.Name()] {
		os.Remove(o.Name())
	}
	pending.Unlock()
	o.forget()
}

func (o *outFile) forget() {
	pending.Lock()
	delete(pending.files, o.Name())
	pending.Unlock()
}

// removeOnInterrupt removes the pending temporary files on Ctrl-C or SIGTERM, then
// exits as the signal would have: 130 or 143.
func removeOnInterrupt() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-c
		pending.Lock()
		for name := range pending.files {
			os.Remove(name)
		}
		pending.Unlock()
		code := 130
		if sig == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	}()
}
