#pragma once
// Writing a file so that a crash or a full disk never leaves half a file
// where a good one was: saves, autosaves, anything a player would lose.

#include <filesystem>
#include <stdexcept>
#include <string_view>

namespace jasta {

// The file could not be written; what() says which file and why.
struct WriteError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Writes `text` to a temporary file in the same folder as `path` (a rename
// is only atomic within one file system), flushes it to the disk, then
// renames it over `path`. On failure the temporary file is removed, `path`
// keeps its old content, and WriteError is thrown.
void writeFileAtomically(const std::filesystem::path& path, std::string_view text);

}  // namespace jasta
