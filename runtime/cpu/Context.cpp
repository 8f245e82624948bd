#include <cgx/Context.h>

#include <cctype>
#include <exception>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cpu/ContextState.h"
#include "cpu/ProgramAccess.h"
#include "diag/InternalErrorReport.h"
#include "llvm/KernelAbi.h"
#include "profile/ProfileTable.h"

namespace cgx {

namespace detail {

std::string cacheKey(const driver::SourceProgram& source) {
  std::string key;
  auto add = [&](const std::string& field) {
    key += std::to_string(field.size());
    key += ':';
    key += field;
  };
  add(source.source);
  add(source.fileName);
  add(source.entry);
  add(source.profile);
  key += "po" + std::to_string(source.profileOptions.size());
  for (const std::string& option : source.profileOptions) add(option);
  key += "D" + std::to_string(source.macros.size());
  for (const MacroCommand& macro : source.macros) {
    key += macro.kind == MacroCommand::Kind::Define ? 'D' : 'U';
    add(macro.name);
    add(macro.value);
  }
  key += "I" + std::to_string(source.includePaths.size());
  for (const std::string& path : source.includePaths) add(path);
  return key;
}

}  // namespace detail

namespace {

MacroCommand parseDefine(const std::string& define) {
  MacroCommand macro;
  const std::size_t equals = define.find('=');
  macro.name = define.substr(0, equals);
  if (equals != std::string::npos) macro.value = define.substr(equals + 1);
  return macro;
}

bool validIdentifier(const std::string& name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0])) != 0) return false;
  for (char c : name)
    if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '_') return false;
  return true;
}

}  // namespace

Result<Context> Context::create(const ContextOptions& options) {
  if (options.lanes != 0 && options.lanes != 4 && options.lanes != 8 && options.lanes != 16)
    return Status(ErrorCode::InvalidArgument, "lanes must be 0, 4, 8 or 16, not " + std::to_string(options.lanes));
  // A typo (-threads 100000) should be an error, not an attempt to start that many threads.
  constexpr unsigned kMaxThreads = 1024;
  if (options.threads > kMaxThreads)
    return Status(ErrorCode::InvalidArgument, "at most " + std::to_string(kMaxThreads) + " threads, not " +
                                                  std::to_string(options.threads));
  try {
    auto state = std::make_shared<detail::ContextState>();
    state->options = options;
    jit::EngineOptions engineOptions;
    engineOptions.symbols.emplace_back("cgx_rt_sample", reinterpret_cast<void*>(&cgx_rt_sample));
    engineOptions.symbols.emplace_back("cgx_rt_emit_vertex", reinterpret_cast<void*>(&cgx_rt_emit_vertex));
    engineOptions.symbols.emplace_back("cgx_rt_restart_strip", reinterpret_cast<void*>(&cgx_rt_restart_strip));
    std::string error;
    state->engine = jit::Engine::create(engineOptions, &error);
    if (state->engine == nullptr) return Status(ErrorCode::JitError, "cannot set up the JIT: " + error);
    state->pool = std::make_unique<ThreadPool>(options.threads);
    return Context(std::move(state));
  } catch (...) {
    return Status(ErrorCode::InternalError,
                  "context creation failed: " + describeCaughtException(CompilerStage::Runtime, std::current_exception()));
  }
}

ProgramResult Context::createProgram(std::string_view source, const std::string& entry, const std::string& profile,
                                     const ProgramOptions& options, const std::string& fileName) {
  ProgramResult result;
  try {
    if (entry.empty()) {
      result.status = Status(ErrorCode::InvalidArgument, "no entry function named");
      return result;
    }
    if (profile::findProfile(profile) == nullptr) {
      result.status = Status(ErrorCode::InvalidProfile, "unknown profile '" + profile + "'");
      return result;
    }
    driver::SourceProgram program;
    program.source = std::string(source);
    program.fileName = fileName;
    program.entry = entry;
    program.profile = profile;
    program.profileOptions = options.profileOptions;
    program.includePaths = options.includePaths;
    for (const std::string& define : options.defines) {
      MacroCommand macro = parseDefine(define);
      if (!validIdentifier(macro.name)) {
        result.status = Status(ErrorCode::InvalidArgument, "bad macro definition '" + define + "'");
        return result;
      }
      program.macros.push_back(std::move(macro));
    }
    const std::string key = detail::cacheKey(program);
    std::shared_ptr<const detail::CompiledProgram> compiled;
    {
      std::lock_guard lock(state_->cacheMutex);
      if (auto found = state_->cache.find(key); found != state_->cache.end()) compiled = found->second;
    }
    if (compiled == nullptr) {
      // Compiled outside the lock: two threads compiling different programs do not wait on each other.
      // Two compiling the same one both compile, and the first to finish is the one cached.
      auto made = detail::CompiledProgram::compile(program, *state_->engine, state_->options, &result.diagnostics);
      if (!made.ok()) {
        result.status = made.status();
        return result;
      }
      std::lock_guard lock(state_->cacheMutex);
      compiled = state_->cache.emplace(key, std::move(made.value())).first->second;
    } else {
      result.diagnostics = compiled->diagnostics();
    }
    result.program.emplace(detail::ProgramAccess::make(state_, std::move(compiled)));
  } catch (...) {
    result.program.reset();
    result.status = Status(ErrorCode::InternalError, "program creation failed: " +
                                                         describeCaughtException(CompilerStage::Runtime, std::current_exception()));
  }
  return result;
}

ProgramResult Context::createProgramFromFile(const std::string& path, const std::string& entry,
                                             const std::string& profile, const ProgramOptions& options) {
  std::error_code ignored;
  std::ifstream file;
  if (std::filesystem::is_regular_file(path, ignored)) file.open(path, std::ios::binary);
  std::ostringstream text;
  if (file.is_open()) text << file.rdbuf();
  if (!file.is_open() || file.bad()) {
    ProgramResult result;
    result.status = Status(ErrorCode::FileError, "cannot read '" + path + "'");
    return result;
  }
  return createProgram(text.str(), entry, profile, options, path);
}

unsigned Context::threadCount() const { return state_->pool->threadCount(); }
unsigned Context::lanes() const { return state_->options.lanes; }

std::size_t Context::cachedProgramCount() const {
  std::lock_guard lock(state_->cacheMutex);
  return state_->cache.size();
}

void Context::clearCache() {
  std::lock_guard lock(state_->cacheMutex);
  state_->cache.clear();
}

}  // namespace cgx
