// Removes the copies lowering makes between the entry's parameters and the varying globals: lowering
// turns `float4 position : POSITION` into a global `position` plus a local copied from it at the top of
// the entry, and `out float4 oPosition : POSITION` into a local copied to the global before every return.
// Back ends that keep the program's shape (the GLSL writer) would print both, so here:
// - a local that is stored once from a whole VaryingIn global at the top level of the entry, and written
//   nowhere else, is replaced by that global everywhere (reads only: inputs are read-only);
// - an out parameter's local (same name and type as its VaryingOut global; the entry's `$result` for the
//   `return` output) whose only reads are the whole
//   copies into that global takes the global's place in every write, and the copies go. Lowering copies
//   at every exit, so the output ends with the value the local had at each exit either way.
// Run DCE afterwards: the replaced locals are left unused.
#include <map>
#include <optional>

#include "passes/PassUtil.h"
#include "passes/Passes.h"

namespace cgx::passes {

using namespace ir;

namespace {

std::optional<std::uint32_t> wholeLoadOf(const Function& fn, ExprId id, VarKind kind) {
  const auto* load = std::get_if<LoadExpr>(&fn.expr(id).node);
  if (!load || !load->access.steps.empty() || load->access.var.kind != kind) return std::nullopt;
  return load->access.var.index;
}

bool isWholeStore(const StoreStmt& s) { return s.target.steps.empty() && s.maskCount == 0; }

class Forwarder {
 public:
  Forwarder(Module& m, Function& fn) : m_(m), fn_(fn) {}

  void run() {
    uses_ = countLocalUses(fn_);
    forwardInputs();
    forwardOutputs();
  }

 private:
  // `store local = load input` at the top level, the local's only write.
  void forwardInputs() {
    std::map<std::uint32_t, std::uint32_t> inputOf;  // local -> global
    std::vector<Stmt> kept;
    for (Stmt& s : fn_.body.stmts) {
      if (auto* st = std::get_if<StoreStmt>(&s.node); st && isWholeStore(*st) && st->target.var.kind == VarKind::Local) {
        std::uint32_t local = st->target.var.index;
        auto global = wholeLoadOf(fn_, st->value, VarKind::Global);
        if (global && m_.globals[*global].kind == GlobalKind::VaryingIn && uses_[local].writes == 1 &&
            fn_.locals[local].type == m_.globals[*global].type) {
          inputOf[local] = *global;
          continue;
        }
      }
      kept.push_back(std::move(s));
    }
    fn_.body.stmts = std::move(kept);
    if (inputOf.empty()) return;
    forEachLiveExpr(fn_, [&](ExprId id) {
      if (auto* l = std::get_if<LoadExpr>(&fn_.expr(id).node); l && l->access.var.kind == VarKind::Local) {
        auto it = inputOf.find(l->access.var.index);
        if (it != inputOf.end()) l->access.var = VarRef::global(GlobalId(it->second));
      }
    });
  }

  // Every read of the local is `store output = load local`, all into the same output.
  void forwardOutputs() {
    std::map<std::uint32_t, std::optional<std::uint32_t>> outputOf;  // local -> global (nullopt: not forwardable)
    std::map<std::uint32_t, unsigned> copies;
    forEachStmt(fn_.body, [&](Stmt& s) {
      auto* st = std::get_if<StoreStmt>(&s.node);
      if (!st || !isWholeStore(*st) || st->target.var.kind != VarKind::Global) return;
      const Global& g = m_.globals[st->target.var.index];
      auto local = wholeLoadOf(fn_, st->value, VarKind::Local);
      // Only the out parameter's own copy (same name): a user local copied once mid-way and changed after
      // must not start writing the output.
      if (g.kind != GlobalKind::VaryingOut || !local || fn_.locals[*local].type != g.type) return;
      const std::string& name = fn_.locals[*local].name;
      if (name != g.name && !(name == "$result" && g.name == "return")) return;
      auto [it, fresh] = outputOf.emplace(*local, st->target.var.index);
      if (!fresh && it->second != st->target.var.index) it->second = std::nullopt;
      ++copies[*local];
    });
    std::map<std::uint32_t, std::uint32_t> forward;
    for (const auto& [local, global] : outputOf)
      if (global && uses_[local].reads == copies[local]) forward[local] = *global;
    if (forward.empty()) return;
    removeCopies(fn_.body, forward);
    forEachStmt(fn_.body, [&](Stmt& s) {
      forEachWrite(s, [&](Access& a) {
        if (a.var.kind != VarKind::Local) return;
        auto it = forward.find(a.var.index);
        if (it != forward.end()) a.var = VarRef::global(GlobalId(it->second));
      });
    });
  }

  void removeCopies(Block& b, const std::map<std::uint32_t, std::uint32_t>& forward) {
    std::vector<Stmt> kept;
    for (Stmt& s : b.stmts) {
      if (auto* st = std::get_if<StoreStmt>(&s.node); st && isWholeStore(*st) && st->target.var.kind == VarKind::Global) {
        auto local = wholeLoadOf(fn_, st->value, VarKind::Local);
        if (local && forward.count(*local)) continue;
      }
      if (auto* i = std::get_if<IfStmt>(&s.node)) {
        removeCopies(i->thenBlock, forward);
        removeCopies(i->elseBlock, forward);
      } else if (auto* l = std::get_if<LoopStmt>(&s.node)) {
        removeCopies(l->body, forward);
        removeCopies(l->continuing, forward);
      }
      kept.push_back(std::move(s));
    }
    b.stmts = std::move(kept);
  }

  Module& m_;
  Function& fn_;
  std::vector<LocalUses> uses_;
};

}  // namespace

void forwardEntryVaryings(Module& module) {
  if (!module.entry.valid()) return;
  Forwarder(module, module.function(module.entry)).run();
}

}  // namespace cgx::passes
