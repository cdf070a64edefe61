#include "app/lab/LabOptions.h"

#include "app/cli/CommandLine.h"
#include "lab/LabScenes.h"

namespace app {

base::Status parseGeomOption(const std::string& arg, Options& o) {
    if (arg == "--explain") o.explain = true;
    else if (arg == "--help" || arg == "-h") o.mode = Mode::Help;
    else return base::failure("geom: unknown option '" + arg + "'");
    return base::success();
}

std::span<const OptionRow> labOptionRows() {
    static const OptionRow kRows[] = {
        {"--lab", "Teaching", 1, "the collision lab: drag shapes, compare algorithms", false,
         [](OptionValue, Options& o) { o.mode = Mode::Lab; return base::success(); }},
        {"--preset NAME", "Teaching", 2, "with --lab: open that scene, one of\n{presets}", true, [](OptionValue v, Options& o) {
             if (v == nullptr || v->empty()) return base::Status(base::failure("--preset needs a scene name: " + lab::labSceneNames()));
             o.preset = *v;
             return base::success();
         }},
        {"--scene FILE", "Teaching", 3, "with --lab: open a scene file (docs/lab.md; E in the game\nexports one)", true,
         [](OptionValue v, Options& o) { return readPath(v, o.scenePath, "--scene needs a scene file (docs/lab.md)"); }},
        {"geom [--explain]", "Teaching", 5, "answer collision queries read from stdin"},
    };
    return kRows;
}

}  // namespace app
