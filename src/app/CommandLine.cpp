#include "app/CommandLine.h"

#include <algorithm>
#include <charconv>

#include "lab/LabScenes.h"
#include "replay/Files.h"

namespace app {

namespace {

constexpr std::uint64_t kMaxTicks = 1'000'000'000'000ULL;  // ~530 years at 60 Hz: anything above is a typo

bool parseCount(const std::string& text, std::uint64_t& out, std::uint64_t max) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc{} && ptr == end && !text.empty() && out <= max;
}

// Breaks a ", "-separated list into lines of at most `width` characters,
// each after `indent` spaces, so --help stays within 80 columns.
std::string wrapped(const std::string& list, std::size_t indent, std::size_t width) {
    std::string out;
    std::string line;
    std::size_t start = 0;
    while (start < list.size()) {
        const std::size_t comma = list.find(", ", start);
        const std::string item = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start + 1);
        if (!line.empty() && indent + line.size() + 1 + item.size() > width) {
            out += std::string(indent, ' ') + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + item;
        start = comma == std::string::npos ? list.size() : comma + 2;
    }
    if (!line.empty()) out += std::string(indent, ' ') + line + "\n";
    return out;
}

base::Status parseGeomOption(const std::string& arg, Options& o) {
    if (arg == "--explain") o.explain = true;
    else if (arg == "--help" || arg == "-h") o.mode = Mode::Help;
    else return base::failure("geom: unknown option '" + arg + "'");
    return base::success();
}

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

// `events FILE` or `why FILE TICK` (args[0] is the command), or --help.
base::Status parseReplayReport(const std::vector<std::string>& args, Options& o) {
    const bool why = o.mode == Mode::Why;
    const std::size_t want = why ? 3 : 2;
    if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
        o.mode = Mode::Help;
        return base::success();
    }
    if (args.size() != want || args[1].empty()) {
        return base::failure(why ? "why needs a replay file and a tick: polyroids why FILE TICK"
                                 : "events needs one replay file: polyroids events FILE");
    }
    o.replayPath = args[1];
    if (why && (!parseCount(args[2], o.whyTick, kMaxTicks) || o.whyTick == 0)) {
        return base::failure("why needs a tick from 1 to 10^12, got '" + args[2] + "'");
    }
    return base::success();
}

// Reads args[i] (and its value, advancing i) into o.
base::Status parseOption(const std::vector<std::string>& args, std::size_t& i, Options& o) {
    const std::string& arg = args[i];
    auto value = [&](std::string& out) {
        if (i + 1 >= args.size()) return false;
        out = args[++i];
        return true;
    };
    std::string text;
    if (arg == "--help" || arg == "-h") o.mode = Mode::Help;
    else if (arg == "--version") o.mode = Mode::Version;
    else if (arg == "--headless") o.headless = true;
    else if (arg == "--autopilot") o.autopilot = true;
    else if (arg == "--mute") o.mute = true;
    else if (arg == "--lab") o.mode = Mode::Lab;
    else if (arg == "--seed") {
        if (!value(text) || !parseCount(text, o.seed, UINT64_MAX)) return base::failure("--seed needs a whole number from 0 to 18446744073709551615");
        o.seedGiven = true;
    } else if (arg == "--ticks" || arg == "--frames") {
        std::uint64_t n = 0;
        if (!value(text) || !parseCount(text, n, kMaxTicks)) return base::failure(arg + " needs a whole number from 0 to 10^12");
        (arg == "--ticks" ? o.ticks : o.frames) = n;
    } else if (arg == "--screenshot") {
        if (!value(o.screenshotPath) || o.screenshotPath.empty()) return base::failure("--screenshot needs a file name");
    } else if (arg == "--record") {
        if (!value(o.recordPath) || o.recordPath.empty()) return base::failure("--record needs a file name");
    } else if (arg == "--replay") {
        if (!value(o.replayPath) || o.replayPath.empty()) return base::failure("--replay needs a file name");
        o.mode = Mode::Replay;
    } else if (arg == "--speed") {
        static constexpr const char* kSpeeds[] = {"0.25", "0.5", "1", "2", "4", "8"};
        if (!value(text) || std::find(std::begin(kSpeeds), std::end(kSpeeds), text) == std::end(kSpeeds))
            return base::failure("--speed needs one of 0.25, 0.5, 1, 2, 4, 8");
        o.speed = std::stod(text);
    } else if (arg == "--at") {
        std::uint64_t tick = 0;
        if (!value(text) || !parseCount(text, tick, kMaxTicks)) return base::failure("--at needs a tick: a whole number from 0 to 10^12");
        o.at = tick;
    } else if (arg == "--pause-on") {
        if (!value(text)) return base::failure("--pause-on needs a list of hit, death");
        if (base::Status parsed = parsePauseOn(text, o); !parsed) return parsed;
    } else if (arg == "--font") {
        if (!value(o.fontPath) || o.fontPath.empty()) return base::failure("--font needs a file name");
    } else if (arg == "--preset") {
        if (!value(o.preset) || o.preset.empty()) return base::failure("--preset needs a scene name: " + lab::labSceneNames());
    } else if (arg == "--scene") {
        if (!value(o.scenePath) || o.scenePath.empty()) return base::failure("--scene needs a scene file (docs/lab.md)");
    } else if (arg == "--overlay") {
        if (!value(o.overlays)) return base::failure("--overlay needs a list such as boxes,pairs or all");
    } else if (arg == "--size") {
        std::uint64_t w = 0, h = 0;
        const auto x = value(text) ? text.find('x') : std::string::npos;
        if (x == std::string::npos || !parseCount(text.substr(0, x), w, 16384) || !parseCount(text.substr(x + 1), h, 16384) || w < 160 || h < 90)
            return base::failure("--size needs WIDTHxHEIGHT, e.g. 1280x720 (at least 160x90)");
        o.windowWidth = static_cast<int>(w);
        o.windowHeight = static_cast<int>(h);
    } else if (arg == "--ui-scale") {
        double scale = 0.0;
        const bool read = value(text) && std::from_chars(text.data(), text.data() + text.size(), scale).ptr == text.data() + text.size();
        if (!read || !(scale >= 0.5 && scale <= 3.0)) return base::failure("--ui-scale needs a number from 0.5 to 3, e.g. 1.5");
        o.uiScale = scale;
    } else {
        return base::failure("unknown option '" + arg + "' (try --help)");
    }
    return base::success();
}

// The options that do not go together, or need another.
base::Status checkTogether(const Options& o) {
    if (!o.screenshotPath.empty() && !o.frames) return base::failure("--screenshot needs --frames N (how many ticks to run first)");
    if (!o.preset.empty() && o.mode != Mode::Lab) return base::failure("--preset is for the lab: add --lab");
    if (!o.scenePath.empty() && o.mode != Mode::Lab) return base::failure("--scene is for the lab: add --lab");
    if (!o.scenePath.empty() && !o.preset.empty()) return base::failure("--scene and --preset cannot be used together");
    if (!o.preset.empty()) {
        if (auto scene = lab::findLabScene(o.preset); !scene) return scene.error();
    }
    if (o.headless && o.mode == Mode::Lab) return base::failure("--lab needs a window; it cannot run --headless");
    if (o.headless && !o.screenshotPath.empty()) return base::failure("--screenshot needs a window; it cannot run --headless");
    if (o.headless && o.mode == Mode::Play && !o.autopilot) return base::failure("--headless play needs --autopilot (nobody is at the keyboard)");
    if (o.headless && o.mode == Mode::Play && !o.ticks) return base::failure("--headless --autopilot needs --ticks N (the pilot never stops on its own)");
    if (o.speed > 2.0 && o.mode != Mode::Replay) return base::failure("--speed above 2 is for watching replays");
    if (o.at && (o.mode != Mode::Replay || o.headless)) return base::failure("--at is for watching a replay: add --replay FILE, no --headless");
    if ((o.pauseOnHit || o.pauseOnDeath) && o.headless) return base::failure("--pause-on needs a window; it cannot run --headless");
    if (o.mode == Mode::Replay && !o.recordPath.empty()) return base::failure("--record and --replay cannot be used together");
    return base::success();
}

}  // namespace

base::Status checkOutputFiles(const Options& options) {
    for (const std::string* path : {&options.recordPath, &options.screenshotPath}) {
        if (path->empty()) continue;
        if (base::Status writable = replay::checkCanWrite(*path); !writable) return writable;
    }
    return base::success();
}

std::string usageText() {
    return "usage: polyroids [options]\n"
           "       polyroids geom [--explain] < queries\n"
           "       polyroids events FILE | polyroids why FILE TICK\n"
           "\n"
           "Asteroids with its collision detection on show.\n"
           "\n"
           "Play:\n"
           "  --seed N             start the game from seed N (same seed, same game)\n"
           "  --autopilot          let the built-in pilot fly\n"
           "  --record FILE        record the game to FILE (a replay)\n"
           "  --ticks N            stop after N simulation ticks\n"
           "  --overlay LIST       overlays: boxes,pairs,rays,sat,circles,stats,tunnels or all\n"
           "  --font FILE          use this TrueType font for text\n"
           "  --size WxH           window size in pixels (default 1280x720)\n"
           "  --ui-scale X         text size, 0.5 to 3 (default: follows the window; F2 steps it)\n"
           "  --mute               no sound (M toggles it while playing)\n"
           "Replays:\n"
           "  --replay FILE        watch a replay (with --headless: verify it, no window)\n"
           "  --headless           no window: run as fast as possible\n"
           "  --speed X            0.25, 0.5, 1, 2 (4 and 8 for replays)\n"
           "  --at TICK            open the replay paused at TICK\n"
           "  --pause-on LIST      pause on each hit and/or death (LIST: hit,death)\n"
           "  events FILE          print the replay's game events, one a line: TICK KIND\n"
           "                       key=value..., TICK being the world's tick after the step\n"
           "  why FILE TICK        replay to tick TICK-1, step once (the step that makes the\n"
           "                       world's tick TICK) and print every pair it tested, one a\n"
           "                       line, ending in hit or miss; TICK is 1 to the replay's end\n"
           "Teaching:\n"
           "  --lab                the collision lab: drag shapes, compare algorithms\n"
           "  --preset NAME        with --lab: open that scene, one of\n" +
           wrapped(lab::labSceneNames(), 23, 79) +
           "  --scene FILE         with --lab: open a scene file (docs/lab.md; E in the game\n"
           "                       exports one)\n"
           "  geom [--explain]     answer collision queries read from stdin\n"
           "Pictures:\n"
           "  --frames N           run N frames of 1/60 s (N ticks at 1x), then exit\n"
           "  --screenshot FILE    with --frames: save the last frame as PNG\n"
           "Other:\n"
           "  --help, --version\n"
           "\n"
           "Keys: W thrust, A/D turn, S brake, Space fire, click to spawn an asteroid,\n"
           "P pause, N single tick, -/= slower/faster, M mute, F1 help, F2 text size,\n"
           "F11 or Alt+Enter fullscreen, E export the ship and nearest asteroid as a lab scene,\n"
           "Esc quit; in replays, Left/Right seek 5 s. Travel in time (games and replays):\n"
           "B or , one tick back, PgUp/PgDn previous/next event, H stop on each hit or death.\n";
}

base::Result<Options> parseCommandLine(const std::vector<std::string>& args) {
    Options o;
    std::size_t i = 0;
    if (!args.empty() && (args[0] == "events" || args[0] == "why")) {
        o.mode = args[0] == "why" ? Mode::Why : Mode::Events;
        if (const base::Status parsed = parseReplayReport(args, o); !parsed) return parsed.error();
        return o;
    }
    if (!args.empty() && args[0] == "geom") {
        o.mode = Mode::Geom;
        i = 1;
    }
    for (; i < args.size(); ++i) {
        const base::Status parsed = o.mode == Mode::Geom ? parseGeomOption(args[i], o) : parseOption(args, i, o);
        if (!parsed) return parsed.error();
    }
    if (const base::Status together = checkTogether(o); !together) return together.error();
    return o;
}

}  // namespace app
