// Golden corpus: every tests/preprocess/corpus/NNN_name.cg is preprocessed and its printPreprocessed output,
// followed by its diagnostics in clang style, is compared with NNN_name.expected beside it
// (CGX_UPDATE_GOLDEN=1 rewrites the goldens; review them by reading: they are the specification).
//
// The first line of a case may hold options: `// cgx-options: -DNAME[=VALUE] -UNAME -Idir` (dir relative to
// the corpus folder), plus limits for tests: --max-include-depth=N --max-expansion-depth=N
// --max-output-tokens=N --max-conditional-depth=N.
//
// Files are opened by their path relative to the source tree (the test changes to that directory), so
// file names in goldens do not depend on where the checkout is.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "diag/DiagnosticFormatter.h"
#include "preprocess/Lexer.h"
#include "preprocess/Preprocessor.h"
#include "support/Golden.h"

namespace cgx {
namespace {

namespace fs = std::filesystem;

const char* const kCorpus = "tests/preprocess/corpus";

std::vector<std::string> corpusCases() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(test::sourcePath(kCorpus), ec))
    if (e.is_regular_file() && e.path().extension() == ".cg") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

// Options from the first line; returns false (with a message) for an unknown option.
bool parseOptions(const std::string& source, PreprocessorOptions& options, std::string& error) {
  std::string firstLine = source.substr(0, source.find('\n'));
  const std::string marker = "cgx-options:";
  std::size_t at = firstLine.find(marker);
  if (at == std::string::npos) return true;
  std::istringstream words(firstLine.substr(at + marker.size()));
  for (std::string w; words >> w;) {
    auto number = [&](std::string_view prefix) { return std::stoul(w.substr(prefix.size())); };
    if (w.rfind("-D", 0) == 0) {
      MacroCommand c;
      std::size_t eq = w.find('=');
      c.name = w.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
      if (eq != std::string::npos) c.value = w.substr(eq + 1);
      options.macros.push_back(c);
    } else if (w.rfind("-U", 0) == 0) {
      options.macros.push_back(MacroCommand{MacroCommand::Kind::Undefine, w.substr(2), "1"});
    } else if (w.rfind("-I", 0) == 0) {
      options.includePaths.push_back(std::string(kCorpus) + "/" + w.substr(2));
    } else if (w.rfind("--max-include-depth=", 0) == 0) {
      options.maxIncludeDepth = static_cast<unsigned>(number("--max-include-depth="));
    } else if (w.rfind("--max-expansion-depth=", 0) == 0) {
      options.maxExpansionDepth = static_cast<unsigned>(number("--max-expansion-depth="));
    } else if (w.rfind("--max-output-tokens=", 0) == 0) {
      options.maxOutputTokens = number("--max-output-tokens=");
    } else if (w.rfind("--max-conditional-depth=", 0) == 0) {
      options.maxConditionalDepth = static_cast<unsigned>(number("--max-conditional-depth="));
    } else {
      error = "unknown cgx-options word '" + w + "'";
      return false;
    }
  }
  return true;
}

// The spellings `text` lexes to, leaving out the `#line` and `#pragma` lines printPreprocessed writes.
std::vector<std::string> relex(const std::string& text) {
  pp::Lexer lexer(text, 0, nullptr);
  std::vector<std::string> out;
  for (Token t = lexer.next(); t.kind != TokenKind::EndOfFile; t = lexer.next()) {
    if (t.atLineStart && t.text == "#") {
      Token name = lexer.nextInLine();
      if (name.text == "line" || name.text == "pragma") {
        lexer.skipLine();
        continue;
      }
      out.push_back(t.text);
      if (name.kind != TokenKind::EndOfFile) out.push_back(name.text);
      continue;
    }
    out.push_back(t.text);
  }
  return out;
}

class PreprocessCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(PreprocessCorpus, MatchesGolden) {
  fs::current_path(CGX_SOURCE_DIR);
  const std::string base = std::string(kCorpus) + "/" + GetParam();
  std::string source = test::readFile(base + ".cg");
  PreprocessorOptions options;
  std::string optionError;
  ASSERT_TRUE(parseOptions(source, options, optionError)) << optionError;

  SourceManager sources;
  DiagnosticSink sink(sources);
  std::optional<FileId> file = sources.openFile(base + ".cg");
  ASSERT_TRUE(file.has_value());
  Preprocessor preprocessor(sources, sink, options);
  PreprocessedUnit unit = preprocessor.run(*file);
  ASSERT_FALSE(unit.tokens.empty());
  EXPECT_EQ(unit.tokens.back().kind, TokenKind::EndOfFile);

  std::string printed = printPreprocessed(unit, sources);
  std::ostringstream actual;
  actual << printed;
  actual << "--- diagnostics: " << sink.errorCount() << " errors, " << sink.warningCount() << " warnings ---\n";
  DiagnosticFormatter formatter(sources, DiagnosticStyle::Clang);
  for (const Diagnostic& d : sink.diagnostics()) formatter.print(actual, d);
  EXPECT_GOLDEN(base + ".expected", actual.str());

  // The printed text lexes back to the same tokens: nothing glued, nothing split.
  std::vector<std::string> expected;
  for (const Token& t : unit.tokens)
    if (t.kind != TokenKind::EndOfFile) expected.push_back(t.text);
  EXPECT_EQ(relex(printed), expected);
}

INSTANTIATE_TEST_SUITE_P(Corpus, PreprocessCorpus, ::testing::ValuesIn(corpusCases()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

TEST(PreprocessCorpusSize, HasEnoughCases) { EXPECT_GE(corpusCases().size(), 60u); }

}  // namespace
}  // namespace cgx
