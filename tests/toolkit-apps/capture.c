/* LD_PRELOAD shim for the Cg Toolkit's GLUT example apps (tests/toolkit-apps): runs an app for a fixed
 * number of animation steps, writes the back buffer of the next frame it draws as a PNG and exits.
 *
 * The apps animate from GLUT's idle callback (some by a constant step, some by glutGet(GLUT_ELAPSED_TIME))
 * and a few from glutTimerFunc. Real time and the order in which X events arrive would make the captured
 * frame vary from run to run, so this shim owns the clock and the idle loop:
 *   - one step ("tick") runs only after a frame was swapped since the previous tick: it advances the
 *     virtual clock by STEP_MS, fires the app's timers that are due, calls the app's idle function (if it
 *     set one) and asks for a redisplay. A redisplay caused by an Expose or a reshape draws the same state
 *     again, so extra frames do not change what is captured;
 *   - glutGet(GLUT_ELAPSED_TIME) returns the virtual clock;
 *   - the first glutSwapBuffers after CGX_CAPTURE_TICKS ticks reads GL_BACK (RGB) and writes it to
 *     CGX_CAPTURE_PNG, then the process ends with status 0 without running the app's exit handlers
 *     (the picture is what the test wants; GL drivers and freeglut tearing down under Xvfb is not).
 * Key presses are never sent, so every app shows its default mode.
 *
 * Most apps ask for vsync through GLEW's glXSwapIntervalSGI. Mesa's software rasterizer has no swap
 * interval of its own and sends the request to the X server, which rejects it for a direct context
 * (GLXBadContextTag) and the app dies. The shim hands out a no-op for the swap-interval entry points:
 * a captured frame has nothing to wait for.
 *
 * Environment: CGX_CAPTURE_PNG (required: the output file), CGX_CAPTURE_TICKS (default 10).
 * An app that exits before the capture (an error, or a console app) leaves no PNG: the harness reports it. */
#define _GNU_SOURCE
#include <GL/freeglut.h>
#include <GL/gl.h>
#include <GL/glx.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <stb/stb_image_write.h>

enum { STEP_MS = 16, MAX_TIMERS = 64, DEFAULT_TICKS = 10 };

typedef void (*IdleFn)(void);
typedef void (*TimerFn)(int);

struct Timer {
  TimerFn fn;
  int value;
  long due;
};

static IdleFn appIdle;
static struct Timer timers[MAX_TIMERS];
static int timerCount;
static long ticks;
static int swappedSinceTick;

typedef void (*AnyFn)(void);

/* The next definition of a function after this shim's: freeglut's or libGL's. dlsym returns an object
 * pointer; ISO C has no conversion from it to a function pointer, POSIX guarantees the representation. */
static AnyFn real(const char* name) {
  void* symbol = dlsym(RTLD_NEXT, name);
  if (symbol == NULL) {
    fprintf(stderr, "capture: %s not found after the shim (%s)\n", name, dlerror());
    _exit(3);
  }
  AnyFn fn;
  memcpy(&fn, &symbol, sizeof fn);
  return fn;
}

static long virtualMs(void) { return ticks * STEP_MS; }

static long captureTicks(void) {
  const char* text = getenv("CGX_CAPTURE_TICKS");
  if (text == NULL || *text == '\0') return DEFAULT_TICKS;
  char* end = NULL;
  long value = strtol(text, &end, 10);
  if (*end != '\0' || value < 0 || value > 100000) {
    fprintf(stderr, "capture: CGX_CAPTURE_TICKS=%s is not a tick count\n", text);
    _exit(3);
  }
  return value;
}

/* Fires the timers due at the current virtual time, in the order they were set (GLUT's order for equal
 * times). A timer set by a timer callback waits for a later tick. */
static void fireTimers(void) {
  struct Timer due[MAX_TIMERS];
  int dueCount = 0;
  int kept = 0;
  for (int i = 0; i < timerCount; ++i) {
    if (timers[i].due <= virtualMs()) {
      due[dueCount++] = timers[i];
    } else {
      timers[kept++] = timers[i];
    }
  }
  timerCount = kept;
  for (int i = 0; i < dueCount; ++i) due[i].fn(due[i].value);
}

static void tick(void) {
  if (!swappedSinceTick) {
    usleep(1000); /* the window is not drawn yet: wait for it without spinning a shared core */
    return;
  }
  swappedSinceTick = 0;
  ++ticks;
  fireTimers();
  if (appIdle != NULL) appIdle();
  glutPostRedisplay();
}

static void writeCapture(void) {
  const char* path = getenv("CGX_CAPTURE_PNG");
  int width = glutGet(GLUT_WINDOW_WIDTH);
  int height = glutGet(GLUT_WINDOW_HEIGHT);
  if (width <= 0 || height <= 0 || width > 16384 || height > 16384) {
    fprintf(stderr, "capture: window size %dx%d\n", width, height);
    _exit(3);
  }
  size_t row = (size_t)width * 3;
  unsigned char* pixels = malloc(row * (size_t)height);
  unsigned char* flipped = malloc(row * (size_t)height);
  if (pixels == NULL || flipped == NULL) {
    fprintf(stderr, "capture: out of memory for a %dx%d picture\n", width, height);
    _exit(3);
  }
  glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glPixelStorei(GL_PACK_ROW_LENGTH, 0);
  glPixelStorei(GL_PACK_SKIP_ROWS, 0);
  glPixelStorei(GL_PACK_SKIP_PIXELS, 0);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels);
  GLenum error = glGetError();
  if (error != GL_NO_ERROR) {
    fprintf(stderr, "capture: glReadPixels failed (GL error 0x%x)\n", error);
    _exit(3);
  }
  /* GL's rows go bottom-up, PNG's top-down. */
  for (int y = 0; y < height; ++y) memcpy(flipped + row * (size_t)y, pixels + row * (size_t)(height - 1 - y), row);
  if (stbi_write_png(path, width, height, 3, flipped, (int)row) == 0) {
    fprintf(stderr, "capture: cannot write %s\n", path);
    _exit(3);
  }
  fflush(stdout);
  fflush(stderr);
  _exit(0);
}

void glutSwapBuffers(void) {
  static long wanted = -1;
  if (wanted < 0) wanted = captureTicks();
  if (ticks >= wanted) writeCapture();
  ((void (*)(void))real("glutSwapBuffers"))();
  swappedSinceTick = 1;
}

void glutIdleFunc(IdleFn fn) { appIdle = fn; }

void glutTimerFunc(unsigned int ms, TimerFn fn, int value) {
  if (fn == NULL) return;
  if (timerCount == MAX_TIMERS) {
    fprintf(stderr, "capture: more than %d pending GLUT timers\n", MAX_TIMERS);
    _exit(3);
  }
  timers[timerCount].fn = fn;
  timers[timerCount].value = value;
  timers[timerCount].due = virtualMs() + (long)ms;
  ++timerCount;
}

int glutGet(GLenum what) {
  if (what == GLUT_ELAPSED_TIME) return (int)virtualMs();
  return ((int (*)(GLenum))real("glutGet"))(what);
}

static int swapIntervalNoOp(int interval) {
  (void)interval;
  return 0;
}

/* GLX_SGI_swap_control, GLX_MESA_swap_control and GLX_EXT_swap_control. Their signatures differ (EXT's
 * takes a display and a drawable first and returns void); on x86-64 a function that ignores its arguments
 * and sets the return register serves all three. */
static int isSwapInterval(const GLubyte* name) {
  const char* text = (const char*)name;
  return name != NULL && (strcmp(text, "glXSwapIntervalSGI") == 0 || strcmp(text, "glXSwapIntervalMESA") == 0 ||
                          strcmp(text, "glXSwapIntervalEXT") == 0);
}

__GLXextFuncPtr glXGetProcAddressARB(const GLubyte* name) {
  if (isSwapInterval(name)) return (__GLXextFuncPtr)swapIntervalNoOp;
  return ((__GLXextFuncPtr(*)(const GLubyte*))real("glXGetProcAddressARB"))(name);
}

__GLXextFuncPtr glXGetProcAddress(const GLubyte* name) {
  if (isSwapInterval(name)) return (__GLXextFuncPtr)swapIntervalNoOp;
  return ((__GLXextFuncPtr(*)(const GLubyte*))real("glXGetProcAddress"))(name);
}

void glutMainLoop(void) {
  if (getenv("CGX_CAPTURE_PNG") == NULL) {
    fprintf(stderr, "capture: CGX_CAPTURE_PNG is not set\n");
    _exit(3);
  }
  ((void (*)(IdleFn))real("glutIdleFunc"))(tick);
  ((void (*)(void))real("glutMainLoop"))();
}
