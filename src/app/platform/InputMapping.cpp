#include "app/platform/InputMapping.h"

#include <algorithm>
#include <cmath>

#include "app/platform/KeyCommands.h"
#include "prefs/KeyTable.h"

namespace app {

namespace {
constexpr Sint16 kStickDeadZone = 9000;
constexpr Sint16 kTriggerThreshold = 8000;
constexpr std::size_t kMaxQueuedClicks = 8;
}  // namespace

base::Status InputMapping::bind(const prefs::Settings& settings) {
    std::array<std::vector<SDL_Scancode>, prefs::kActionCount> keys;
    for (std::size_t a = 0; a < prefs::kActionCount; ++a) {
        for (const std::string& name : settings.keys[a]) {
            const SDL_Scancode code = SDL_GetScancodeFromName(name.c_str());
            if (code == SDL_SCANCODE_UNKNOWN) return base::failure("SDL knows no key called '" + name + "'");
            keys[a].push_back(code);
        }
    }
    keys_ = std::move(keys);
    return base::success();
}

bool InputMapping::held(prefs::Action action, const Uint8* keys) const {
    for (const SDL_Scancode code : keys_[static_cast<std::size_t>(action)]) {
        if (keys[code]) return true;
    }
    return false;
}

InputMapping::InputMapping() : restartKeys_(scancodesOf(prefs::keysOf(prefs::Command::Restart, prefs::Settings{}))) {
    // The defaults are names SDL knows (InputMappingTests binds them), so this cannot fail.
    static_cast<void>(bind(prefs::Settings{}));
    for (int i = 0; i < SDL_NumJoysticks(); ++i) {
        if (SDL_IsGameController(i)) openController(i);
    }
}

// Opens the pad at `deviceIndex` unless it is open already (SDL also announces pads attached at start).
void InputMapping::openController(int deviceIndex) {
    const SDL_JoystickID id = SDL_JoystickGetDeviceInstanceID(deviceIndex);
    const bool known = std::any_of(controllers_.begin(), controllers_.end(),
                                   [&](SDL_GameController* c) { return SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c)) == id; });
    if (known) return;
    if (SDL_GameController* c = SDL_GameControllerOpen(deviceIndex)) controllers_.push_back(c);
}

InputMapping::~InputMapping() {
    for (SDL_GameController* c : controllers_) SDL_GameControllerClose(c);
}

void InputMapping::handle(const SDL_Event& event) {
    switch (event.type) {
        case SDL_MOUSEBUTTONDOWN:
            // With a logical size set, SDL has already turned the click into
            // world units, whatever the window's size.
            if (event.button.button == SDL_BUTTON_LEFT && clicks_.size() < kMaxQueuedClicks) {
                clicks_.push_back({static_cast<double>(event.button.x), static_cast<double>(event.button.y)});
            }
            break;
        case SDL_CONTROLLERDEVICEADDED: openController(event.cdevice.which); break;
        case SDL_CONTROLLERDEVICEREMOVED:
            std::erase_if(controllers_, [&](SDL_GameController* c) {
                const bool gone = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c)) == event.cdevice.which;
                if (gone) SDL_GameControllerClose(c);
                return gone;
            });
            break;
        default:
            break;
    }
}

sim::TickInput InputMapping::nextTickInput(const sim::World& world) {
    const Uint8* keys = SDL_GetKeyboardState(nullptr);
    sim::TickInput input;
    auto press = [&](bool down, sim::Button b) {
        if (down) input.buttons |= b;
    };
    press(held(prefs::Action::Thrust, keys), sim::kThrust);
    press(held(prefs::Action::Brake, keys), sim::kBrake);
    press(held(prefs::Action::TurnLeft, keys), sim::kTurnLeft);
    press(held(prefs::Action::TurnRight, keys), sim::kTurnRight);
    press(held(prefs::Action::Fire, keys), sim::kFire);
    press(held(prefs::Action::Hyperspace, keys), sim::kHyperspace);
    bool restart = std::any_of(restartKeys_.begin(), restartKeys_.end(), [&](SDL_Scancode code) { return keys[code] != 0; });
    for (SDL_GameController* c : controllers_) {
        const Sint16 stick = SDL_GameControllerGetAxis(c, SDL_CONTROLLER_AXIS_LEFTX);
        press(stick < -kStickDeadZone || SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_LEFT), sim::kTurnLeft);
        press(stick > kStickDeadZone || SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_RIGHT), sim::kTurnRight);
        press(SDL_GameControllerGetAxis(c, SDL_CONTROLLER_AXIS_TRIGGERRIGHT) > kTriggerThreshold ||
                  SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_UP),
              sim::kThrust);
        press(SDL_GameControllerGetAxis(c, SDL_CONTROLLER_AXIS_TRIGGERLEFT) > kTriggerThreshold ||
                  SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_DOWN),
              sim::kBrake);
        press(SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_A) || SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER),
              sim::kFire);
        press(SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_B), sim::kHyperspace);
        restart = restart || SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_A);
    }
    // Restart only means something on the game-over screen; sending it only
    // there keeps replays from recording a restart button held all game.
    if (restart && world.phase == sim::Phase::GameOver) input.buttons |= sim::kRestart;
    if (!clicks_.empty()) {
        input.spawnAsteroid = true;
        input.spawnAt = clicks_.front();
        clicks_.pop_front();
    }
    return input;
}

}  // namespace app
