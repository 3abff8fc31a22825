//===- Brackets.h - pairing brackets in the tokens hier reads ---*- C++ -*-===//
//
// hier reads clause arguments and loop headers itself, up to their closing
// bracket, before Clang parses what it generates from them. Brackets must
// pair up there, not just balance in number: Clang's parser never returns
// from some mismatches (a lambda's '{' closed by ']' in a clause, a '{'
// closed by ')' in a loop header), so hier reports them itself.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_BRACKETS_H
#define HIER_PLUGIN_BRACKETS_H

#include "clang/Basic/TokenKinds.h"

namespace hier {

/// The bracket that closes \p Open ('(', '[' or '{').
inline clang::tok::TokenKind closingBracket(clang::tok::TokenKind Open) {
  switch (Open) {
  case clang::tok::l_paren:
    return clang::tok::r_paren;
  case clang::tok::l_square:
    return clang::tok::r_square;
  default:
    return clang::tok::r_brace;
  }
}

} // namespace hier

#endif
