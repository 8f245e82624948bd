/* Compares two pictures of one toolkit app (tests/toolkit-apps): NVIDIA's runtime's and cgx's.
 *
 *   imgdiff NVIDIA.png CGX.png [DIFF.png]
 *
 * A pixel differs when one of its R, G, B channels differs by more than CHANNEL_TOLERANCE (of 255); the
 * pictures match when at most PIXEL_FRACTION of the pixels differ. Why these numbers: both runs draw on the
 * same Mesa llvmpipe, so fixed-function work and rasterization are identical; what differs is the shader
 * code (NVIDIA's libCg hands GL ARB assembly, cgx hands GLSL), whose float arithmetic rounds differently
 * (rsq vs. inversesqrt, pow through ex2/lg2, the order of a dot product's adds): a few 255ths in lit
 * colours. A vertex position computed by a differently rounded matrix product may move a silhouette edge
 * pixel across the sampling point, which changes that pixel entirely; edges are a small part of a picture.
 * A shader that computes something else (a wrong parameter, a missing texture, wrong matrices) changes
 * large areas by far more than a few 255ths.
 *
 * Prints one line: "max D, N of T pixels (P%) over C" and, with DIFF.png, writes the pixels that differ in
 * white on a dimmed copy of NVIDIA's picture. Exit status: 0 match, 1 differ (including different sizes),
 * 2 a picture cannot be read or written. */
#include <stdio.h>
#include <stdlib.h>

#include <stb/stb_image.h>
#include <stb/stb_image_write.h>

enum { CHANNEL_TOLERANCE = 8 };
static const double PIXEL_FRACTION = 0.005;

static unsigned char* load(const char* path, int* width, int* height) {
  int channels = 0;
  unsigned char* pixels = stbi_load(path, width, height, &channels, 3);
  if (pixels == NULL) {
    const char* reason = stbi_failure_reason();
    printf("cannot read %s: %s\n", path, reason != NULL ? reason : "unknown error");
  }
  return pixels;
}

/* The comparison proper, on the pictures load returned (NULL when it could not). Returns the exit status. */
static int compare(const unsigned char* expected, const unsigned char* actual, int width, int height,
                   int otherWidth, int otherHeight, const char* diffPath) {
  if (expected == NULL || actual == NULL) return 2;
  if (width != otherWidth || height != otherHeight) {
    printf("size %dx%d, cgx's %dx%d\n", width, height, otherWidth, otherHeight);
    return 1;
  }
  size_t total = (size_t)width * (size_t)height;
  unsigned char* diff = diffPath != NULL ? malloc(total * 3) : NULL;
  if (diffPath != NULL && diff == NULL) {
    printf("out of memory for a %dx%d difference picture\n", width, height);
    return 2;
  }
  size_t over = 0;
  int maxDifference = 0;
  for (size_t i = 0; i < total; ++i) {
    int pixelDifference = 0;
    for (int c = 0; c < 3; ++c) {
      int d = abs((int)expected[i * 3 + c] - (int)actual[i * 3 + c]);
      if (d > pixelDifference) pixelDifference = d;
    }
    if (pixelDifference > maxDifference) maxDifference = pixelDifference;
    if (pixelDifference > CHANNEL_TOLERANCE) ++over;
    if (diff != NULL) {
      for (int c = 0; c < 3; ++c) {
        diff[i * 3 + c] = pixelDifference > CHANNEL_TOLERANCE ? 255 : (unsigned char)(expected[i * 3 + c] / 4);
      }
    }
  }
  double fraction = (double)over / (double)total;
  printf("max %d, %zu of %zu pixels (%.2f%%) over %d\n", maxDifference, over, total, fraction * 100.0,
         CHANNEL_TOLERANCE);
  int status = fraction <= PIXEL_FRACTION ? 0 : 1;
  if (diff != NULL && stbi_write_png(diffPath, width, height, 3, diff, width * 3) == 0) {
    printf("cannot write %s\n", diffPath);
    status = 2;
  }
  free(diff);
  return status;
}

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: imgdiff NVIDIA.png CGX.png [DIFF.png]\n");
    return 2;
  }
  int width = 0, height = 0, otherWidth = 0, otherHeight = 0;
  unsigned char* expected = load(argv[1], &width, &height);
  unsigned char* actual = load(argv[2], &otherWidth, &otherHeight);
  int status = compare(expected, actual, width, height, otherWidth, otherHeight, argc == 4 ? argv[3] : NULL);
  stbi_image_free(expected);
  stbi_image_free(actual);
  return status;
}
