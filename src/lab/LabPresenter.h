#pragma once
// From the lab's model to what is drawn: picks, for the algorithm whose
// picture is up, which layers of its working to show (its axis and shadows,
// its ray, its pieces...) and words every row of the verdict panel. The
// result is a LabFrame (lab/LabFrame.h), plain data the render layer draws
// without knowing the model.

#include <optional>
#include <string>
#include <vector>

#include "lab/LabAnalysis.h"
#include "lab/LabModel.h"
#include "lab/LabFrame.h"

namespace lab {

/// What the window shows beyond the model.
struct LabUiState {
    bool showHelp = false;
    std::vector<std::string> keyHelp;  ///< the help's key lines (the front end's key table), shown with showHelp
    std::string note;   ///< the last edit's message, or ""
    Grab hover;         ///< what a press at the mouse would take
    std::optional<geometry::Vec2> mouse;  ///< where the pointer is over the scene, lab pixels; none before it came or once it left
};

/// The model's analysis, its lengths in the scene's units: what presentLab expects.
LabAnalysis analyseScene(const LabModel& model);

/// The frame for the model as it is now, given its analysis (analyseScene(model)).
LabFrame presentLab(const LabModel& model, const LabAnalysis& analysis, const LabUiState& ui);

}  // namespace lab
