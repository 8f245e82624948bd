// The ABI of include/Cg against NVIDIA's Cg 3.1 headers (installed as /usr/include/Cg by the oracle
// package; the test skips without them). The headers must declare the same enumerators with the same
// numbers and the same functions with the same types, or a program built against one would misbehave
// with the other library. The test lists the names in both headers, writes a C++ probe that prints every
// enumerator's value and every function's type (typeid of its pointer: return and parameter types,
// including the handle struct tags and the enum type names that C++ programs mangle), compiles the probe
// against each header, and compares the two outputs.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <cctype>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>

#include "Subprocess.h"

namespace fs = std::filesystem;

namespace {

const fs::path kOurs = fs::path(CGX_SOURCE_DIR) / "include";
const fs::path kNvidia = "/usr/include";

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Names {
  std::set<std::string> enumerators;
  std::set<std::string> functions;
};

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The enumerators (CG_NAME followed by `=`) inside `typedef enum [CGX_ENUM_BASE] { ... }` blocks and the functions declared
// (cgName followed by `(`) outside them. A scanner rather than std::regex: gcc 12's <regex> trips
// -Wmaybe-uninitialized in the sanitizer build.
Names namesIn(const fs::path& includeDir) {
  Names names;
  for (const char* header : {"Cg/cg.h", "Cg/cgGL.h"}) {
    const std::string text = readFile(includeDir / header);
    bool inEnum = false;
    std::string previous;  // the identifier before the current one
    std::size_t i = 0;
    while (i < text.size()) {
      if (text.compare(i, 2, "/*") == 0) {
        const std::size_t end = text.find("*/", i + 2);
        i = end == std::string::npos ? text.size() : end + 2;
        continue;
      }
      const char c = text[i];
      // `typedef enum CGX_ENUM_BASE {` in cgx's headers (cg.h says why), `typedef enum {` in NVIDIA's.
      if (c == '{' && (previous == "enum" || previous == "CGX_ENUM_BASE")) inEnum = true;
      if (c == '}') inEnum = false;
      if (!identifierChar(c)) {
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < text.size() && identifierChar(text[end])) ++end;
      const std::string word = text.substr(i, end - i);
      std::size_t next = end;
      while (next < text.size() && std::isspace(static_cast<unsigned char>(text[next]))) ++next;
      const char follower = next < text.size() ? text[next] : '\0';
      if (inEnum && word.rfind("CG_", 0) == 0 && follower == '=') names.enumerators.insert(word);
      if (!inEnum && word.size() > 2 && word.rfind("cg", 0) == 0 && std::isupper(static_cast<unsigned char>(word[2])) &&
          follower == '(')
        names.functions.insert(word);
      previous = word;
      i = end;
    }
  }
  return names;
}

std::string probeSource(const Names& names) {
  std::string source =
      "#include <Cg/cg.h>\n#include <Cg/cgGL.h>\n#include <cstdio>\n#include <typeinfo>\nint main() {\n";
  for (const std::string& e : names.enumerators)
    source += "  std::printf(\"" + e + "=%ld\\n\", static_cast<long>(" + e + "));\n";
  for (const std::string& f : names.functions)
    source += "  std::printf(\"" + f + " %s\\n\", typeid(&" + f + ").name());\n";
  return source + "}\n";
}

std::string difference(const std::set<std::string>& a, const std::set<std::string>& b) {
  std::string out;
  for (const std::string& name : a)
    if (!b.count(name)) out += name + " ";
  return out;
}

// Compiles the probe against `includeDir` and returns what it prints (with a failure recorded otherwise).
std::string runProbe(const fs::path& source, const fs::path& includeDir, const fs::path& binary) {
  cgx::test::ProcessOptions options;
  options.timeout = std::chrono::seconds(120);
  const cgx::test::ProcessResult built = cgx::test::runProcess(
      {CGX_CXX_COMPILER, "-std=c++17", "-w", "-I" + includeDir.string(), source.string(), "-o", binary.string()},
      options);
  if (!built.exitedWith(0)) {
    ADD_FAILURE() << "probe does not compile against " << includeDir << ": " << built.describe();
    return "";
  }
  const cgx::test::ProcessResult ran = cgx::test::runProcess({binary.string()});
  EXPECT_TRUE(ran.exitedWith(0)) << ran.describe();
  return ran.out;
}

TEST(CgHeaderAbi, MatchesNvidiaHeaders) {
  if (!fs::exists(kNvidia / "Cg/cg.h") || !fs::exists(kNvidia / "Cg/cgGL.h"))
    GTEST_SKIP() << "NVIDIA's Cg headers are not installed (/usr/include/Cg)";
  const Names ours = namesIn(kOurs);
  const Names nvidia = namesIn(kNvidia);
  ASSERT_GT(ours.functions.size(), 400u);  // the reader found the declarations at all
  ASSERT_GT(ours.enumerators.size(), 600u);
  EXPECT_EQ(difference(nvidia.enumerators, ours.enumerators), "") << "enumerators only NVIDIA declares";
  EXPECT_EQ(difference(ours.enumerators, nvidia.enumerators), "") << "enumerators only cgx declares";
  EXPECT_EQ(difference(nvidia.functions, ours.functions), "") << "functions only NVIDIA declares";
  EXPECT_EQ(difference(ours.functions, nvidia.functions), "") << "functions only cgx declares";

  Names common;
  for (const std::string& e : ours.enumerators)
    if (nvidia.enumerators.count(e)) common.enumerators.insert(e);
  for (const std::string& f : ours.functions)
    if (nvidia.functions.count(f)) common.functions.insert(f);
  const fs::path dir = fs::temp_directory_path() / ("cgx-abi-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path source = dir / "probe.cpp";
  std::ofstream(source) << probeSource(common);
  const std::string oursOut = runProbe(source, kOurs, dir / "ours");
  const std::string nvidiaOut = runProbe(source, kNvidia, dir / "nvidia");
  fs::remove_all(dir);
  ASSERT_FALSE(oursOut.empty());
  // Line by line, so a failure names the enumerator or function that differs.
  std::istringstream a(oursOut), b(nvidiaOut);
  std::string lineA, lineB;
  int differing = 0;
  while (std::getline(a, lineA) && std::getline(b, lineB))
    if (lineA != lineB && ++differing <= 50) ADD_FAILURE() << "cgx: " << lineA << "\nNVIDIA: " << lineB;
  EXPECT_EQ(oursOut.size(), nvidiaOut.size());
}

}  // namespace
