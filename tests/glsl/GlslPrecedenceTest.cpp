// The GLSL writer cannot lose precedence: over generated expressions of every pair of operators, each
// shape of nesting and the conversions between half, float and int, the expression cgxc prints is parsed
// back and its tree compared with the Cg expression's tree. A conversion adds no node to either tree: GLSL
// constructors around one operand (float(i + j)) and Cg casts ((float)(i + j)) are parsed through, so a
// conversion that prints as its bare operand (half to float) is exactly the case this test is about.
//
// The parser below reads the C expression subset both languages share here: ?:, || && | ^ & == != < <= > >=
// << >> + - * / %, prefix - ! ~, calls and constructors, casts, member and swizzle suffixes, names and
// numbers. The integer and bitwise operators are checked from GLSL 1.30 on (1.10 has no bitwise operators).
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "InProcessCgxc.h"
#include "Subprocess.h"

namespace cgx::test {
namespace {

// Reads one expression and prints its tree with every node parenthesized: "((a - 1) * b)".
class TreeParser {
 public:
  explicit TreeParser(std::string text) : s_(std::move(text)) {}

  // The tree, or "" with *error set when the text is not one whole expression.
  std::string parse(std::string* error) {
    std::string tree = conditional();
    skip();
    if (failed_.empty() && pos_ != s_.size()) failed_ = "unexpected '" + s_.substr(pos_) + "'";
    *error = failed_;
    return failed_.empty() ? tree : "";
  }

 private:
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(const std::string& token) {
    skip();
    if (s_.compare(pos_, token.size(), token) != 0) return false;
    // "<" must not take the start of "<=" or "<<", "|" of "||", "&" of "&&", "!" of "!=".
    std::size_t next = pos_ + token.size();
    char after = next < s_.size() ? s_[next] : '\0';
    if ((token == "<" || token == ">" || token == "!") && after == '=') return false;
    if ((token == "<" || token == ">" || token == "|" || token == "&") && after == token[0]) return false;
    pos_ = next;
    return true;
  }
  void fail(const std::string& what) {
    if (failed_.empty()) failed_ = what + " at " + std::to_string(pos_) + " in '" + s_ + "'";
  }

  std::string conditional() {
    std::string c = binary(0);
    if (!eat("?")) return c;
    std::string a = conditional();
    if (!eat(":")) fail("':' expected");
    std::string b = conditional();
    return "(" + c + " ? " + a + " : " + b + ")";
  }

  // Levels loosest first; each is left-associative.
  std::string binary(std::size_t level) {
    static const std::vector<std::vector<std::string>> kLevels = {
        {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"<<", ">>"}, {"+", "-"},
        {"*", "/", "%"}};
    if (level == kLevels.size()) return prefix();
    std::string left = binary(level + 1);
    for (;;) {
      std::string op;
      for (const std::string& candidate : kLevels[level])
        if (eat(candidate)) {
          op = candidate;
          break;
        }
      if (op.empty()) return left;
      std::string right = binary(level + 1);
      left = "(" + left + " " + op + " " + right + ")";
    }
  }

  static bool isType(const std::string& name) {
    static const std::vector<std::string> kTypes = {"float", "half", "int", "bool", "vec2", "vec3", "vec4",
                                                    "float2", "float3", "float4", "half2", "half3", "half4"};
    for (const std::string& t : kTypes)
      if (name == t) return true;
    return false;
  }

  std::string prefix() {
    if (eat("-")) return "(-" + prefix() + ")";
    if (eat("!")) return "(!" + prefix() + ")";
    if (eat("~")) return "(~" + prefix() + ")";
    // A cast: "(float)" followed by its operand adds no node.
    std::size_t save = pos_;
    if (eat("(")) {
      std::string name = identifier();
      if (isType(name) && eat(")")) return prefix();
      pos_ = save;
    }
    return postfix();
  }

  std::string identifier() {
    skip();
    std::size_t start = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_')) ++pos_;
    return s_.substr(start, pos_ - start);
  }

  std::string postfix() {
    std::string base = primary();
    while (eat(".")) base = "(" + base + "." + identifier() + ")";
    return base;
  }

  std::string primary() {
    skip();
    if (eat("(")) {
      std::string inner = conditional();
      if (!eat(")")) fail("')' expected");
      return inner;
    }
    if (pos_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '.')) {
      std::size_t used = 0;
      double v = std::stod(s_.substr(pos_), &used);
      pos_ += used;
      while (pos_ < s_.size() && (s_[pos_] == 'h' || s_[pos_] == 'f')) ++pos_;  // Cg's suffixes
      char text[32];
      std::snprintf(text, sizeof text, "%g", v);
      return text;
    }
    std::string name = identifier();
    if (name.empty()) {
      fail("operand expected");
      return "?";
    }
    if (!eat("(")) return name;
    std::vector<std::string> args;
    if (!eat(")")) {
      do args.push_back(conditional());
      while (eat(","));
      if (!eat(")")) fail("')' expected after arguments");
    }
    if (isType(name) && args.size() == 1) return args[0];  // a conversion adds no node
    // The writer's helper for Cg's integer % (truncated, GLSL's is undefined for negatives) is that node.
    if (name == "cgx_mod" && args.size() == 2) return "(" + args[0] + " % " + args[1] + ")";
    std::string text = name + "(";
    for (std::size_t i = 0; i < args.size(); ++i) text += (i ? ", " : "") + args[i];
    return text + ")";
  }

  std::string s_;
  std::size_t pos_ = 0;
  std::string failed_;
};

TEST(GlslPrecedence, ParserReadsPrecedenceAndAssociativity) {
  auto tree = [](const std::string& text) {
    std::string error;
    std::string t = TreeParser(text).parse(&error);
    EXPECT_TRUE(error.empty()) << error;
    return t;
  };
  EXPECT_EQ(tree("a - b - c"), "((a - b) - c)");
  EXPECT_EQ(tree("a - (b - c)"), "(a - (b - c))");
  EXPECT_EQ(tree("a * b + c / d"), "((a * b) + (c / d))");
  EXPECT_EQ(tree("-a.x * float(b + c)"), "((-(a.x)) * (b + c))");
  EXPECT_EQ(tree("a < b ? c : d + 1.0"), "((a < b) ? c : (d + 1))");
  EXPECT_EQ(tree("(half)(a) <= b && !c"), "((a <= b) && (!c))");
  EXPECT_NE(tree("a * 1.0 - r"), tree("a * (1.0 - r)"));
  EXPECT_EQ(tree("i & j | k ^ i << 2"), "((i & j) | (k ^ (i << 2)))");
  EXPECT_EQ(tree("i || j | k && ~i % j >> 1"), "(i || ((j | k) && (((~i) % j) >> 1)))");
}

// The uniforms every generated expression may use: each type the conversions go between.
const char* const kUniforms =
    "uniform half a, uniform float b, uniform int i, uniform int j, uniform int k, uniform half4 h, "
    "uniform float4 v, uniform bool p";

// Four expressions a program: one a colour output.
constexpr std::size_t kOutputs = 4;

// A fragment program writing expressions[first ...] to COLOR0 ... COLOR3.
std::string program(const std::vector<std::string>& expressions, std::size_t first) {
  std::string source = std::string("void main(") + kUniforms;
  for (std::size_t n = 0; n < kOutputs; ++n) source += ", out float4 c" + std::to_string(n) + " : COLOR" + std::to_string(n);
  source += ") {\n";
  for (std::size_t n = 0; n < kOutputs; ++n)
    source += "  c" + std::to_string(n) + " = " + expressions[(first + n) % expressions.size()] + ";\n";
  return source + "}\n";
}

// The GLSL expression cgxc assigns to output n, from its output; "" with *failure set otherwise.
std::string printed(const ProcessResult& r, const std::string& version, std::size_t n, std::string* failure) {
  if (!r.exitedWith(0)) {
    *failure = r.describe();
    return "";
  }
  std::string target = (version == "330" ? "cgx_out_COLOR" + std::to_string(n) : "gl_FragData[" + std::to_string(n) + "]") + " = ";
  std::size_t at = r.out.find(target);
  if (at == std::string::npos || r.out.find(target, at + 1) != std::string::npos) {
    *failure = "not one assignment to " + target + "\n" + r.out;
    return "";
  }
  at += target.size();
  std::size_t end = r.out.find(";\n", at);
  return r.out.substr(at, end - at);
}

// The operand shapes: scalars of each type, and the float4 ones (a half4 uniform, a float4 one, a swizzle).
struct Operands {
  std::string x, y, z;
};

// Integer operators, bitwise ones included (GLSL 1.30 and later: 1.10 has none, and cgxc says C1600).
std::vector<std::string> integerExpressions() {
  const std::vector<std::string> operators = {"&", "|", "^", "<<", ">>", "%", "+", "-", "*"};
  std::vector<std::string> all;
  for (const std::string& p : operators)
    for (const std::string& q : operators) {
      all.push_back("(float)((i " + p + " j) " + q + " k)");
      all.push_back("(float)(i " + p + " (j " + q + " k))");
      all.push_back("(float)(~(i " + p + " j) " + q + " k)");
    }
  for (const std::string& p : operators) all.push_back("(i " + p + " j) == k && (j " + p + " k) != i ? a : b");
  return all;
}

std::vector<std::string> expressions(const std::string& version) {
  const std::vector<std::string> arithmetic = {"+", "-", "*", "/"};
  const std::vector<std::string> comparisons = {"<", ">=", "==", "!="};
  const std::vector<Operands> operands = {
      {"a", "b", "a"}, {"b", "a", "1.0"}, {"1.0", "a", "b"}, {"v", "a", "b"}, {"h", "v", "a"},
      {"(float)i", "a", "b"}, {"v.x", "h.y", "a"}};
  std::vector<std::string> all;
  for (const Operands& o : operands)
    for (const std::string& p : arithmetic)
      for (const std::string& q : arithmetic) {
        all.push_back("(" + o.x + " " + p + " " + o.y + ") " + q + " " + o.z);
        all.push_back(o.x + " " + p + " (" + o.y + " " + q + " " + o.z + ")");
        all.push_back("-(" + o.x + " " + p + " " + o.y + ") " + q + " " + o.z);
        all.push_back(o.x + " " + p + " -(" + o.y + " " + q + " " + o.z + ")");
      }
  // Conversions around a compound operand: to half (the conversion to float then prints as nothing), to
  // float from int (prints as a constructor), and a compound condition in ?: with compound branches.
  for (const std::string& p : arithmetic)
    for (const std::string& q : arithmetic) {
      all.push_back("b " + p + " (half)(b " + q + " a)");
      all.push_back("(half)(a " + p + " b) " + q + " b");
      all.push_back("v " + p + " (float)(i " + q + " i)");
      all.push_back("(a " + p + " b) " + q + " (a < b ? a " + q + " b : b " + p + " a)");
    }
  for (const std::string& c : comparisons)
    for (const std::string& p : arithmetic) {
      all.push_back("(a " + p + " b " + c + " b) ? b : a " + p + " b");
      all.push_back("(p && a " + c + " b) || (b " + p + " a " + c + " 1.0) ? a : b");
      all.push_back("(a " + c + " b) == p ? -a : a " + p + " b");
    }
  if (version != "110")
    for (const std::string& e : integerExpressions()) all.push_back(e);
  return all;
}

class GlslPrecedenceVersion : public ::testing::TestWithParam<std::string> {};

TEST_P(GlslPrecedenceVersion, PrintedTreeIsTheCgTree) {
  const std::string version = GetParam();
  const std::vector<std::string> all = expressions(version);
  std::vector<std::vector<std::string>> commands;
  std::vector<std::string> sources;  // on standard input
  for (std::size_t first = 0; first < all.size(); first += kOutputs) {
    commands.push_back({CGXC_PATH, "-q", "-profile", "glslf", "-po", "version=" + version, "-entry", "main", "-"});
    sources.push_back(program(all, first));
  }
  std::vector<ProcessResult> results = runCgxcAllInProcess(commands, 2, sources);
  int checked = 0;
  for (std::size_t k = 0; k < all.size(); ++k) {
    const std::string& expression = all[k];
    std::string failure;
    std::string glsl = printed(results[k / kOutputs], version, k % kOutputs, &failure);
    ASSERT_TRUE(failure.empty()) << failure << "\n" << program(all, k - k % kOutputs);
    // A scalar expression is smeared to the float4 output (vec4(e)), which the parser reads through.
    std::string cgError, glslError;
    std::string want = TreeParser(expression).parse(&cgError);
    std::string got = TreeParser(glsl).parse(&glslError);
    ASSERT_TRUE(cgError.empty()) << cgError;
    ASSERT_TRUE(glslError.empty()) << glslError;
    EXPECT_EQ(got, want) << "Cg:   " << expression << "\nGLSL: " << glsl;
    ++checked;
  }
  EXPECT_GT(checked, 500);  // the generator must not go quiet
}

INSTANTIATE_TEST_SUITE_P(Versions, GlslPrecedenceVersion, ::testing::Values("110", "330"));

}  // namespace
}  // namespace cgx::test
