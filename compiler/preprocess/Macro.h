// Macro definitions and the table of them.
//
// A Macro is immutable once defined; the table holds shared pointers so that an invocation that is still
// collecting its arguments keeps its definition alive when a directive inside the arguments #undefs it.
// `disabled` is the only mutable state: while a macro's replacement is being rescanned it is disabled, and an
// identifier naming a disabled macro is painted (never expanded again), which is how C99 6.10.3.4 stops
// `#define A A` and mutual recursion.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "preprocess/Token.h"

namespace cgx::pp {

struct Macro {
  enum class Builtin { None, Line, File };

  std::string name;
  bool functionLike = false;
  bool variadic = false;                 // the last parameter is `...`, named __VA_ARGS__ in `params`
  std::vector<std::string> params;
  std::vector<Token> body;               // the replacement list as written
  std::vector<int> bodyParam;            // per body token: parameter index, or -1
  SourceLoc definition;                  // the name in the #define (invalid for -D and built-ins)
  Builtin builtin = Builtin::None;
  mutable unsigned disabled = 0;         // > 0 while its replacement is being rescanned

  // C99 6.10.3p2: same kind, parameters, replacement tokens and white-space separation.
  bool sameDefinitionAs(const Macro& other) const;
};

class MacroTable {
 public:
  const std::shared_ptr<const Macro>* find(std::string_view name) const {
    if (table_.empty()) return nullptr;
    auto it = table_.find(name);  // heterogeneous lookup: no std::string per identifier
    return it == table_.end() ? nullptr : &it->second;
  }
  bool defined(std::string_view name) const { return find(name) != nullptr; }
  void define(std::shared_ptr<const Macro> macro) {
    std::string key = macro->name;
    table_.insert_or_assign(std::move(key), std::move(macro));
  }
  void undefine(std::string_view name) {
    auto it = table_.find(name);
    if (it != table_.end()) table_.erase(it);
  }

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, std::shared_ptr<const Macro>, Hash, std::equal_to<>> table_;
};

// Parses the tokens of a #define after the directive name (`tokens` = the rest of the line) into a Macro.
// Reports C0105 for a malformed definition, C0161 for parameter and #/## misuse; returns null on error.
std::shared_ptr<Macro> parseMacroDefinition(const std::vector<Token>& tokens, SourceLoc directiveLoc,
                                            DiagnosticSink& diagnostics);

// Adds a definition to the table: C7101 (with a note at the previous definition) when it replaces a
// different one; identical redefinitions are silent.
void defineMacro(MacroTable& table, std::shared_ptr<const Macro> macro, SourceLoc where, DiagnosticSink& diagnostics);

}  // namespace cgx::pp
