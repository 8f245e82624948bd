// Every spelling of the semantic table, in both stages and directions, bare and at indices 0, its highest
// and one past it: semantic::check's verdict against cgc 3.1's (-profile glslv / glslf), where the table's
// numbers come from. Skipped where cgc is not installed (tools/install-deps.sh installs it in CI).
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "Subprocess.h"
#include "semantic/Semantics.h"

namespace cgx::semantic {
namespace {

namespace fs = std::filesystem;

const fs::path kCgc = "/usr/bin/cgc";

struct Probe {
  std::string written;
  Stage stage;
  Direction direction;
};

// Probes where cgx's table knowingly differs from glslv/glslf (each with why); a stale entry fails.
struct Known {
  const char* written;
  Stage stage;
  Direction direction;
  const char* reason;
};
const Known kKnownDifferences[] = {
    {"COLOR4", Stage::Fragment, Direction::Out,
     "glslf writes COLOR0-7, arbfp1/fp40 COLOR0-3: the limit is the profile's; the table keeps 3"},
    {"TEXCOORD15", Stage::Fragment, Direction::In,
     "glslf reads TEXCOORD0-9 (arbfp1/fp40 0-7) and accepts 10-15 only unread: the table keeps 15"},
    {"TEX15", Stage::Fragment, Direction::In, "as TEXCOORD15"},
    {"TEX8", Stage::Vertex, Direction::Out,
     "glslv writes TEX8 and TEX9 as plain varyings (TEXCOORD8 is C5102; arbvp1 rejects both): the table keeps 7"},
    {"WPOS", Stage::Vertex, Direction::Out, "cgc says C5119 (not visible in this profile) after sema; cgx C5109"},
    {"WPOS0", Stage::Vertex, Direction::Out, "as WPOS"},
};

bool known(const Probe& p) {
  for (const Known& k : kKnownDifferences)
    if (p.written == k.written && p.stage == k.stage && p.direction == k.direction) return true;
  return false;
}

int highest(const Spelling& s, Stage stage, Direction direction) {
  if (stage == Stage::Vertex) return direction == Direction::In ? s.vertexIn : s.vertexOut;
  return direction == Direction::In ? s.fragmentIn : s.fragmentOut;
}

// One program per stage and direction, one varying a line (line 2 + i for probes[i]), each read or written:
// cgc checks an input's index only when the input is read. cgc's GLSL profiles accept duplicate outputs.
std::string program(const std::vector<Probe>& probes, Stage stage, Direction direction) {
  std::string text = stage == Stage::Fragment && direction == Direction::In ? "float4 main(\n" : "void main(\n";
  std::string body;
  for (std::size_t i = 0; i < probes.size(); ++i) {
    std::string name = "a" + std::to_string(i);
    text += (direction == Direction::Out ? "out float4 " : "float4 ") + name + " : " + probes[i].written + ",\n";
    body += direction == Direction::Out ? name + " = float4(0, 0, 0, 1); " : " + " + name;
  }
  if (direction == Direction::Out) return text + "float4 unused) { " + body + "}\n";
  if (stage == Stage::Vertex) return text + "out float4 p : POSITION) { p = float4(0, 0, 0, 1)" + body + "; }\n";
  return text + "float4 unused) : COLOR { return float4(0, 0, 0, 1)" + body + "; }\n";
}

// cgc's "probe.cg(LINE) : error CNNNN: ..." lines: the first of C5108 / C5109 / C5102 on each probe's line
// (probe i is on line i + 2).
std::map<std::size_t, std::string> semanticCodesByProbe(const std::string& text) {
  std::map<std::size_t, std::string> codes;
  const std::string file = "probe.cg(";
  for (std::size_t at = text.find(file); at != std::string::npos; at = text.find(file, at + 1)) {
    std::size_t close = text.find(") : error C", at);
    if (close == std::string::npos) break;
    std::string line = text.substr(at + file.size(), close - at - file.size());
    std::string code = text.substr(close + 10, 5);
    if (line.empty() || line.find_first_not_of("0123456789") != std::string::npos || line.size() > 6) continue;
    std::size_t number = std::stoul(line);
    if (number >= 2 && (code == "C5108" || code == "C5109" || code == "C5102")) codes.emplace(number - 2, code);
  }
  return codes;
}

std::string code(Verdict v) {
  switch (v) {
    case Verdict::Ok: return "ok";
    case Verdict::Unknown: return "C5108";
    case Verdict::WrongDirection: return "C5109";
    case Verdict::IndexTooBig: return "C5102";
  }
  return "?";
}

TEST(CgcSemantics, EverySpellingAgreesWithCgc) {
  if (!fs::exists(kCgc)) GTEST_SKIP() << "cgc is not installed at " << kCgc;
  fs::path dir = fs::temp_directory_path() / ("cgx-semantics-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::size_t stale = 0, agreed = 0;
  for (Stage stage : {Stage::Vertex, Stage::Fragment})
    for (Direction direction : {Direction::In, Direction::Out}) {
      std::vector<Probe> probes;
      for (const Spelling& s : spellings()) {
        std::string name(s.name);
        std::vector<std::string> forms = {name, name + "0"};
        if (int max = highest(s, stage, direction); max != kNo) {
          forms.push_back(name + std::to_string(max));
          forms.push_back(name + std::to_string(max + 1));
        }
        for (const std::string& form : forms) probes.push_back({form, stage, direction});
      }
      fs::path file = dir / "probe.cg";
      std::ofstream(file) << program(probes, stage, direction);
      test::ProcessResult r = test::runProcess(
          {kCgc.string(), "-q", "-profile", stage == Stage::Vertex ? "glslv" : "glslf", file.string()});
      ASSERT_FALSE(r.abnormal()) << r.describe();
      std::map<std::size_t, std::string> cgcCode = semanticCodesByProbe(r.out + r.err);
      for (std::size_t i = 0; i < probes.size(); ++i) {
        const Probe& p = probes[i];
        std::string ours = code(check(stage, direction, parse(p.written)));
        std::string theirs = cgcCode.count(i) ? cgcCode[i] : "ok";
        if (known(p)) {
          stale += ours == theirs;
          EXPECT_NE(ours, theirs) << p.written << ": listed as a known difference but agrees with cgc";
          continue;
        }
        agreed += ours == theirs;
        EXPECT_EQ(ours, theirs) << p.written << (stage == Stage::Vertex ? " vertex " : " fragment ")
                                << (direction == Direction::In ? "input" : "output");
      }
    }
  fs::remove_all(dir);
  EXPECT_EQ(stale, 0u);
  EXPECT_GT(agreed, 300u);  // the probes did run: every spelling, four ways, two to four indices
}

}  // namespace
}  // namespace cgx::semantic
