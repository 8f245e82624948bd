// Cg interfaces through libCg, as NVIDIA's libCg binds them (tests/libcg/oracle/effect-interfaces.c): a
// parameter of an interface type (an effect's `Shade one`, an element of `Shade layers[]` once
// cgSetArraySize made it) has no fields until cgConnectParameter connects a struct parameter that
// implements the interface (an effect's `Flat red`, a shared struct from cgCreateParameter of the effect's
// type). It then takes the struct's fields (`layers[0].c`, each connected to the struct's) and keeps the
// interface as its named type, and the effect's programs are compiled for that struct, as cgc's -type binds
// it ("layers[0] = Flat"), when their technique is next validated or a pass set (cgValidateTechnique,
// cgSetPassState). A program's own interface parameters are bound so too (bindOwnInterfaces): the program
// lists them from its front end (an unbound one fails its compile, C1306), and is compiled for the struct
// connected to them.
#pragma once

#include <string>
#include <vector>

#include "State.h"

namespace cgx::libcg {

// Whether connecting `from` to `to` is a struct given to an interface-typed parameter: `to` is a struct of
// an interface type and `from` a struct whose type implements it (or one of its interface given such a
// struct: `layers[1]` connected to `base`, as NVIDIA's connects it).
bool implementsInterfaceOf(const Parameter& from, const Parameter& to);

// Gives `to` (interface-typed) the fields of `from`: its children are made anew in the shape of `from`'s,
// with their values, named under `to` ("layers[0].c"); `to` then implements `from`'s struct. The caller
// links them. False after raising CG_MEMORY_ALLOC_ERROR when the handle table is full.
bool takeFieldsOf(const Parameter& from, Parameter& to);

// The -type bindings the effect's interface parameters give now, in parameter order: "one = Flat" for an
// interface parameter, "layers[2] = Flat" for each element given a struct.
std::vector<std::string> interfaceBindings(const Effect& effect);

// A program's own interface parameters given structs (cgConnectParameter on `uniform Shade s` or an entry's
// `uniform Lamp key`): from then on the program compiles for them, as cgc's -type binds them ("s = Flat",
// "main.key = Bulb"), at once in CG_COMPILE_IMMEDIATE mode, else at its next compile (NVIDIA's, measured in
// CG_COMPILE_MANUAL: oracle/program-interfaces.c). Nothing for an effect's program.
void bindOwnInterfaces(Program& program);

// An effect's program whose effect's bindings changed since it was compiled, or whose effect's interface
// parameters were given fields anew (their old fields, which its parameters read, are gone): compiled again
// (a failure raises CG_COMPILER_ERROR, as a compile does), which connects it to the fields now. Nothing for
// another program.
void followInterfaceBindings(Program& program);

}  // namespace cgx::libcg
