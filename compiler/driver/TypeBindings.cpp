// -type / -typefile (TypeBindings.h). A binding is `[function.]name = Struct`, spaces anywhere between
// the parts, one per line of a -typefile (blank lines allowed; cgc 3.1 has no comments there: `#` is a
// syntax error). What cgc 3.1 does with each, measured:
// - `main.l = PointLight` with `main(..., uniform Light l)`: l is a PointLight (its fields are listed as
//   l.pos, l.color); `l = PointLight` for a global `uniform Light l`.
// - an unqualified name for a parameter, a qualified one for a global, a name that is no uniform or no
//   interface, or a struct that does not exist: silently ignored (cgx warns, C1504);
// - a struct that does not implement the interface: C5128 "input binding type "Plain" does not implement
//   interface "Light"";
// - anything else: "error near token ..." and a syntax error, the binding ignored (cgx: C0000, an error);
// - `lights = { A, B }` sizes an unsized array of interfaces element by element: not in cgx yet (C0165).
#include "driver/TypeBindings.h"

#include <cctype>
#include <filesystem>
#include <optional>
#include <string>

namespace cgx::driver {

namespace {

struct Binding {
  std::string function;  // empty for a global
  std::string name;
  std::string structName;
  SourceSpan target;  // `main.l`
  SourceSpan value;   // `PointLight`
};

// One line's tokens: identifiers and the punctuation `.`, `=`, `{`, `}`, `,`; anything else is a syntax error.
class LineParser {
 public:
  LineParser(FileId file, std::uint32_t line, std::string_view text) : file_(file), line_(line), text_(text) {}

  // nullopt for a blank line or after reporting an error.
  std::optional<Binding> parse(DiagnosticSink& sink) {
    skipSpace();
    if (at_ == text_.size()) return std::nullopt;
    Binding b;
    std::size_t start = at_;
    std::optional<std::string> first = identifier();
    if (!first) return syntax(sink, "a uniform's name");
    b.name = *first;
    skipSpace();
    if (peek('.')) {
      ++at_;
      skipSpace();
      std::optional<std::string> second = identifier();
      if (!second) return syntax(sink, "a parameter's name after '.'");
      b.function = *first;
      b.name = *second;
    }
    b.target = span(start, at_);
    skipSpace();
    if (!peek('=')) return syntax(sink, "'='");
    ++at_;
    skipSpace();
    if (peek('{')) {
      sink.report(DiagCode::Unsupported, span(at_, text_.size()),
                  "cgx cannot bind an unsized array of interfaces element by element ('{ ... }') yet");
      return std::nullopt;
    }
    start = at_;
    std::optional<std::string> value = identifier();
    if (!value) return syntax(sink, "a struct's name after '='");
    b.structName = *value;
    b.value = span(start, at_);
    skipSpace();
    if (at_ != text_.size()) return syntax(sink, "the end of the binding");
    return b;
  }

 private:
  void skipSpace() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  bool peek(char c) const { return at_ < text_.size() && text_[at_] == c; }
  std::optional<std::string> identifier() {
    std::size_t start = at_;
    if (at_ == text_.size() || !(std::isalpha(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_'))
      return std::nullopt;
    while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_')) ++at_;
    return std::string(text_.substr(start, at_ - start));
  }
  SourceSpan span(std::size_t from, std::size_t to) const {  // [from, to), at least one character
    auto col = [](std::size_t i) { return static_cast<std::uint32_t>(i + 1); };
    return SourceSpan{SourceLoc{file_, line_, col(from), 0}, SourceLoc{file_, line_, col(to > from ? to - 1 : from), 0}};
  }
  std::nullopt_t syntax(DiagnosticSink& sink, const std::string& expected) {
    std::string near = at_ < text_.size() ? "'" + std::string(1, text_[at_]) + "'" : "the end of the line";
    sink.report(DiagCode::SyntaxError, span(at_, at_ + 1),
                "syntax error in a type binding near " + near + ": expected " + expected +
                    " (the form is '[function.]name = Struct')");
    return std::nullopt;
  }

  FileId file_;
  std::uint32_t line_;
  std::string_view text_;
  std::size_t at_ = 0;
};

std::vector<Binding> readBindings(const DriverOptions& options, SourceManager& sources, DiagnosticSink& sink) {
  std::vector<Binding> out;
  for (const DriverOptions::TypeBindingSource& source : options.typeBindings) {
    std::optional<FileId> file;
    if (source.isFile) {
      // openFile would read a directory as an empty file: no bindings, and no word about it.
      std::error_code ec;
      if (!std::filesystem::is_directory(source.text, ec)) file = sources.openFile(source.text);
      if (!file) {
        sink.report(DiagCode::CannotReadInput, SourceLoc{}, "cannot read the -typefile '" + source.text + "'");
        continue;
      }
    } else {
      file = sources.addBuffer("<-type>", source.text);
    }
    std::string_view text = sources.text(*file);
    std::uint32_t line = 1;
    for (std::size_t start = 0; start <= text.size(); ++line) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view one = text.substr(start, end - start);
      if (!one.empty() && one.back() == '\r') one.remove_suffix(1);
      if (std::optional<Binding> b = LineParser(*file, line, one).parse(sink)) out.push_back(std::move(*b));
      start = end + 1;
    }
  }
  return out;
}

const ast::VarDecl* uniformNamed(const Binding& b, const sema::SemaResult& program) {
  if (b.function.empty()) {
    for (const ast::VarDecl* g : program.globals)
      if (g->name == b.name && g->semaStorage == ast::VarStorage::Uniform) return g;
    return nullptr;
  }
  // cgc binds the entry's parameters only: other functions' parameters are not uniforms of the program.
  if (program.entry == nullptr || program.entry->name != b.function) return nullptr;
  for (const ast::VarDecl* p : program.entry->params)
    if (p->name == b.name) return p;
  return nullptr;
}

std::optional<ir::TypeId> structNamed(const std::string& name, const ir::TypeTable& types) {
  for (ir::TypeId t = 0; t < types.size(); ++t)
    if (types.isStruct(t) && types.record(t).name == name) return t;
  return std::nullopt;
}

}  // namespace

std::unordered_map<const ast::VarDecl*, ir::TypeId> resolveTypeBindings(const DriverOptions& options,
                                                                        const sema::SemaResult& program,
                                                                        const ir::TypeTable& types,
                                                                        SourceManager& sources,
                                                                        DiagnosticSink& sink) {
  std::unordered_map<const ast::VarDecl*, ir::TypeId> bound;
  for (const Binding& b : readBindings(options, sources, sink)) {
    std::string written = (b.function.empty() ? "" : b.function + ".") + b.name;
    const ast::VarDecl* uniform = uniformNamed(b, program);
    if (uniform == nullptr || types.get(uniform->semaType).kind != ir::TypeKind::Interface) {
      sink.report(DiagCode::TypeBindingIgnored, b.target,
                  "'" + written + "' is no interface-typed " +
                      (b.function.empty() ? "global uniform" : "parameter of the entry function") +
                      "; the binding is ignored (a parameter is named as 'entry.name', a global alone)");
      continue;
    }
    std::optional<ir::TypeId> type = structNamed(b.structName, types);
    if (!type) {
      sink.report(DiagCode::TypeBindingIgnored, b.value,
                  "no struct '" + b.structName + "' is declared; the binding of '" + written + "' is ignored");
      continue;
    }
    if (types.record(*type).implements != uniform->semaType) {
      sink.report(DiagCode::BindingNotImplemented, b.value,
                  "input binding type \"" + b.structName + "\" does not implement interface \"" +
                      types.name(uniform->semaType) + "\"");
      continue;
    }
    bound[uniform] = *type;  // a later binding of the same uniform wins, as a later flag does
  }
  return bound;
}

}  // namespace cgx::driver
