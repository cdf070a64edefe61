#pragma once
// For tests that check what a program or a function wrote: a whole file's bytes.

#include <fstream>
#include <iterator>
#include <string>

namespace testing {

/// Every byte of the file at `path`; empty when it cannot be opened.
inline std::string fileContents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace testing
