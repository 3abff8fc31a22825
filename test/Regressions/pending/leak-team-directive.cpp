// Every team directive with a clause leaks its clause tokens: LeakSanitizer
// reports the SmallVector<Token> buffers grown in LineParser::parseClause
// (Directive.cpp), allocated under HierPragmaHandler::HandlePragma, as never
// freed. Not in commit 0d6bb35 (checked with a fuzzer build of it); seen in
// the working tree of 2025-11-22 03:30 (reductions, shared) and later.
// A leak in clang's front end is invisible without LeakSanitizer, so the
// reproducer is the fuzzer (docs/reliability.md):
//   printf '0team map(to: a[0:n])\n' > in
//   build-fuzz/bin/hier-frontend-fuzzer in    # "Direct leak of ... parseClause"
// The source below is what that input compiles (mode 0: C++, host only).
// Found by: hier-frontend-fuzzer.
void hier_fuzz(int n, double *a) {
#pragma hier team map(to: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
