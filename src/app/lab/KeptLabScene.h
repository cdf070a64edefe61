#pragma once
// The lab as the player left it, kept in the player's folder (lab.scene) in a
// page, so a reload or a closed tab opens it again and the page's address can
// carry it (web/index.html: a link to the scene). The shapes are kept where
// they were drawn, in their scene's units with the view that drew them: opened
// again they are not fitted anew.

#include <optional>
#include <string>

#include "base/Result.h"
#include "lab/LabModel.h"
#include "lab/LabScenes.h"

namespace app {

/// The kept scene's file name in the player's folder.
inline constexpr const char* kKeptLabSceneFile = "lab.scene";

/// The lab's scene as edited, as a scene file's text: the preset's title and lesson, the shapes and the view.
std::string labSceneText(const lab::LabModel& model);

/// The scene `text` (labSceneText's format) as the lab shows it, unfitted; or why not, as "line N: reason".
base::Result<lab::LabScene> keptLabScene(const std::string& text);

/// The kept scene in the player's folder, when there is one that reads (a bad one is reported on stderr and left).
std::optional<lab::LabScene> loadKeptLabScene();

/// Writes the lab's scene to the player's folder when its text differs from `lastKept` (then updated); a failure is
/// reported on stderr once per scene.
void keepLabScene(const lab::LabModel& model, std::string& lastKept);

}  // namespace app
