#include "app/cli/OptionChecks.h"

#include "lab/LabScenes.h"
#include "lab/lessons/Lesson.h"
#include "prefs/Settings.h"
#include "teach/PickedName.h"

namespace app {

base::Status checkTogether(const Options& o) {
    if (!o.screenshotPath.empty() && !o.frames) return base::failure("--screenshot needs --frames N (how many ticks to run first)");
    if (!o.preset.empty() && o.mode != Mode::Lab) return base::failure("--preset is for the lab: add --lab");
    if (!o.scenePath.empty() && o.mode != Mode::Lab) return base::failure("--scene is for the lab: add --lab");
    if (!o.scenePath.empty() && !o.preset.empty()) return base::failure("--scene and --preset cannot be used together");
    if (!o.preset.empty()) {
        if (auto scene = lab::findLabScene(o.preset); !scene) return scene.error();
    }
    if (o.headless && o.mode == Mode::Lab) return base::failure("--lab needs a window; it cannot run --headless");
    if (o.headless && o.mode == Mode::Lesson) return base::failure("--lesson needs a window; it cannot run --headless");
    if (o.headless && !o.screenshotPath.empty()) return base::failure("--screenshot needs a window; it cannot run --headless");
    if (o.headless && o.mode == Mode::Play && !o.autopilot) return base::failure("--headless play needs --autopilot (nobody is at the keyboard)");
    if (o.headless && o.mode == Mode::Play && !o.ticks) return base::failure("--headless --autopilot needs --ticks N (the pilot never stops on its own)");
    if (o.speed > 2.0 && o.mode != Mode::Replay) return base::failure("--speed above 2 is for watching replays");
    if (o.at && (o.mode != Mode::Replay || o.headless)) return base::failure("--at is for watching a replay: add --replay FILE, no --headless");
    if ((o.pauseOnHit || o.pauseOnDeath) && o.headless) return base::failure("--pause-on needs a window; it cannot run --headless");
    if (o.benchmarkFrames && (o.headless || o.mode == Mode::Lab || o.frames || o.pauseOnHit || o.pauseOnDeath || o.vsync == true || o.speed != 1.0))
        return base::failure("--benchmark-frames draws every frame in the game's window without vsync: it goes with neither --headless, "
                             "--lab, --frames, --pause-on, --speed nor --vsync on");
    if (o.mode == Mode::Replay && !o.recordPath.empty()) return base::failure("--record and --replay cannot be used together");
    if (o.crowd > 0 && o.mode != Mode::Play) return base::failure("--crowd starts a game: a replay's own header says whether it is a crowd; the lab has none");
    if (!o.clipPath.empty() && (o.mode != Mode::Replay || o.headless || o.frames || o.at || o.benchmarkFrames || o.pauseOnHit || o.pauseOnDeath))
        return base::failure("--clip draws a replay's ticks offscreen: it needs --replay FILE and goes with neither --headless, --frames, --at, --benchmark-frames nor --pause-on");
    if (o.clipStep != 1 && o.clipPath.empty()) return base::failure("--clip-step is for clips: add --clip FROM-TO FILE");
    if (o.explainTick && (o.mode != Mode::Replay || o.headless || o.frames || o.at || !o.clipPath.empty() || o.benchmarkFrames || o.pauseOnHit || o.pauseOnDeath))
        return base::failure("--explain draws a replay's tick offscreen: it needs --replay FILE and goes with neither --headless, --frames, --at, --clip, --benchmark-frames nor --pause-on");
    if (o.explainTick && o.pick.empty()) return base::failure("--explain needs --pick OBJECT: ship, asteroid#N or saucer#N (as `why` names them)");
    if (!o.pick.empty() && o.clipPath.empty() && !o.explainTick && !o.at)
        return base::failure("--pick is for clips and --explain, or a replay opened --at a tick: add --clip FROM-TO FILE, --explain TICK DIR or --at "
                             "TICK (in the window, click an object while paused)");
    if (o.at && !o.pick.empty() && !teach::parsePicked(o.pick))
        return base::failure("--pick needs ship, asteroid#N or saucer#N (as `why` names them), not '" + o.pick + "'");
    if (o.sweptBullets && o.mode != Mode::Play) return base::failure("--swept-bullets starts a game: a replay's own header says which rule it was played under; the lab has none");
    if (o.titleAsked && (o.play || o.mode != Mode::Play || o.headless || o.autopilot || o.ticks || !o.recordPath.empty() || o.benchmarkFrames || o.crowd || o.sweptBullets))
        return base::failure("--title goes with neither --play, --replay, --lab, --headless, --autopilot, --ticks, --record, --benchmark-frames, --crowd nor --swept-bullets");
    return base::success();
}

bool opensOnTitle(const Options& o) {
    if (o.mode != Mode::Play || o.headless) return false;
    return o.titleAsked || !(o.play || o.seedGiven || o.frames || o.benchmarkFrames || o.ticks || o.autopilot || o.crowd || o.sweptBullets || !o.recordPath.empty());
}



}  // namespace app
