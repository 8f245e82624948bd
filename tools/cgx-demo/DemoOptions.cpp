#include "DemoOptions.h"

#include <charconv>

namespace cgx::demo {

namespace {

bool parseInt(const std::string& text, int low, int high, int* value) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, *value);
  return ec == std::errc() && ptr == end && *value >= low && *value <= high;
}

}  // namespace

std::string demoUsage() {
  return "usage: cgx-demo [--out DIR] [--examples DIR] [--poses N] [--runs N] [--size PIXELS] [--threads N]\n"
         "                [--skip-profiles]\n"
         "  Prints every example's profile matrix, then skins a 100k-vertex walking character with\n"
         "  examples/C6E5v_skin4m.cg on the CPU JIT (vertices per second) and on GL (llvmpipe), and writes one\n"
         "  PNG per pose, CPU | GPU side by side, into DIR (default build/demo).\n"
         "  --poses N      pictures over one loop of the animation (1-64, default 6)\n"
         "  --runs N       timed CPU runs of the whole mesh (1-1000, default 8)\n"
         "  --size PIXELS  size of each half of a picture (64-2048, a multiple of 8, default 512)\n"
         "  --threads N    CPU threads (default: every core)\n"
         "  --examples DIR where the examples are (default: the source tree's examples/)\n"
         "  --skip-profiles  no profile matrix, only the skinning\n";
}

std::optional<DemoOptions> parseDemoOptions(const std::vector<std::string>& args, std::string* error) {
  DemoOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string* out) {
      if (i + 1 >= args.size()) {
        *error = a + " needs a value";
        return false;
      }
      *out = args[++i];
      return true;
    };
    auto number = [&](int low, int high, int* out) {
      std::string text;
      if (!value(&text)) return false;
      if (parseInt(text, low, high, out)) return true;
      *error = a + " takes a whole number from " + std::to_string(low) + " to " + std::to_string(high) + ", not '" +
               text + "'";
      return false;
    };
    int threads = 0;
    if (a == "--help" || a == "-h") {
      o.help = true;
    } else if (a == "--out") {
      if (!value(&o.outDir)) return std::nullopt;
    } else if (a == "--examples") {
      if (!value(&o.examplesDir)) return std::nullopt;
    } else if (a == "--poses") {
      if (!number(1, 64, &o.poses)) return std::nullopt;
    } else if (a == "--runs") {
      if (!number(1, 1000, &o.runs)) return std::nullopt;
    } else if (a == "--size") {
      if (!number(64, 2048, &o.size)) return std::nullopt;
      if (o.size % 8 != 0) {
        *error = "--size must be a multiple of 8";
        return std::nullopt;
      }
    } else if (a == "--threads") {
      if (!number(0, 1024, &threads)) return std::nullopt;
      o.threads = static_cast<unsigned>(threads);
    } else if (a == "--skip-profiles") {
      o.skipProfiles = true;
    } else {
      *error = "unknown option '" + a + "'";
      return std::nullopt;
    }
  }
  return o;
}

}  // namespace cgx::demo
