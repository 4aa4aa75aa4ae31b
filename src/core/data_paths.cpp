#include "jasta/base/data_paths.hpp"

#include <cstdlib>
#include <vector>

namespace jasta {

namespace {

std::optional<std::filesystem::path> findFolder(const char* environment, const char* name,
                                                const std::filesystem::path& executable) {
    std::vector<std::filesystem::path> candidates;
    if (const char* value = std::getenv(environment); value != nullptr && *value != '\0')
        candidates.emplace_back(value);
    if (!executable.empty()) {
        const auto dir = executable.parent_path();
        candidates.push_back(dir / ".." / "share" / "jasta" / name);
        candidates.push_back(dir / name);
    }
    candidates.push_back(std::filesystem::path(JASTA_SOURCE_DIR) / name);
    std::error_code error;
    for (const auto& candidate : candidates)
        if (std::filesystem::is_directory(candidate, error)) return candidate.lexically_normal();
    return std::nullopt;
}

}  // namespace

std::optional<std::filesystem::path> findDataDir(const std::filesystem::path& executable) {
    return findFolder("JASTA_DATA_DIR", "data", executable);
}

std::optional<std::filesystem::path> findAssetsDir(const std::filesystem::path& executable) {
    return findFolder("JASTA_ASSETS_DIR", "assets", executable);
}

}  // namespace jasta
