#include "profile/WrittenComponents.h"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>
#include <vector>

#include "profile/IrWalk.h"

namespace cgx::profile {

using namespace ir;

namespace {

constexpr unsigned kAll = 0xF;
// Rounds of propagation before giving up and counting everything as written (a chain of copies longer
// than this is not a program anyone writes; giving up only ever accepts).
constexpr int kMaxRounds = 64;

// A variable and the struct fields a write or read goes through ("o.color" of a local struct `o`).
struct Place {
  VarKind kind;
  std::uint32_t var;
  std::vector<std::uint32_t> fields;
  auto operator<=>(const Place&) const = default;
};

// Where an access goes: its place, and the one vector component a constant index picks (nullopt: all, or
// an index not known until run time, which is counted as all).
struct Target {
  Place place;
  std::optional<unsigned> component;
};

struct Write {
  Target target;
  std::optional<ExprId> value;  // nullopt: a call's out argument or result, counted as whole
  const std::uint8_t* mask = nullptr;
  std::uint8_t maskCount = 0;
};

class Tracer {
 public:
  Tracer(const Module& module, const Function& entry) : module_(module), entry_(entry) {}

  unsigned run(GlobalId output) {
    collect();
    bool changed = true;
    for (int round = 0; changed; ++round) {
      if (round == kMaxRounds) return kAll;
      changed = false;
      for (const Write& w : writes_)
        for (const auto& [place, bits] : stored(w)) {
          unsigned& known = written_[place];
          if ((known | bits) != known) {
            known |= bits;
            changed = true;
          }
        }
    }
    return read(Place{VarKind::Global, output.value, {}});
  }

 private:
  Target targetOf(const Access& access) const {
    Target t{Place{access.var.kind, access.var.index, {}}, std::nullopt};
    for (const AccessStep& step : access.steps) {
      if (step.kind == AccessStep::Kind::Field) {
        t.place.fields.push_back(step.field);
        continue;
      }
      const auto* c = std::get_if<ConstantExpr>(&entry_.expr(step.index).node);
      const std::vector<double>* values = c ? &module_.constant(c->constant).values : nullptr;
      // An array element or matrix row is the whole of what a later component index picks from.
      t.component = values && !values->empty() ? std::optional<unsigned>(static_cast<unsigned>((*values)[0]) & 3u)
                                               : std::nullopt;
    }
    return t;
  }

  void collect() {
    auto whole = [&](const std::optional<Access>& target) {
      if (target) writes_.push_back({targetOf(*target), std::nullopt});
    };
    forEachStmt(entry_.body, [&](const Stmt& s) {
      if (const auto* store = std::get_if<StoreStmt>(&s.node))
        writes_.push_back({targetOf(store->target), store->value, store->mask, store->maskCount});
      if (const auto* call = std::get_if<CallStmt>(&s.node)) {
        for (const CallArg& arg : call->args) whole(arg.target);
        whole(call->result);
      }
      if (const auto* call = std::get_if<IntrinsicCallStmt>(&s.node)) {
        for (const CallArg& arg : call->args) whole(arg.target);
        whole(call->result);
      }
    });
  }

  // The places one write writes, with their components. A struct copied whole carries its source's
  // fields one by one, so an unwritten field stays unwritten (`O o; o.color = c; return o;` leaves the
  // position out).
  std::vector<std::pair<Place, unsigned>> stored(const Write& w) const {
    if (w.value && module_.types().isStruct(entry_.expr(*w.value).type)) {
      const auto* load = std::get_if<LoadExpr>(&entry_.expr(*w.value).node);
      if (load == nullptr) return {{w.target.place, kAll}};
      const Place from = targetOf(load->access).place;
      std::vector<std::pair<Place, unsigned>> fields;
      for (const auto& [key, mask] : written_) {
        if (key.kind != from.kind || key.var != from.var) continue;
        if (std::equal(from.fields.begin(), from.fields.end(), key.fields.begin(), key.fields.end()))
          fields.push_back({w.target.place, mask});  // the source's whole (or a struct holding it) was written
        else if (key.fields.size() > from.fields.size() &&
                 std::equal(from.fields.begin(), from.fields.end(), key.fields.begin())) {
          Place to = w.target.place;
          to.fields.insert(to.fields.end(), key.fields.begin() + static_cast<std::ptrdiff_t>(from.fields.size()),
                           key.fields.end());
          fields.push_back({std::move(to), mask});
        }
      }
      return fields;
    }
    unsigned value = w.value ? defined(*w.value) : kAll;
    // An entirely undefined value is written all the same (cgc: `float4 t; p = t;` only warns, C7050), but
    // for the copy into the output itself, whose undefined source is the output never written (C6014).
    if (value == 0 && w.target.place.kind != VarKind::Global) value = kAll;
    if (w.target.component) return {{w.target.place, value != 0 ? 1u << *w.target.component : 0}};
    if (w.maskCount == 0) return {{w.target.place, value}};
    unsigned bits = 0;
    for (std::uint8_t i = 0; i < w.maskCount; ++i)
      if (value & (1u << i)) bits |= 1u << (w.mask[i] & 3u);
    return {{w.target.place, bits}};
  }

  // The written components of a place: those a write to it, or to a struct holding it, wrote. A struct
  // read whole (not copied; a select between two) counts as written when any field of it is.
  unsigned read(const Place& place) const {
    unsigned bits = 0;
    for (const auto& [key, mask] : written_) {
      if (key.kind != place.kind || key.var != place.var || mask == 0) continue;
      const std::size_t common = std::min(key.fields.size(), place.fields.size());
      if (!std::equal(key.fields.begin(), key.fields.begin() + static_cast<std::ptrdiff_t>(common), place.fields.begin()))
        continue;
      bits |= key.fields.size() <= place.fields.size() ? mask : kAll;
    }
    return bits;
  }

  // The components of a value that are defined: all, but those read from unwritten components.
  unsigned defined(ExprId id) const {
    const ExprNode& node = entry_.expr(id).node;
    if (const auto* load = std::get_if<LoadExpr>(&node)) {
      if (load->access.var.kind == VarKind::Global) return kAll;  // inputs and uniforms (outputs are never read)
      const Target from = targetOf(load->access);
      const unsigned bits = read(from.place);
      if (from.component) return (bits >> *from.component) & 1u ? kAll : 0;
      return bits;
    }
    if (const auto* swizzle = std::get_if<SwizzleExpr>(&node)) {
      const unsigned base = defined(swizzle->base);
      unsigned bits = 0;
      for (std::uint8_t i = 0; i < swizzle->count; ++i)
        if (base & (1u << (swizzle->comps[i] & 3u))) bits |= 1u << i;
      return bits;
    }
    return kAll;
  }

  const Module& module_;
  const Function& entry_;
  std::vector<Write> writes_;
  std::map<Place, unsigned> written_;
};

}  // namespace

unsigned writtenComponents(const Module& module, GlobalId output) {
  return Tracer(module, module.function(module.entry)).run(output);
}

}  // namespace cgx::profile
