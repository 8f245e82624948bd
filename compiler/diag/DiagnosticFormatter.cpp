#include "diag/DiagnosticFormatter.h"

#include <algorithm>
#include <vector>
#include <sstream>

namespace cgx {

namespace {
// Caret lines show at most this many bytes around the column, so a 1 MB line prints as one screen line.
constexpr std::size_t kCaretWindow = 120;
constexpr std::size_t kIncludeNotesAtEachEnd = 3;

char printable(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  return (u == '\t' || (u >= 0x20 && u < 0x7f)) ? c : '?';
}
}  // namespace

const char* severityName(Severity severity) {
  switch (severity) {
    case Severity::Note: return "note";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    case Severity::Fatal: return "fatal error";
  }
  return "error";
}

std::string DiagnosticFormatter::format(const Diagnostic& diagnostic) const {
  std::ostringstream out;
  print(out, diagnostic);
  return out.str();
}

void DiagnosticFormatter::print(std::ostream& out, const Diagnostic& d) const {
  std::string code = diagCodeString(d.code);
  printLocated(out, d.severity, code, d.span, d.message);
  if (style_ == DiagnosticStyle::Clang) printContext(out, d.span.begin);
  for (const DiagNote& note : d.notes) {
    if (style_ == DiagnosticStyle::Cgc) {
      out << "    " << note.message << '\n';
      continue;
    }
    printLocated(out, Severity::Note, "", note.span, note.message);
  }
}

void DiagnosticFormatter::printLocated(std::ostream& out, Severity severity, const std::string& code,
                                       SourceSpan span, const std::string& message) const {
  SourceLoc at = sources_.spellingOrInvocation(span.begin);
  std::string label = severityName(severity);
  if (!code.empty()) label += " " + code;
  if (style_ == DiagnosticStyle::Cgc) {
    if (at.valid()) {
      PresumedLoc p = sources_.presumed(at);
      out << p.file << '(' << p.line << ") : ";
    } else {
      out << "(0) : ";
    }
    out << label << ": " << message << '\n';
    return;
  }
  if (at.valid()) {
    PresumedLoc p = sources_.presumed(at);
    out << p.file << ':' << p.line << ':' << p.col << ": ";
  } else {
    out << "cgxc: ";
  }
  out << label << ": " << message << '\n';
  if (at.valid()) {
    SourceSpan shown = span;
    if (span.begin.expansion != 0 || !(span.end.file == at.file && span.end.line == at.line)) shown = {at, at};
    shown.begin = at;
    printCaret(out, shown);
  }
}

void DiagnosticFormatter::printCaret(std::ostream& out, SourceSpan span) const {
  std::string_view line = sources_.lineText(span.begin.file, span.begin.line);
  std::size_t col = span.begin.col == 0 ? 0 : span.begin.col - 1;
  std::size_t lastCol = col;
  if (span.end.file == span.begin.file && span.end.line == span.begin.line && span.end.col > span.begin.col)
    lastCol = span.end.col - 1;
  std::size_t from = col > kCaretWindow / 2 ? col - kCaretWindow / 2 : 0;
  std::size_t to = std::min(line.size(), from + kCaretWindow);
  lastCol = std::min(lastCol, std::max(to, col + 1) - 1);
  std::string text, marks;
  if (from > 0) text += "...", marks += "   ";
  for (std::size_t i = from; i < to; ++i) text += printable(line[i]);
  for (std::size_t i = from; i < col && i < line.size(); ++i) marks += line[i] == '\t' ? '\t' : ' ';
  marks += '^';
  for (std::size_t i = col + 1; i <= lastCol; ++i) marks += '~';
  if (to < line.size()) text += "...";
  out << text << '\n' << marks << '\n';
}

// Notes that lead from the user's text to where the problem was spelled: macro expansions (innermost
// first), then the chain of #includes.
void DiagnosticFormatter::printContext(std::ostream& out, SourceLoc loc) const {
  SourceLoc spelled = loc;
  while (spelled.expansion != 0) {
    const MacroExpansion& e = sources_.expansion(spelled.expansion);
    // `spelled` is where the token's text was written: in the macro's body, or on the command line (-D).
    if (spelled.valid()) {
      PresumedLoc p = sources_.presumed(spelled);
      out << p.file << ':' << p.line << ':' << p.col << ": note: in expansion of macro '" << e.macroName << "'\n";
      printCaret(out, SourceSpan{spelled, spelled});
    } else {
      out << "cgxc: note: in expansion of macro '" << e.macroName << "' (defined on the command line)\n";
    }
    spelled = e.invocation;
  }
  SourceLoc user = sources_.spellingOrInvocation(loc);
  std::vector<SourceLoc> chain;
  for (SourceLoc from = user.valid() ? sources_.includedFrom(user.file) : SourceLoc{}; from.valid();
       from = sources_.includedFrom(from.file))
    chain.push_back(from);
  // A deep chain (an include cycle stopped at the depth limit) shows its two ends, not 64 notes.
  for (std::size_t i = 0; i < chain.size(); ++i) {
    if (chain.size() > 2 * kIncludeNotesAtEachEnd && i == kIncludeNotesAtEachEnd) {
      out << "cgxc: note: (" << chain.size() - 2 * kIncludeNotesAtEachEnd << " more inclusions)\n";
      i = chain.size() - kIncludeNotesAtEachEnd - 1;
      continue;
    }
    PresumedLoc p = sources_.presumed(chain[i]);
    out << p.file << ':' << p.line << ':' << p.col << ": note: included from here\n";
  }
}

}  // namespace cgx
