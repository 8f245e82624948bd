// cgx's front end (preprocess, parse, sema with -noentry) on every tests/stdlib/calls/<function>.cg: each
// calls one standard-library function in every form cgc 3.1 has, so sema must resolve them all, against the
// intrinsic table and the Cg-written stdlib, without a diagnostic.
#include <gtest/gtest.h>

#include "ParseHelpers.h"
#include "sema/Sema.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

std::string headerProfile(const std::string& text) {
  std::size_t at = text.find("// cgx-profile: ");
  if (at == std::string::npos) return "glslv";
  std::size_t start = at + 16;
  return text.substr(start, text.find('\n', start) - start);
}

class StdlibCalls : public ::testing::TestWithParam<std::string> {};

TEST_P(StdlibCalls, SemaAcceptsEveryForm) {
  std::string display = "tests/stdlib/calls/" + GetParam() + ".cg";
  std::string profile = headerProfile(readFile(sourcePath(display)));
  Parsed parsed = parseFile(sourcePath(display), display);
  ASSERT_NE(parsed.unit, nullptr);
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  ir::TypeTable types;
  sema::SemaOptions options;
  options.noEntry = true;
  options.profile = profile;
  options.stage = sema::stageOfProfile(profile);
  sema::SemaResult result = sema::analyze(*parsed.unit, types, *parsed.diagnostics, options);
  EXPECT_EQ(parsed.diagnostics->errorCount(), 0u) << parsed.diagnosticsText();
  EXPECT_TRUE(result.ok);
}

INSTANTIATE_TEST_SUITE_P(Files, StdlibCalls, ::testing::ValuesIn(cgFileStems("tests/stdlib/calls")),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace cgx::test
