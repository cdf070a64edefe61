#include "app/lab/KeptLabScene.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <system_error>
#include <utility>

#include "app/platform/PlayerFiles.h"
#include "base/FileRead.h"
#include "base/FileWrite.h"
#include "geometry/Limits.h"
#include "lab/LabSceneFile.h"
#include "lab/LabSceneView.h"

namespace app {

namespace {

// The first line of a kept scene: how the lab draws it (a comment to the scene file's parser, so the file also opens
// with --scene). The unit keeps the lengths shown in the preset's units; the picture is the one drawn big.
constexpr const char* kViewLine = "# lab view: unit %lf picture %zu\n";
// A scene file's shapes are kept in its own units, with the view that fits them (lab/LabView.h): the same line, longer.
constexpr const char* kFittedViewLine = "# lab view: unit %lf picture %zu from %lf %lf to %lf %lf scale %lf\n";
constexpr const char* kFittedViewWritten = "# lab view: unit %.17g picture %zu from %.17g %.17g to %.17g %.17g scale %.17g\n";
constexpr double kMaxUnit = 100.0;
constexpr double kMaxViewPixel = 1e6;  // a view's centre is on the lab's canvas; far beyond it, the line is not ours

// True when `view` is one the lab could have made: a positive scale, from within the geometry's range, to near the canvas.
bool plausible(const lab::LabView& view) {
    const auto within = [](geometry::Vec2 p, double bound) { return std::abs(p.x) <= bound && std::abs(p.y) <= bound; };
    return view.scale > 0.0 && std::isfinite(view.scale) && within(view.from, geometry::kMaxCoordinate) && within(view.to, kMaxViewPixel);
}

// The name a kept or linked scene shows (its header line "12. yours: TITLE", the preset line): the player's shapes,
// not a file ("file" names a scene opened with --scene); as short, so the panel's rows stay where the preset had them.
constexpr const char* kKeptSceneName = "yours";

}  // namespace

std::string labSceneText(const lab::LabModel& model) {
    lab::SceneFile file;
    file.name = model.scene().title.substr(0, lab::kMaxSceneNameChars);
    for (const std::string& line : model.scene().lesson) {
        if (file.caption.size() < lab::kMaxCaptionLines) file.caption.push_back(line.substr(0, lab::kMaxCaptionChars));
    }
    file.a = model.a();
    file.b = model.b();
    file.probe = model.probe();
    char view[240];
    const lab::LabView& v = model.view();
    if (lab::isIdentity(v)) {
        std::snprintf(view, sizeof view, kViewLine, model.scene().unit, lab::indexOf(model.picture()));
    } else {
        std::snprintf(view, sizeof view, kFittedViewWritten, model.scene().unit, lab::indexOf(model.picture()), v.from.x, v.from.y, v.to.x,
                      v.to.y, v.scale);
    }
    return view + lab::sceneFileText(file);
}

base::Result<lab::LabScene> keptLabScene(const std::string& text) {
    base::Result<lab::SceneFile> file = lab::parseSceneFile(text);
    if (!file) return file.error();
    // Drawn where it was left, with the view it had; its title says which preset it was made from.
    double unit = 1.0;
    std::size_t picture = lab::indexOf(lab::Algorithm::Sat);
    lab::LabView view;
    const int read = std::sscanf(text.c_str(), kFittedViewLine, &unit, &picture, &view.from.x, &view.from.y, &view.to.x, &view.to.y, &view.scale);
    if (read < 2 || !(unit > 0.0 && unit <= kMaxUnit) || picture >= lab::kAlgorithmCount) {
        unit = 1.0;
        picture = lab::indexOf(lab::Algorithm::Sat);
    }
    if (read != 7 || !plausible(view)) view = lab::LabView{};
    return lab::LabScene{kKeptSceneName, file->name, file->caption, file->a, file->b, file->probe, lab::algorithmAt(picture), unit, view};
}

std::optional<lab::LabScene> loadKeptLabScene() {
    const base::Result<std::string> folder = prefFolder();
    if (!folder) return std::nullopt;
    const std::string path = *folder + kKeptLabSceneFile;
    std::error_code missing;
    if (!std::filesystem::exists(path, missing)) return std::nullopt;
    base::Result<std::string> text = base::readBoundedFile(path, lab::kMaxSceneFileBytes, "scene file");
    base::Result<lab::LabScene> scene = text ? keptLabScene(*text) : base::Result<lab::LabScene>(text.error());
    if (!scene) {
        std::fprintf(stderr, "polyroids: %s; the lab opens on its first preset\n", base::Error(scene.error()).inFile(path).message().c_str());
        return std::nullopt;
    }
    return std::move(scene).value();
}

void keepLabScene(const lab::LabModel& model, std::string& lastKept) {
    std::string text = labSceneText(model);
    if (text == lastKept) return;
    lastKept = std::move(text);
    const base::Result<std::string> folder = prefFolder();
    const base::Status written = folder ? base::writeFileAtomically(*folder + kKeptLabSceneFile, lastKept) : base::Status(folder.error());
    if (!written) std::fprintf(stderr, "polyroids: the lab's scene is not kept: %s\n", written.error().message().c_str());
}

}  // namespace app
