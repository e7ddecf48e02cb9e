module cmdline

go 1.26
