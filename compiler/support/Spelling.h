// "Did you mean ...?": the known name closest to a misspelt one, for diagnostics (an undefined variable or
// function, a missing member, an unknown profile or option).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cgx {

// Each stage that offers suggestions offers at most this many per compile: a file with thousands of
// misspellings must not cost a scan of every candidate for each.
inline constexpr unsigned kMaxSuggestions = 16;

// The candidate nearest `wanted` by edits (insert, delete, substitute, swap two neighbours; a difference
// only of letter case counts less than one edit), when near enough to be a likely typo: at most 1 edit for
// names up to 4 characters, 2 up to 8, 3 beyond, and fewer edits than `wanted` has characters. Ties go to
// the candidate listed first. nullopt when none is near. Linear in the candidates (each comparison is
// bounded by the names' lengths; far lengths are skipped).
std::optional<std::string> closestSpelling(std::string_view wanted, const std::vector<std::string_view>& candidates);

// `; did you mean "NAME"?` for a message, or "" when no candidate is near.
std::string didYouMean(std::string_view wanted, const std::vector<std::string_view>& candidates);

}  // namespace cgx
