#include "app/offline/GifWriter.h"

#include <gif_lib.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <unordered_map>
#include <vector>

namespace app {

namespace {

// A frame as a GIF holds it: an index a pixel into its own colours.
struct IndexedFrame {
    std::vector<GifByteType> pixels;
    std::vector<GifColorType> colours;
};

constexpr std::size_t kMostColours = 256;

// The frame's exact colours, or false when it has more than a GIF's 256.
// A row of one colour (most of a dark field) costs one comparison a pixel.
bool indexExactly(std::span<const std::uint8_t> rgba, int pitch, int width, int height, IndexedFrame& out) {
    std::unordered_map<std::uint32_t, GifByteType> index;
    std::uint32_t last = 0xffffffffU;  // no RGB colour: the first pixel always looks up
    GifByteType lastIndex = 0;
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* row = rgba.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(pitch);
        for (int x = 0; x < width; ++x) {
            const std::uint8_t* p = row + 4 * x;
            const std::uint32_t colour = p[0] | (std::uint32_t{p[1]} << 8) | (std::uint32_t{p[2]} << 16);
            if (colour != last) {
                const auto found = index.find(colour);
                if (found != index.end()) {
                    lastIndex = found->second;
                } else {
                    if (out.colours.size() == kMostColours) return false;
                    lastIndex = static_cast<GifByteType>(out.colours.size());
                    index.emplace(colour, lastIndex);
                    out.colours.push_back({p[0], p[1], p[2]});
                }
                last = colour;
            }
            out.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] = lastIndex;
        }
    }
    return true;
}

// The frame reduced to 256 colours by giflib's median cut.
bool indexByMedianCut(std::span<const std::uint8_t> rgba, int pitch, int width, int height, IndexedFrame& out) {
    const std::size_t n = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::array<std::vector<GifByteType>, 3> planes;
    for (std::vector<GifByteType>& plane : planes) plane.resize(n);
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* row = rgba.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(pitch);
        for (int x = 0; x < width; ++x) {
            const std::size_t at = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
            for (std::size_t c = 0; c < 3; ++c) planes[c][at] = row[4 * x + static_cast<int>(c)];
        }
    }
    int count = static_cast<int>(kMostColours);
    out.colours.assign(kMostColours, GifColorType{0, 0, 0});
    if (GifQuantizeBuffer(static_cast<unsigned>(width), static_cast<unsigned>(height), &count, planes[0].data(), planes[1].data(),
                          planes[2].data(), out.pixels.data(), out.colours.data()) == GIF_ERROR) {
        return false;
    }
    out.colours.resize(static_cast<std::size_t>(count));
    return true;
}

// A colour map of the colours, padded to the power of two a GIF needs (at least 2).
ColorMapObject* colourMapOf(std::vector<GifColorType> colours) {
    std::size_t size = 2;
    while (size < colours.size()) size *= 2;
    colours.resize(size, GifColorType{0, 0, 0});
    return GifMakeMapObject(static_cast<int>(size), colours.data());
}

}  // namespace

base::Result<std::unique_ptr<GifWriter>> GifWriter::open(const std::string& path, int width, int height) {
    std::unique_ptr<GifWriter> writer(new GifWriter());
    writer->path_ = path;
    writer->width_ = width;
    writer->height_ = height;
    int code = 0;
    errno = 0;
    writer->gif_ = EGifOpenFileName(path.c_str(), false, &code);
    if (writer->gif_ == nullptr) return writer->failed("cannot create", code).error();
    EGifSetGifVersion(writer->gif_, true);
    if (EGifPutScreenDesc(writer->gif_, width, height, 8, 0, nullptr) == GIF_ERROR) return writer->failed("cannot write", writer->gif_->Error).error();
    // The Netscape extension that makes viewers loop the animation (count 0: for ever).
    static const GifByteType kName[] = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
    static const GifByteType kLoopForEver[] = {1, 0, 0};
    if (EGifPutExtensionLeader(writer->gif_, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
        EGifPutExtensionBlock(writer->gif_, sizeof kName, kName) == GIF_ERROR ||
        EGifPutExtensionBlock(writer->gif_, sizeof kLoopForEver, kLoopForEver) == GIF_ERROR || EGifPutExtensionTrailer(writer->gif_) == GIF_ERROR) {
        return writer->failed("cannot write", writer->gif_->Error).error();
    }
    return writer;
}

base::Status GifWriter::addFrame(std::span<const std::uint8_t> rgba, int pitch, int centiseconds) {
    if (gif_ == nullptr) return base::failure(path_ + ": the GIF is already closed");
    if (pitch < 4 * width_ || rgba.size() < static_cast<std::size_t>(pitch) * static_cast<std::size_t>(height_ - 1) + 4 * static_cast<std::size_t>(width_)) {
        return base::failure(path_ + ": a frame's pixels do not cover " + std::to_string(width_) + "x" + std::to_string(height_));
    }
    IndexedFrame frame;
    frame.pixels.resize(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_));
    if (!indexExactly(rgba, pitch, width_, height_, frame)) {
        frame.colours.clear();
        if (!indexByMedianCut(rgba, pitch, width_, height_, frame)) return base::failure(path_ + ": cannot reduce a frame to 256 colours (out of memory?)");
    }
    GraphicsControlBlock timing{};
    timing.DisposalMode = DISPOSAL_UNSPECIFIED;
    timing.DelayTime = centiseconds;
    timing.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const std::size_t extensionSize = EGifGCBToExtension(&timing, extension);
    errno = 0;
    if (EGifPutExtension(gif_, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(extensionSize), extension) == GIF_ERROR) return failed("cannot write", gif_->Error);
    ColorMapObject* map = colourMapOf(frame.colours);
    if (map == nullptr) return base::failure(path_ + ": cannot make a colour map (out of memory?)");
    const int described = EGifPutImageDesc(gif_, 0, 0, width_, height_, false, map);  // giflib keeps a copy
    GifFreeMapObject(map);
    if (described == GIF_ERROR || EGifPutLine(gif_, frame.pixels.data(), width_ * height_) == GIF_ERROR) return failed("cannot write", gif_->Error);
    ++frames_;
    return base::success();
}

base::Status GifWriter::close() {
    if (gif_ == nullptr) return base::failure(path_ + ": the GIF is already closed");
    int code = 0;
    errno = 0;
    const int closed = EGifCloseFile(gif_, &code);  // frees gif_ whatever it returns
    gif_ = nullptr;
    if (closed == GIF_ERROR) return failed("cannot finish", code);
    return base::success();
}

GifWriter::~GifWriter() {
    if (gif_ != nullptr) EGifCloseFile(gif_, nullptr);
}

base::Status GifWriter::failed(const char* doing, int code) const {
    // giflib says only "failed to write"; the system says why (a full disk, a file-size limit).
    const bool system = (code == E_GIF_ERR_OPEN_FAILED || code == E_GIF_ERR_WRITE_FAILED || code == E_GIF_ERR_CLOSE_FAILED) && errno != 0;
    const char* reason = system ? std::strerror(errno) : GifErrorString(code);
    const std::string said = reason != nullptr ? std::string(reason) : "giflib error " + std::to_string(code);
    return base::failure(std::string(doing) + " " + path_ + ": " + said);
}

}  // namespace app
