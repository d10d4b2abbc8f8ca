module github.com/wordlesolver/wordle

go 1.26
