// Walking the parameter tree: siblings, leaves in order, lookup by path, sizes of arrays.
#pragma once

#include <string_view>
#include <vector>

#include "State.h"

namespace cgx::libcg {

// The list `parameter` is one of: its parent's children, its program's roots or its context's parameters.
const std::vector<Id>* siblingsOf(const Parameter& parameter);
// Makes `child` the last of `parent`'s children: the child's parent link and position, the parent's list.
void appendChild(Id parent, Id child);

// Depth-first, in declaration order, the leaves (numeric or sampler parameters) under the roots in `space`
// (CG_PROGRAM: the entry function's parameters; CG_GLOBAL: the program's globals): the first, and the one
// after `leaf` (null at the end). Each step is O(depth), so iterating a large array is linear.
Parameter* firstLeaf(const Program& program, CGenum space);
// The same over an effect's parameters (cgGetFirstLeafEffectParameter).
Parameter* firstLeaf(const Effect& effect);
Parameter* nextLeaf(const Parameter& leaf);
// The next sibling (for a root: the next root in the same name space), or null.
Parameter* nextSibling(const Parameter& parameter);
// The numeric leaves under `parameter` (itself when it is one), in order.
std::vector<Parameter*> leavesUnder(Parameter& parameter);

// The program a parameter belongs to (its root's), or null for a shared or effect parameter.
Program* programOf(const Parameter& parameter);

// The node whose full path is `path` among `roots` and their descendants (null when none).
Parameter* findByPath(const std::vector<Id>& roots, std::string_view path);
// cgGetNamedParameter's lookup: the program's own parameters, or a combination's domains' in domain order
// (a uniform both domains declare is the first domain's, as NVIDIA's libCg finds it).
Parameter* findNamed(const Program& program, std::string_view path);

// Numeric shape of a node: rows and columns of its (innermost element) type, and the number of values.
int rowsOf(const Parameter& parameter);
int columnsOf(const Parameter& parameter);
CGtype innermostType(const Parameter& parameter);  // an array's innermost element type; else the type
int arrayTotalSize(const Parameter& parameter);    // product of the array dimensions (0: not an array)
bool isNumericLeaf(const Parameter& parameter);

// The parameter whose values `parameter` reads: itself, or the shared parameter it is connected to.
const Parameter& valueSource(const Parameter& parameter);

// Connecting (cgConnectParameter, an effect's programs to its parameters): the error that keeps `from` from
// feeding `to` (another type or shape below), or CG_NO_ERROR; and the link itself, leaf to matching leaf.
// The values set on a program's parameters (`from`, its roots), onto a copy's (`to`), which compiled the same
// source with the same arguments, so the trees match node for node (walked together: linear in the
// parameters); with `connections`, a copied leaf also reads the shared parameter the original reads.
void copyValues(const std::vector<Id>& from, const std::vector<Id>& to, bool connections);
CGerror topologyError(const Parameter& from, const Parameter& to);
void link(Parameter& from, Parameter& to);

}  // namespace cgx::libcg
