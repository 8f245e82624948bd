// -type / -typefile (TypeBindings.h). A binding is `[function.]name = Struct`, `[function.]name[K] = Struct`
// or `[function.]name = { A, B, ... }`, spaces anywhere between the parts, one per line of a -typefile
// (blank lines allowed; cgc 3.1 has no comments there: `#` is a syntax error). What cgc 3.1 does with each,
// measured:
// - `main.l = PointLight` with `main(..., uniform Light l)`: l is a PointLight (its fields are listed as
//   l.pos, l.color); `l = PointLight` for a global `uniform Light l`.
// - an unqualified name for a parameter, a qualified one for a global, a name that is no uniform or no
//   interface, or a struct that does not exist: silently ignored (cgx warns, C1504);
// - a struct that does not implement the interface: C5128 "input binding type "Plain" does not implement
//   interface "Light"";
// - anything else: "error near token ..." and a syntax error, the binding ignored (cgx: C0000, an error).
// Arrays of interfaces (`Shade layers[];`, `uniform Shade ls[]` parameters, `Shade ls[2];`), bound element
// by element, in the order the bindings come:
// - `layers[K] = S` makes an unsized array at least K+1 long; the elements it adds take the struct element
//   0 has at that moment, or none (`layers[0]=Stripe layers[1]=Dot layers[3]=Flat` is Stripe, Dot, Stripe,
//   Flat; `layers[3]=Dot layers[0]=Flat` leaves 1 and 2 without one: C1306 where they are called);
// - `layers = { A, B }` is `layers[0] = A`, `layers[1] = B`; an empty entry only sizes (`{ Flat, }` is two
//   Flats, `{}` one element without a struct); it never shortens the array;
// - a struct that does not exist still sizes the array and leaves the element as it was (cgx warns, C1504);
// - `layers = Flat` for an unsized array: C5125 "input binding for unsized array is not an array"; for a
//   sized one it is ignored (cgx warns, C1504);
// - a sized array's elements past its end are ignored (cgx warns, C1504);
// - `layers[1000000] = S` makes a million elements (and warns C7012 about the loop over them): cgx stops at
//   limits::kBoundInterfaceElements (C1505), as it does for a list or a sized array that long.
// cgc also reads `layers[0x1]`, `layers[1] = { A }` and `layers[0].c = S` somehow; cgx takes decimal
// indices and the three forms above, and calls the rest syntax errors.
#include "driver/TypeBindings.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <string>

#include "support/Limits.h"

namespace cgx::driver {

namespace {

// One struct a binding names: a whole uniform's, an element's, or a list entry's; an empty name is a list's
// empty entry (`{ Flat, }`), which only sizes the array.
struct BoundStruct {
  std::string name;
  SourceSpan span;
};

struct Binding {
  std::string function;  // empty for a global
  std::string name;
  SourceSpan target;                  // `main.l`, `layers[2]`
  std::optional<std::uint32_t> index;  // `layers[2] = S`: below limits::kBoundInterfaceElements
  bool list = false;                   // `layers = { A, B }`
  std::vector<BoundStruct> structs;    // one unless `list`
};

// One line's tokens: identifiers, decimal numbers and the punctuation `.`, `=`, `[`, `]`, `{`, `}`, `,`;
// anything else is a syntax error.
class LineParser {
 public:
  LineParser(FileId file, std::uint32_t line, std::string_view text) : file_(file), line_(line), text_(text) {}

  // nullopt for a blank line or after reporting an error.
  std::optional<Binding> parse(DiagnosticSink& sink) {
    skipSpace();
    if (at_ == text_.size()) return std::nullopt;
    Binding b;
    std::size_t start = at_;
    if (!target(b, sink)) return std::nullopt;
    b.target = span(start, at_);
    skipSpace();
    if (!peek('=')) return syntax(sink, "'='");
    ++at_;
    skipSpace();
    if (peek('{') && !b.index) {
      if (!structList(b, sink)) return std::nullopt;
    } else {
      start = at_;
      std::optional<std::string> value = identifier();
      if (!value) return syntax(sink, "a struct's name after '='");
      b.structs.push_back(BoundStruct{*value, span(start, at_)});
    }
    skipSpace();
    if (at_ != text_.size()) return syntax(sink, "the end of the binding");
    return b;
  }

 private:
  // `[function.]name` and an optional `[K]`.
  bool target(Binding& b, DiagnosticSink& sink) {
    std::optional<std::string> first = identifier();
    if (!first) return failed(syntax(sink, "a uniform's name"));
    b.name = *first;
    skipSpace();
    if (peek('.')) {
      ++at_;
      skipSpace();
      std::optional<std::string> second = identifier();
      if (!second) return failed(syntax(sink, "a parameter's name after '.'"));
      b.function = *first;
      b.name = *second;
      skipSpace();
    }
    if (!peek('[')) return true;
    ++at_;
    skipSpace();
    std::size_t digits = at_;
    // Saturates at the limit, so no index wraps around or costs more than its check.
    std::uint64_t value = 0;
    while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_])))
      value = std::min<std::uint64_t>(value * 10 + static_cast<std::uint64_t>(text_[at_++] - '0'),
                                      limits::kBoundInterfaceElements);
    if (at_ == digits) return failed(syntax(sink, "an element's index (a decimal number)"));
    SourceSpan indexSpan = span(digits, at_);
    skipSpace();
    if (!peek(']')) return failed(syntax(sink, "']' after the index"));
    ++at_;
    if (value >= limits::kBoundInterfaceElements) {
      sink.report(DiagCode::TypeBindingTooLarge, indexSpan,
                  "element index past the limit of " + std::to_string(limits::kBoundInterfaceElements) +
                      " elements of an array of interfaces bound element by element; the binding is ignored");
      return false;
    }
    b.index = static_cast<std::uint32_t>(value);
    return true;
  }

  // `{ A, B, ... }`: as many entries as commas and one, each a struct's name or nothing.
  bool structList(Binding& b, DiagnosticSink& sink) {
    std::size_t open = at_++;
    b.list = true;
    for (;;) {
      skipSpace();
      std::size_t start = at_;
      std::optional<std::string> name = identifier();
      b.structs.push_back(BoundStruct{name.value_or(""), name ? span(start, at_) : span(start, start)});
      skipSpace();
      if (peek('}')) break;
      if (!peek(',')) return failed(syntax(sink, "',' or '}' in the list of structs"));
      ++at_;
      if (b.structs.size() >= limits::kBoundInterfaceElements) {
        sink.report(DiagCode::TypeBindingTooLarge, span(open, at_),
                    "a list of more than " + std::to_string(limits::kBoundInterfaceElements) +
                        " structs for an array of interfaces; the binding is ignored");
        return false;
      }
    }
    ++at_;
    return true;
  }

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
  static bool failed(std::nullopt_t) { return false; }  // `return failed(syntax(...))` in the bool parsers
  std::nullopt_t syntax(DiagnosticSink& sink, const std::string& expected) {
    std::string near = at_ < text_.size() ? "'" + std::string(1, text_[at_]) + "'" : "the end of the line";
    sink.report(DiagCode::SyntaxError, span(at_, at_ + 1),
                "syntax error in a type binding near " + near + ": expected " + expected +
                    " (the forms are '[function.]name = Struct', 'name[K] = Struct' and 'name = { Struct, ... }')");
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

bool isInterfaceArray(const ir::TypeTable& types, ir::TypeId t) {
  return types.isArray(t) && types.get(types.get(t).element).kind == ir::TypeKind::Interface;
}

// Resolves bindings against the program, reporting as it goes.
class BindingResolver {
 public:
  BindingResolver(const sema::SemaResult& program, const ir::TypeTable& types, DiagnosticSink& sink)
      : program_(program), types_(types), sink_(sink) {}

  void add(const Binding& b) {
    const ast::VarDecl* uniform = uniformNamed(b, program_);
    if (b.index || b.list) bindElements(b, uniform);
    else bindWhole(b, uniform);
  }
  TypeBindings take() { return std::move(out_); }

 private:
  static std::string written(const Binding& b) { return (b.function.empty() ? "" : b.function + ".") + b.name; }
  std::string what(const Binding& b) const {
    return b.function.empty() ? "global uniform" : "parameter of the entry function";
  }

  void bindWhole(const Binding& b, const ast::VarDecl* uniform) {
    if (uniform != nullptr && isInterfaceArray(types_, uniform->semaType)) {
      if (types_.isUnsizedArray(uniform->semaType)) {
        sink_.report(DiagCode::BindingNotArray, b.structs.front().span,
                     "input binding for unsized array is not an array (bind '" + written(b) + "' element by element: '" +
                         written(b) + "[0] = " + b.structs.front().name + "' or '" + written(b) + " = { " +
                         b.structs.front().name + ", ... }')");
      } else {
        sink_.report(DiagCode::TypeBindingIgnored, b.target,
                     "'" + written(b) + "' is an array of interfaces, bound element by element ('" + written(b) +
                         "[0] = " + b.structs.front().name + "'); the binding is ignored");
      }
      return;
    }
    if (uniform == nullptr || types_.get(uniform->semaType).kind != ir::TypeKind::Interface) {
      sink_.report(DiagCode::TypeBindingIgnored, b.target,
                   "'" + written(b) + "' is no interface-typed " + what(b) +
                       "; the binding is ignored (a parameter is named as 'entry.name', a global alone)");
      return;
    }
    if (std::optional<ir::TypeId> type = implementation(written(b), b.structs.front(), uniform->semaType))
      out_.uniforms[uniform] = *type;  // a later binding of the same uniform wins, as a later flag does
  }

  void bindElements(const Binding& b, const ast::VarDecl* uniform) {
    if (uniform == nullptr || !isInterfaceArray(types_, uniform->semaType)) {
      sink_.report(DiagCode::TypeBindingIgnored, b.target,
                   "'" + written(b) + "' is no " + what(b) + " whose type is an array of interfaces" +
                       "; the binding is ignored (a parameter is named as 'entry.name', a global alone)");
      return;
    }
    std::vector<std::optional<ir::TypeId>>* elements = elementsOf(b, uniform);
    if (elements == nullptr) return;
    const std::uint32_t first = b.index.value_or(0);
    for (std::uint32_t i = 0; i < b.structs.size(); ++i) {
      if (!reach(*elements, first + i, uniform)) {
        sink_.report(DiagCode::TypeBindingIgnored, b.list ? b.structs[i].span : b.target,
                     "'" + written(b) + "' has " + std::to_string(elements->size()) + " elements; " +
                         (b.list ? "the rest of the list is" : "the binding is") + " ignored");
        return;
      }
      if (b.structs[i].name.empty()) continue;  // `{ Flat, }`: sized, nothing bound
      std::string element = written(b) + "[" + std::to_string(first + i) + "]";
      if (std::optional<ir::TypeId> type = implementation(element, b.structs[i], types_.get(uniform->semaType).element))
        (*elements)[first + i] = *type;
    }
  }

  // The elements bound so far; a sized array starts with its length in elements of no struct. Null (and
  // C1505) for a sized array longer than the limit: each element would be a uniform of its own.
  std::vector<std::optional<ir::TypeId>>* elementsOf(const Binding& b, const ast::VarDecl* uniform) {
    auto it = out_.arrays.find(uniform);
    if (it != out_.arrays.end()) return &it->second;
    const std::int32_t length = types_.get(uniform->semaType).length;
    if (length > static_cast<std::int32_t>(limits::kBoundInterfaceElements)) {
      sink_.report(DiagCode::TypeBindingTooLarge, b.target,
                   "'" + written(b) + "' has " + std::to_string(length) + " elements, more than the limit of " +
                       std::to_string(limits::kBoundInterfaceElements) +
                       " for an array of interfaces bound element by element; the binding is ignored");
      return nullptr;
    }
    return &out_.arrays.emplace(uniform, std::vector<std::optional<ir::TypeId>>(std::max(length, 0))).first->second;
  }

  // Makes element `index` exist: an unsized array grows to it, the new elements taking element 0's struct
  // (as cgc's do); a sized array's elements past its end are not there (false).
  bool reach(std::vector<std::optional<ir::TypeId>>& elements, std::uint32_t index, const ast::VarDecl* uniform) {
    if (index < elements.size()) return true;
    if (!types_.isUnsizedArray(uniform->semaType)) return false;
    std::optional<ir::TypeId> fill = elements.empty() ? std::nullopt : elements.front();
    elements.resize(index + 1, fill);  // index < limits::kBoundInterfaceElements (the parser's check)
    return true;
  }

  // The struct `s` names if it implements `interface`; else a diagnostic and nullopt. `bound` is what it is
  // for ("main.l", "layers[2]").
  std::optional<ir::TypeId> implementation(const std::string& bound, const BoundStruct& s, ir::TypeId interface) {
    std::optional<ir::TypeId> type = structNamed(s.name, types_);
    if (!type) {
      sink_.report(DiagCode::TypeBindingIgnored, s.span,
                   "no struct '" + s.name + "' is declared; the binding of '" + bound + "' is ignored");
      return std::nullopt;
    }
    if (types_.record(*type).implements != interface) {
      sink_.report(DiagCode::BindingNotImplemented, s.span,
                   "input binding type \"" + s.name + "\" does not implement interface \"" + types_.name(interface) + "\"");
      return std::nullopt;
    }
    return type;
  }

  const sema::SemaResult& program_;
  const ir::TypeTable& types_;
  DiagnosticSink& sink_;
  TypeBindings out_;
};

}  // namespace

TypeBindings resolveTypeBindings(const DriverOptions& options, const sema::SemaResult& program,
                                 const ir::TypeTable& types, SourceManager& sources, DiagnosticSink& sink) {
  BindingResolver resolver(program, types, sink);
  for (const Binding& b : readBindings(options, sources, sink)) resolver.add(b);
  return resolver.take();
}

}  // namespace cgx::driver
