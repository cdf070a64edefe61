#pragma once
// An animated GIF written a frame at a time through giflib (GIF89a, looping
// forever), for --clip. Each frame carries its own palette: its exact colours
// when it has at most 256 (the game's line art usually does), else giflib's
// median cut of them. After the first, a frame is only the rectangle that
// changed, drawn over the one before with what stayed the same transparent:
// a minute of play in the glow look at 480x270 is a few megabytes, not 13. Writes the file it is given; the caller makes it a
// temporary and renames it (base::replaceAtomically).

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "base/Result.h"

struct GifFileType;

namespace app {

class GifWriter {
public:
    /// Starts the file at `path` (created or emptied) for frames of width x height pixels; or why not, naming the file.
    static base::Result<std::unique_ptr<GifWriter>> open(const std::string& path, int width, int height);

    /// Appends a frame shown for `centiseconds` (2 or more: viewers slow anything shorter), from RGBA pixels,
    /// 4 bytes each, rows `pitch` bytes apart; or why not (a full disk), naming the file.
    base::Status addFrame(std::span<const std::uint8_t> rgba, int pitch, int centiseconds);

    /// Writes the trailer and closes the file; or why not. Needed for a whole file: a writer dropped unclosed leaves it cut short.
    base::Status close();

    /// Frames written so far.
    int frames() const { return frames_; }

    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;
    ~GifWriter();

private:
    GifWriter() = default;
    base::Status failed(const char* doing, int code) const;

    GifFileType* gif_ = nullptr;
    std::string path_;
    int width_ = 0;
    int height_ = 0;
    int frames_ = 0;
    std::vector<std::uint32_t> before_;  ///< the last frame's colours (0xBBGGRR), width_ a row; empty before the first
};

}  // namespace app
