//===- ReadAhead.h - reading the source past a '#pragma hier' ---*- C++ -*-===//

#ifndef HIER_PLUGIN_READAHEAD_H
#define HIER_PLUGIN_READAHEAD_H

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace hier {

/// Reading past the pragma happens inside the frame of the lexer that met
/// '#pragma': if that read reached the end of the lexer's file, Clang would
/// destroy the lexer while its frame is still running. At the end of the main
/// file Clang keeps the lexer (parked at the end, returning eof again) when
/// incremental processing is on, so this guard turns it on while reading.
class KeepMainFileLexer {
public:
  explicit KeepMainFileLexer(clang::Preprocessor &PP)
      : PP(PP), Saved(PP.isIncrementalProcessingEnabled()) {
    PP.enableIncrementalProcessing(true);
  }
  ~KeepMainFileLexer() { PP.enableIncrementalProcessing(Saved); }

private:
  clang::Preprocessor &PP;
  bool Saved;
};

/// In an #included file the lexer is popped at its end however incremental
/// processing is set. There the handler reads on only if the rest of the file
/// plainly holds what it will read (\p Loops loop headers, those of a
/// collapsed nest, or, with none, a declaration), or the pragma is a
/// '_Pragma' from a macro expansion.
bool headerRestHolds(clang::Preprocessor &PP,
                     const clang::PragmaIntroducer &Introducer, unsigned Loops);

/// Reads one 'for' '(' header ')' into \p Read; \p HeaderBegin is where the
/// header's tokens start. Reports a missing loop as \p Missing, and a pragma
/// in the header as \p PragmaInside. With \p Hints, loop hints before the
/// 'for' are read into it; without, they are a missing loop.
bool readOneHeader(
    clang::Preprocessor &PP, llvm::SmallVectorImpl<clang::Token> &Read,
    size_t &HeaderBegin, llvm::SmallVectorImpl<clang::Token> *Hints,
    llvm::function_ref<void(clang::SourceLocation)> Missing,
    llvm::function_ref<void(clang::SourceLocation)> PragmaInside);

/// Gives back \p Toks, read past the pragma, to be read again as they were
/// (a directive that is dropped).
void reinject(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks);

/// Enters \p Toks, the code generated for a directive, to be read next.
void inject(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks);

} // namespace hier

#endif
