// Arrays of interfaces bound element by element (cgc's -type "layers[1] = Stripe", "layers = { Flat, Stripe }";
// LowerOptions::interfaceArrayBindings). Each element may be another struct, so there is no one array to
// hold them: each element is a uniform global of its own struct, named as cgc lists it (`layers[0]`, whose
// leaves the reflection names `layers[0].c` and libCg builds its tree from), and `layers.length` is the
// number of elements the bindings made (an unbound unsized array stays length 0: LowerExpr.cpp).
//
// A use of `layers[i]` (the object of a method call, an interface argument, an interface local's value)
// needs the element's struct, so each use is lowered once per element it may name: the index is lowered
// once, and an element is "chosen" for the `layers[i]` expression while the use is lowered (path() and
// concreteType() then read the chosen element's global and struct). A constant index chooses its element;
// a run-time one becomes a dispatch, one `if` per element on a temporary holding the index, each lowering
// the call with its element, so the arguments' side effects happen once. The first test is `index < 1` and
// the last `index >= n-1`: an index out of range takes the nearest element, as the CPU back end's clamped
// dynamic indexing does. After unrolling, the index is a constant and constant folding and dead-code
// elimination leave the one call it names; GLSL, which keeps loops, keeps the dispatch. cgc reports C1306
// for a run-time index over elements of different structs (and indexes an array when they are all one).
//
// A whole-array use (passing `layers` to an unsized parameter) has no one value: C0165. A constant index
// past the elements is C1306, as cgc has it, when the call survives dead-code elimination.
#include "lower/Lowerer.h"
#include "support/Limits.h"

namespace cgx::lower {

using namespace cgx::ir;

namespace {

// Restores the element chosen for an expression (none, usually) when a use of it is lowered.
class ElementChoice {
 public:
  ElementChoice(std::unordered_map<const ast::Expr*, std::size_t>& chosen, const ast::Expr* e, std::size_t element)
      : chosen_(chosen), e_(e) {
    auto it = chosen.find(e);
    if (it != chosen.end()) before_ = it->second;
    chosen[e] = element;
  }
  ~ElementChoice() {
    if (before_) chosen_[e_] = *before_;
    else chosen_.erase(e_);
  }
  ElementChoice(const ElementChoice&) = delete;
  ElementChoice& operator=(const ElementChoice&) = delete;

 private:
  std::unordered_map<const ast::Expr*, std::size_t>& chosen_;
  const ast::Expr* e_;
  std::optional<std::size_t> before_;
};

}  // namespace

bool Lowerer::addElementGlobals(const ast::VarDecl* v, const Global& declared) {
  auto bound = options_.interfaceArrayBindings.find(v);
  if (bound == options_.interfaceArrayBindings.end()) return false;
  const TypeId interface = types_.get(v->semaType).element;
  std::vector<GlobalId>& ids = elementGlobals_[v];
  for (std::size_t k = 0; k < bound->second.size(); ++k) {
    Global g = declared;
    g.name = v->name + "[" + std::to_string(k) + "]";
    g.type = bound->second[k].value_or(interface);  // an element no binding gave a struct: the application's
    // A register binding (`: C4`) names where the array starts; the elements are no array to place there.
    g.binding = {};
    ids.push_back(module_.addGlobal(std::move(g)));
  }
  return true;
}

const std::vector<GlobalId>* Lowerer::elementGlobals(const ast::Expr* e) const {
  const ast::VarDecl* array = elementArray(e);
  return array != nullptr ? &elementGlobals_.at(array) : nullptr;
}

const ast::VarDecl* Lowerer::elementArray(const ast::Expr* e) const {
  if (e->kind != ast::ExprKind::Name) return nullptr;
  const ast::Decl* d = static_cast<const ast::NameExpr*>(e)->semaDecl;
  if (d == nullptr || d->kind != ast::DeclKind::Var) return nullptr;
  const auto* v = static_cast<const ast::VarDecl*>(d);
  return elementGlobals_.count(v) != 0 ? v : nullptr;
}

bool Lowerer::isBoundElement(const ast::Expr* e) const {
  return e->kind == ast::ExprKind::Index && elementArray(static_cast<const ast::IndexExpr*>(e)->base) != nullptr;
}

Access Lowerer::elementPath(const ast::Expr* e) {
  const ast::VarDecl* array = elementArray(static_cast<const ast::IndexExpr*>(e)->base);
  const std::vector<GlobalId>& globals = elementGlobals_.at(array);
  auto chosen = chosenElements_.find(e);
  if (chosen != chosenElements_.end() && chosen->second < globals.size())
    return Access{VarRef::global(globals[chosen->second]), {}};
  // Every use that needs an element chooses one first (callThroughElements, bindElementVariable); what is
  // left (`layers[i] == ...` is no Cg) gets a stand-in after the error.
  unsupported(e->span, "this use of an element of '" + array->name + "', an array of interfaces");
  return Access{VarRef::local(b().function().addLocal("$unknown." + array->name, e->semaType)), {}};
}

Access Lowerer::wholeElementArray(const ast::Expr* e) {
  const ast::VarDecl* array = elementArray(e);
  unsupported(e->span, "a use of the whole array of interfaces '" + array->name +
                           "', whose elements are bound one by one (only its elements and its length)");
  return Access{VarRef::local(b().function().addLocal("$unknown." + array->name, e->semaType)), {}};
}

std::optional<TypeId> Lowerer::elementStruct(const ast::Expr* e) const {
  auto chosen = chosenElements_.find(e);
  if (chosen == chosenElements_.end()) return std::nullopt;
  const ast::VarDecl* array = elementArray(static_cast<const ast::IndexExpr*>(e)->base);
  const std::vector<std::optional<TypeId>>& elements = options_.interfaceArrayBindings.at(array);
  return chosen->second < elements.size() ? elements[chosen->second] : std::nullopt;
}

std::optional<std::int64_t> Lowerer::lowerElementIndex(const ast::Expr* e, ExprId* index) {
  const auto* i = static_cast<const ast::IndexExpr*>(e);
  *index = fold(convertTo(rvalue(i->index), TypeTable::scalar(Scalar::Int)));
  if (const auto* c = std::get_if<ConstantExpr>(&b().function().expr(*index).node))
    return static_cast<std::int64_t>(module_.constant(c->constant).values.at(0));
  return std::nullopt;
}

std::string Lowerer::pastTheElements(const ast::Expr* e, std::int64_t index) const {
  const ast::VarDecl* array = elementArray(static_cast<const ast::IndexExpr*>(e)->base);
  return "'" + array->name + "[" + std::to_string(index) + "]' is outside the " +
         std::to_string(elementGlobals_.at(array).size()) + " elements the bindings gave '" + array->name + "'";
}

std::optional<ExprId> Lowerer::callThroughElements(const ast::CallExpr* e) {
  const ast::Expr* element = nullptr;
  std::vector<const ast::Expr*> uses(e->args.begin(), e->args.end());
  if (e->callee->kind == ast::ExprKind::Member) uses.insert(uses.begin(), static_cast<const ast::MemberExpr*>(e->callee)->base);
  for (const ast::Expr* use : uses)
    if (isBoundElement(use) && chosenElements_.count(use) == 0) {
      element = use;
      break;
    }
  if (element == nullptr) return std::nullopt;
  const std::size_t count = elementGlobals(static_cast<const ast::IndexExpr*>(element)->base)->size();
  ExprId index;
  std::optional<std::int64_t> constant = lowerElementIndex(element, &index);
  if (!constant) return dispatchElements(e, element, index, count);
  if (*constant < 0 || static_cast<std::uint64_t>(*constant) >= count) {
    b().setSpan(element->span);
    b().unresolvedCall(pastTheElements(element, *constant));  // cgc: C1306
    return e->semaType && e->semaType != TypeTable::kVoid ? zero(e->semaType) : ExprId{};
  }
  ElementChoice choice(chosenElements_, element, static_cast<std::size_t>(*constant));
  return call(e);
}

ExprId Lowerer::dispatchElements(const ast::CallExpr* e, const ast::Expr* element, ExprId index, std::size_t count) {
  b().setSpan(element->span);
  const LocalId at = temp(TypeTable::scalar(Scalar::Int), "element");
  b().store(VarRef::local(at), index);
  const TypeId rt = e->semaType ? e->semaType : TypeTable::kVoid;
  std::optional<LocalId> result;
  if (rt != TypeTable::kVoid) result = temp(rt, "dispatch");
  if (dispatchDepth_++ == 0) dispatchStart_ = b().function().exprs.size();
  for (std::size_t k = 0; k < count && withinDispatchBudget(element); ++k) {
    auto branch = [&] {
      ElementChoice choice(chosenElements_, element, k);
      ExprId value = call(e);
      if (result && value.valid()) b().store(VarRef::local(*result), value);
    };
    if (count == 1) {  // the one element, whatever the index
      branch();
      break;
    }
    // index < 1, == 1, ..., == n-2, >= n-1: exactly one runs, the nearest element for one out of range.
    b().setSpan(element->span);
    BinaryOp test = k == 0 ? BinaryOp::Lt : k + 1 == count ? BinaryOp::Ge : BinaryOp::Eq;
    ExprId bound = b().intConst(static_cast<double>(k == 0 ? 1 : k));
    b().ifThen(b().binary(test, b().load(VarRef::local(at)), bound), branch);
  }
  if (--dispatchDepth_ == 0) dispatchGrowth_ += b().function().exprs.size() - dispatchStart_;
  return result ? b().load(VarRef::local(*result)) : ExprId{};
}

// Lowering is otherwise linear in the syntax tree; a dispatch copies the call once per element, and calls
// nested in its arguments multiply, so the copies share the IR's budget (C1604). Counted in expressions
// (each branch makes some): what the outermost dispatches made so far, and the one under way.
bool Lowerer::withinDispatchBudget(const ast::Expr* element) {
  const std::size_t made = dispatchGrowth_ + (b().function().exprs.size() - dispatchStart_);
  if (made <= limits::kIrNodes) return true;
  if (!dispatchTooLarge_)
    sink_.report(DiagCode::IrTooLarge, element->span,
                 "calling through the elements of an array of interfaces here would make more than " +
                     std::to_string(limits::kIrNodes) + " expressions, the program's limit");
  dispatchTooLarge_ = true;
  return false;
}

std::optional<ExprId> Lowerer::bindElementVariable(const ast::VarDecl* v, const ast::Expr* value, SourceSpan span) {
  if (!isBoundElement(value) || chosenElements_.count(value) != 0) return std::nullopt;
  ExprId index;
  std::optional<std::int64_t> constant = lowerElementIndex(value, &index);
  if (!constant) {
    // Each interface variable holds one struct (LowerInterfaces.cpp); the elements may differ.
    unsupported(value->span, "an interface variable given an element of an array of interfaces chosen at run time");
    return ExprId{};
  }
  const std::size_t count = elementGlobals(static_cast<const ast::IndexExpr*>(value)->base)->size();
  if (*constant < 0 || static_cast<std::uint64_t>(*constant) >= count) {
    sink_.report(DiagCode::UnresolvedInterfaceCall, value->span,
                 "cannot determine type of interface variable: " + pastTheElements(value, *constant));
    return ExprId{};
  }
  ElementChoice choice(chosenElements_, value, static_cast<std::size_t>(*constant));
  return bindInterfaceVariable(v, value, span);
}

}  // namespace cgx::lower
