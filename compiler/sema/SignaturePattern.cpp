#include "sema/SignaturePattern.h"

#include <array>
#include <optional>

namespace cgx::sema {

using ir::Scalar;
using ir::TypeId;
using ir::TypeTable;

namespace {

struct KindName {
  std::string_view name;
  Scalar scalar;
};
// Longest names first where one is a prefix of another ("uint" before "int" does not matter: no overlap).
constexpr std::array<KindName, 6> kKinds = {{{"float", Scalar::Float},
                                             {"half", Scalar::Half},
                                             {"fixed", Scalar::Fixed},
                                             {"uint", Scalar::UInt},
                                             {"int", Scalar::Int},
                                             {"bool", Scalar::Bool}}};

std::optional<Scalar> kindByName(std::string_view name) {
  for (const KindName& k : kKinds)
    if (k.name == name) return k.scalar;
  return std::nullopt;
}

// Variables: 'T' (scalar kind), 's' (0..4, 0 = scalar), 'n' 'm' 'k' (1..4).

// A dimension: a literal 1..4 or a variable.
struct Dim {
  char var = 0;
  unsigned value = 0;
};

struct TypePattern {
  TypeId concrete = TypeTable::kError;  // set for a concrete type; the fields below are then unused
  bool kindIsVar = false;
  Scalar kind = Scalar::Float;
  unsigned dims = 0;  // 0 scalar, 1 vector (a), 2 matrix (a x b)
  Dim a, b;
};

struct Variable {
  char name = 0;
  std::vector<unsigned> values;  // kinds as Scalar values for 'T'
};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == sep) {
      parts.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  return parts;
}

bool parseDim(std::string_view s, Dim& dim) {
  if (s.size() != 1) return false;
  char c = s[0];
  if (c >= '1' && c <= '4') {
    dim.value = static_cast<unsigned>(c - '0');
    return true;
  }
  if (c == 'n' || c == 'm' || c == 'k') {
    dim.var = c;
    return true;
  }
  return false;
}

bool parseType(std::string_view token, TypePattern& t) {
  if (TypeId id = builtinTypeByName(token); id != TypeTable::kError) {
    t.concrete = id;
    return true;
  }
  std::string_view rest;
  if (!token.empty() && token[0] == 'T') {
    t.kindIsVar = true;
    rest = token.substr(1);
  } else {
    bool found = false;
    for (const KindName& k : kKinds) {
      if (token.substr(0, k.name.size()) == k.name) {
        t.kind = k.scalar;
        rest = token.substr(k.name.size());
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  if (rest.empty()) return true;
  std::size_t x = rest.find('x');
  if (x == std::string_view::npos) {
    if (rest.size() != 1) return false;
    t.dims = 1;
    if (rest[0] == 's') {
      t.a.var = 's';
      return true;
    }
    return parseDim(rest, t.a);
  }
  t.dims = 2;
  return parseDim(rest.substr(0, x), t.a) && parseDim(rest.substr(x + 1), t.b);
}

unsigned dimValue(const Dim& d, const std::array<unsigned, 128>& env) {
  return d.var != 0 ? env[static_cast<unsigned char>(d.var)] : d.value;
}

TypeId instantiate(const TypePattern& t, const std::array<unsigned, 128>& env) {
  if (t.concrete != TypeTable::kError) return t.concrete;
  Scalar kind = t.kindIsVar ? static_cast<Scalar>(env['T']) : t.kind;
  switch (t.dims) {
    case 0: return TypeTable::scalar(kind);
    case 1: {
      unsigned n = dimValue(t.a, env);
      return n == 0 ? TypeTable::scalar(kind) : TypeTable::vector(kind, n);
    }
    default: return TypeTable::matrix(kind, dimValue(t.a, env), dimValue(t.b, env));
  }
}

void noteVariable(char name, std::vector<Variable>& vars) {
  for (const Variable& v : vars)
    if (v.name == name) return;
  Variable v{name, {}};
  if (name == 'T') {
    v.values = {static_cast<unsigned>(Scalar::Float), static_cast<unsigned>(Scalar::Half),
                static_cast<unsigned>(Scalar::Fixed)};
  } else if (name == 's') {
    v.values = {0, 1, 2, 3, 4};
  } else {
    v.values = {1, 2, 3, 4};
  }
  vars.push_back(std::move(v));
}

void noteVariables(const TypePattern& t, std::vector<Variable>& vars) {
  if (t.concrete != TypeTable::kError) return;
  if (t.kindIsVar) noteVariable('T', vars);
  if (t.dims >= 1 && t.a.var != 0) noteVariable(t.a.var, vars);
  if (t.dims == 2 && t.b.var != 0) noteVariable(t.b.var, vars);
}

bool applyRestriction(std::string_view r, std::vector<Variable>& vars, std::string& error) {
  std::size_t eq = r.find('=');
  if (eq != 1) {
    error = "bad restriction '" + std::string(r) + "'";
    return false;
  }
  char name = r[0];
  Variable* var = nullptr;
  for (Variable& v : vars)
    if (v.name == name) var = &v;
  if (var == nullptr) {
    error = "restriction of unused variable '" + std::string(r) + "'";
    return false;
  }
  var->values.clear();
  for (std::string_view value : split(r.substr(2), ',')) {
    if (name == 'T') {
      std::optional<Scalar> kind = kindByName(value);
      if (!kind) {
        error = "unknown kind '" + std::string(value) + "'";
        return false;
      }
      var->values.push_back(static_cast<unsigned>(*kind));
    } else {
      unsigned low = name == 's' ? 0 : 1;
      if (value.size() != 1 || value[0] < static_cast<char>('0' + low) || value[0] > '4') {
        error = "bad value '" + std::string(value) + "' for '" + std::string(1, name) + "'";
        return false;
      }
      var->values.push_back(static_cast<unsigned>(value[0] - '0'));
    }
  }
  return true;
}

bool expandOne(std::string_view pattern, std::vector<ExpandedSignature>& out, std::string& error) {
  std::string_view restrictions;
  if (std::size_t open = pattern.find('['); open != std::string_view::npos) {
    std::size_t close = pattern.find(']', open);
    if (close == std::string_view::npos || !trim(pattern.substr(close + 1)).empty()) {
      error = "unbalanced '[' in '" + std::string(pattern) + "'";
      return false;
    }
    restrictions = pattern.substr(open + 1, close - open - 1);
    pattern = trim(pattern.substr(0, open));
  }
  std::size_t lparen = pattern.find('(');
  if (lparen == std::string_view::npos || pattern.back() != ')') {
    error = "expected 'result(params)' in '" + std::string(pattern) + "'";
    return false;
  }
  std::vector<TypePattern> types(1);
  std::vector<bool> outs;
  if (!parseType(trim(pattern.substr(0, lparen)), types[0])) {
    error = "bad result type in '" + std::string(pattern) + "'";
    return false;
  }
  std::string_view params = trim(pattern.substr(lparen + 1, pattern.size() - lparen - 2));
  if (!params.empty()) {
    for (std::string_view p : split(params, ',')) {
      bool isOut = p.substr(0, 4) == "out ";
      if (isOut) p = trim(p.substr(4));
      TypePattern t;
      if (!parseType(p, t)) {
        error = "bad parameter type '" + std::string(p) + "'";
        return false;
      }
      types.push_back(t);
      outs.push_back(isOut);
    }
  }
  std::vector<Variable> vars;
  for (const TypePattern& t : types) noteVariables(t, vars);
  for (std::string_view r : split(restrictions, ' '))
    if (!r.empty() && !applyRestriction(r, vars, error)) return false;

  // Odometer over the variables, the first one outermost.
  std::vector<std::size_t> at(vars.size(), 0);
  for (const Variable& v : vars)
    if (v.values.empty()) return true;
  std::array<unsigned, 128> env{};
  while (true) {
    for (std::size_t i = 0; i < vars.size(); ++i) env[static_cast<unsigned char>(vars[i].name)] = vars[i].values[at[i]];
    ExpandedSignature sig;
    sig.result = instantiate(types[0], env);
    for (std::size_t i = 1; i < types.size(); ++i) sig.params.push_back(instantiate(types[i], env));
    sig.outParams = outs;
    out.push_back(std::move(sig));
    std::size_t i = vars.size();
    while (i > 0) {
      --i;
      if (++at[i] < vars[i].values.size()) break;
      at[i] = 0;
      if (i == 0) return true;
    }
    if (vars.empty()) return true;
  }
}

}  // namespace

TypeId builtinTypeByName(std::string_view name) {
  if (name == "void") return TypeTable::kVoid;
  for (unsigned d = 0; d < ir::kSamplerDimCount; ++d)
    if (name == ir::samplerName(static_cast<ir::SamplerDim>(d))) return TypeTable::sampler(static_cast<ir::SamplerDim>(d));
  for (unsigned s = 0; s < ir::kScalarCount; ++s) {
    auto scalar = static_cast<Scalar>(s);
    std::string_view kind = ir::scalarName(scalar);
    if (name.substr(0, kind.size()) != kind) continue;
    std::string_view rest = name.substr(kind.size());
    if (rest.empty()) return TypeTable::scalar(scalar);
    auto digit = [](char c) { return c >= '1' && c <= '4'; };
    if (rest.size() == 1 && digit(rest[0])) return TypeTable::vector(scalar, static_cast<unsigned>(rest[0] - '0'));
    if (rest.size() == 3 && digit(rest[0]) && rest[1] == 'x' && digit(rest[2]))
      return TypeTable::matrix(scalar, static_cast<unsigned>(rest[0] - '0'), static_cast<unsigned>(rest[2] - '0'));
  }
  return TypeTable::kError;
}

bool expandSignaturePatterns(std::string_view text, std::vector<ExpandedSignature>& out, std::string& error) {
  for (std::string_view pattern : split(text, ';')) {
    if (pattern.empty()) {
      error = "empty pattern in '" + std::string(text) + "'";
      return false;
    }
    if (!expandOne(pattern, out, error)) return false;
  }
  return true;
}

}  // namespace cgx::sema
