// Fuzz target: the settings reader (prefs::parseSettings). Settings it accepts
// are in range with known, unreserved keys; written back (prefs::formatSettings)
// they must read back the same, and writing them again must give the same text.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "prefs/Settings.h"

namespace {

bool inRange(const prefs::Settings& s) {
    const auto known = [](const std::string& key) {
        return std::find(prefs::keyNames().begin(), prefs::keyNames().end(), key) != prefs::keyNames().end();
    };
    const bool keysKnown = std::all_of(s.keys.begin(), s.keys.end(), [&](const auto& keys) {
        return !keys.empty() && keys.size() <= prefs::kMaxKeysPerAction && std::all_of(keys.begin(), keys.end(), known);
    });
    return s.volume >= 0.0 && s.volume <= 1.0 && (s.uiScale == 0.0 || (s.uiScale >= 0.5 && s.uiScale <= 3.0)) && keysKnown;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const base::Result<prefs::Settings> settings = prefs::parseSettings(text);
    if (!settings) {
        fuzz::require(settings.error().message().starts_with("line ") || size > prefs::kMaxSettingsBytes,
                      "a refused settings file names the line (or is over the size limit)");
        return 0;
    }
    fuzz::require(inRange(*settings), "accepted settings are in range, with one to four known keys per action");
    const std::string written = prefs::formatSettings(*settings);
    const base::Result<prefs::Settings> again = prefs::parseSettings(written);
    fuzz::require(again.ok() && *again == *settings, "accepted settings written back read back the same");
    fuzz::require(prefs::formatSettings(*again) == written, "settings written twice give the same text");
    return 0;
}
