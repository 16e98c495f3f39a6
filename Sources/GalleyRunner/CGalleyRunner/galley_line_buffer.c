// Makes standard output line-buffered before the program's `main` runs (an ELF constructor).
// Linked into every merged runner and every `run` unit built alone: without it a program whose
// output goes to a pipe keeps what it printed in its buffer, and a crash loses it; with it, a
// unit prints what a reader running it in a terminal sees, whichever way it was built.
#include <stdio.h>

__attribute__((constructor)) static void galley_line_buffered_output(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
