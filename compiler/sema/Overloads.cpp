// Overload resolution as cgc 3.1 does it: four tiers of argument match, compared left to right (the
// measurements are quoted in tests/sema/TypeRulesTest.cpp).
#include "sema/TypeRules.h"

#include <algorithm>
#include <utility>

namespace cgx::sema {

using ir::Scalar;

namespace {

// cint -> int and cfloat -> float: a literal meeting its own runtime kind. cgc: f(int)/f(float) called
// with 1 picks f(int), f(float)/f(half) called with 1.0 picks f(float), yet f(float)/f(half) with 1 and
// f(half)/f(fixed) with 1.0 are ambiguous.
bool isLiteralPromotion(Scalar from, Scalar to) {
  return (from == Scalar::CInt && to == Scalar::Int) || (from == Scalar::CFloat && to == Scalar::Float);
}

ArgumentRank rankNumeric(const TypeTable& types, TypeId from, TypeId to) {
  const ir::Type& f = types.get(from);
  const ir::Type& t = types.get(to);
  // A compile-time parameter takes literals only (cgc: f(cfloat) with a float variable, 1.0h or true is
  // C1102; with 1 or 1.0 it compiles).
  if (ir::isCompileTimeScalar(t.scalar) && !ir::isCompileTimeScalar(f.scalar)) return ArgumentRank::None;
  if (f.rows != t.rows || f.cols != t.cols) return ArgumentRank::Reshape;
  return isLiteralPromotion(f.scalar, t.scalar) ? ArgumentRank::Promotion : ArgumentRank::Conversion;
}

bool countFits(const OverloadCandidate& c, std::size_t argCount) {
  return argCount <= c.params.size() && argCount >= c.requiredParams;
}

bool isOutParam(const OverloadCandidate& c, std::size_t i) { return i < c.outParams.size() && c.outParams[i]; }

// Ranks of every argument against one candidate; nullopt when the candidate is not viable.
std::optional<std::vector<ArgumentRank>> rankCandidate(const TypeTable& types, const OverloadCandidate& c,
                                                       std::span<const TypeId> args) {
  if (!countFits(c, args.size())) return std::nullopt;
  std::vector<ArgumentRank> ranks;
  ranks.reserve(args.size());
  for (std::size_t i = 0; i < args.size(); ++i) {
    const ArgumentRank r = rankArgument(types, args[i], c.params[i], isOutParam(c, i));
    if (r == ArgumentRank::None) return std::nullopt;
    ranks.push_back(r);
  }
  return ranks;
}

struct Ranked {
  std::size_t candidate;
  std::vector<ArgumentRank> ranks;
};

// Keeps, argument by argument from the left, only the candidates with that argument's best rank.
void filterLeftToRight(std::vector<Ranked>& alive, std::size_t argCount) {
  for (std::size_t i = 0; i < argCount && alive.size() > 1; ++i) {
    ArgumentRank best = ArgumentRank::None;
    for (const Ranked& r : alive) best = std::min(best, r.ranks[i]);
    std::erase_if(alive, [&](const Ranked& r) { return r.ranks[i] != best; });
  }
}

// cgc spells literals' compile-time kinds as their runtime kinds.
std::string spellArgument(const TypeTable& types, TypeId t) {
  if (!types.isNumeric(t)) return types.name(t);
  switch (types.scalarOf(t)) {
    case Scalar::CInt: return types.name(types.withScalar(t, Scalar::Int));
    case Scalar::CFloat: return types.name(types.withScalar(t, Scalar::Float));
    default: return types.name(t);
  }
}

}  // namespace

ArgumentRank rankArgument(const TypeTable& types, TypeId from, TypeId to, bool isOut) {
  if (isOut) std::swap(from, to);  // the value flows from the parameter back into the argument
  if (types.isError(from) || types.isError(to) || from == to) return ArgumentRank::Exact;
  if (implicitConversion(types, from, to) == ConversionVerdict::Incompatible) return ArgumentRank::None;
  if (types.isNumeric(from)) return rankNumeric(types, from, to);
  return ArgumentRank::Conversion;  // sampler2D -> sampler, float[4] -> float[]
}

OverloadResolution resolveOverload(const TypeTable& types, std::span<const OverloadCandidate> candidates,
                                   std::span<const TypeId> args) {
  std::vector<Ranked> alive;
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    std::optional<std::vector<ArgumentRank>> ranks = rankCandidate(types, candidates[c], args);
    if (ranks) alive.push_back({c, std::move(*ranks)});
  }
  OverloadResolution result;
  if (alive.empty()) return result;
  filterLeftToRight(alive, args.size());
  if (alive.size() == 1) {
    result.outcome = OverloadResolution::Outcome::Chosen;
    result.chosen = alive.front().candidate;
    return result;
  }
  result.outcome = OverloadResolution::Outcome::Ambiguous;
  for (auto it = alive.rbegin(); it != alive.rend(); ++it) result.tied.push_back(it->candidate);
  return result;
}

std::string callSpelling(const TypeTable& types, const std::string& name, std::span<const TypeId> args) {
  std::string s = name + "(";
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (i != 0) s += ", ";
    s += spellArgument(types, args[i]);
  }
  return s + ")";
}

}  // namespace cgx::sema
