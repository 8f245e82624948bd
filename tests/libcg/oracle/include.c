/* The compiler's virtual include files: cgSetCompilerIncludeString/File, the include callback, how an
 * #include finds a virtual file (by -I path and by the including file's folder), removing and clearing
 * names, and the documented errors. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static CGcontext asked_context;
static char asked[256];
static int calls;

static void provide(CGcontext context, const char* name) {
  ++calls;
  asked_context = context;
  snprintf(asked, sizeof asked, "%s", name);
  if (strcmp(name, "late.cg") == 0) cgSetCompilerIncludeString(context, "late.cg", "float4 late() { return 3; }\n");
}

static void error(const char* what) {
  CGerror e = cgGetError();
  printf("%s: %s\n", what, e == CG_NO_ERROR ? "no error" : cgGetErrorString(e));
}

static void compile(CGcontext context, const char* what, const char* source, const char** args) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_ARBVP1, "main", args);
  CGerror e = cgGetError();
  printf("%s: %s (%s)\n", what, program ? "compiled" : "failed", e == CG_NO_ERROR ? "no error" : cgGetErrorString(e));
  if (program) cgDestroyProgram(program);
}

int main(void) {
  static const char* args[] = {"-I", "shader", 0};
  CGcontext context = cgCreateContext();
  cgSetCompilerIncludeString(context, "shader/inner.cg", "float4 inner() { return 1; }\n");
  cgSetCompilerIncludeString(context, "shader/outer.cg", "#include \"inner.cg\"\nfloat4 outer() { return inner() * 2; }\n");
  error("set strings");
  compile(context, "by -I then by folder", "#include \"outer.cg\"\nfloat4 main() : POSITION { return outer(); }\n", args);
  compile(context, "without -I", "#include \"outer.cg\"\nfloat4 main() : POSITION { return outer(); }\n", 0);
  compile(context, "by full name", "#include \"shader/outer.cg\"\nfloat4 main() : POSITION { return outer(); }\n", 0);
  compile(context, "angled", "#include <outer.cg>\nfloat4 main() : POSITION { return outer(); }\n", args);
  cgSetCompilerIncludeString(context, "shader/inner.cg", "float4 inner() { return 5; }\nfloat4 extra() { return 6; }\n");
  compile(context, "replaced", "#include \"shader/inner.cg\"\nfloat4 main() : POSITION { return extra(); }\n", 0);
  cgSetCompilerIncludeString(context, "shader/inner.cg", 0);
  error("remove");
  compile(context, "removed", "#include \"shader/inner.cg\"\nfloat4 main() : POSITION { return inner(); }\n", 0);
  compile(context, "still there", "#include \"shader/outer.cg\"\nfloat4 main() : POSITION { return 1; }\n", 0);
  cgSetCompilerIncludeString(context, 0, 0);
  error("clear");
  compile(context, "cleared", "#include \"shader/outer.cg\"\nfloat4 main() : POSITION { return 1; }\n", 0);

  printf("callback before: %s\n", cgGetCompilerIncludeCallback(context) ? "set" : "none");
  cgSetCompilerIncludeCallback(context, provide);
  printf("callback after: %s\n", cgGetCompilerIncludeCallback(context) == provide ? "provide" : "other");
  error("set callback");
  compile(context, "from the callback", "#include \"late.cg\"\nfloat4 main() : POSITION { return late(); }\n", 0);
  printf("callback: calls=%d asked=%s context=%s\n", calls, asked, asked_context == context ? "same" : "other");
  calls = 0;
  compile(context, "second time", "#include \"late.cg\"\nfloat4 main() : POSITION { return late(); }\n", 0);
  printf("callback calls the second time: %d\n", calls);
  compile(context, "callback without it", "#include \"nowhere.cg\"\nfloat4 main() : POSITION { return 1; }\n", 0);
  printf("callback: calls=%d asked=%s\n", calls, asked);
  cgSetCompilerIncludeCallback(context, 0);
  printf("callback cleared: %s\n", cgGetCompilerIncludeCallback(context) ? "set" : "none");

  cgSetCompilerIncludeFile(context, "file.cg", "/nonexistent/cgx/file.cg");
  error("include file missing");
  cgSetCompilerIncludeFile(context, "file.cg", 0);
  error("include file removed");
  cgSetCompilerIncludeString(0, "a.cg", "x");
  error("string, null context");
  cgSetCompilerIncludeFile(0, "a.cg", "a");
  error("file, null context");
  cgSetCompilerIncludeCallback(0, provide);
  error("callback, null context");
  printf("get callback of null: %s\n", cgGetCompilerIncludeCallback(0) ? "set" : "none");
  error("get callback, null context");
  cgDestroyContext(context);
  return 0;
}
