#pragma once
// The collision lab (--lab: a preset or a scene file) and the `geom` command.
#include <string>

#include "app/cli/OptionRow.h"

namespace app {

/// The options of the lab and of geom.
struct LabOptions {
    std::string preset;               ///< --preset NAME: the lab's starting scene (checked against lab/LabScenes.h)
    std::string scenePath;            ///< --scene FILE: the lab opens this scene file (lab/LabSceneFile.h)
    bool explain = false;             ///< geom: append the reason to each answer
};

/// One argument after `geom`: --explain or --help, into o; anything else is an error naming it.
base::Status parseGeomOption(const std::string& arg, Options& o);

/// --lab, --preset, --scene; `geom` (documented here, read by parseGeomOption).
std::span<const OptionRow> labOptionRows();

}  // namespace app
