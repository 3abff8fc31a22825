//===- TokenBuilder.cpp - build a token stream to re-inject ---------------===//

#include "TokenBuilder.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;
using namespace llvm;

namespace hier {

TokenBuilder &TokenBuilder::text(const Twine &Source) {
  SmallString<256> Buf;
  StringRef Str = Source.toStringRef(Buf);
  SourceManager &SM = PP.getSourceManager();
  // CreateString copies Str into the scratch buffer and gives the whole string
  // one expansion location (At); the raw lexer then splits it.
  Token Whole;
  PP.CreateString(Str, Whole, At, At);
  SourceLocation Expansion = Whole.getLocation();
  SourceLocation Spelling = SM.getSpellingLoc(Expansion);
  const char *Begin = SM.getCharacterData(Spelling);
  Lexer Raw(Spelling, PP.getLangOpts(), Begin, Begin, Begin + Str.size());
  Token T;
  while (true) {
    Raw.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    unsigned Offset =
        SM.getFileOffset(T.getLocation()) - SM.getFileOffset(Spelling);
    if (T.is(tok::raw_identifier))
      PP.LookUpIdentifierInfo(T);
    T.setLocation(Expansion.getLocWithOffset(Offset));
    T.clearFlag(Token::StartOfLine);
    Toks.push_back(T);
  }
  return *this;
}

TokenBuilder &TokenBuilder::tokens(ArrayRef<Token> More) {
  Toks.append(More.begin(), More.end());
  return *this;
}

TokenBuilder &TokenBuilder::parenthesized(ArrayRef<Token> More) {
  return text("(").tokens(More).text(")");
}

TokenBuilder &TokenBuilder::annotation(tok::TokenKind Kind) {
  Token T;
  T.startToken();
  T.setKind(Kind);
  T.setLocation(At);
  T.setAnnotationEndLoc(At);
  Toks.push_back(T);
  return *this;
}

TokenBuilder &TokenBuilder::lineBreak() {
  Token T;
  T.startToken();
  T.setKind(tok::unknown);
  PP.CreateString("\n", T, At, At);
  Toks.push_back(T);
  return *this;
}

TokenBuilder &TokenBuilder::systemSpelled(const Token &Name) {
  SourceManager &SM = PP.getSourceManager();
  IdentifierInfo *II = Name.getIdentifierInfo();
  if (!II)
    return tokens(Name);
  StringRef Spelling = II->getName();
  FileID FID = SM.createFileID(
      MemoryBuffer::getMemBufferCopy(Spelling, "<hier generated>"),
      SrcMgr::C_System);
  Token T;
  T.startToken();
  T.setKind(tok::identifier);
  T.setIdentifierInfo(II);
  T.setLength(Spelling.size());
  T.setLocation(SM.createExpansionLoc(SM.getLocForStartOfFile(FID), At, At,
                                      Spelling.size()));
  Toks.push_back(T);
  return *this;
}

} // namespace hier
