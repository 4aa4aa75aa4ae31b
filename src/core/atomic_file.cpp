#include "jasta/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace jasta {

namespace {

// Pushes the file's bytes from the C library and the kernel to the disk, so
// that the rename below never exposes a file whose content is still in memory.
bool flushToDisk(std::FILE* file) {
    if (std::fflush(file) != 0) return false;
#if defined(__unix__) || defined(__APPLE__)
    if (::fsync(::fileno(file)) != 0) return false;
#endif
    return true;
}

}  // namespace

void writeFileAtomically(const std::filesystem::path& path, std::string_view text) {
    auto temporary = path;
    temporary += ".partial";
    const auto fail = [&](const std::string& why) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        throw WriteError("cannot write " + path.generic_string() + ": " + why);
    };
    std::FILE* file = std::fopen(temporary.string().c_str(), "wb");
    if (file == nullptr) fail(std::strerror(errno));
    const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size() && flushToDisk(file);
    const int savedErrno = errno;
    const bool closed = std::fclose(file) == 0;
    if (!written || !closed) fail(std::strerror(written ? errno : savedErrno));
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) fail(error.message());
}

}  // namespace jasta
