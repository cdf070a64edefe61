#include "app/offline/GifWriter.h"

#include <gif_lib.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <unordered_map>
#include <vector>

namespace app {

namespace {

// A frame as a GIF holds it: an index a pixel into its own colours. After the first, only the rectangle that
// changed is written, over the frame before (kept, not disposed), and in it a pixel as it was is transparent
// (index 0): a dark field with a few moving lines is then mostly one run, which the GIF's LZW packs into little.
struct IndexedFrame {
    std::vector<GifByteType> pixels;
    std::vector<GifColorType> colours;
    bool transparent = false;  // index 0 is "as the frame before"
};

// Where a frame is written: the whole picture, or the rectangle round the pixels that changed.
struct Area {
    int x = 0, y = 0, width = 0, height = 0;
};

constexpr std::size_t kMostColours = 256;

std::uint32_t rgbAt(const std::uint8_t* p) { return p[0] | (std::uint32_t{p[1]} << 8) | (std::uint32_t{p[2]} << 16); }

const std::uint8_t* rowOf(std::span<const std::uint8_t> rgba, int pitch, int y) {
    return rgba.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(pitch);
}

// The smallest rectangle round every pixel whose colour is not `before`'s (`width` a row); one pixel when none
// changed (a frame must have a picture).
Area changedArea(std::span<const std::uint8_t> rgba, int pitch, int width, int height, const std::vector<std::uint32_t>& before) {
    int left = width, right = -1, top = height, bottom = -1;
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* row = rowOf(rgba, pitch, y);
        const std::uint32_t* was = before.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width);
        for (int x = 0; x < width; ++x) {
            if (rgbAt(row + 4 * x) == was[x]) continue;
            left = std::min(left, x);
            right = std::max(right, x);
            top = std::min(top, y);
            bottom = y;
        }
    }
    if (right < 0) return {0, 0, 1, 1};
    return {left, top, right - left + 1, bottom - top + 1};
}

// Whether the pixel at (x, y) is as it was: written as the transparent index.
bool unchanged(const IndexedFrame& out, const std::vector<std::uint32_t>& before, int width, int x, int y, std::uint32_t colour) {
    return out.transparent && before[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] == colour;
}

// The area's exact colours, or false when it has more than a GIF's 256 (the transparent index one of them).
// A row of one colour (most of a dark field) costs one comparison a pixel.
bool indexExactly(std::span<const std::uint8_t> rgba, int pitch, int width, Area area, const std::vector<std::uint32_t>& before,
                  IndexedFrame& out) {
    std::unordered_map<std::uint32_t, GifByteType> index;
    if (out.transparent) out.colours.push_back({0, 0, 0});
    std::uint32_t last = 0xffffffffU;  // no RGB colour: the first pixel always looks up
    GifByteType lastIndex = 0;
    GifByteType* pixel = out.pixels.data();
    for (int y = area.y; y < area.y + area.height; ++y) {
        const std::uint8_t* row = rowOf(rgba, pitch, y);
        for (int x = area.x; x < area.x + area.width; ++x, ++pixel) {
            const std::uint8_t* p = row + 4 * x;
            const std::uint32_t colour = rgbAt(p);
            if (unchanged(out, before, width, x, y, colour)) {
                *pixel = 0;
                continue;
            }
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
            *pixel = lastIndex;
        }
    }
    return true;
}

// The area reduced to 256 colours (255 and the transparent index) by giflib's median cut.
bool indexByMedianCut(std::span<const std::uint8_t> rgba, int pitch, int width, Area area, const std::vector<std::uint32_t>& before,
                      IndexedFrame& out) {
    const std::size_t n = static_cast<std::size_t>(area.width) * static_cast<std::size_t>(area.height);
    std::array<std::vector<GifByteType>, 3> planes;
    for (std::vector<GifByteType>& plane : planes) plane.resize(n);
    std::size_t at = 0;
    for (int y = area.y; y < area.y + area.height; ++y) {
        const std::uint8_t* row = rowOf(rgba, pitch, y);
        for (int x = area.x; x < area.x + area.width; ++x, ++at) {
            for (std::size_t c = 0; c < 3; ++c) planes[c][at] = row[4 * x + static_cast<int>(c)];
        }
    }
    const int first = out.transparent ? 1 : 0;
    int count = static_cast<int>(kMostColours) - first;
    std::vector<GifColorType> cut(static_cast<std::size_t>(count), GifColorType{0, 0, 0});
    if (GifQuantizeBuffer(static_cast<unsigned>(area.width), static_cast<unsigned>(area.height), &count, planes[0].data(), planes[1].data(),
                          planes[2].data(), out.pixels.data(), cut.data()) == GIF_ERROR) {
        return false;
    }
    out.colours.clear();
    if (out.transparent) out.colours.push_back({0, 0, 0});
    for (int i = 0; i < count; ++i) out.colours.push_back(cut[static_cast<std::size_t>(i)]);
    if (!out.transparent) return true;
    at = 0;
    for (int y = area.y; y < area.y + area.height; ++y) {
        const std::uint8_t* row = rowOf(rgba, pitch, y);
        for (int x = area.x; x < area.x + area.width; ++x, ++at) {
            out.pixels[at] = unchanged(out, before, width, x, y, rgbAt(row + 4 * x)) ? 0 : static_cast<GifByteType>(out.pixels[at] + 1);
        }
    }
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
    // The first frame whole; after it, only what changed (the frame before stays: not disposed).
    IndexedFrame frame;
    frame.transparent = !before_.empty();
    const Area area = frame.transparent ? changedArea(rgba, pitch, width_, height_, before_) : Area{0, 0, width_, height_};
    frame.pixels.resize(static_cast<std::size_t>(area.width) * static_cast<std::size_t>(area.height));
    if (!indexExactly(rgba, pitch, width_, area, before_, frame)) {
        frame.colours.clear();
        if (!indexByMedianCut(rgba, pitch, width_, area, before_, frame))
            return base::failure(path_ + ": cannot reduce a frame to 256 colours (out of memory?)");
    }
    GraphicsControlBlock timing{};
    timing.DisposalMode = DISPOSE_DO_NOT;
    timing.DelayTime = centiseconds;
    timing.TransparentColor = frame.transparent ? 0 : NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const std::size_t extensionSize = EGifGCBToExtension(&timing, extension);
    errno = 0;
    if (EGifPutExtension(gif_, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(extensionSize), extension) == GIF_ERROR) return failed("cannot write", gif_->Error);
    ColorMapObject* map = colourMapOf(frame.colours);
    if (map == nullptr) return base::failure(path_ + ": cannot make a colour map (out of memory?)");
    const int described = EGifPutImageDesc(gif_, area.x, area.y, area.width, area.height, false, map);  // giflib keeps a copy
    GifFreeMapObject(map);
    if (described == GIF_ERROR || EGifPutLine(gif_, frame.pixels.data(), area.width * area.height) == GIF_ERROR)
        return failed("cannot write", gif_->Error);
    before_.resize(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_));
    for (int y = 0; y < height_; ++y) {
        const std::uint8_t* row = rowOf(rgba, pitch, y);
        for (int x = 0; x < width_; ++x)
            before_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)] = rgbAt(row + 4 * x);
    }
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
