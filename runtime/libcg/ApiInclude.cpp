// The compiler's virtual include files (Cg 2.2's cgSetCompilerIncludeString, cgSetCompilerIncludeFile and
// the include callback): per context, searched by the path an #include resolves to (the including
// file's folder, then each -I, as on disk) before the disk; ProgramBuild.cpp hands them to the
// preprocessor. Names are compared normalized and relative to the file system's root (includeKey:
// "/shader/./a.cg" is "shader/a.cg").
#include <Cg/cg.h>

#include <optional>
#include <string>

#include "ProgramBuild.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

// What both setters share: a null name clears the context's file system and a null `value` removes the
// name; otherwise readText() gives the file's text (nullopt after raising its error).
template <typename ReadText>
void setIncludeFile(CGcontext handle, const char* name, const char* value, ReadText readText) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return;
  if (!name) {
    context->includeFiles.clear();
    return;
  }
  if (!value) {
    context->includeFiles.erase(includeKey(name));
    return;
  }
  std::optional<std::string> text = readText();
  if (text) context->includeFiles[includeKey(name)] = std::move(*text);
}

}  // namespace

extern "C" {

CG_API void CGENTRY cgSetCompilerIncludeString(CGcontext handle, const char* name, const char* source) {
  setIncludeFile(handle, name, source, [&] { return std::optional<std::string>(source); });
}

// The file is read now (a later change on disk does not show), as the manual's "populates ... from a file".
CG_API void CGENTRY cgSetCompilerIncludeFile(CGcontext handle, const char* name, const char* filename) {
  setIncludeFile(handle, name, filename, [&]() -> std::optional<std::string> {
    std::string text;
    if (readSourceFile(filename, &text)) return text;
    raise(CG_FILE_READ_ERROR, handle);
    return std::nullopt;
  });
}

CG_API void CGENTRY cgSetCompilerIncludeCallback(CGcontext handle, CGIncludeCallbackFunc func) {
  Guard guard;
  if (Context* context = lookup(handle)) context->includeCallback = func;
}

CG_API CGIncludeCallbackFunc CGENTRY cgGetCompilerIncludeCallback(CGcontext handle) {
  Guard guard;
  Context* context = lookup(handle);
  return context ? context->includeCallback : nullptr;
}

}  // extern "C"
