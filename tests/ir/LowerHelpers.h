// Lowering tests: preprocess + parse + sema + lower a Cg text, keep everything alive, validate, dump.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "diag/DiagnosticFormatter.h"
#include "ir/Dump.h"
#include "ir/Validator.h"
#include "lower/Lower.h"
#include "parse/ParseHelpers.h"
#include "sema/Sema.h"
#include "support/Text.h"

namespace cgx::test {

struct Lowered {
  Parsed parsed;
  std::unique_ptr<ir::TypeTable> types = std::make_unique<ir::TypeTable>();
  sema::SemaResult sema;
  std::optional<ir::Module> module;
  std::vector<std::string> errors;  // the validator's verdict
  std::string diagnostics() const { return parsed.diagnosticsText(); }
  std::string dump() const { return module ? ir::dump(*module) : "<no module>"; }
};

// Runs sema with `opts` on what `parsed` holds and, when it is accepted, lowers and validates.
inline Lowered lowerParsed(Parsed parsed, const sema::SemaOptions& opts) {
  Lowered l;
  l.parsed = std::move(parsed);
  if (l.parsed.unit) {
    l.sema = sema::analyze(*l.parsed.unit, *l.types, *l.parsed.diagnostics, opts);
    if (l.sema.ok) {
      l.module.emplace(lower::lower(l.sema, *l.parsed.unit, *l.types, *l.parsed.diagnostics));
      l.errors = ir::validate(*l.module);
    }
  }
  return l;
}

inline Lowered lowerText(const std::string& text, const std::string& entry = "main") {
  sema::SemaOptions opts;
  opts.entry = entry;
  return lowerParsed(parseText(text), opts);
}

}  // namespace cgx::test
