#include "app/offline/ReplayOptions.h"

#include <algorithm>
#include "app/cli/CommandLine.h"

namespace app {

namespace {

// Reads --pause-on's list (hit, death) into o.
base::Status parsePauseOn(const std::string& list, Options& o) {
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string item = list.substr(start, comma - start);
        if (item == "hit") o.pauseOnHit = true;
        else if (item == "death") o.pauseOnDeath = true;
        else return base::failure("--pause-on needs a list of hit, death (not '" + item + "')");
        start = comma + 1;
    }
    return base::success();
}

}  // namespace

base::Status parseReplayReport(std::vector<std::string> args, Options& o) {
    const bool why = o.mode == Mode::Why;
    if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
        o.mode = Mode::Help;
        return base::success();
    }
    if (why && args.size() > 1 && args[1] == "--fields") {
        o.whyFields = true;
        args.erase(args.begin() + 1);
    }
    const std::size_t want = why ? 3 : 2;
    if (args.size() != want || args[1].empty()) {
        return base::failure(why ? "why needs a replay file and a tick: polyroids why [--fields] FILE TICK"
                                 : "events needs one replay file: polyroids events FILE");
    }
    o.replayPath = args[1];
    if (why && (!parseCount(args[2], o.whyTick, kMaxTicks) || o.whyTick == 0)) {
        return base::failure("why needs a tick from 1 to 10^12, got '" + args[2] + "'");
    }
    return base::success();
}

std::span<const OptionRow> replayOptionRows() {
    static const OptionRow kRows[] = {
        {"--replay FILE", "Replays", 1, "watch a replay (with --headless: verify it, no window)", true, [](OptionValue v, Options& o) {
             o.mode = Mode::Replay;
             return readPath(v, o.replayPath, "--replay needs a file name");
         }},
        {"--headless", "Replays", 2, "no window: run as fast as possible", false, [](OptionValue, Options& o) { o.headless = true; return base::success(); }},
        {"--at TICK", "Replays", 4, "open the replay paused at TICK", true,
         [](OptionValue v, Options& o) { return readTicks(v, o.at, "--at needs a tick: a whole number from 0 to 10^12"); }},
        {"--pause-on LIST", "Replays", 5, "pause on each hit and/or death (LIST: hit,death)", true, [](OptionValue v, Options& o) {
             return v == nullptr ? base::Status(base::failure("--pause-on needs a list of hit, death")) : parsePauseOn(*v, o);
         }},
        {"events FILE", "Replays", 6, "print the replay's game events, one a line: TICK KIND\nkey=value..., TICK being the world's tick after the step"},
        {"why FILE TICK", "Replays", 7,
         "replay to tick TICK-1, step once (the step that makes the\nworld's tick TICK) and explain in sentences how the ship\n"
         "died, if it did, and every pair the step tested, one a\nline; TICK is 1 to the replay's end"},
        {"why --fields FILE TICK", "Replays", 8, "the same pairs as key=value fields for scripts, each line\nending in hit or miss"},
    };
    return kRows;
}

}  // namespace app
