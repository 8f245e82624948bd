// Parsing and the canonical form (compiler/semantic/Semantics.h), table-driven: every spelling bare, with
// an index and with a modifier; aliases; case; huge indices; names the table does not know.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "semantic/Semantics.h"

namespace cgx::semantic {
namespace {

struct CanonicalCase {
  const char* written;
  const char* canonical;
};

// Hand-written from cgc's listings (-profile arbvp1/arbfp1 `#var` lines bind each alias to the register of
// its canonical name) and the rule "indexed names carry an index, the others none".
const CanonicalCase kCanonical[] = {
    {"POSITION", "POSITION"}, {"POSITION0", "POSITION"}, {"position", "POSITION"}, {"HPOS", "POSITION"},
    {"hpos0", "POSITION"}, {"BLENDWEIGHT", "BLENDWEIGHT"}, {"NORMAL0", "NORMAL"}, {"COLOR", "COLOR0"},
    {"COLOR1", "COLOR1"}, {"color3", "COLOR3"}, {"COL", "COLOR0"}, {"COL0", "COLOR0"}, {"COL1", "COLOR1"},
    {"DIFFUSE", "COLOR0"}, {"SPECULAR", "COLOR1"}, {"specular0", "COLOR1"}, {"FOGCOORD", "FOGCOORD"},
    {"FOG", "FOG"}, {"FOG0", "FOG"}, {"FOGC", "FOG"}, {"PSIZE", "PSIZE"}, {"PSIZ", "PSIZE"},
    {"BLENDINDICES", "BLENDINDICES"}, {"TEXCOORD", "TEXCOORD0"}, {"TEXCOORD3", "TEXCOORD3"},
    {"TexCoord15", "TEXCOORD15"}, {"TEX", "TEXCOORD0"}, {"TEX3", "TEXCOORD3"}, {"tex7", "TEXCOORD7"},
    {"TANGENT", "TANGENT"}, {"BINORMAL", "BINORMAL"}, {"ATTR", "ATTR0"}, {"ATTR15", "ATTR15"},
    {"VERTEXID", "VERTEXID"}, {"INSTANCEID", "INSTANCEID"}, {"TESSFACTOR", "TESSFACTOR"}, {"BCOL", "BCOL0"},
    {"BCOL1", "BCOL1"}, {"CLP", "CLP0"}, {"CLP5", "CLP5"}, {"WPOS", "WPOS"}, {"PRIMITIVEID", "PRIMITIVEID"},
    {"FACE", "FACE"}, {"DEPTH", "DEPTH"}, {"DEPR", "DEPTH"}, {"DEPR0", "DEPTH"}, {"TEXUNIT", "TEXUNIT0"},
    {"texunit2", "TEXUNIT2"},
    // Leading zeros are not part of the index.
    {"TEXCOORD007", "TEXCOORD7"}, {"POSITION00", "POSITION"},
    // An index on a name without an index range stays (sema rejects it: C5102), so it names no register.
    {"POSITION1", "POSITION1"},
    // Modifiers are split off.
    {"TEXCOORD0.FLAT", "TEXCOORD0"}, {"tex2.centroid", "TEXCOORD2"}, {"COLOR.noperspective", "COLOR0"},
    // Index digits past 32 bits neither wrap (cgc's TEXCOORD4294967297 is TEXCOORD1) nor throw.
    {"TEXCOORD4294967295", "TEXCOORD4294967295"}, {"TEXCOORD4294967297", "TEXCOORD4294967297"},
    {"TEXCOORD99999999999999999999", "TEXCOORD99999999999999999999"}, {"ATTR0099999999999", "ATTR99999999999"},
    // Names the table does not know stay as written, upper-cased (uniform semantics, geometry stages).
    {"worldViewProj", "WORLDVIEWPROJ"}, {"MYDATA0", "MYDATA0"}, {"", ""}, {"123", "123"}, {".FLAT", ""},
};

TEST(Semantics, CanonicalForms) {
  for (const CanonicalCase& c : kCanonical) EXPECT_EQ(canonical(c.written), c.canonical) << "written " << c.written;
}

// Every spelling of the table has a case above, bare and lower-case: a new row cannot go untested.
TEST(Semantics, EverySpellingHasACanonicalCase) {
  std::set<std::string> written;
  for (const CanonicalCase& c : kCanonical) {
    Semantic s = parse(c.written);
    written.insert(s.base);
  }
  for (const Spelling& s : spellings()) EXPECT_TRUE(written.count(std::string(s.name))) << s.name << " has no case";
}

TEST(Semantics, CanonicalIsAFixedPoint) {
  for (const CanonicalCase& c : kCanonical) EXPECT_EQ(canonical(c.canonical), c.canonical) << c.canonical;
}

TEST(Semantics, ParseKeepsTheWrittenParts) {
  Semantic s = parse("tex03.Flat");
  EXPECT_EQ(s.base, "TEX");
  EXPECT_EQ(s.name, "TEXCOORD");
  EXPECT_EQ(s.digits, "03");
  EXPECT_EQ(s.writtenIndex, 3u);
  EXPECT_EQ(s.index, 3u);
  EXPECT_FALSE(s.indexOverflow);
  EXPECT_EQ(s.modifier, "Flat");
  EXPECT_EQ(s.canonical, "TEXCOORD3");
  ASSERT_NE(s.spelling, nullptr);
  EXPECT_EQ(s.spelling->name, "TEX");

  Semantic specular = parse("SPECULAR");  // the implied index is the canonical one, not a written one
  EXPECT_EQ(specular.index, 1u);
  EXPECT_EQ(specular.writtenIndex, 0u);
  EXPECT_TRUE(specular.digits.empty());

  Semantic unknown = parse("Foo2");
  EXPECT_EQ(unknown.spelling, nullptr);
  EXPECT_EQ(unknown.name, "FOO");
  EXPECT_EQ(unknown.index, 2u);
}

TEST(Semantics, IndexOverflowSaturates) {
  Semantic fits = parse("TEXCOORD4294967295");
  EXPECT_FALSE(fits.indexOverflow);
  EXPECT_EQ(fits.writtenIndex, 4294967295u);
  for (const char* text : {"TEXCOORD4294967296", "TEXCOORD99999999999", "ATTR99999999999999999999999999"}) {
    Semantic s = parse(text);
    EXPECT_TRUE(s.indexOverflow) << text;
    EXPECT_EQ(s.writtenIndex, 4294967295u) << text;
    EXPECT_EQ(check(Stage::Vertex, s.name == "ATTR" ? Direction::In : Direction::Out, s, 16), Verdict::IndexTooBig)
        << text;
  }
}

struct VerdictCase {
  const char* written;
  Stage stage;
  Direction direction;
  Verdict verdict;
  unsigned vertexTexcoordOutputs = 8;
};

constexpr Stage V = Stage::Vertex, F = Stage::Fragment;
constexpr Direction I = Direction::In, O = Direction::Out;

// The cases the old tables got wrong or that the stage data decides (CgcSemanticsTest checks every spelling
// against cgc itself).
const VerdictCase kVerdicts[] = {
    {"SPECULAR", V, I, Verdict::Ok},            // its implied index 1 is not a written one
    {"DIFFUSE1", V, I, Verdict::IndexTooBig},   // cgc: C5102 ... "DIFFUSE" ... (1)
    {"TEXCOORD99999999999", V, O, Verdict::IndexTooBig},
    {"TEX8", V, O, Verdict::Ok, 16},            // vs_3_0 writes 16 texture coordinates in either spelling
    {"TEXCOORD15", V, O, Verdict::Ok, 16},
    {"TEX16", V, O, Verdict::IndexTooBig, 16},
    {"TEX8", V, O, Verdict::IndexTooBig},
    {"WPOS", V, I, Verdict::WrongDirection},    // a vertex program knows WPOS in neither direction
    {"WPOS", V, O, Verdict::WrongDirection},
    {"HPOS", V, I, Verdict::WrongDirection},
    {"hpos", F, I, Verdict::Ok},
    {"DEPTH", F, I, Verdict::WrongDirection},
    {"COL3", F, O, Verdict::Ok},
    {"COL4", F, O, Verdict::IndexTooBig},
    {"TEX15.FLAT", F, I, Verdict::Ok},
    {"NOSUCH", F, I, Verdict::Unknown},
    {"TEXUNIT0", V, I, Verdict::WrongDirection},  // a sampler's semantic: cgc says C5109 on a varying
    {"TEXUNIT", F, O, Verdict::WrongDirection},
    {"", V, I, Verdict::Unknown},
};

TEST(Semantics, Verdicts) {
  for (const VerdictCase& c : kVerdicts)
    EXPECT_EQ(check(c.stage, c.direction, parse(c.written), c.vertexTexcoordOutputs), c.verdict)
        << c.written << (c.stage == V ? " vertex " : " fragment ") << (c.direction == I ? "in" : "out");
}

}  // namespace
}  // namespace cgx::semantic
