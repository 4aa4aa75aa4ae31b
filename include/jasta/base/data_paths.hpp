#pragma once
// Where the program finds its data/ and assets/ folders.

#include <filesystem>
#include <optional>

namespace jasta {

// The first folder that exists of: $JASTA_DATA_DIR; <exe dir>/../share/jasta/data;
// <exe dir>/data; the source tree's data/ (builds run from a checkout).
// `executable` may be empty. nullopt when none exists.
std::optional<std::filesystem::path> findDataDir(const std::filesystem::path& executable = {});

// The same search for assets/ ($JASTA_ASSETS_DIR first).
std::optional<std::filesystem::path> findAssetsDir(const std::filesystem::path& executable = {});

}  // namespace jasta
