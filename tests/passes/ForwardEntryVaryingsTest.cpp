// ForwardEntryVaryings: the entry reads inputs and writes outputs directly; what must stay a copy stays.
#include "PassHelpers.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

// The entry's statements after forwarding and dead-code removal, as the IR dump prints them.
std::string forwarded(Module& m) {
  passes::forwardEntryVaryings(m);
  EXPECT_VALID(m);
  passes::removeDeadCode(m);
  EXPECT_VALID(m);
  return dump(m);
}

TEST(ForwardEntryVaryings, ParameterCopiesGo) {
  auto l = lowerText(
      "void main(float4 p : POSITION, float3 n : NORMAL, out float4 o : POSITION, out float4 c : COLOR,"
      " uniform float4x4 mvp) { o = mul(mvp, p); c.xyz = n; c.w = 1; }");
  ASSERT_LOWERED(l);
  std::string d = forwarded(*l.module);
  EXPECT_FALSE(contains(d, "local l")) << "no parameter copy is left: " << d;
  EXPECT_TRUE(contains(d, "store g2 = (intrinsic mul/15 float4 (load float4x4 g4) (load float4 g0))")) << d;
  EXPECT_TRUE(contains(d, "store g3.xyz = (load float3 g1)")) << d;
}

TEST(ForwardEntryVaryings, ReturnValueGoesStraightToItsOutput) {
  auto l = lowerText("float4 main(float4 p : POSITION) : POSITION { return p * 2; }");
  ASSERT_LOWERED(l);
  std::string d = forwarded(*l.module);
  EXPECT_FALSE(contains(d, "$result")) << d;
  EXPECT_TRUE(contains(d, "store g1 = (mul float4 (load float4 g0)")) << d;
}

TEST(ForwardEntryVaryings, AnInputWrittenByTheProgramKeepsItsCopy) {
  // Cg lets a program change its in parameters; the input itself is read-only, so the copy must stay.
  auto l = lowerText("float4 main(float4 p : POSITION) : POSITION { p.x = 0; return p; }");
  ASSERT_LOWERED(l);
  std::string d = forwarded(*l.module);
  EXPECT_TRUE(contains(d, "local l0 float4 'p'")) << d;
  EXPECT_TRUE(contains(d, "store l0 = (load float4 g0)")) << d;
}

TEST(ForwardEntryVaryings, AnOutputReadByTheProgramKeepsItsLocal) {
  // Outputs are write-only: an out parameter the program reads back stays a local, copied at the end.
  auto l = lowerText(
      "void main(float4 p : POSITION, out float4 o : POSITION, out float4 c : COLOR) { o = p; c = o * 2; }");
  ASSERT_LOWERED(l);
  std::string d = forwarded(*l.module);
  EXPECT_TRUE(contains(d, "local l0 float4 'o'")) << d;
  EXPECT_TRUE(contains(d, "store g1 = (load float4 l0)")) << d;
}

}  // namespace
}  // namespace cgx::test
