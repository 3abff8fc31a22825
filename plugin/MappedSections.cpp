//===- MappedSections.cpp - mapped sections, pre-launch check -----------===//

#include "MappedSections.h"
#include "Directive.h"
#include "TokenBuilder.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

bool opens(const Token &T) {
  return T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace);
}
bool closes(const Token &T) {
  return T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace);
}

/// \p Toks split at the commas outside brackets.
SmallVector<ArrayRef<Token>, 4> splitList(ArrayRef<Token> Toks) {
  SmallVector<ArrayRef<Token>, 4> Items;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (opens(Toks[I]))
      ++Depth;
    else if (closes(Toks[I]))
      --Depth;
    else if (Depth == 0 && Toks[I].is(tok::comma)) {
      Items.push_back(Toks.slice(Start, I - Start));
      Start = I + 1;
    }
  }
  Items.push_back(Toks.drop_front(Start));
  return Items;
}

/// A map clause's list, after its map type and modifiers (a team maps
/// only to, from, tofrom or alloc: Clang rejects the others there).
ArrayRef<Token> mapList(ArrayRef<Token> Args) {
  int Depth = 0;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (opens(Args[I]))
      ++Depth;
    else if (closes(Args[I]))
      --Depth;
    else if (Depth == 0 && Args[I].is(tok::colon))
      return Args.drop_front(I + 1);
  }
  return Args; // no map type: tofrom
}

struct Section {
  ArrayRef<Token> Base, Lower, Length;
};

/// 'base[lb:len]' (lb may be omitted) with one section, the last brackets;
/// std::nullopt for anything else (a whole variable, 'a[lb:]', several
/// dimensions).
std::optional<Section> oneSection(ArrayRef<Token> Item) {
  if (Item.size() < 4 || !Item.back().is(tok::r_square))
    return std::nullopt;
  // The '[' that opens the last brackets.
  int Depth = 0;
  size_t Open = Item.size();
  for (size_t I = Item.size(); I-- > 0;) {
    if (closes(Item[I]))
      ++Depth;
    else if (opens(Item[I]) && --Depth == 0) {
      Open = I;
      break;
    }
  }
  if (Open == 0 || Open == Item.size() || !Item[Open].is(tok::l_square))
    return std::nullopt;
  ArrayRef<Token> Inside = Item.slice(Open + 1, Item.size() - Open - 2);
  std::optional<size_t> Colon;
  Depth = 0;
  for (size_t I = 0; I < Inside.size(); ++I) {
    if (opens(Inside[I]))
      ++Depth;
    else if (closes(Inside[I]))
      --Depth;
    else if (Depth == 0 && Inside[I].is(tok::colon)) {
      if (Colon)
        return std::nullopt; // a stride: a[lb:len:stride]
      Colon = I;
    }
  }
  if (!Colon || *Colon + 1 == Inside.size())
    return std::nullopt;
  ArrayRef<Token> Base = Item.take_front(Open);
  // A section of a section (a[0:n][0:m]): the base holds a colon.
  for (const Token &T : Base)
    if (T.is(tok::colon))
      return std::nullopt;
  return Section{Base, Inside.take_front(*Colon),
                 Inside.drop_front(*Colon + 1)};
}

/// \p Toks as a C string literal's contents.
std::string spelledLiteral(const Preprocessor &PP, ArrayRef<Token> Toks) {
  std::string Text;
  for (const Token &T : Toks) {
    if (T.hasLeadingSpace() && !Text.empty())
      Text += ' ';
    for (char C : PP.getSpelling(T)) {
      if (C == '"' || C == '\\')
        Text += '\\';
      Text += C;
    }
  }
  return Text;
}

} // namespace

unsigned emitMappedSections(TokenBuilder &B, const Directive &D) {
  const Preprocessor &PP = B.preprocessor();
  unsigned Count = 0;
  for (const Clause &C : D.Clauses) {
    if (C.Id != ClauseId::Map)
      continue;
    for (ArrayRef<Token> Item : splitList(mapList(C.Args))) {
      std::optional<Section> S = oneSection(Item);
      if (!S)
        continue;
      // , "a[0:n]", (const void *)&(a)[(lb)],
      //   (unsigned long long)(len) * sizeof((a)[0])
      B.text(", \"" + spelledLiteral(PP, Item) + "\", (const void *)&");
      B.parenthesized(S->Base).text("[");
      if (S->Lower.empty())
        B.text("0");
      else
        B.parenthesized(S->Lower);
      B.text("], (unsigned long long)").parenthesized(S->Length);
      B.text(" * sizeof(").parenthesized(S->Base).text("[0])");
      ++Count;
    }
  }
  return Count;
}

} // namespace hier
