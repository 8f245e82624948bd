// User types: the structs and interfaces of programs' and effects' sources as CGtype values (State.h
// UserType), interned per context by name and definition.
#pragma once

#include <Cg/cg.h>

#include <string>
#include <vector>

#include "State.h"

namespace cgx::libcg {

// The type of `name` in `context` with that definition, made when the context has none; CG_UNKNOWN_TYPE when
// the type numbers run out (an int's range).
// `memberTypes`, when given, records the fields' types (a definition made first without them gets them).
CGtype internUserType(Id context, const std::string& name, bool interface, CGtype parent,
                      const std::vector<std::string>& members, const std::vector<CGtype>& memberTypes = {});

// The user type `type` is, or null (a built-in type, or a number never made).
const UserType* userTypeOf(CGtype type);

// The user type named `name` among `types` (a program's or effect's), or CG_UNKNOWN_TYPE.
CGtype userTypeNamed(const std::vector<CGtype>& types, const std::string& name);

}  // namespace cgx::libcg
