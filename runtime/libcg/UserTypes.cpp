#include "UserTypes.h"

#include <limits>
#include <unordered_map>

namespace cgx::libcg {

namespace {

// The identity of a definition in a context, as one string: the table's key.
std::string keyOf(Id context, const std::string& name, bool interface, CGtype parent,
                  const std::vector<std::string>& members) {
  std::string key = std::to_string(context.index) + ":" + std::to_string(context.generation) + ":" + name + ":" +
                    (interface ? "i" : "s") + std::to_string(static_cast<int>(parent));
  for (const std::string& member : members) key += ";" + member;
  return key;
}

// Guarded by the state's lock, as State::userTypes.
std::unordered_map<std::string, std::size_t>& index() {
  static auto* table = new std::unordered_map<std::string, std::size_t>;  // never destroyed, as the state
  return *table;
}

}  // namespace

CGtype internUserType(Id context, const std::string& name, bool interface, CGtype parent,
                      const std::vector<std::string>& members, const std::vector<CGtype>& memberTypes) {
  std::vector<UserType>& all = state().userTypes;
  const std::string key = keyOf(context, name, interface, parent, members);
  if (auto found = index().find(key); found != index().end()) {
    UserType& known = all[found->second];
    if (known.memberTypes.empty() && memberTypes.size() == members.size()) known.memberTypes = memberTypes;
    return static_cast<CGtype>(kFirstUserType + static_cast<int>(found->second));
  }
  if (all.size() >= static_cast<std::size_t>(std::numeric_limits<int>::max() - kFirstUserType)) return CG_UNKNOWN_TYPE;
  all.push_back({name, context, interface, parent, members,
                 memberTypes.size() == members.size() ? memberTypes : std::vector<CGtype>{}});
  index().emplace(key, all.size() - 1);
  return static_cast<CGtype>(kFirstUserType + static_cast<int>(all.size() - 1));
}

const UserType* userTypeOf(CGtype type) {
  const std::vector<UserType>& all = state().userTypes;
  const long long at = static_cast<long long>(type) - kFirstUserType;
  return at >= 0 && at < static_cast<long long>(all.size()) ? &all[static_cast<std::size_t>(at)] : nullptr;
}

CGtype userTypeNamed(const std::vector<CGtype>& types, const std::string& name) {
  for (CGtype type : types)
    if (const UserType* t = userTypeOf(type); t && t->name == name) return type;
  return CG_UNKNOWN_TYPE;
}

}  // namespace cgx::libcg
