#pragma once
// One row of the command line and the readers every mode's rows share. Each
// mode's options (GameOptions, WindowOptions, ReplayOptions, LabOptions,
// LessonOptions, PictureOptions, ClipOptions) list their own rows beside their
// code; CommandLine.cpp finds an argument's row and builds --help from them all.

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "base/Result.h"

namespace app {

struct Options;

/// The most ticks any option takes (~530 years at 60 Hz): anything above is a typo.
inline constexpr std::uint64_t kMaxTicks = 1'000'000'000'000ULL;

/// One row of the command line: what it is called, what it takes, where --help lists it and what it says there, and how
/// it is read. Rows with no reader only document (a command, or an option of geom).
struct OptionRow {
    const char* usage;     ///< as --help shows it, e.g. "--seed N"; the name is its first word
    const char* section;   ///< the --help heading it is listed under
    int helpPlace;         ///< where --help lists it under its heading, smallest first (the rows come from several files)
    const char* help;      ///< what --help says; "\n" continues on the next line, "{presets}" lists the lab's presets
    bool takesValue = false;
    base::Status (*read)(const std::string* value, Options& o) = nullptr;  ///< value: nullptr when it is missing
    bool takesTwo = false;       ///< takes two values: `read` gets the first, the second right after it (value[1])
    bool valueOptional = false;  ///< takesValue, but only a next argument that does not start with '-' is its value
};

/// What a row's reader gets: the option's value, nullptr when it is missing.
using OptionValue = const std::string*;

/// True when `text` is a whole decimal count no greater than `max`, stored in `out`.
bool parseCount(const std::string& text, std::uint64_t& out, std::uint64_t max);

/// Reads one whole number (0 to max) into out, or fails with `needs`.
base::Status readCount(OptionValue text, std::uint64_t& out, std::uint64_t max, const char* needs);

/// Reads a tick count (0 to 10^12) into out, or fails with `needs` and leaves it unset.
base::Status readTicks(OptionValue text, std::optional<std::uint64_t>& out, const char* needs);

/// Reads a file name (not empty) into out, or fails with `needs`.
base::Status readPath(OptionValue text, std::string& out, const char* needs);

}  // namespace app
