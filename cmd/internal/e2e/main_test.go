package e2e

import (
	"os"
	"testing"
)

// TestMain ends the browser the parallel tests share once every test is done.
func TestMain(m *testing.M) {
	code := m.Run()
	closeShared(nil)
	os.Exit(code)
}
