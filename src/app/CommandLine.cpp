#include "app/CommandLine.h"

#include <algorithm>
#include <charconv>

#include "app/Clip.h"
#include "app/FrameBenchmark.h"
#include "app/OptionChecks.h"
#include "base/DecimalText.h"
#include "base/FileWrite.h"
#include "lab/LabScenes.h"
#include "lab/Lesson.h"
#include "prefs/KeyTable.h"
#include "replay/Progress.h"
#include "sim/Crowd.h"

namespace app {

namespace {

constexpr std::uint64_t kMaxTicks = 1'000'000'000'000ULL;  // ~530 years at 60 Hz: anything above is a typo

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

// `events FILE` or `why [--fields] FILE TICK` (args[0] is the command), or --help.
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

// Reads one whole number into out, or fails with `needs`.
base::Status readCount(const std::string* text, std::uint64_t& out, std::uint64_t max, const char* needs) {
    if (text == nullptr || !parseCount(*text, out, max)) return base::failure(needs);
    return base::success();
}

// Reads a tick count (0 to 10^12) into out, or fails with `needs` and leaves it unset.
base::Status readTicks(const std::string* text, std::optional<std::uint64_t>& out, const char* needs) {
    std::uint64_t n = 0;
    const base::Status read = readCount(text, n, kMaxTicks, needs);
    if (read) out = n;
    return read;
}

// Reads a file name into out, or fails with `needs`.
base::Status readPath(const std::string* text, std::string& out, const char* needs) {
    if (text == nullptr || text->empty()) return base::failure(needs);
    out = *text;
    return base::success();
}

base::Status readSpeed(const std::string* text, Options& o) {
    static constexpr const char* kSpeeds[] = {"0.0625", "0.125", "0.25", "0.5", "1", "2", "4", "8"};
    if (text == nullptr || std::find(std::begin(kSpeeds), std::end(kSpeeds), *text) == std::end(kSpeeds))
        return base::failure("--speed needs one of 0.0625, 0.125, 0.25, 0.5, 1, 2, 4, 8");
    o.speed = std::stod(*text);
    return base::success();
}

base::Status readSize(const std::string* text, Options& o) {
    std::uint64_t w = 0, h = 0;
    const auto x = text != nullptr ? text->find('x') : std::string::npos;
    if (x == std::string::npos || !parseCount(text->substr(0, x), w, 16384) || !parseCount(text->substr(x + 1), h, 16384) || w < 160 || h < 90)
        return base::failure("--size needs WIDTHxHEIGHT, e.g. 1280x720 (at least 160x90)");
    o.windowWidth = static_cast<int>(w);
    o.windowHeight = static_cast<int>(h);
    return base::success();
}

base::Status readUiScale(const std::string* text, Options& o) {
    double scale = 0.0;
    const bool read = text != nullptr && base::fromChars(text->data(), text->data() + text->size(), scale).ptr == text->data() + text->size();
    if (!read || !(scale >= 0.5 && scale <= 3.0)) return base::failure("--ui-scale needs a number from 0.5 to 3, e.g. 1.5");
    o.uiScale = scale;
    return base::success();
}

// One row of the command line: what it is called, what it takes, where --help
// lists it and what it says there, and how it is read. Parsing and --help both
// come from this one table. Rows with no reader only document (a command, or
// an option of geom).
struct OptionRow {
    const char* usage;     ///< as --help shows it, e.g. "--seed N"; the name is its first word
    const char* section;   ///< the --help heading it is listed under
    const char* help;      ///< what --help says; "\n" continues on the next line, "{presets}" lists the lab's presets
    bool takesValue = false;
    base::Status (*read)(const std::string* value, Options& o) = nullptr;  ///< value: nullptr when it is missing
    bool takesTwo = false;  ///< takes two values: `read` gets the first, the second right after it (value[1])
    bool valueOptional = false;  ///< takesValue, but only a next argument that does not start with '-' is its value
};

using V = const std::string*;
const OptionRow kOptions[] = {
    {"--seed N", "Play", "start the game from seed N (same seed, same game)", true, [](V v, Options& o) {
         o.seedGiven = true;
         return readCount(v, o.seed, UINT64_MAX, "--seed needs a whole number from 0 to 18446744073709551615");
     }},
    {"--crowd N", "Play", "a crowd scene: N asteroids (1 to 12000) on a field sized\nto keep the normal density, turrets keeping ~N bullets\nalive, the whole field in view; the ship cannot be lost", true,
     [](V v, Options& o) {
         std::uint64_t n = 0;
         const std::string needs = "--crowd needs a whole number from 1 to " + std::to_string(sim::kMaxCrowd) + " (asteroids)";
         if (v == nullptr || !parseCount(*v, n, static_cast<std::uint64_t>(sim::kMaxCrowd)) || n == 0) return base::Status(base::failure(needs));
         o.crowd = static_cast<int>(n);
         return base::success();
     }},
    {"--swept-bullets", "Play", "the fix for tunnelling: a bullet hits what its travel this\ntick crossed, not only what its end is inside\n(docs/tunnelling.md; recorded in the replay)", false,
     [](V, Options& o) { o.sweptBullets = true; return base::success(); }},
    {"--autopilot", "Play", "let the built-in pilot fly; it also clicks an asteroid in\nevery 900 ticks (15 s) while fewer than 40 are live", false, [](V, Options& o) { o.autopilot = true; return base::success(); }},
    {"--record FILE", "Play", "record the game to FILE (a replay)", true,
     [](V v, Options& o) { return readPath(v, o.recordPath, "--record needs a file name"); }},
    {"--ticks N", "Play", "stop after N simulation ticks", true, 
     [](V v, Options& o) { return readTicks(v, o.ticks, "--ticks needs a whole number from 0 to 10^12"); }},
    {"--overlay LIST", "Play", "overlays: boxes,pairs,rays,sat,circles,stats,tunnels,grid or all", true, [](V v, Options& o) {
         if (v == nullptr) return base::Status(base::failure("--overlay needs a list such as boxes,pairs or all"));
         o.overlays = *v;
         return base::success();
     }},
    {"--font FILE", "Play", "use this TrueType font for text", true,
     [](V v, Options& o) { return readPath(v, o.fontPath, "--font needs a file name"); }},
    {"--size WxH", "Play", "window size in pixels (default 1280x720)", true, readSize},
    {"--ui-scale X", "Play", "text size, 0.5 to 3 (default: follows the window; F2 steps it)", true, readUiScale},
    {"--mute", "Play", "no sound (M toggles it while playing)", false, [](V, Options& o) { o.mute = true; return base::success(); }},
    {"--play", "Play", "start a game at once (with no option the title screen\nopens; --seed, --frames, --autopilot also skip it)", false,
     [](V, Options& o) { o.play = true; return base::success(); }},
    {"--title", "Play", "open on the title screen (also with --frames, --seed)", false,
     [](V, Options& o) { o.titleAsked = true; return base::success(); }},
    {"--fullscreen", "Play", "start in desktop fullscreen (F11 or Alt+Enter toggles)", false,
     [](V, Options& o) { o.fullscreen = true; return base::success(); }},
    {"--fps show|hide", "Play", "the frame rate in the top right corner (default show)", true, [](V v, Options& o) {
         if (v == nullptr || (*v != "show" && *v != "hide")) return base::Status(base::failure("--fps needs show or hide"));
         o.fps = *v == "show";
         return base::success();
     }},
    {"--look glow|plain", "Play", "glowing vector lines, flashes and stars, or plain flat\nlines for slow machines and printing (default glow)", true,
     [](V v, Options& o) {
         if (v == nullptr || (*v != "glow" && *v != "plain")) return base::Status(base::failure("--look needs glow or plain"));
         o.glow = *v == "glow";
         return base::success();
     }},
    {"--vsync on|off", "Play", "wait for the display's refresh (default on)", true, [](V v, Options& o) {
         if (v == nullptr || (*v != "on" && *v != "off")) return base::Status(base::failure("--vsync needs on or off"));
         o.vsync = *v == "on";
         return base::success();
     }},
    {"--raster auto|gpu|cpu", "Play", "who rasterises the world: the renderer (gpu) or the\ngame itself into one texture (cpu); auto: cpu when the\nrenderer draws on the CPU (llvmpipe), else gpu", true,
     [](V v, Options& o) {
         if (v != nullptr && *v == "auto") o.raster = RasterChoice::Auto;
         else if (v != nullptr && *v == "gpu") o.raster = RasterChoice::Gpu;
         else if (v != nullptr && *v == "cpu") o.raster = RasterChoice::Cpu;
         else return base::Status(base::failure("--raster needs auto, gpu or cpu"));
         return base::success();
     }},
    {"--replay FILE", "Replays", "watch a replay (with --headless: verify it, no window)", true, [](V v, Options& o) {
         o.mode = Mode::Replay;
         return readPath(v, o.replayPath, "--replay needs a file name");
     }},
    {"--headless", "Replays", "no window: run as fast as possible", false, [](V, Options& o) { o.headless = true; return base::success(); }},
    {"--speed X", "Replays", "0.0625 (1/16), 0.125, 0.25, 0.5, 1, 2 (4 and 8 for\nreplays)", true, readSpeed},
    {"--at TICK", "Replays", "open the replay paused at TICK", true, 
     [](V v, Options& o) { return readTicks(v, o.at, "--at needs a tick: a whole number from 0 to 10^12"); }},
    {"--pause-on LIST", "Replays", "pause on each hit and/or death (LIST: hit,death)", true, [](V v, Options& o) {
         return v == nullptr ? base::Status(base::failure("--pause-on needs a list of hit, death")) : parsePauseOn(*v, o);
     }},
    {"events FILE", "Replays", "print the replay's game events, one a line: TICK KIND\nkey=value..., TICK being the world's tick after the step"},
    {"why FILE TICK", "Replays",
     "replay to tick TICK-1, step once (the step that makes the\nworld's tick TICK) and explain in sentences how the ship\n"
     "died, if it did, and every pair the step tested, one a\nline; TICK is 1 to the replay's end"},
    {"why --fields FILE TICK", "Replays", "the same pairs as key=value fields for scripts, each line\nending in hit or miss"},
    {"--lab", "Teaching", "the collision lab: drag shapes, compare algorithms", false,
     [](V, Options& o) { o.mode = Mode::Lab; return base::success(); }},
    {"--preset NAME", "Teaching", "with --lab: open that scene, one of\n{presets}", true, [](V v, Options& o) {
         if (v == nullptr || v->empty()) return base::Status(base::failure("--preset needs a scene name: " + lab::labSceneNames()));
         o.preset = *v;
         return base::success();
     }},
    {"--scene FILE", "Teaching", "with --lab: open a scene file (docs/lab.md; E in the game\nexports one)", true,
     [](V v, Options& o) { return readPath(v, o.scenePath, "--scene needs a scene file (docs/lab.md)"); }},
    {"--lesson [N[.S]]", "Teaching", "the lessons: one idea at a time, each with a task the\nprogram checks (docs/lessons.md); N from 1, else the\nfirst not finished (settings.ini keeps which are); N.S\nopens its step S, the steps before it counted done", true,
     readLesson, false, true},
    {"geom [--explain]", "Teaching", "answer collision queries read from stdin"},
    {"--frames N", "Pictures", "run N frames of 1/60 s (N ticks at 1x), then exit", true, 
     [](V v, Options& o) { return readTicks(v, o.frames, "--frames needs a whole number from 0 to 10^12"); }},
    {"--clip FROM-TO FILE", "Pictures", "with --replay: ticks FROM to TO (at most 1800 frames) as an\nanimated GIF, drawn offscreen (no display needed) at\n--size (default 1280x720) with --overlay and --pick", true, readClip, true},
    {"--explain TICK DIR", "Pictures", "with --replay and --pick: write the why panel's sentences\nabout the object at TICK (DIR/why-TICK-OBJECT.txt) and that\ntick's picture with the panel (.png), drawn offscreen", true, readExplain, true},
    {"--pick OBJECT", "Pictures", "with --clip or --explain: show the why panel for ship,\nasteroid#N or saucer#N (as `why` names them) on every frame;\nwith --at: open the replay with that panel (a copied link)", true,
     [](V v, Options& o) { return readPath(v, o.pick, "--pick needs ship, asteroid#N or saucer#N"); }},
    {"--screenshot FILE", "Pictures", "with --frames: save the last frame as PNG", true,
     [](V v, Options& o) { return readPath(v, o.screenshotPath, "--screenshot needs a file name"); }},
    {"--benchmark-frames F", "Pictures",
     "draw F frames as fast as possible (no vsync, one tick a\nframe), then print frames=F asteroids=A bullets=B\n"
     "mean_ms=M p99_ms=P (A, B: counts at the last frame);\nwith --replay FILE --at TICK it starts at TICK", true, [](V v, Options& o) {
         std::uint64_t n = 0;
         const base::Status read = readCount(v, n, kMaxBenchmarkFrames, "--benchmark-frames needs a whole number from 1 to 1000000");
         if (read && n == 0) return base::Status(base::failure("--benchmark-frames needs a whole number from 1 to 1000000"));
         if (read) o.benchmarkFrames = n;
         return read;
     }},
    {"--help", "Other", "", false, [](V, Options& o) { o.mode = Mode::Help; return base::success(); }},
    {"-h", "", "", false, [](V, Options& o) { o.mode = Mode::Help; return base::success(); }},
    {"--version", "Other", "", false, [](V, Options& o) { o.mode = Mode::Version; return base::success(); }},
};

// The row whose name (the first word of its usage) is `arg`, if any can be read.
const OptionRow* findOption(const std::string& arg) {
    for (const OptionRow& row : kOptions) {
        const std::string_view usage = row.usage;
        if (row.read != nullptr && usage.substr(0, usage.find(' ')) == arg) return &row;
    }
    return nullptr;
}

// Reads args[i] (and its value, advancing i) into o.
base::Status parseOption(const std::vector<std::string>& args, std::size_t& i, Options& o) {
    const OptionRow* row = findOption(args[i]);
    if (row == nullptr) return base::failure("unknown option '" + args[i] + "' (try --help)");
    const std::string* value = nullptr;
    if (row->takesTwo) {
        if (i + 2 < args.size()) value = &args[i + 1];
        i = std::min(i + 2, args.size() - 1);
    } else if (row->takesValue && i + 1 < args.size() && !(row->valueOptional && args[i + 1].starts_with("-"))) {
        value = &args[++i];
    }
    return row->read(value, o);
}

}  // namespace

sim::Settings gameSettings(const Options& options) {
    sim::Settings settings = options.crowd > 0 ? sim::crowdSettings(options.crowd, options.seed) : sim::Settings{.seed = options.seed};
    settings.sweptBullets = options.sweptBullets;
    return settings;
}

base::Status checkOutputFiles(const Options& options) {
    for (const std::string* path : {&options.recordPath, &options.screenshotPath, &options.clipPath}) {
        if (path->empty()) continue;
        if (base::Status writable = base::checkCanWrite(*path); !writable) return writable;
    }
    return base::success();
}

namespace {

// One --help entry: the usage padded to a column, then the help, its
// continuation lines indented to the same column.
std::string helpEntry(const OptionRow& row) {
    constexpr std::size_t kColumn = 23;
    std::string usage = std::string("  ") + row.usage;
    usage.resize(std::max(kColumn, usage.size() + 1), ' ');
    std::string out;
    std::string_view help = row.help;
    for (bool first = true; first || !help.empty(); first = false) {
        const std::size_t end = std::min(help.find('\n'), help.size());
        const std::string_view line = help.substr(0, end);
        if (line == "{presets}") out += wrapped(lab::labSceneNames(), kColumn, 79);
        else out += (first ? usage : std::string(kColumn, ' ')) + std::string(line) + "\n";
        help.remove_prefix(std::min(end + 1, help.size()));
    }
    return out;
}

}  // namespace

namespace {

// What each exit status means (the man page's EXIT STATUS says the same).
std::string exitStatusText() {
    return "Exit status: 0 done; 1 a replay that does not verify, no display, a file that\n"
           "cannot be written or is in use; 2 a bad option or input file; " + std::to_string(replay::kCutShortExitStatus) + " a replay\n"
           "cut short (no end line) that verifies to its last checkpoint; 128 + N\n"
           "stopped by signal N.\n";
}

}  // namespace

std::string usageText() {
    std::string out = "usage: polyroids [options]\n"
                      "       polyroids geom [--explain] < queries\n"
                      "       polyroids events FILE | polyroids why [--fields] FILE TICK\n"
                      "\n"
                      "Asteroids with its collision detection on show.\n"
                      "\n";
    for (const char* section : {"Play", "Replays", "Teaching", "Pictures"}) {
        out += std::string(section) + ":\n";
        for (const OptionRow& row : kOptions) {
            if (std::string_view(row.section) == section) out += helpEntry(row);
        }
    }
    return out + "Other:\n  --help, --version\n\n" + exitStatusText() + "\nKeys (settings.ini rebinds the fly keys, docs/player-files.md):\n" +
           prefs::keysUsage() +
           "High scores and settings: highscores.txt, settings.ini in $XDG_DATA_HOME/polyroids/\n";
}

Options withSettings(Options options, const prefs::Settings& settings) {
    options.mute = options.mute || settings.mute;
    options.fullscreen = options.fullscreen || settings.fullscreen;
    if (!options.vsync) options.vsync = settings.vsync;
    if (!options.fps) options.fps = settings.showFps;
    if (!options.glow) options.glow = settings.glow;
    options.shake = settings.shake;
    if (options.uiScale <= 0.0) options.uiScale = settings.uiScale;
    options.volume = settings.volume;
    options.sweptBullets = options.sweptBullets || settings.sweptBullets;
    return options;
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
    if (o.benchmarkFrames) o.vsync = false;  // the command line wins over settings.ini
    o.showTitle = opensOnTitle(o);
    return o;
}

}  // namespace app
