#include "replay/Files.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "replay/Text.h"

namespace replay {

namespace {

constexpr std::size_t kMaxFileBytes = 512ull << 20;  // a year of frantic play is far smaller

}  // namespace

base::Result<Replay> loadReplay(const std::string& path) {
    base::Result<std::string> text = readBoundedFile(path, kMaxFileBytes, "replay file");
    if (!text) return text.error();
    base::Result<Replay> replay = parseReplay(*text);
    if (!replay) return base::Error(replay.error()).inFile(path);
    return replay;
}

base::Result<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes, const std::string& what) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) return base::failure("cannot open: no such file", path);
    if (std::filesystem::is_directory(status)) return base::failure("is a directory, not a " + what, path);
    std::ifstream in(path, std::ios::binary);
    if (!in) return base::failure("cannot open for reading", path);
    std::string text;
    std::string piece(64 * 1024, '\0');
    while (in && text.size() <= maxBytes) {
        const std::size_t want = std::min(piece.size(), maxBytes + 1 - text.size());
        in.read(piece.data(), static_cast<std::streamsize>(want));
        text.append(piece.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) return base::failure("read error", path);
    if (text.size() > maxBytes) {
        return base::failure("file is over " + std::to_string(maxBytes) + " bytes, larger than any " + what, path);
    }
    return text;
}

base::Status saveReplay(const std::string& path, const Replay& replay) { return writeFileAtomically(path, toText(replay)); }

base::Status writeFileAtomically(const std::string& path, const std::string& text) {
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) return base::failure("cannot write (cannot create " + temporary + ")", path);
        out << text;
        out.flush();
        if (!out) {
            std::remove(temporary.c_str());
            return base::failure("cannot write (disk full?)", path);
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        return base::failure("cannot move the finished file into place", path);
    }
    return base::success();
}

base::Status checkCanWrite(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return base::failure("is a directory", path);
    const std::string temporary = path + ".tmp";
    const bool existed = std::filesystem::exists(temporary, ec);
    {
        std::ofstream probe(temporary, std::ios::binary | std::ios::app);
        if (!probe) return base::failure("cannot write here (cannot create " + temporary + ")", path);
    }
    if (!existed) std::remove(temporary.c_str());
    return base::success();
}

}  // namespace replay
