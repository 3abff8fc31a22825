//===- PragmaHandler.cpp - '#pragma hier' ---------------------------------===//
//
// Clang calls the handler with the preprocessor positioned after 'hier'. It
// reads the rest of the line, parses the directive, and for a loop directive
// also reads the 'for' header that follows (past the end of the pragma line),
// then re-injects generated tokens in their place (see LoopRewriter.h). The
// loop body is left in the source and parsed as usual. 'shared' and
// 'routine' read the declaration that follows (DeclarationPragmas.h). Under
// -E it prints the directive instead (printDirective).
//
//===----------------------------------------------------------------------===//

#include "Builtins.h"
#include "DeclarationPragmas.h"
#include "Diagnostics.h"
#include "Directive.h"
#include "LoopHeader.h"
#include "LoopRewriter.h"
#include "NestingChecker.h"
#include "ReadAhead.h"
#include "Registration.h"
#include "ReportedOnce.h"
#include "Routine.h"
#include "Scan.h"
#include "TokenBuilder.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;
using namespace llvm;

namespace hier {
namespace {

class HierPragmaHandler : public PragmaHandler {
public:
  HierPragmaHandler() : PragmaHandler("hier") {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer Intro,
                    Token &HierTok) override;

private:
  /// Reads the loop header after a loop directive, or the D.Collapse headers
  /// of a collapsed nest, into \p Nest; \p Read gets every token read,
  /// \p Hints the loop hints between the directive and its loop, and
  /// \p BraceAfter whether a '{' followed each header. Reports errors.
  bool readLoopNest(Preprocessor &PP, const Directive &D,
                    SmallVectorImpl<Token> &Read, SmallVectorImpl<Token> &Hints,
                    SmallVectorImpl<LoopHeader> &Nest,
                    SmallVectorImpl<bool> &BraceAfter);
  void handleLoop(Preprocessor &PP, const Directive &D);

  /// Numbers the loops of the translation unit; host and device compiles
  /// see the same source and so give a loop the same number.
  unsigned NextLoopID = 0;
  /// The loops with inscan variables read so far, for their scan
  /// directives (Scan.h).
  SmallVector<ScanLoop, 2> ScanLoops;
  /// The lanes per thread of the last team directive (the one around any
  /// thread or vector loop that follows, since teams do not nest).
  unsigned TeamLanes = 0;
  /// True while a directive is being read: its line, and what follows it. A
  /// '_Pragma("hier ...")' met meanwhile would re-enter the handler and read
  /// ahead into the outer directive's tokens.
  bool Reading = false;
  /// How the directive being read was written (headerRestHolds).
  PragmaIntroducer Introducer{};
  /// A preprocessed input's declarations hook was seen (see HandlePragma).
  bool HookSeen = false;
  /// The error for a preprocessed input without declarations was given.
  bool ReportedNoDeclarations = false;
};

/// The directive <hier/hier.h> begins with. Clang runs no plugin action when
/// it only preprocesses (-E, so also -save-temps, distcc and ccache), so
/// nothing is predefined there; this handler still runs, and the hook is its
/// first chance to give __HIER__ and hier's declarations
/// (enterDeclarations). In a compile it does nothing.
constexpr llvm::StringLiteral DeclarationsHook = "__declarations";

/// Under -E a hier directive is printed, not applied: as Clang prints
/// '#pragma omp', with its macros expanded (the output keeps no #define) on a
/// line of its own, so that compiling the output with the plugin gives the
/// same program. A registered handler cannot reach the printer, so the line
/// goes back as tokens that the printer prints: a line break, '#' starting
/// the line (the printer moves to the directive's line, or writes a line
/// marker), the words, and a line break that ends the directive.
void printDirective(Preprocessor &PP, SourceLocation At, ArrayRef<Token> Line) {
  TokenBuilder B(PP, At);
  B.lineBreak().text("#pragma hier").tokens(Line).lineBreak();
  SmallVector<Token, 32> Toks(B.get());
  Toks[1].setFlag(Token::StartOfLine);
  Toks[1].clearFlag(Token::LeadingSpace);
  if (!Line.empty())
    Toks[4].setFlag(Token::LeadingSpace); // the first word after 'hier'
  inject(PP, Toks);
}

/// Under -E, at the declarations hook: enters what the plugin predefines in
/// a compile (__HIER__, the version and hier's support header), then the
/// hook again, as a system header of its own. -E prints the declarations
/// into its output, and the hook, which tells the compile of that output
/// (which predefines nothing, Plugin.cpp) that they are there.
void enterDeclarations(Preprocessor &PP, SourceLocation Loc) {
  std::string Text = predefinedMacros() +
                     supportHeaderInclude(installPrefix() + "/include") +
                     "#pragma hier " + DeclarationsHook.str() + "\n";
  SourceManager &SM = PP.getSourceManager();
  FileID FID = SM.createFileID(MemoryBuffer::getMemBufferCopy(Text, "<hier>"),
                               SrcMgr::C_System, 0, 0, Loc);
  PP.EnterSourceFile(FID, nullptr, Loc);
}

/// The first token of \p Toks that names the variable of \p Outer, if any.
const Token *usesVariable(ArrayRef<Token> Toks, const LoopHeader &Outer) {
  for (const Token &T : Toks)
    if (T.getIdentifierInfo() &&
        T.getIdentifierInfo() == Outer.Var.getIdentifierInfo())
      return &T;
  return nullptr;
}

bool HierPragmaHandler::readLoopNest(Preprocessor &PP, const Directive &D,
                                     SmallVectorImpl<Token> &Read,
                                     SmallVectorImpl<Token> &Hints,
                                     SmallVectorImpl<LoopHeader> &Nest,
                                     SmallVectorImpl<bool> &BraceAfter) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  if (!headerRestHolds(PP, Introducer, D.Collapse)) {
    report(DE, D.Loc, Diag::ExpectedFor) << spelling(D.Kind);
    return false;
  }
  KeepMainFileLexer Keep(PP);
  for (unsigned Level = 0; Level != D.Collapse; ++Level) {
    if (Level) {
      // Perfectly nested: 'for (...) for (...)' or 'for (...) { for (...)';
      // a brace is given back after the loop it opens (emitLoop).
      Token T;
      PP.Lex(T);
      BraceAfter.push_back(T.is(tok::l_brace));
      if (T.is(tok::l_brace))
        Read.push_back(T);
      else
        PP.EnterToken(T, /*IsReinject=*/true);
    }
    size_t HeaderBegin = 0;
    auto Missing = [&](SourceLocation Loc) {
      if (Level == 0)
        report(DE, Loc, Diag::ExpectedFor) << spelling(D.Kind);
      else
        report(DE, Loc, Diag::CollapseNotNested) << D.Collapse << Level + 1;
    };
    auto PragmaInside = [&](SourceLocation Loc) {
      report(DE, Loc, Diag::PragmaInside) << spelling(D.Kind) << 0;
    };
    if (!readOneHeader(PP, Read, HeaderBegin, Level ? nullptr : &Hints, Missing,
                       PragmaInside))
      return false;
    ArrayRef<Token> Header =
        ArrayRef<Token>(Read).slice(HeaderBegin, Read.size() - HeaderBegin - 1);
    Expected<LoopHeader> H = parseLoopHeader(
        Header, Read[HeaderBegin - 1].getLocation(), D.CPlusPlus);
    if (!H) {
      handleAllErrors(H.takeError(), [&](const LoopHeaderError &E) {
        report(DE, E.Loc, Diag::NonCanonicalLoop)
            << spelling(D.Kind) << E.Message;
      });
      return false;
    }
    // The flattened trip count is computed once, before the nest.
    for (const LoopHeader &Outer : Nest)
      for (ArrayRef<Token> Part :
           {ArrayRef<Token>(H->Lower), ArrayRef<Token>(H->Upper),
            ArrayRef<Token>(H->Step)})
        if (const Token *Use = usesVariable(Part, Outer)) {
          report(DE, Use->getLocation(), Diag::NonRectangular)
              << H->Var.getIdentifierInfo()->getName()
              << Outer.Var.getIdentifierInfo()->getName();
          return false;
        }
    Nest.push_back(std::move(*H));
  }
  BraceAfter.push_back(false);
  return true;
}

void HierPragmaHandler::handleLoop(Preprocessor &PP, const Directive &D) {
  SmallVector<Token, 32> Read;
  SmallVector<Token, 1> Hints;
  SmallVector<LoopHeader, 1> Nest;
  SmallVector<bool, 1> BraceAfter;
  if (!readLoopNest(PP, D, Read, Hints, Nest, BraceAfter)) {
    noteDroppedDirective(D.Loc);
    // Give back what was read so that parsing goes on. An eof stays with the
    // main file's lexer, which returns it again.
    if (!Read.empty() && Read.back().is(tok::eof))
      Read.pop_back();
    reinject(PP, Read);
    return;
  }
  TokenBuilder B(PP, D.Loc);
  const LangOptions &LO = PP.getLangOpts();
  CompileMode Mode{LO.OpenMPIsTargetDevice != 0,
                   LO.OMPTargetTriples.empty() && !LO.OpenMPIsTargetDevice, 0};
  if (D.Kind == DirectiveKind::Team) {
    TeamLanes = teamLanes(PP, D);
    const Clause *VL = D.find(ClauseId::VectorLength);
    unsigned long long Requested = 0;
    // Said once per offload compile: by the GPU job, which it concerns.
    if (VL && TeamLanes && Mode.Device &&
        !StringRef(PP.getSpelling(VL->Args[0])).getAsInteger(0, Requested) &&
        Requested != TeamLanes)
      report(PP.getDiagnostics(), VL->Args[0].getLocation(), Diag::LanesRounded)
          << Requested << TeamLanes;
  }
  Mode.TeamLanes = TeamLanes;
  if (D.HadInscan && D.Kind != DirectiveKind::Team)
    ScanLoops.push_back({NextLoopID, D.Loc, D, Mode, SourceLocation()});
  emitLoop(B, D, Nest, BraceAfter, Hints, NextLoopID++, Mode);
  inject(PP, B.get());
}

/// A team inside a generic lambda (or inside a lambda nested in one) is an
/// error until Clang's GPU compile of such a target region stops crashing.
/// The loop is rewritten all the same: the error stops the compile before
/// code generation, and the directives nested in the team raise no second
/// error.
static void checkTeamContext(Preprocessor &PP, const Directive &D) {
  Sema *S = semaFor(PP);
  if (!S)
    return;
  for (DeclContext *DC = S->CurContext; DC; DC = DC->getParent()) {
    const auto *MD = dyn_cast<CXXMethodDecl>(DC);
    if (MD && MD->getParent()->isGenericLambda()) {
      if (firstReport(S->getASTContext(), Once::TeamInGenericLambda,
                      PP.getSourceManager().getExpansionLoc(D.Loc)))
        report(PP.getDiagnostics(), D.Loc, Diag::TeamInGenericLambda);
      return;
    }
  }
}

/// The code hier writes for a directive has the location of the
/// directive's first word (TokenBuilder), and is written for every C and
/// C++ standard hier accepts, not for the user's choice of warnings: its
/// reserved '__hier_' names, C casts, 'long long' and statement expressions
/// gave -Weverything hundreds of warnings at the directive
/// (-Wreserved-identifier, -Wold-style-cast, -Wc++98-compat, ...). As
/// '#pragma clang diagnostic ignored "-Weverything"' would, around that one
/// location only: the user's own tokens of the directive (clause arguments)
/// and of the loop keep their warnings. hier's own diagnostics are not
/// Clang's groups and stay.
static void quietGeneratedCode(Preprocessor &PP, SourceLocation Loc) {
  SourceLocation At = PP.getSourceManager().getExpansionLoc(Loc);
  if (At.isInvalid())
    return;
  DiagnosticsEngine &DE = PP.getDiagnostics();
  DE.pushMappings(At);
  DE.setSeverityForAll(diag::Flavor::WarningOrError, diag::Severity::Ignored,
                       At);
  DE.popMappings(At.getLocWithOffset(1));
}

void HierPragmaHandler::HandlePragma(Preprocessor &PP, PragmaIntroducer Intro,
                                     Token &HierTok) {
  SmallVector<Token, 16> Line;
  Token T;
  if (Reading) {
    report(PP.getDiagnostics(), HierTok.getLocation(), Diag::NestedPragma);
    for (PP.Lex(T); T.isNot(tok::eod) && T.isNot(tok::eof); PP.Lex(T))
      ;
    return;
  }
  Reading = true;
  Introducer = Intro;
  llvm::scope_exit Done([&] { Reading = false; });
  for (PP.Lex(T); T.isNot(tok::eod) && T.isNot(tok::eof); PP.Lex(T))
    Line.push_back(T);

  bool Hook = Line.size() == 1 && Line[0].getIdentifierInfo() &&
              Line[0].getIdentifierInfo()->getName() == DeclarationsHook;
  bool Declared = PP.isMacroDefined("__HIER__");
  if (PP.isPreprocessedOutput()) {
    if (Hook && !Declared)
      enterDeclarations(PP, Intro.Loc);
    else
      printDirective(PP, Intro.Loc, Line);
    return;
  }
  if (Hook) {
    HookSeen = true;
    return;
  }
  // A preprocessed input is compiled without predefined declarations
  // (Plugin.cpp): they are in it, printed by -E at the hook, or missing.
  if (!Declared && !HookSeen) {
    if (!ReportedNoDeclarations)
      report(PP.getDiagnostics(), HierTok.getLocation(),
             Diag::PreprocessedWithoutDeclarations);
    ReportedNoDeclarations = true;
    return;
  }
  if (!PP.getLangOpts().OpenMP) {
    report(PP.getDiagnostics(), HierTok.getLocation(), Diag::NeedsOpenMP);
    return;
  }
  std::optional<Directive> D = parseDirective(PP, HierTok.getLocation(), Line);
  if (!D)
    return;
  quietGeneratedCode(PP, D->Loc);
  if (D->Kind == DirectiveKind::Team)
    checkTeamContext(PP, *D);
  if (D->isLoop()) {
    handleLoop(PP, *D);
    return;
  }
  if (D->Kind == DirectiveKind::Shared) {
    handleShared(PP, *D, Introducer);
    return;
  }
  if (D->Kind == DirectiveKind::RoutineThread ||
      D->Kind == DirectiveKind::RoutineVector) {
    handleRoutine(PP, *D, Introducer);
    return;
  }
  TokenBuilder B(PP, D->Loc);
  if (D->Kind == DirectiveKind::Wait) {
    // The calling thread's 'nowait' teams are OpenMP target tasks (LLVM 22
    // runs them on a helper thread): waiting for them is a taskwait.
    B.annotation(tok::annot_pragma_openmp);
    B.text("taskwait");
    B.annotation(tok::annot_pragma_openmp_end);
    inject(PP, B.get());
    return;
  }
  if (D->Kind == DirectiveKind::Scan) {
    // (Nothing after an error.)
    handleScan(PP, *D, ScanLoops, B);
    if (!B.get().empty())
      inject(PP, B.get());
    return;
  }
  if (D->Kind == DirectiveKind::Barrier)
    B.text(HIER_MARKER_BARRIER "();");
  else
    emitSingle(B, *D, NextLoopID++);
  inject(PP, B.get());
}

} // namespace
} // namespace hier

static PragmaHandlerRegistry::Add<hier::HierPragmaHandler>
    X("hier", "hier: team / thread / vector loops for GPUs");
