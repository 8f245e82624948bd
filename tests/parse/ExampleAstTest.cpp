// Every program in examples/ parses without a diagnostic, and its AST matches the golden dump in
// tests/parse/ast/NAME.ast (CGX_UPDATE_GOLDEN=1 rewrites them; review the diff).
#include <gtest/gtest.h>

#include "ParseHelpers.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

std::vector<std::string> exampleNames() { return cgFileStems("examples"); }

class ExampleAst : public ::testing::TestWithParam<std::string> {};

TEST_P(ExampleAst, ParsesCleanlyAndMatchesGolden) {
  std::string name = GetParam();
  Parsed parsed = parseFile("examples/" + name + ".cg", "examples/" + name + ".cg");
  EXPECT_TRUE(parsed.diagnostics->diagnostics().empty()) << parsed.diagnosticsText();
  EXPECT_GOLDEN("tests/parse/ast/" + name + ".ast", parsed.dump());
}

INSTANTIATE_TEST_SUITE_P(Examples, ExampleAst, ::testing::ValuesIn(exampleNames()),
                         [](const auto& info) { return info.param; });

TEST(ExampleAst, ThereAreExamples) { EXPECT_GE(exampleNames().size(), 40u); }

}  // namespace
}  // namespace cgx::test
