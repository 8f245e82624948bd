// Malformed programs: each must give at least one error located at file:line:col, and the rendered
// diagnostics must match NNN_name.expected beside the input (CGX_UPDATE_GOLDEN=1 rewrites; review).
#include <gtest/gtest.h>

#include "ParseHelpers.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

const char* const kFolder = "tests/parse/malformed";

std::vector<std::string> caseNames() { return cgFileStems(kFolder); }

class Malformed : public ::testing::TestWithParam<std::string> {};

TEST_P(Malformed, DiagnosedWithLocationAndMatchesSnapshot) {
  std::string name = GetParam();
  std::string path = std::string(kFolder) + "/" + name + ".cg";
  Parsed parsed = parseFile(path, name + ".cg");
  EXPECT_TRUE(parsed.diagnostics->hasErrors()) << "no error for " << name;
  for (const Diagnostic& d : parsed.diagnostics->diagnostics()) {
    if (d.severity < Severity::Error) continue;
    SourceLoc at = parsed.sources->spellingOrInvocation(d.span.begin);
    EXPECT_TRUE(at.valid() && at.line > 0 && at.col > 0) << "error without a location: " << d.message;
  }
  EXPECT_GOLDEN(std::string(kFolder) + "/" + name + ".expected", parsed.diagnosticsText());
}

INSTANTIATE_TEST_SUITE_P(Programs, Malformed, ::testing::ValuesIn(caseNames()),
                         [](const auto& info) { return info.param; });

TEST(Malformed, AtLeastThirtyCases) { EXPECT_GE(caseNames().size(), 30u); }

}  // namespace
}  // namespace cgx::test
