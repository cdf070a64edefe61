#include "replay/Files.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "replay/Text.h"

namespace replay {

namespace {

constexpr std::uintmax_t kMaxFileBytes = 512ull << 20;  // a year of frantic play is far smaller

// The whole file at `path`, refused when it is missing, a directory or larger than any replay.
base::Result<std::string> readReplayText(const std::string& path) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) return base::failure("cannot open: no such file", path);
    if (std::filesystem::is_directory(status)) return base::failure("is a directory, not a replay file", path);
    std::ifstream in(path, std::ios::binary);
    if (!in) return base::failure("cannot open for reading", path);
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > kMaxFileBytes) {
        return base::failure("file is " + std::to_string(size) + " bytes, larger than any replay (limit " + std::to_string(kMaxFileBytes) + ")", path);
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) return base::failure("read error", path);
    return buffer.str();
}

}  // namespace

base::Result<Replay> loadReplay(const std::string& path) {
    base::Result<std::string> text = readReplayText(path);
    if (!text) return text.error();
    base::Result<Replay> replay = parseReplay(*text);
    if (!replay) return base::Error(replay.error()).inFile(path);
    return replay;
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
