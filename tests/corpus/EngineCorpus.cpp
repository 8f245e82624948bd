#include "EngineCorpus.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "support/Golden.h"

namespace cgx::test::corpus {

namespace fs = std::filesystem;

std::vector<std::string> split(const std::string& line, char sep) {
  std::vector<std::string> out;
  std::string field;
  std::istringstream in(line);
  while (std::getline(in, field, sep)) out.push_back(field);
  return out;
}

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> w;
  for (std::string s; in >> s;) w.push_back(s);
  return w;
}

std::vector<Row> readTsv() {
  std::vector<Row> rows;
  std::istringstream lines(readFile(sourcePath(kTsv)));
  std::vector<std::string> columns;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = split(line, '\t');
    if (columns.empty()) {
      columns = f;
      continue;
    }
    auto at = [&](const char* name) {
      auto it = std::find(columns.begin(), columns.end(), name);
      return it == columns.end() || static_cast<std::size_t>(it - columns.begin()) >= f.size()
                 ? std::string()
                 : f[static_cast<std::size_t>(it - columns.begin())];
    };
    rows.push_back({at("file"), at("stage"), at("entry"), at("profile"), at("codes"), at("verdict") == "accept"});
  }
  return rows;
}

fs::path Entry::path() const { return fs::absolute(sourcePath(kCorpus) / file); }

std::vector<Entry> entries(const std::vector<Row>& rows) {
  std::vector<Entry> out;
  for (const Row& r : rows) {
    if (out.empty() || out.back().file != r.file || out.back().entry != r.entry)
      out.push_back({r.file, r.entry, r.stage == "fragment", r.stage == "fragment" ? "glslf" : "glslv", {}, {}});
    if (r.profile == "glslv" || r.profile == "glslf")
      out.back().glsl = r;
    else
      out.back().hardware.push_back(r);
  }
  return out;
}

std::size_t sampleEvery() {
  const char* every = std::getenv("CGX_CORPUS_EVERY");
  long k = every && *every ? std::strtol(every, nullptr, 10) : CGX_CORPUS_DEFAULT_EVERY;
  return k < 1 ? 1 : static_cast<std::size_t>(k);
}

std::vector<Entry> sample(const std::vector<Entry>& all) {
  std::vector<Entry> kept;
  for (std::size_t i = 0; i < all.size(); i += sampleEvery()) kept.push_back(all[i]);
  return kept;
}

}  // namespace cgx::test::corpus
