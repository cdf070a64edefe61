#pragma once
// A GIF's frames as a viewer shows them, for tests reading clips back: each
// frame painted at its place over the picture so far (GifWriter writes only
// what changed after the first, what stayed the same transparent).
#include <gif_lib.h>

#include <cstddef>
#include <vector>

namespace testing {

/// Paints frame i of a slurped GIF onto `rgb` (RGB bytes, the screen's size, the picture so far) at its place, through
/// its own colour map or else the screen's; its transparent index leaves the pixel under it.
inline void paintGifFrame(GifFileType* gif, int i, std::vector<unsigned char>& rgb) {
    const SavedImage& image = gif->SavedImages[i];
    const GifImageDesc& at = image.ImageDesc;
    const ColorMapObject* map = at.ColorMap != nullptr ? at.ColorMap : gif->SColorMap;
    GraphicsControlBlock timing{};
    timing.TransparentColor = NO_TRANSPARENT_COLOR;
    (void)DGifSavedExtensionToGCB(gif, i, &timing);
    for (int y = 0; y < at.Height; ++y) {
        for (int x = 0; x < at.Width; ++x) {
            const int index = image.RasterBits[y * at.Width + x];
            const int sx = at.Left + x;
            const int sy = at.Top + y;
            if (index == timing.TransparentColor || sx >= gif->SWidth || sy >= gif->SHeight) continue;
            const GifColorType c = map->Colors[index % map->ColorCount];
            unsigned char* p =
                &rgb[3 * (static_cast<std::size_t>(sy) * static_cast<std::size_t>(gif->SWidth) + static_cast<std::size_t>(sx))];
            p[0] = c.Red;
            p[1] = c.Green;
            p[2] = c.Blue;
        }
    }
}

}  // namespace testing
