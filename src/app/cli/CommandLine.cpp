#include "app/cli/CommandLine.h"

#include <algorithm>
#include <span>

#include "app/cli/OptionChecks.h"
#include "base/FileWrite.h"
#include "lab/LabScenes.h"
#include "prefs/KeyTable.h"
#include "replay/Progress.h"
#include "sim/Crowd.h"

namespace app {

namespace {

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


// --help, -h and --version: the options of no mode.
const OptionRow kOtherRows[] = {
    {"--help", "Other", 1, "", false, [](OptionValue, Options& o) { o.mode = Mode::Help; return base::success(); }},
    {"-h", "", 0, "", false, [](OptionValue, Options& o) { o.mode = Mode::Help; return base::success(); }},
    {"--version", "Other", 2, "", false, [](OptionValue, Options& o) { o.mode = Mode::Version; return base::success(); }},
};

// Every row, each mode's in turn; --help orders them by section and helpPlace.
std::vector<const OptionRow*> allRows() {
    std::vector<const OptionRow*> rows;
    for (const std::span<const OptionRow> table : {gameOptionRows(), windowOptionRows(), replayOptionRows(), labOptionRows(),
                                                   lessonOptionRows(), pictureOptionRows(), clipOptionRows(), std::span<const OptionRow>(kOtherRows)}) {
        for (const OptionRow& row : table) rows.push_back(&row);
    }
    return rows;
}

// The row whose name (the first word of its usage) is `arg`, if any can be read.
const OptionRow* findOption(const std::string& arg) {
    for (const OptionRow* row : allRows()) {
        const std::string_view usage = row->usage;
        if (row->read != nullptr && usage.substr(0, usage.find(' ')) == arg) return row;
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
    std::vector<const OptionRow*> rows = allRows();
    std::stable_sort(rows.begin(), rows.end(), [](const OptionRow* a, const OptionRow* b) { return a->helpPlace < b->helpPlace; });
    for (const char* section : {"Play", "Replays", "Teaching", "Pictures"}) {
        out += std::string(section) + ":\n";
        for (const OptionRow* row : rows) {
            if (std::string_view(row->section) == section) out += helpEntry(*row);
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
