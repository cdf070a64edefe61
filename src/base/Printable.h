#pragma once
// How a message shows a byte of someone's input: as itself when it is
// printable ASCII, else as \xNN, so a NUL or an escape sequence can neither
// cut a message short nor reach the terminal. Header only, like Result.h.

#include <string>

namespace base {

/// Appends `c` to `out`: printable ASCII (0x20-0x7e) as is, any other byte as \xNN (two lower-case hex digits).
inline void appendPrintable(std::string& out, char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) {
        out.push_back(c);
        return;
    }
    constexpr const char* kHex = "0123456789abcdef";
    out.append("\\x");
    out.push_back(kHex[byte >> 4]);
    out.push_back(kHex[byte & 0xf]);
}

}  // namespace base
