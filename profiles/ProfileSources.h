// The profile data files (profiles/*.json), embedded into the binary at build time so cgxc needs no data
// directory at run time. Files are in name order; compiler/profile/ProfileTable.cpp parses them.
#pragma once

#include <span>
#include <string_view>

namespace cgx::profile {

struct EmbeddedFile {
  std::string_view name;  // "arbvp1.json"
  std::string_view text;
};

std::span<const EmbeddedFile> embeddedProfiles();

}  // namespace cgx::profile
