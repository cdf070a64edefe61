#include "base/FileRead.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>

namespace base {

Result<std::ifstream> openForReading(const std::string& path, const std::string& what) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec && status.type() != std::filesystem::file_type::not_found) return failure("cannot open: " + ec.message(), path);
    if (!std::filesystem::exists(status)) return failure("cannot open: no such file", path);
    if (std::filesystem::is_directory(status)) return failure("is a directory, not a " + what, path);
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) return failure(std::string("cannot open for reading") + (errno != 0 ? std::string(": ") + std::strerror(errno) : ""), path);
    return in;
}

Status checkRegularFile(const std::string& path, const std::string& what) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);  // follows links: a link to a lesson is a lesson
    if (std::filesystem::is_regular_file(status)) return success();
    if (ec && status.type() != std::filesystem::file_type::not_found) return failure("cannot open: " + ec.message(), path);
    if (!std::filesystem::exists(status)) return failure("cannot open: no such file", path);
    if (std::filesystem::is_directory(status)) return failure("is a directory, not a " + what, path);
    return failure("not a regular file (a FIFO or a device), not a " + what, path);
}

std::string tooLarge(std::uint64_t maxBytes, const std::string& what) {
    return "file is over " + std::to_string(maxBytes) + " bytes, larger than any " + what;
}

Result<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes, const std::string& what) {
    Result<std::ifstream> opened = openForReading(path, what);
    if (!opened) return opened.error();
    std::ifstream& in = *opened;
    std::string text;
    std::string piece(64 * 1024, '\0');
    while (in && text.size() <= maxBytes) {
        const std::size_t want = std::min(piece.size(), maxBytes + 1 - text.size());
        in.read(piece.data(), static_cast<std::streamsize>(want));
        text.append(piece.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) return failure("read error", path);
    if (text.size() > maxBytes) return failure(tooLarge(maxBytes, what), path);
    return text;
}

}  // namespace base
