// The generator (see Generator.h for what it guarantees). One pass: declarations (structs, uniforms,
// functions, main) are written as they are chosen; each function body is generated with the variables in
// scope at each point, so every read is of a written variable and every type is known where it is used.
#include "Generator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

namespace cgx::gen {
namespace {

// Values a variable can hold: every assignment is clamped (or, for matrices, scaled by a power of two) to
// +-kVarBound when its bound could be larger.
constexpr double kVarBound = 4;
// A subexpression whose bound could pass this is clamped to kVarBound before it is used, so no intermediate
// grows past about kClampAbove^2 and float rounding stays far below the harness's tolerance.
constexpr double kClampAbove = 16;
constexpr int kMaxExprDepth = 4;
constexpr int kMaxBlockDepth = 3;

// splitmix64: small, good enough, and the same everywhere.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  int range(int lo, int hi) { return lo + below(hi - lo + 1); }
  bool chance(int percent) { return below(100) < percent; }

 private:
  std::uint64_t state_;
};

struct Type {
  enum Kind { Float, Struct, Void } kind = Float;
  int rows = 0;  // > 0: a matrix of `rows` x `cols`
  int cols = 1;  // a vector's size (1: scalar)
  int structId = -1;
  int array = 0;  // > 0: an array of that many
  bool matrix() const { return kind == Float && rows > 0; }
  bool plain() const { return kind == Float && array == 0; }
  bool vectorOrScalar() const { return plain() && rows == 0; }
  Type element() const {
    Type t = *this;
    t.array = 0;
    return t;
  }
  bool operator==(const Type& o) const {
    return kind == o.kind && rows == o.rows && cols == o.cols && structId == o.structId && array == o.array;
  }
};
Type floatN(int n) { return Type{Type::Float, 0, n, -1, 0}; }
Type floatRxC(int r, int c) { return Type{Type::Float, r, c, -1, 0}; }

struct Field {
  std::string name;
  Type type;
};
struct StructDef {
  std::string name;
  std::vector<Field> fields;
};

enum class Dir { In, Out, InOut };
struct Param {
  std::string name;
  Type type;
  Dir dir = Dir::In;
};
struct Function {
  std::string name;
  Type ret;
  std::vector<Param> params;
  bool inOnly() const {
    return std::all_of(params.begin(), params.end(), [](const Param& p) { return p.dir == Dir::In; });
  }
};

struct Var {
  std::string name;
  Type type;
  double bound;
  bool writable;
};
struct LoopVar {
  std::string name;
  int hi;  // takes 0..hi
};
// A readable access path of a plain type ("s.f[1]", "m[2]", "v3").
struct Place {
  std::string text, root;
  Type type;
  double bound;
  bool writable;
};
struct Expr {
  Expr() = default;
  Expr(std::string t, double b, std::string base = "") : text(std::move(t)), bound(b), scalarBase(std::move(base)) {}
  std::string text;
  double bound = 0;
  // A scalar's swizzle (s.xxx) names the scalar here: cgc types a swizzle of that, even through a
  // constructor ((float3(s.xxx)).xy), as a scalar ("cannot index a non-array value", "ambiguous mul"), so a
  // swizzle of it is written as a swizzle of the scalar itself (every component is the scalar anyway).
  std::string scalarBase;
};

std::string literal(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", v);
  std::string s = buffer;
  return v < 0 ? "(" + s + ")" : s;
}

class Generator {
 public:
  Generator(std::uint64_t seed, Stage stage) : rng_(seed), stage_(stage) {}
  std::string run();

 private:
  // Types and names.
  std::string typeName(const Type& t) const;
  Type randomPlain();
  Type randomLocal();
  std::string fresh(const char* prefix) { return prefix + std::to_string(next_++); }
  std::string swizzle(int n, int from, bool distinct);

  // Scope.
  std::vector<Place> places() const;
  void addPlaces(const std::string& text, const std::string& root, const Type& t, double bound, bool writable,
                 std::vector<Place>* out) const;

  // Expressions.
  Expr gen(const Type& t, int depth);
  Expr genVector(int n, int depth);
  Expr genMatrix(int r, int c, int depth);
  Expr leaf(const Type& t);
  Expr constant(const Type& t);
  Expr unaryIntrinsic(int n, int depth);
  Expr binaryIntrinsic(int n, int depth);
  Expr scalarReduction(int depth);
  std::string cond(int depth);
  Expr call(const Function& f, int depth);
  Expr bounded(Expr e, double limit);   // clamp (or scale a matrix) when e could pass `limit`
  Expr fit(const Type& t, int depth) { return bounded(gen(t, depth), kVarBound); }
  Expr small(const Type& t, int depth);  // bound <= kClampAbove

  // Statements.
  void line(const std::string& s) { out_ += std::string(2 * indent_, ' ') + s + "\n"; }
  void block(int depth, int count);
  void statement(int depth);
  void declare(int depth);
  void initialise(const std::string& text, const Type& t, int depth);
  void assign(int depth);
  void loop(int depth);
  void callStatement(int depth, const Function* f = nullptr);
  void function(int index);
  void observe(std::size_t from);
  std::vector<Var> outputs_;  // main's, while main is generated

  Random rng_;
  Stage stage_;
  int next_ = 0;
  std::vector<StructDef> structs_;
  std::vector<Function> functions_;
  std::vector<Var> vars_;
  std::vector<LoopVar> loops_;
  std::string out_;
  int indent_ = 0;
  int budget_ = 0;  // statements left in the current function
  bool inMain_ = false;
  const Function* current_ = nullptr;
};

std::string Generator::typeName(const Type& t) const {
  if (t.kind == Type::Void) return "void";
  if (t.kind == Type::Struct) return structs_[static_cast<std::size_t>(t.structId)].name;
  if (t.matrix()) return "float" + std::to_string(t.rows) + "x" + std::to_string(t.cols);
  return t.cols == 1 ? "float" : "float" + std::to_string(t.cols);
}

Type Generator::randomPlain() {
  int k = rng_.below(100);
  if (k < 20) return floatN(1);
  if (k < 85) return floatN(rng_.range(2, 4));
  return floatRxC(rng_.range(2, 4), rng_.range(2, 4));
}

Type Generator::randomLocal() {
  int k = rng_.below(100);
  if (k < 10 && !structs_.empty()) return Type{Type::Struct, 0, 1, rng_.below(static_cast<int>(structs_.size())), 0};
  Type t = randomPlain();
  if (k >= 88 && !t.matrix()) t.array = rng_.range(2, 4);
  return t;
}

std::string Generator::swizzle(int n, int from, bool distinct) {
  const char* set = rng_.chance(70) ? "xyzw" : "rgba";
  std::vector<int> pool;
  for (int i = 0; i < from; ++i) pool.push_back(i);
  std::string s = ".";
  for (int i = 0; i < n; ++i) {
    int k = rng_.below(static_cast<int>(pool.size()));
    s += set[pool[static_cast<std::size_t>(k)]];
    if (distinct) pool.erase(pool.begin() + k);
  }
  return s;
}

void Generator::addPlaces(const std::string& text, const std::string& root, const Type& t, double bound,
                          bool writable, std::vector<Place>* out) const {
  if (t.array > 0) {
    for (int k = 0; k < t.array; ++k) addPlaces(text + "[" + std::to_string(k) + "]", root, t.element(), bound, writable, out);
    for (const LoopVar& l : loops_)
      if (l.hi < t.array) addPlaces(text + "[" + l.name + "]", root, t.element(), bound, writable, out);
    return;
  }
  if (t.kind == Type::Struct) {
    for (const Field& f : structs_[static_cast<std::size_t>(t.structId)].fields)
      addPlaces(text + "." + f.name, root, f.type, bound, writable, out);
    return;
  }
  out->push_back(Place{text, root, t, bound, writable});
  if (t.matrix())
    for (int k = 0; k < t.rows; ++k)
      out->push_back(Place{text + "[" + std::to_string(k) + "]", root, floatN(t.cols), bound, writable});
}

std::vector<Place> Generator::places() const {
  std::vector<Place> out;
  for (const Var& v : vars_) addPlaces(v.name, v.name, v.type, v.bound, v.writable, &out);
  return out;
}

Expr Generator::bounded(Expr e, double limit) {
  if (e.bound <= limit) return e;
  return Expr{"clamp(" + e.text + ", " + literal(-kVarBound) + ", " + literal(kVarBound) + ")", kVarBound};
}

Expr Generator::small(const Type& t, int depth) {
  Expr e = gen(t, depth);
  if (t.matrix() || e.bound <= kClampAbove) return e;
  return bounded(e, kVarBound);
}

Expr Generator::constant(const Type& t) {
  auto one = [&] { return rng_.range(-16, 16) / 8.0; };
  if (t.vectorOrScalar() && t.cols == 1) {
    double v = one();
    return Expr{literal(v), std::fabs(v)};
  }
  int count = t.matrix() ? t.rows * t.cols : t.cols;
  std::string s = typeName(t) + "(";
  double bound = 0;
  for (int i = 0; i < count; ++i) {
    double v = one();
    bound = std::max(bound, std::fabs(v));
    s += (i ? ", " : "") + literal(v);
  }
  return Expr{s + ")", bound};
}

Expr Generator::leaf(const Type& t) {
  std::vector<Place> all = places();
  std::vector<const Place*> exact, vectors;
  for (const Place& p : all) {
    if (p.type == t) exact.push_back(&p);
    if (p.type.vectorOrScalar() && t.vectorOrScalar()) vectors.push_back(&p);
  }
  int k = rng_.below(100);
  if (k < 45 && !exact.empty()) {
    const Place* p = exact[static_cast<std::size_t>(rng_.below(static_cast<int>(exact.size())))];
    return Expr{p->text, p->bound};
  }
  if (k < 80 && !vectors.empty()) {
    const Place* p = vectors[static_cast<std::size_t>(rng_.below(static_cast<int>(vectors.size())))];
    // A scalar's swizzle (s.xx) is Cg too; a one-component read of a scalar is the scalar itself.
    if (p->type.cols == 1 && t.cols == 1) return Expr{p->text, p->bound};
    return Expr{p->text + swizzle(t.cols, p->type.cols, false), p->bound, p->type.cols == 1 ? p->text : ""};
  }
  if (t.matrix() && k < 90) {
    // Rows from what is in scope rather than a wall of literals.
    std::string text = typeName(t) + "(";
    double bound = 0;
    for (int i = 0; i < t.rows; ++i) {
      Expr row = leaf(floatN(t.cols));
      bound = std::max(bound, row.bound);
      text += (i ? ", " : "") + row.text;
    }
    return Expr{text + ")", bound};
  }
  if (k < 88 && t.vectorOrScalar() && t.cols == 1 && !loops_.empty()) {
    const LoopVar& l = loops_[static_cast<std::size_t>(rng_.below(static_cast<int>(loops_.size())))];
    return Expr{"(float)" + l.name, static_cast<double>(l.hi)};
  }
  return constant(t);
}

// -e, except that a negation of a negation (or of a negative literal) is left as e: cgc writes -(-(x)) as
// `--x` in its GLSL, a pre-decrement there (tests/gen/regressions/cgc_double_negation.cg).
Expr negated(const Expr& e) {
  if (e.text.rfind("-", 0) == 0 || e.text.rfind("(-", 0) == 0) return e;
  return {"-(" + e.text + ")", e.bound};
}

// `e` (of `from` components) swizzled to `n` components.
std::string swizzled(const Expr& e, int n, const std::string& mask) {
  if (!e.scalarBase.empty()) return e.scalarBase + (n == 1 ? "" : "." + std::string(static_cast<std::size_t>(n), 'x'));
  return "(" + e.text + ")" + mask;
}

Expr Generator::gen(const Type& t, int depth) {
  if (t.matrix()) return genMatrix(t.rows, t.cols, depth);
  return genVector(t.cols, depth);
}

// Componentwise functions of one argument, each with its argument kept in its domain.
Expr Generator::unaryIntrinsic(int n, int depth) {
  Expr a = small(floatN(n), depth + 1);
  const std::string& x = a.text;
  switch (rng_.below(22)) {
    case 0: return {"abs(" + x + ")", a.bound};
    case 1: return {"sin(" + x + ")", 1};
    case 2: return {"cos(" + x + ")", 1};
    case 3: return {"tanh(" + x + ")", 1};
    case 4: return {"atan(" + x + ")", 1.6};
    // Not asin/acos: cgc's GLSL computes them with the Cg reference polynomial (error up to ~7e-5 rad), which
    // later products amplify past the tolerance (tests/gen/regressions/cgc_asin_acos_polynomial.cg keeps
    // that difference on record; 15 of 1,000 seeds differed by it alone). atan of a scaled argument instead.
    case 5: return {"atan(" + x + " * 0.5)", 1.6};
    case 6: return {"(atan(" + x + " * 2.0) + 1.6)", 3.2};
    case 7: return {"exp(clamp(" + x + ", -2.0, 2.0))", 7.4};
    case 8: return {"exp2(clamp(" + x + ", -3.0, 3.0))", 8};
    case 9: return {"log(abs(" + x + ") + 0.25)", std::max(1.4, std::log(a.bound + 0.25))};
    case 10: return {"log2(abs(" + x + ") + 0.25)", std::max(2.0, std::log2(a.bound + 0.25))};
    case 11: return {"log10(abs(" + x + ") + 0.25)", 1};
    case 12: return {"sqrt(abs(" + x + "))", std::sqrt(a.bound)};
    case 13: return {"rsqrt(abs(" + x + ") + 0.25)", 2};
    case 14: return {"floor(" + x + ")", a.bound + 1};
    case 15: return {"ceil(" + x + ")", a.bound + 1};
    case 16: return {"frac(" + x + ")", 1};
    case 17: return {"saturate(" + x + ")", 1};
    case 18: return {"sign(" + x + ")", 1};
    case 19: return {"sinh(clamp(" + x + ", -2.0, 2.0))", 3.7};
    case 20: return {"cosh(clamp(" + x + ", -2.0, 2.0))", 3.8};
    default: return {"radians(" + x + ")", a.bound / 57};
  }
}

// Componentwise functions of two or three arguments.
Expr Generator::binaryIntrinsic(int n, int depth) {
  Type t = floatN(n);
  Expr a = small(t, depth + 1), b = small(t, depth + 1);
  switch (rng_.below(11)) {
    case 0: return {"min(" + a.text + ", " + b.text + ")", std::max(a.bound, b.bound)};
    case 1: return {"max(" + a.text + ", " + b.text + ")", std::max(a.bound, b.bound)};
    case 2: return {"step(" + a.text + ", " + b.text + ")", 1};
    case 3: {
      Expr s = small(t, depth + 1);
      return {"lerp(" + a.text + ", " + b.text + ", saturate(" + s.text + "))", std::max(a.bound, b.bound)};
    }
    case 4: {
      // clamp's bounds must be ordered (GLSL leaves lo > hi undefined).
      Expr c = small(t, depth + 1);
      return {"clamp(" + a.text + ", min(" + b.text + ", " + c.text + "), max(" + b.text + ", " + c.text + "))",
              std::max(a.bound, std::max(b.bound, c.bound))};
    }
    case 5: return {"fmod(" + a.text + ", abs(" + b.text + ") + 0.5)", a.bound};
    case 6: {
      double base = a.bound + 0.25;
      double bound = std::max(16.0, base * base);
      return {"pow(abs(" + a.text + ") + 0.25, clamp(" + b.text + ", -2.0, 2.0))", bound};
    }
    case 7: return {"atan2(" + a.text + ", abs(" + b.text + ") + 0.25)", 3.2};
    case 8: return {"smoothstep(" + a.text + ", " + a.text + " + abs(" + b.text + ") + 0.5, " +
                    small(t, depth + 1).text + ")", 1};
    case 9: return {"(" + a.text + " / (abs(" + b.text + ") + 0.5))", a.bound * 2};
    default: return {"degrees(clamp(" + a.text + ", -0.25, 0.25))", 15};
  }
}

// Scalars from vectors and matrices.
Expr Generator::scalarReduction(int depth) {
  int n = rng_.range(2, 4);
  Type t = floatN(n);
  switch (rng_.below(5)) {
    case 0: {
      Expr a = small(t, depth + 1), b = small(t, depth + 1);
      return {"dot(" + a.text + ", " + b.text + ")", n * a.bound * b.bound};
    }
    case 1: {
      Expr a = small(t, depth + 1);
      return {"length(" + a.text + ")", 2 * a.bound};
    }
    case 2: {
      Expr a = small(t, depth + 1), b = small(t, depth + 1);
      return {"distance(" + a.text + ", " + b.text + ")", 2 * (a.bound + b.bound)};
    }
    case 3: {
      Expr m = genMatrix(n, n, depth + 1);
      double f = 1;
      for (int i = 2; i <= n; ++i) f *= i;
      return {"determinant(" + m.text + ")", f * std::pow(m.bound, n)};
    }
    default: {
      Expr a = small(t, depth + 1);
      return {swizzled(a, 1, swizzle(1, n, false)), a.bound};
    }
  }
}

std::string Generator::cond(int depth) {
  static const char* const kCompare[] = {"<", ">", "<=", ">="};
  int k = rng_.below(100);
  if (depth >= kMaxExprDepth || k < 45) {
    Expr a = small(floatN(1), depth + 1), b = small(floatN(1), depth + 1);
    return a.text + " " + kCompare[rng_.below(4)] + " " + b.text;
  }
  if (k < 60) {
    int n = rng_.range(2, 4);
    Expr a = small(floatN(n), depth + 1), b = small(floatN(n), depth + 1);
    return std::string(rng_.chance(50) ? "any(" : "all(") + a.text + " " + kCompare[rng_.below(4)] + " " + b.text + ")";
  }
  if (k < 70 && !loops_.empty()) {
    const LoopVar& l = loops_[static_cast<std::size_t>(rng_.below(static_cast<int>(loops_.size())))];
    return l.name + (rng_.chance(50) ? " == " : " < ") + std::to_string(rng_.range(0, l.hi));
  }
  if (k < 78) return "!(" + cond(depth + 1) + ")";
  return "(" + cond(depth + 1) + (rng_.chance(50) ? " && " : " || ") + cond(depth + 1) + ")";
}

Expr Generator::call(const Function& f, int depth) {
  std::string s = f.name + "(";
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    const Type& t = f.params[i].type;
    std::string arg;
    if (t.kind == Type::Struct) {
      std::vector<const Var*> vars;
      for (const Var& v : vars_)
        if (v.type == t) vars.push_back(&v);
      if (vars.empty()) return leaf(f.ret);  // no struct of that type in scope: caller falls back
      arg = vars[static_cast<std::size_t>(rng_.below(static_cast<int>(vars.size())))]->name;
    } else {
      arg = fit(t, depth + 1).text;
    }
    s += (i ? ", " : "") + arg;
  }
  return {s + ")", kVarBound};
}

Expr Generator::genVector(int n, int depth) {
  Type t = floatN(n);
  if (depth >= kMaxExprDepth || rng_.chance(25)) return leaf(t);
  int k = rng_.below(100);
  if (k < 16) {
    Expr a = small(t, depth + 1);
    Expr b = small(rng_.chance(70) ? t : floatN(1), depth + 1);
    bool plus = rng_.chance(50);
    return {"(" + a.text + (plus ? " + " : " - ") + b.text + ")", a.bound + b.bound};
  }
  if (k < 26) {
    Expr a = small(t, depth + 1);
    Expr b = small(rng_.chance(70) ? t : floatN(1), depth + 1);
    return {"(" + a.text + " * " + b.text + ")", a.bound * b.bound};
  }
  if (k < 30) {
    Expr a = small(t, depth + 1);
    return negated(a);
  }
  if (k < 46) return unaryIntrinsic(n, depth);
  if (k < 58) return binaryIntrinsic(n, depth);
  if (k < 64 && n > 1) {
    // A constructor from parts.
    std::string s = typeName(t) + "(";
    double bound = 0;
    for (int left = n; left > 0;) {
      int part = rng_.range(1, left);
      Expr e = small(floatN(part), depth + 1);
      bound = std::max(bound, e.bound);
      s += (left != n ? ", " : "") + e.text;
      left -= part;
    }
    return {s + ")", bound};
  }
  if (k < 68) {
    int from = rng_.range(std::max(2, n), 4);
    Expr a = small(floatN(from), depth + 1);
    return {swizzled(a, n, swizzle(n, from, false)), a.bound};
  }
  if (k < 74) {
    Expr a = small(t, depth + 1), b = small(t, depth + 1);
    // A componentwise choice by a vector of bools, now and then.
    if (n > 1 && rng_.chance(25)) {
      Expr c = small(t, depth + 1), d = small(t, depth + 1);
      return {"((" + c.text + " < " + d.text + ") ? " + a.text + " : " + b.text + ")", std::max(a.bound, b.bound)};
    }
    return {"(" + cond(depth + 1) + " ? " + a.text + " : " + b.text + ")", std::max(a.bound, b.bound)};
  }
  if (k < 82) {
    // Matrix products with a vector: mul(M, v) of an n x c matrix, mul(v, M) of an r x n one.
    int other = rng_.range(2, 4);
    if (n == 1) return scalarReduction(depth);
    if (rng_.chance(50)) {
      Expr m = genMatrix(n, other, depth + 1), v = small(floatN(other), depth + 1);
      return {"mul(" + m.text + ", " + v.text + ")", other * m.bound * v.bound};
    }
    Expr v = small(floatN(other), depth + 1), m = genMatrix(other, n, depth + 1);
    return {"mul(" + v.text + ", " + m.text + ")", other * m.bound * v.bound};
  }
  if (k < 88 && n == 1) return scalarReduction(depth);
  if (k < 88 && n > 1) {
    switch (rng_.below(4)) {
      case 0: return {"normalize(abs(" + small(t, depth + 1).text + ") + 0.25)", 1};
      case 1:
        if (n == 3) {
          Expr a = small(t, depth + 1), b = small(t, depth + 1);
          return {"cross(" + a.text + ", " + b.text + ")", 2 * a.bound * b.bound};
        }
        [[fallthrough]];
      case 2: {
        Expr i = small(t, depth + 1);
        return {"reflect(" + i.text + ", normalize(abs(" + small(t, depth + 1).text + ") + 0.25))", 3 * i.bound};
      }
      default: {
        Expr a = small(t, depth + 1);
        return {"faceforward(" + a.text + ", " + small(t, depth + 1).text + ", " + small(t, depth + 1).text + ")",
                a.bound};
      }
    }
  }
  if (k < 94) {
    std::vector<const Function*> callable;
    for (const Function& f : functions_)
      if (f.inOnly() && f.ret == t && &f != current_) callable.push_back(&f);
    if (!callable.empty()) return call(*callable[static_cast<std::size_t>(rng_.below(static_cast<int>(callable.size())))], depth);
  }
  return leaf(t);
}

Expr Generator::genMatrix(int r, int c, int depth) {
  Type t = floatRxC(r, c);
  // Matrix expressions nest less: each level multiplies the text by up to four.
  if (depth >= kMaxExprDepth - 1 || rng_.chance(45)) return leaf(t);
  int k = rng_.below(100);
  Expr e;
  if (k < 20) {
    Expr a = genMatrix(r, c, depth + 1), b = genMatrix(r, c, depth + 1);
    e = {"(" + a.text + (rng_.chance(50) ? " + " : " - ") + b.text + ")", a.bound + b.bound};
  } else if (k < 32) {
    Expr a = genMatrix(r, c, depth + 1), s = small(floatN(1), depth + 1);
    e = {"(" + a.text + " * " + s.text + ")", a.bound * s.bound};
  } else if (k < 50) {
    int inner = rng_.range(2, 4);
    Expr a = genMatrix(r, inner, depth + 1), b = genMatrix(inner, c, depth + 1);
    e = {"mul(" + a.text + ", " + b.text + ")", inner * a.bound * b.bound};
  } else if (k < 62) {
    Expr a = genMatrix(c, r, depth + 1);
    e = {"transpose(" + a.text + ")", a.bound};
  } else if (k < 80) {
    std::string s = typeName(t) + "(";
    double bound = 0;
    for (int i = 0; i < r; ++i) {
      Expr row = small(floatN(c), depth + 1);
      bound = std::max(bound, row.bound);
      s += (i ? ", " : "") + row.text;
    }
    e = {s + ")", bound};
  } else if (k < 88) {
    Expr a = genMatrix(r, c, depth + 1), b = genMatrix(r, c, depth + 1);
    e = {"(" + cond(depth + 1) + " ? " + a.text + " : " + b.text + ")", std::max(a.bound, b.bound)};
  } else {
    e = negated(genMatrix(r, c, depth + 1));
  }
  // Matrices have no clamp in Cg: a power-of-two scale bounds them without rounding.
  if (e.bound > kVarBound) {
    double scale = 1;
    while (e.bound * scale > kVarBound) scale /= 2;
    e = {"(" + e.text + " * " + literal(scale) + ")", e.bound * scale};
  }
  return e;
}

// Writes every component of `text` (of type t) so that nothing unwritten is ever read.
void Generator::initialise(const std::string& text, const Type& t, int depth) {
  if (t.array > 0) {
    if (rng_.chance(50)) {
      std::string i = fresh("i");
      line("for (int " + i + " = 0; " + i + " < " + std::to_string(t.array) + "; " + i + "++) {");
      ++indent_;
      loops_.push_back({i, t.array - 1});
      initialise(text + "[" + i + "]", t.element(), depth);
      loops_.pop_back();
      --indent_;
      line("}");
    } else {
      for (int k = 0; k < t.array; ++k) initialise(text + "[" + std::to_string(k) + "]", t.element(), depth);
    }
    return;
  }
  if (t.kind == Type::Struct) {
    for (const Field& f : structs_[static_cast<std::size_t>(t.structId)].fields)
      initialise(text + "." + f.name, f.type, depth);
    return;
  }
  line(text + " = " + fit(t, depth).text + ";");
}

void Generator::declare(int depth) {
  Type t = randomLocal();
  std::string name = fresh("v");
  if (t.plain() && rng_.chance(80)) {
    line(typeName(t) + " " + name + " = " + fit(t, depth).text + ";");
  } else {
    line(typeName(t) + " " + name + (t.array ? "[" + std::to_string(t.array) + "]" : "") + ";");
    initialise(name, t, depth);
  }
  vars_.push_back({name, t, kVarBound, true});
}

void Generator::assign(int depth) {
  std::vector<Place> all = places();
  std::vector<const Place*> writable;
  for (const Place& p : all)
    if (p.writable) writable.push_back(&p);
  if (writable.empty()) return declare(depth);
  const Place& p = *writable[static_cast<std::size_t>(rng_.below(static_cast<int>(writable.size())))];
  int k = rng_.below(100);
  if (p.type.vectorOrScalar() && k < 12) {
    // Compound assignments that keep the bound: *= by at most 1, /= by at least 1.
    if (rng_.chance(50))
      line(p.text + " *= clamp(" + small(p.type, depth + 1).text + ", -1.0, 1.0);");
    else
      line(p.text + " /= abs(" + small(p.type, depth + 1).text + ") + 1.0;");
    return;
  }
  if (p.type.vectorOrScalar() && p.type.cols > 1 && k < 45) {
    int n = rng_.range(1, p.type.cols);
    line(p.text + swizzle(n, p.type.cols, true) + " = " + fit(floatN(n), depth).text + ";");
    return;
  }
  if (p.type.matrix() && k < 30) {
    // A matrix swizzle: distinct elements written from a vector.
    int n = rng_.range(1, std::min(4, p.type.rows * p.type.cols));
    std::vector<int> pool;
    for (int i = 0; i < p.type.rows * p.type.cols; ++i) pool.push_back(i);
    std::string mask = ".";
    for (int i = 0; i < n; ++i) {
      int j = rng_.below(static_cast<int>(pool.size()));
      int e = pool[static_cast<std::size_t>(j)];
      pool.erase(pool.begin() + j);
      mask += "_m" + std::to_string(e / p.type.cols) + std::to_string(e % p.type.cols);
    }
    line(p.text + mask + " = " + fit(floatN(n), depth).text + ";");
    return;
  }
  line(p.text + " = " + fit(p.type, depth).text + ";");
}

void Generator::loop(int depth) {
  std::string i = fresh("i");
  int count = rng_.range(1, 4);
  if (rng_.chance(70))
    line("for (int " + i + " = 0; " + i + " < " + std::to_string(count) + "; " + i + "++) {");
  else
    line("for (int " + i + " = " + std::to_string(count - 1) + "; " + i + " >= 0; " + i + "--) {");
  ++indent_;
  loops_.push_back({i, count - 1});
  std::size_t scope = vars_.size();
  block(depth + 1, rng_.range(1, 3));
  observe(scope);
  vars_.resize(scope);
  loops_.pop_back();
  --indent_;
  line("}");
}

void Generator::callStatement(int depth, const Function* chosen) {
  const Function& f =
      chosen ? *chosen : functions_[static_cast<std::size_t>(rng_.below(static_cast<int>(functions_.size())))];
  // Out and inout arguments: whole variables (or struct fields, array elements) of distinct roots, so no
  // copy-back order shows; the result goes to a fresh variable.
  std::vector<Place> all = places();
  std::vector<std::string> roots;
  std::string args;
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    const Param& p = f.params[i];
    std::string arg;
    if (p.dir == Dir::In && p.type.kind != Type::Struct) {
      arg = fit(p.type, depth + 1).text;
    } else {
      std::vector<std::string> candidates;
      if (p.type.kind == Type::Struct) {
        for (const Var& v : vars_)
          if (v.type == p.type && (p.dir == Dir::In || v.writable) &&
              std::find(roots.begin(), roots.end(), v.name) == roots.end())
            candidates.push_back(v.name);
      } else {
        for (const Place& pl : all)
          if (pl.type == p.type && pl.writable && std::find(roots.begin(), roots.end(), pl.root) == roots.end())
            candidates.push_back(pl.text + "\x1f" + pl.root);
      }
      if (candidates.empty()) return assign(depth);
      arg = candidates[static_cast<std::size_t>(rng_.below(static_cast<int>(candidates.size())))];
      std::size_t sep = arg.find('\x1f');
      if (sep != std::string::npos) {
        if (p.dir != Dir::In) roots.push_back(arg.substr(sep + 1));
        arg = arg.substr(0, sep);
      } else if (p.dir != Dir::In) {
        roots.push_back(arg);
      }
    }
    args += (i ? ", " : "") + arg;
  }
  std::string text = f.name + "(" + args + ")";
  if (f.ret.kind == Type::Void) {
    line(text + ";");
  } else {
    std::string name = fresh("v");
    line(typeName(f.ret) + " " + name + " = " + text + ";");
    vars_.push_back({name, f.ret, kVarBound, true});
  }
}

// In main: every local from vars_[from] on is added to an output before it leaves scope, so what was
// computed is observed.
void Generator::observe(std::size_t from) {
  if (!inMain_) return;
  for (std::size_t i = from; i < vars_.size(); ++i) {
    std::vector<Place> mine;
    addPlaces(vars_[i].name, vars_[i].name, vars_[i].type, vars_[i].bound, false, &mine);
    for (const Place& p : mine) {
      if (!p.type.vectorOrScalar() || (p.text.find('[') != std::string::npos && rng_.chance(50))) continue;
      const Var& o = outputs_[static_cast<std::size_t>(rng_.below(static_cast<int>(outputs_.size())))];
      int n = std::min(p.type.cols, o.type.cols);
      std::string source = p.type.cols == n ? p.text : p.text + swizzle(n, p.type.cols, false);
      std::string target = o.type.cols == n && n == 1 ? o.name : o.name + swizzle(n, o.type.cols, true);
      line(target + " += " + source + ";");
    }
  }
}

void Generator::statement(int depth) {
  --budget_;
  int k = rng_.below(100);
  if (k < 28) return declare(depth);
  if (k < 60) return assign(depth);
  if (k < 72 && depth < kMaxBlockDepth) {
    line("if (" + cond(0) + ") {");
    ++indent_;
    std::size_t scope = vars_.size();
    block(depth + 1, rng_.range(1, 3));
    observe(scope);
    vars_.resize(scope);
    --indent_;
    if (rng_.chance(50)) {
      line("} else {");
      ++indent_;
      block(depth + 1, rng_.range(1, 3));
      observe(scope);
      vars_.resize(scope);
      --indent_;
    }
    line("}");
    return;
  }
  if (k < 82 && depth < kMaxBlockDepth) return loop(depth);
  if (k < 92 && !functions_.empty() && current_ == nullptr) return callStatement(depth);
  if (k < 94 && inMain_ && stage_ == Stage::Fragment) {
    line("if (" + cond(0) + " && " + cond(0) + ") discard;");
    return;
  }
  if (k < 96 && current_ != nullptr && current_->ret.kind != Type::Void) {
    line("if (" + cond(0) + ") return " + fit(current_->ret, 1).text + ";");
    return;
  }
  assign(depth);
}

void Generator::block(int depth, int count) {
  for (int i = 0; i < count && budget_ > 0; ++i) statement(depth);
}

void Generator::function(int index) {
  Function f;
  f.name = "f" + std::to_string(index);
  f.ret = rng_.chance(20) ? Type{Type::Void, 0, 1, -1, 0} : randomPlain();
  int count = rng_.range(1, 3);
  for (int i = 0; i < count; ++i) {
    Param p;
    p.name = "p" + std::to_string(i);
    p.type = (!structs_.empty() && rng_.chance(15))
                 ? Type{Type::Struct, 0, 1, rng_.below(static_cast<int>(structs_.size())), 0}
                 : randomPlain();
    int d = rng_.below(100);
    p.dir = d < 60 ? Dir::In : d < 80 ? Dir::Out : Dir::InOut;
    f.params.push_back(p);
  }
  if (f.ret.kind == Type::Void &&
      std::none_of(f.params.begin(), f.params.end(), [](const Param& p) { return p.dir != Dir::In; }))
    f.params.back().dir = Dir::Out;  // a void function with no effect would be dead code

  std::string head = typeName(f.ret) + " " + f.name + "(";
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    const Param& p = f.params[i];
    const char* dir = p.dir == Dir::In ? "in " : p.dir == Dir::Out ? "out " : "inout ";
    head += (i ? ", " : "") + std::string(dir) + typeName(p.type) + " " + p.name;
  }
  line(head + ") {");
  ++indent_;
  std::size_t scope = vars_.size();
  for (const Param& p : f.params)
    if (p.dir != Dir::Out) vars_.push_back({p.name, p.type, kVarBound, true});
  functions_.push_back(f);
  current_ = &functions_.back();
  for (const Param& p : f.params)
    if (p.dir == Dir::Out) {
      initialise(p.name, p.type, 1);
      vars_.push_back({p.name, p.type, kVarBound, true});
    }
  budget_ = rng_.range(2, 8);
  block(0, budget_);
  if (f.ret.kind != Type::Void) line("return " + fit(f.ret, 0).text + ";");
  current_ = nullptr;
  vars_.resize(scope);
  --indent_;
  line("}");
  line("");
}

std::string Generator::run() {
  out_ = "// cgx-gen: a random Cg program (tools/cgx-gen)\n";
  // Structs.
  int structCount = rng_.range(0, 2);
  for (int s = 0; s < structCount; ++s) {
    StructDef def{"S" + std::to_string(s), {}};
    int fields = rng_.range(1, 3);
    for (int i = 0; i < fields; ++i) {
      Type t = randomPlain();
      if (!t.matrix() && rng_.chance(20)) t.array = rng_.range(2, 3);
      def.fields.push_back({"f" + std::to_string(i), t});
    }
    line("struct " + def.name + " {");
    for (const Field& f : def.fields)
      line("  " + typeName(f.type) + " " + f.name + (f.type.array ? "[" + std::to_string(f.type.array) + "]" : "") + ";");
    line("};");
    structs_.push_back(def);
  }
  // Uniforms, in [-1, 1] as the harness sets them.
  int uniforms = rng_.range(1, 4);
  for (int i = 0; i < uniforms; ++i) {
    Type t = randomPlain();
    int k = rng_.below(100);
    if (k < 15 && !structs_.empty()) t = Type{Type::Struct, 0, 1, rng_.below(static_cast<int>(structs_.size())), 0};
    else if (k < 30 && !t.matrix()) t.array = rng_.range(2, 4);
    std::string name = "u" + std::to_string(i);
    line("uniform " + typeName(t) + " " + name + (t.array ? "[" + std::to_string(t.array) + "]" : "") + ";");
    vars_.push_back({name, t, 1, false});
  }
  line("");
  int functions = rng_.range(0, 3);
  for (int i = 0; i < functions; ++i) function(i);

  // main: varying inputs (each in [-1, 1], w = 1 for POSITION) and outputs.
  std::vector<std::string> params;
  std::vector<Var> outputs;
  bool vertex = stage_ == Stage::Vertex;
  if (vertex) {
    params.push_back("in float4 iPos : POSITION");
    vars_.push_back({"iPos", floatN(4), 1, true});
    if (rng_.chance(40)) {
      params.push_back("in float3 iNrm : NORMAL");
      vars_.push_back({"iNrm", floatN(3), 1, true});
    }
  }
  int inputs = rng_.range(vertex ? 0 : 1, 3);
  for (int i = 0; i < inputs; ++i) {
    Type t = floatN(rng_.range(1, 4));
    std::string name = "iT" + std::to_string(i);
    params.push_back("in " + typeName(t) + " " + name + " : TEXCOORD" + std::to_string(i));
    vars_.push_back({name, t, 1, true});
  }
  if (vertex) {
    outputs.push_back({"oPos", floatN(4), kVarBound, true});
    params.push_back("out float4 oPos : POSITION");
    int count = rng_.range(1, 3);
    for (int i = 0; i < count; ++i) {
      Type t = floatN(rng_.range(1, 4));
      std::string name = "oT" + std::to_string(i);
      outputs.push_back({name, t, kVarBound, true});
      params.push_back("out " + typeName(t) + " " + name + " : TEXCOORD" + std::to_string(i));
    }
  } else {
    outputs.push_back({"oCol", floatN(4), kVarBound, true});
    params.push_back("out float4 oCol : COLOR");
  }
  std::string head = "void main(";
  for (std::size_t i = 0; i < params.size(); ++i) head += (i ? ",\n          " : "") + params[i];
  line(head + ") {");
  ++indent_;
  inMain_ = true;
  for (const Var& o : outputs) {
    line(o.name + " = " + fit(o.type, 1).text + ";");
    vars_.push_back(o);
  }
  outputs_ = outputs;
  std::size_t locals = vars_.size();
  // Every function is called at least once, before the random statements.
  for (const Function& f : functions_) callStatement(1, &f);
  budget_ = rng_.range(4, 24);
  block(0, budget_);
  observe(locals);
  --indent_;
  line("}");
  return out_;
}

}  // namespace

Program generate(const Options& options) {
  Program program;
  program.stage = options.stageFromSeed ? (options.seed % 2 ? Stage::Fragment : Stage::Vertex) : options.stage;
  program.source = Generator(options.seed, program.stage).run();
  return program;
}

}  // namespace cgx::gen
