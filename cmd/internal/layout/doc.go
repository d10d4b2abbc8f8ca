// Package layout holds the module's own checks of its shape: which package may
// import which (words <- engine <- app <- cmd), and that each package's doc.go
// names every file of the package. It has no code; see layout_test.go.
package layout
