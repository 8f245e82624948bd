// stdlib/StdlibTokens.h: the build-time preprocessed stdlib must be exactly what preprocessing the embedded
// sources gives at run time, and its declaration index must cover every file, in order.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "diag/DiagnosticSink.h"
#include "preprocess/Preprocessor.h"
#include "stdlib/StdlibSource.h"
#include "stdlib/StdlibTokens.h"
#include "support/SourceManager.h"

namespace cgx {
namespace {

void expectSameLoc(const SourceLoc& fresh, const stdlib::EmbeddedLoc& embedded, FileId file, ExpansionId base,
                   const std::string& where) {
  EXPECT_EQ(fresh.file != 0, embedded.inFile) << where;
  if (fresh.file != 0) {
    EXPECT_EQ(fresh.file, file) << where;
  }
  EXPECT_EQ(fresh.line, embedded.line) << where;
  EXPECT_EQ(fresh.col, embedded.col) << where;
  EXPECT_EQ(fresh.expansion == 0 ? 0 : fresh.expansion - base, embedded.expansion) << where;
}

TEST(StdlibTokens, MatchARunTimePreprocess) {
  auto sources = stdlib::sources();
  auto files = stdlib::preprocessedFiles();
  ASSERT_EQ(files.size(), sources.size());
  for (std::size_t f = 0; f < files.size(); ++f) {
    const stdlib::PreprocessedFile& file = files[f];
    EXPECT_EQ(file.name, sources[f].name);
    EXPECT_EQ(file.text, sources[f].text);
    SourceManager manager;
    DiagnosticSink sink(manager);
    manager.addBuffer("<stdlib>/unrelated.cg", "");  // ids need not start at 1
    FileId id = manager.addBuffer("<stdlib>/" + std::string(file.name), std::string(file.text));
    auto base = static_cast<ExpansionId>(manager.expansionCount());
    Preprocessor preprocessor(manager, sink, PreprocessorOptions{});
    PreprocessedUnit unit = preprocessor.run(id);
    EXPECT_TRUE(sink.diagnostics().empty());
    ASSERT_FALSE(unit.tokens.empty());
    ASSERT_EQ(unit.tokens.size(), file.tokens.size() + 1) << file.name;  // + EndOfFile
    for (std::size_t i = 0; i < file.tokens.size(); ++i) {
      const Token& fresh = unit.tokens[i];
      const stdlib::EmbeddedToken& embedded = file.tokens[i];
      std::string where = std::string(file.name) + " token " + std::to_string(i);
      EXPECT_EQ(static_cast<int>(fresh.kind), static_cast<int>(embedded.kind)) << where;
      EXPECT_EQ(fresh.text, stdlib::spelling(embedded.text)) << where;
      EXPECT_EQ(fresh.atLineStart, embedded.atLineStart) << where;
      EXPECT_EQ(fresh.leadingSpace, embedded.leadingSpace) << where;
      expectSameLoc(fresh.loc, embedded.loc, id, base, where);
    }
    ASSERT_EQ(manager.expansionCount() - base, file.expansions.size()) << file.name;
    for (std::size_t e = 0; e < file.expansions.size(); ++e) {
      const MacroExpansion& fresh = manager.expansion(static_cast<ExpansionId>(base + e + 1));
      std::string where = std::string(file.name) + " expansion " + std::to_string(e + 1);
      EXPECT_EQ(fresh.macroName, stdlib::spelling(file.expansions[e].macroName)) << where;
      expectSameLoc(fresh.invocation, file.expansions[e].invocation, id, base, where);
      expectSameLoc(fresh.definition, file.expansions[e].definition, id, base, where);
    }
  }
}

TEST(StdlibTokens, DeclarationsCoverEachFileInOrder) {
  auto files = stdlib::preprocessedFiles();
  auto declarations = stdlib::declarations();
  EXPECT_TRUE(std::is_sorted(declarations.begin(), declarations.end(),
                             [](const auto& a, const auto& b) { return stdlib::spelling(a.name) < stdlib::spelling(b.name); }));
  for (std::uint32_t f = 0; f < files.size(); ++f) {
    std::vector<stdlib::EmbeddedDeclaration> mine;
    for (const auto& d : declarations)
      if (d.file == f) mine.push_back(d);
    std::sort(mine.begin(), mine.end(), [](const auto& a, const auto& b) { return a.begin < b.begin; });
    std::uint32_t next = 0;
    for (const auto& d : mine) {
      EXPECT_EQ(d.begin, next) << files[f].name;
      ASSERT_LT(d.begin, d.end);
      // The name is the identifier before the first '('.
      std::string_view name;
      for (std::uint32_t i = d.begin; i < d.end; ++i) {
        const auto& t = files[f].tokens[i];
        if (stdlib::spelling(t.text) == "(" && static_cast<TokenKind>(t.kind) == TokenKind::Punctuator) break;
        if (static_cast<TokenKind>(t.kind) == TokenKind::Identifier) name = stdlib::spelling(t.text);
      }
      EXPECT_EQ(stdlib::spelling(d.name), name) << files[f].name << " declaration at token " << d.begin;
      next = d.end;
    }
    EXPECT_EQ(next, files[f].tokens.size()) << files[f].name;
  }
}

}  // namespace
}  // namespace cgx
