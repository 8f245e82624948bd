// Build-time tool: preprocesses the embedded stdlib/*.cg sources with cgx's preprocessor and writes them as
// the tables stdlib/StdlibTokens.h declares. Usage: cgx-preprocess-stdlib OUTPUT.cpp
// Fails (and so fails the build) if preprocessing reports anything or a location leaves its file.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "preprocess/Preprocessor.h"
#include "stdlib/StdlibSource.h"
#include "support/SourceManager.h"

namespace {

using namespace cgx;

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u >= 0x7f) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\%03o", u);
      out += buffer;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

class Writer {
 public:
  Writer(FileId file, ExpansionId firstExpansion) : file_(file), firstExpansion_(firstExpansion) {}

  std::string loc(SourceLoc l) const {
    if (l.file != 0 && l.file != file_) fail("a location outside its file");
    std::uint32_t expansion = 0;
    if (l.expansion != 0) {
      if (l.expansion < firstExpansion_) fail("an expansion of another file");
      expansion = l.expansion - firstExpansion_ + 1;
    }
    return "{" + std::string(l.file != 0 ? "true" : "false") + ", " + std::to_string(l.line) + ", " +
           std::to_string(l.col) + ", " + std::to_string(expansion) + "}";
  }

  [[noreturn]] static void fail(const std::string& what) {
    std::cerr << "cgx-preprocess-stdlib: " << what << '\n';
    std::exit(1);
  }

 private:
  FileId file_;
  ExpansionId firstExpansion_;
};

// The name a declaration defines: the identifier just before its first '('.
std::string declaredName(const std::vector<Token>& tokens, std::size_t begin, std::size_t end) {
  std::string last;
  for (std::size_t i = begin; i < end; ++i) {
    if (tokens[i].kind == TokenKind::Identifier) last = tokens[i].text;
    if (tokens[i].kind == TokenKind::Punctuator && tokens[i].text == "(") return last;
  }
  return "";
}

struct Declaration {
  std::size_t file, begin, end;
};

// One pool of every distinct spelling; entries refer to it by offset and size.
class Pool {
 public:
  std::string at(std::string_view text) {
    auto [found, added] = offsets_.emplace(std::string(text), pool_.size());
    if (added) pool_ += text;
    return "{" + std::to_string(found->second) + ", " + std::to_string(text.size()) + "}";
  }
  const std::string& text() const { return pool_; }

 private:
  std::map<std::string, std::size_t> offsets_;
  std::string pool_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: cgx-preprocess-stdlib OUTPUT.cpp\n";
    return 2;
  }
  SourceManager sources;
  DiagnosticSink sink(sources);
  std::ostringstream body, files;
  std::map<std::string, std::vector<Declaration>> declarations;
  Pool pool;
  std::size_t index = 0;
  for (const stdlib::EmbeddedFile& file : stdlib::sources()) {
    FileId id = sources.addBuffer("<stdlib>/" + std::string(file.name), std::string(file.text));
    ExpansionId firstExpansion = static_cast<ExpansionId>(sources.expansionCount() + 1);
    Preprocessor preprocessor(sources, sink, PreprocessorOptions{});
    PreprocessedUnit unit = preprocessor.run(id);
    if (!sink.diagnostics().empty() || !unit.pragmas.empty()) {
      DiagnosticFormatter formatter(sources, DiagnosticStyle::Clang);
      for (const Diagnostic& d : sink.diagnostics()) formatter.print(std::cerr, d);
      Writer::fail("the stdlib must preprocess without diagnostics or pragmas");
    }
    Writer writer(id, firstExpansion);
    std::vector<Token>& tokens = unit.tokens;
    if (tokens.empty() || tokens.back().kind != TokenKind::EndOfFile) Writer::fail("no EndOfFile token");
    tokens.pop_back();

    std::string stem = "k" + std::to_string(index);
    body << "constexpr EmbeddedToken " << stem << "Tokens[] = {\n";
    for (const Token& t : tokens)
      body << "  {" << static_cast<int>(t.kind) << ", " << (t.atLineStart ? "true" : "false") << ", "
           << (t.leadingSpace ? "true" : "false") << ", " << pool.at(t.text) << ", " << writer.loc(t.loc) << "},\n";
    if (tokens.empty()) body << "  {},\n";
    body << "};\n";
    body << "constexpr EmbeddedExpansion " << stem << "Expansions[] = {\n";
    std::size_t expansions = sources.expansionCount() + 1 - firstExpansion;
    for (ExpansionId e = firstExpansion; e <= sources.expansionCount(); ++e) {
      const MacroExpansion& expansion = sources.expansion(e);
      body << "  {" << pool.at(expansion.macroName) << ", " << writer.loc(expansion.invocation) << ", "
           << writer.loc(expansion.definition) << "},\n";
    }
    if (expansions == 0) body << "  {},\n";
    body << "};\n";
    files << "    {" << quoted(file.name) << ", {}, std::span(" << stem << "Tokens, " << tokens.size()
          << "), std::span(" << stem << "Expansions, " << expansions << ")},\n";

    // Top-level declarations end at a ';' or at the '}' closing a body, outside any brackets.
    std::size_t begin = 0;
    int depth = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const Token& t = tokens[i];
      if (t.kind != TokenKind::Punctuator) continue;
      if (t.text == "{" || t.text == "(" || t.text == "[") ++depth;
      if (t.text == "}" || t.text == ")" || t.text == "]") --depth;
      if (depth == 0 && (t.text == ";" || t.text == "}")) {
        declarations[declaredName(tokens, begin, i + 1)].push_back({index, begin, i + 1});
        begin = i + 1;
      }
    }
    ++index;
  }

  std::ostringstream out;
  out << "// Generated by stdlib/PreprocessStdlib.cpp from stdlib/*.cg; do not edit.\n"
      << "#include \"stdlib/StdlibTokens.h\"\n\n#include <vector>\n\n#include \"stdlib/StdlibSource.h\"\n\n"
      << "namespace cgx::stdlib {\nnamespace {\n\n"
      << body.str() << "\nconstexpr EmbeddedDeclaration kDeclarations[] = {\n";
  for (const auto& [name, list] : declarations)
    for (const Declaration& d : list)
      out << "  {" << pool.at(name) << ", " << d.file << ", " << d.begin << ", " << d.end << "},\n";
  out << "};\n\n";
  // The pool as one literal, in pieces (a single literal may be too long for some compilers).
  out << "constexpr char kSpellings[] =\n";
  for (std::size_t at = 0; at < pool.text().size(); at += 100)
    out << "  " << quoted(std::string_view(pool.text()).substr(at, 100)) << "\n";
  out << "  \"\";\n\n}  // namespace\n\n"
      << "std::string_view spellings() { return std::string_view(kSpellings, sizeof kSpellings - 1); }\n\n"
      << "std::span<const PreprocessedFile> preprocessedFiles() {\n"
      << "  // The texts come from sources() (one copy in the binary), so the table is filled on first use.\n"
      << "  static const std::vector<PreprocessedFile> files = [] {\n"
      << "    std::vector<PreprocessedFile> list = {\n" << files.str() << "    };\n"
      << "    for (std::size_t i = 0; i < list.size(); ++i) list[i].text = sources()[i].text;\n"
      << "    return list;\n  }();\n  return files;\n}\n\n"
      << "std::span<const EmbeddedDeclaration> declarations() { return kDeclarations; }\n\n"
      << "}  // namespace cgx::stdlib\n";
  std::string content = out.str();
  // Only touch the output when it changes, so dependents do not rebuild needlessly.
  {
    std::ifstream old(argv[1], std::ios::binary);
    std::stringstream existing;
    existing << old.rdbuf();
    if (old && existing.str() == content) return 0;
  }
  std::ofstream output(argv[1], std::ios::binary);
  output << content;
  return output ? 0 : 1;
}
