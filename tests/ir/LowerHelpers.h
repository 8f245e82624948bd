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

inline Lowered lowerText(const std::string& text, const std::string& entry = "main") {
  Lowered l;
  l.parsed = parseText(text);
  sema::SemaOptions opts;
  opts.entry = entry;
  if (l.parsed.unit) {
    l.sema = sema::analyze(*l.parsed.unit, *l.types, *l.parsed.diagnostics, opts);
    if (l.sema.ok) {
      l.module.emplace(lower::lower(l.sema, *l.parsed.unit, *l.types, *l.parsed.diagnostics));
      l.errors = ir::validate(*l.module);
    }
  }
  return l;
}

}  // namespace cgx::test
