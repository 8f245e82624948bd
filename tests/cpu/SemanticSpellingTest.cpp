// Streams bind by semantic in any spelling of it (semantic/Semantics.h): a vertex program writing HPOS,
// COL0 and TEX3 fills the streams bound as POSITION, COLOR0 and TEXCOORD3, and the other way round; the
// reflection reports the canonical names. Before the one table, TEX3 stayed TEX3 in the runtime while the
// compiler's sema called it TEXCOORD3, so a stream bound as TEXCOORD3 was "unknown".
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "RuntimeTestSupport.h"
#include "support/AliasSpellingPrograms.h"

namespace cgx {
namespace {

using test::compileOk;
using test::kAliasWriter;
using test::kCanonicalReader;

struct Spellings {
  const char* position;
  const char* tint;
  const char* clip;
  const char* color;
  const char* uv;
};

class SemanticSpelling : public ::testing::TestWithParam<Spellings> {
 protected:
  Context context = test::makeContext(1);
};

TEST_P(SemanticSpelling, VertexStreamsBindByAnySpelling) {
  Program program = compileOk(context, kAliasWriter);
  const Spellings& s = GetParam();
  std::vector<float> position{1, 2, 3, 1}, tint{0.25f, 0.5f, 0.75f, 1};
  std::vector<float> clip(4, -9), color(4, -9), uv(4, -9);
  ASSERT_TRUE(program.bindInput(s.position, InputStream{position.data()}).ok());
  Status bound = program.bindInput(s.tint, InputStream{tint.data()});
  ASSERT_TRUE(bound.ok()) << bound.toString();
  for (auto [semantic, out] : {std::pair{s.clip, &clip}, std::pair{s.color, &color}, std::pair{s.uv, &uv}}) {
    Status status = program.bindOutput(semantic, OutputStream{out->data()});
    ASSERT_TRUE(status.ok()) << semantic << ": " << status.toString();
  }
  Status ran = program.run(1);
  ASSERT_TRUE(ran.ok()) << ran.toString();
  EXPECT_EQ(clip, position);
  EXPECT_EQ(color, tint);
  EXPECT_EQ(uv, (std::vector<float>{0.5f, 1, 1.5f, 2}));
}

TEST_P(SemanticSpelling, FragmentStreamsBindByAnySpelling) {
  Program program = compileOk(context, kCanonicalReader, "main", "glslf");
  const Spellings& s = GetParam();
  // One quad (runFragments takes fragments four at a time), every fragment the same.
  std::vector<float> color, uv, out(16, -9);
  for (int i = 0; i < 4; ++i) {
    color.insert(color.end(), {0.25f, 0.5f, 0.75f, 1});
    uv.insert(uv.end(), {1, 2, 3, 4});
  }
  ASSERT_TRUE(program.bindInput(s.color, InputStream{color.data()}).ok()) << s.color;
  ASSERT_TRUE(program.bindInput(s.uv, InputStream{uv.data()}).ok()) << s.uv;
  ASSERT_TRUE(program.bindOutput("COLOR", OutputStream{out.data()}).ok());
  Status ran = program.runFragments(4);
  ASSERT_TRUE(ran.ok()) << ran.toString();
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(std::vector<float>(out.begin() + 4 * i, out.begin() + 4 * i + 4), (std::vector<float>{0.5f, 1, 1.5f, 2}));
}

INSTANTIATE_TEST_SUITE_P(Names, SemanticSpelling,
                         ::testing::Values(Spellings{"POSITION", "COLOR0", "POSITION", "COLOR0", "TEXCOORD3"},
                                           Spellings{"position0", "DIFFUSE", "HPOS", "COL0", "TEX3"},
                                           Spellings{"POSITION0", "color", "hpos", "COL", "tex3"}),
                         [](const auto& info) { return std::to_string(info.index); });

TEST(SemanticSpellingReflection, ReportsCanonicalNames) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, kAliasWriter);
  std::vector<std::string> semantics;
  for (const ParameterInfo& p : program.parameters()) semantics.push_back(p.name + ":" + p.semantic);
  EXPECT_EQ(semantics, (std::vector<std::string>{"position:POSITION", "tint:COLOR0", "clip:POSITION",
                                                 "color:COLOR0", "uv:TEXCOORD3"}));
}

}  // namespace
}  // namespace cgx
