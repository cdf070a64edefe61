// Fuzz target: the lab's scene file reader (lab::parseSceneFile). A scene it
// accepts is written back (lab::sceneFileText), must read back the same, and
// must fit into the lab's view.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzCheck.h"
#include "lab/LabSceneFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const base::Result<lab::SceneFile> scene = lab::parseSceneFile(text);
    if (!scene) return 0;
    const base::Result<lab::SceneFile> again = lab::parseSceneFile(lab::sceneFileText(*scene));
    fuzz::require(again.ok() && *again == *scene, "an accepted scene written back reads back the same");
    (void)lab::placedInLab(*scene, 800.0, 600.0);
    return 0;
}
