// The engine corpus as its tests read it: tests/corpus/engine.tsv (cgc 3.1's verdict on each file, entry
// and profile, written by harvest.py) grouped into entries. Shared by EngineCorpusTest (verdicts, GLSL
// validation, ICEs) and EngineDifferentialTest (cgxc's GLSL run beside cgc's on llvmpipe).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace cgx::test::corpus {

inline constexpr const char* kTsv = "tests/corpus/engine.tsv";
inline constexpr const char* kCorpus = "tests/corpus/engine";

std::vector<std::string> split(const std::string& line, char sep);
std::vector<std::string> words(const std::string& line);

// A row of engine.tsv: cgc's verdict on one (file, entry, profile).
struct Row {
  std::string file, stage, entry, profile, codes;
  bool accept = false;
};
std::vector<Row> readTsv();

// One entry of one file: its glslv/glslf row and its hardware-profile rows (TSV order).
struct Entry {
  std::string file, entry;
  bool fragment = false;
  std::string glslProfile;
  Row glsl;
  std::vector<Row> hardware;
  std::filesystem::path path() const;  // absolute
  std::string label() const { return file + " " + entry; }
};
std::vector<Entry> entries(const std::vector<Row>& rows);

// The share of the corpus a run measures: every k-th entry, k from $CGX_CORPUS_EVERY, else the build's
// default (CGX_CORPUS_DEFAULT_EVERY: 1, except 4 in the sanitizer build CI runs, where cgxc is about 20
// times slower and the whole corpus would take most of CI's time; tools/corpus.sh runs all of it).
std::size_t sampleEvery();
std::vector<Entry> sample(const std::vector<Entry>& all);  // every sampleEvery()-th, from the first

}  // namespace cgx::test::corpus
