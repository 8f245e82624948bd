#include "CommandLine.h"

#include <charconv>

#include "Scene.h"

namespace cgx::view {

namespace {

bool parseInt(const std::string& text, int* value) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
  return ec == std::errc() && end == text.data() + text.size();
}

bool parseSize(const std::string& text, int* width, int* height) {
  std::size_t x = text.find('x');
  return x != std::string::npos && parseInt(text.substr(0, x), width) && parseInt(text.substr(x + 1), height) &&
         *width >= 16 && *height >= 16 && *width <= 8192 && *height <= 8192;
}

// "1:c,2:tab": the keys pressed before frames 1 and 2.
bool parseKeys(const std::string& text, std::vector<ViewerOptions::ScriptedKey>* keys, std::string* error) {
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    std::size_t colon = item.find(':');
    ViewerOptions::ScriptedKey key;
    std::optional<Control> control = colon == std::string::npos ? std::nullopt : controlNamed(item.substr(colon + 1));
    if (colon == std::string::npos || !parseInt(item.substr(0, colon), &key.frame) || key.frame < 0 || !control) {
      *error = "--keys takes FRAME:KEY,... with KEY one of tab, shift+tab, n, p, c, space, esc; not '" + item + "'";
      return false;
    }
    key.control = *control;
    keys->push_back(key);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return true;
}

}  // namespace

std::string usage() {
  std::string text =
      "usage: cgx-view [--program NAME] [--path cpu|gpu] [--frames N] [--time T] [--screenshot out.png]\n"
      "                [--size WxH] [--examples DIR] [--keys FRAME:KEY,...]\n"
      "Animates The Cg Tutorial's chapter 6 programs, with the vertex stage on the GPU (GLSL) or on the CPU JIT.\n"
      "  --program NAME     the scene to start with (default bulge):\n";
  for (const SceneInfo& scene : scenes()) text += "                       " + scene.name + "  " + scene.description + "\n";
  text +=
      "  --path cpu|gpu     where the vertex program runs (default gpu)\n"
      "  --frames N         render N frames 1/60 s apart (deterministic time), then exit\n"
      "  --time T           the animation time of the first frame, in seconds (default 0)\n"
      "  --screenshot F     save the last frame as a PNG (implies --frames 1 unless given)\n"
      "  --size WxH         window size (default 640x480)\n"
      "  --examples DIR     where the book's .cg files are (default: an install's share/cgx/examples,\n"
      "                     else the source checkout's examples/)\n"
      "  --keys F:K,...     with --frames: press key K before frame F (0-based), e.g. 1:c,2:tab\n"
      "keys: Tab/N next program, Shift+Tab/P previous, C switch CPU/GPU path, Space pause, Esc quit\n";
  return text;
}

ParsedCommandLine parseCommandLine(const std::vector<std::string>& arguments) {
  ParsedCommandLine parsed;
  ViewerOptions& o = parsed.options;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& arg = arguments[i];
    if (arg == "-h" || arg == "--help") {
      parsed.help = true;
      continue;
    }
    if (i + 1 >= arguments.size()) {
      parsed.error = arg.rfind("--", 0) == 0 ? "option " + arg + " needs a value" : "unexpected argument '" + arg + "'";
      return parsed;
    }
    const std::string& value = arguments[++i];
    if (arg == "--program") {
      if (findScene(value) == nullptr) parsed.error = "unknown program '" + value + "'";
      o.program = value;
    } else if (arg == "--path") {
      if (value == "gpu") o.path = RenderPath::Gpu;
      else if (value == "cpu") o.path = RenderPath::Cpu;
      else parsed.error = "--path takes cpu or gpu, not '" + value + "'";
    } else if (arg == "--frames") {
      int frames = 0;
      if (!parseInt(value, &frames) || frames < 1) parsed.error = "--frames takes a positive count";
      o.frames = frames;
    } else if (arg == "--time") {
      try {
        std::size_t used = 0;
        o.time = std::stod(value, &used);
        if (used != value.size()) parsed.error = "--time takes seconds";
      } catch (const std::exception&) {
        parsed.error = "--time takes seconds";
      }
    } else if (arg == "--screenshot") {
      o.screenshot = value;
    } else if (arg == "--size") {
      if (!parseSize(value, &o.width, &o.height)) parsed.error = "--size takes WxH (16 to 8192 each), not '" + value + "'";
    } else if (arg == "--examples") {
      o.examplesDir = value;
    } else if (arg == "--keys") {
      parseKeys(value, &o.keys, &parsed.error);
    } else {
      parsed.error = "unknown option '" + arg + "'";
    }
    if (!parsed.error.empty()) return parsed;
  }
  if (!o.screenshot.empty() && !o.frames) o.frames = 1;
  if (!o.keys.empty() && !o.frames) parsed.error = "--keys needs --frames (a scripted run)";
  return parsed;
}

}  // namespace cgx::view
