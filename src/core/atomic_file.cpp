#include "jasta/base/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include "jasta/base/rng.hpp"

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#define JASTA_POSIX_FILES 1
#endif

namespace jasta {

#if defined(JASTA_POSIX_FILES)

namespace {

// A name nobody can have planted in advance: the process id and 64 random
// bits (seeded from the clock and the address of a local), tried again on
// the rare collision. O_EXCL refuses any existing entry, a symlink included,
// so a link planted under the name can never redirect the write.
std::filesystem::path temporaryName(const std::filesystem::path& path, int attempt) {
    const auto clock = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    int local = 0;
    Rng rng(clock ^ reinterpret_cast<std::uintptr_t>(&local) ^ (static_cast<std::uint64_t>(::getpid()) << 32) ^
            static_cast<std::uint64_t>(attempt));
    char suffix[40];
    std::snprintf(suffix, sizeof suffix, ".%ld.%016llx.partial", static_cast<long>(::getpid()),
                  static_cast<unsigned long long>(rng.next()));
    auto name = path;
    name += suffix;
    return name;
}

bool writeAll(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t written = ::write(fd, text.data(), text.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        text.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

// The rename is only durable once the folder's entry is on the disk too.
bool syncFolder(const std::filesystem::path& folder) {
    const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return false;
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced;
}

}  // namespace

void writeFileAtomically(const std::filesystem::path& path, std::string_view text) {
    const auto fail = [&](const std::string& why) {
        throw WriteError("cannot write " + path.generic_string() + ": " + why);
    };
    // The target itself must not be a link: renaming over it would replace
    // the link, but a player who planted one expects the file behind it, and
    // an attacker's link must not decide where a save lands.
    struct stat target {};
    if (::lstat(path.c_str(), &target) == 0 && S_ISLNK(target.st_mode))
        fail("it is a symbolic link; Jasta does not write through links");

    std::filesystem::path temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temporary = temporaryName(path, attempt);
        fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST) fail(std::strerror(errno));
    }
    if (fd < 0) fail("no free name for the temporary file");
    const auto failRemoving = [&](int error) {
        ::close(fd);
        ::unlink(temporary.c_str());
        fail(std::strerror(error));
    };
    // Bytes to the disk before the rename: a crash never exposes a new name
    // whose content is still in memory.
    if (!writeAll(fd, text) || ::fsync(fd) != 0) failRemoving(errno);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temporary.c_str());
        fail(std::strerror(error));
    }
    if (::rename(temporary.c_str(), path.c_str()) != 0) {
        const int error = errno;
        ::unlink(temporary.c_str());
        fail(std::strerror(error));
    }
    if (!syncFolder(path.parent_path())) fail(std::string("the folder could not be synced: ") + std::strerror(errno));
}

#else

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
    const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size() && std::fflush(file) == 0;
    const int savedErrno = errno;
    const bool closed = std::fclose(file) == 0;
    if (!written || !closed) fail(std::strerror(written ? errno : savedErrno));
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) fail(error.message());
}

#endif

}  // namespace jasta
