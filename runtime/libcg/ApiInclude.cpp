// The compiler's virtual include files (Cg 2.2's cgSetCompilerIncludeString, cgSetCompilerIncludeFile and
// the include callback): per context, searched by the path an #include resolves to (the including
// file's folder, then each -I, as on disk) before the disk; ProgramBuild.cpp hands them to the
// preprocessor. Names are compared normalized and relative to the file system's root (includeKey:
// "/shader/./a.cg" is "shader/a.cg").
#include <Cg/cg.h>

#include <string>

#include "ProgramBuild.h"
#include "State.h"

using namespace cgx::libcg;

extern "C" {

// A null name clears the file system; a null source removes the name.
CG_API void CGENTRY cgSetCompilerIncludeString(CGcontext handle, const char* name, const char* source) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return;
  if (!name) {
    context->includeFiles.clear();
    return;
  }
  if (!source) {
    context->includeFiles.erase(includeKey(name));
    return;
  }
  context->includeFiles[includeKey(name)] = source;
}

// The file is read now (a later change on disk does not show), as the manual's "populates ... from a file".
CG_API void CGENTRY cgSetCompilerIncludeFile(CGcontext handle, const char* name, const char* filename) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return;
  if (!name) {
    context->includeFiles.clear();
    return;
  }
  if (!filename) {
    context->includeFiles.erase(includeKey(name));
    return;
  }
  std::string text;
  if (!readSourceFile(filename, &text)) {
    raise(CG_FILE_READ_ERROR, handle);
    return;
  }
  context->includeFiles[includeKey(name)] = std::move(text);
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
