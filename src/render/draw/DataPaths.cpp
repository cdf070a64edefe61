#include "render/draw/DataPaths.h"

#ifndef POLYROIDS_DATA_FROM_BIN
#error "POLYROIDS_DATA_FROM_BIN: the data dir relative to the executable's, set by src/CMakeLists.txt"
#endif

namespace render {

std::vector<std::string> dataCandidates(const std::string& executableDir, const std::string& relative) {
    if (executableDir.empty()) return {};
    return {executableDir + "assets/" + relative, executableDir + POLYROIDS_DATA_FROM_BIN + "/" + relative};
}

}  // namespace render
