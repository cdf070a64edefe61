#include "app/offline/ClipOptions.h"

#include <charconv>
#include "app/cli/CommandLine.h"

namespace app {

namespace {

// A tick of a clip's range: a whole number, digits only.
bool parseClipTick(const std::string& text, std::uint64_t& out) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && error == std::errc{} && end == text.data() + text.size();
}

}  // namespace

base::Status readClip(OptionValue value, Options& o) {
    const std::string needs = "--clip needs FROM-TO FILE: ticks FROM to TO of the replay (at most a minute: TO - FROM up to " +
                              std::to_string(kMostClipTicks) + ") and the GIF to write, e.g. --clip 600-700 tunnel.gif";
    if (value == nullptr) return base::failure(needs);
    const std::string& range = value[0];
    const std::size_t dash = range.find('-');
    std::uint64_t from = 0, to = 0;
    if (dash == std::string::npos || !parseClipTick(range.substr(0, dash), from) || !parseClipTick(range.substr(dash + 1), to) ||
        from > to || to - from > kMostClipTicks || value[1].empty()) {
        return base::failure(needs);
    }
    o.clipFrom = from;
    o.clipTo = to;
    o.clipPath = value[1];
    return base::success();
}

base::Status readClipStep(OptionValue value, Options& o) {
    const std::string needs =
        "--clip-step needs N from 1 to " + std::to_string(kMostClipStep) + ": a frame every Nth tick (2: half the frames)";
    std::uint64_t step = 0;
    if (value == nullptr || !parseCount(*value, step, kMostClipStep) || step == 0) return base::failure(needs);
    o.clipStep = step;
    return base::success();
}

base::Status readExplain(OptionValue value, Options& o) {
    const std::string needs = "--explain needs TICK DIR: the tick whose step to explain and the folder to write the sentences and picture in";
    std::uint64_t tick = 0;
    if (value == nullptr || !parseClipTick(value[0], tick) || value[1].empty()) return base::failure(needs);
    o.explainTick = tick;
    o.explainDir = value[1];
    return base::success();
}

std::span<const OptionRow> clipOptionRows() {
    static const OptionRow kRows[] = {
        {"--clip FROM-TO FILE", "Pictures", 2,
         "with --replay: ticks FROM to TO (at most 3600 apart: a minute)\nas an animated GIF, drawn offscreen (no display needed) "
         "at\n--size (default 1280x720) with --overlay and --pick",
         true, readClip, true},
        {"--clip-step N", "Pictures", 3,
         "with --clip: a frame every Nth tick (1 to 10, default 1), each\nshown N times as long, for a smaller file of the same pace", true,
         readClipStep},
        {"--explain TICK DIR", "Pictures", 4,
         "with --replay and --pick: write the why panel's sentences\nabout the object at TICK (DIR/why-TICK-OBJECT.txt) and that\ntick's "
         "picture with the panel (.png), drawn offscreen",
         true, readExplain, true},
        {"--pick OBJECT", "Pictures", 5,
         "with --clip or --explain: show the why panel for ship,\nasteroid#N or saucer#N (as `why` names them) on every frame;\nwith --at: "
         "open the replay with that panel (a copied link)",
         true, [](OptionValue v, Options& o) { return readPath(v, o.pick, "--pick needs ship, asteroid#N or saucer#N"); }},
    };
    return kRows;
}

}  // namespace app
