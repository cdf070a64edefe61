#include "app/InputMapping.h"

#include <algorithm>
#include <cmath>

namespace app {

namespace {
constexpr Sint16 kStickDeadZone = 9000;
constexpr Sint16 kTriggerThreshold = 8000;
constexpr std::size_t kMaxQueuedClicks = 8;
}  // namespace

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
        case SDL_CONTROLLERDEVICEADDED:
            if (SDL_GameController* c = SDL_GameControllerOpen(event.cdevice.which)) controllers_.push_back(c);
            break;
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
    press(keys[SDL_SCANCODE_W] || keys[SDL_SCANCODE_UP], sim::kThrust);
    press(keys[SDL_SCANCODE_S] || keys[SDL_SCANCODE_DOWN], sim::kBrake);
    press(keys[SDL_SCANCODE_A] || keys[SDL_SCANCODE_LEFT], sim::kTurnLeft);
    press(keys[SDL_SCANCODE_D] || keys[SDL_SCANCODE_RIGHT], sim::kTurnRight);
    press(keys[SDL_SCANCODE_SPACE], sim::kFire);
    press(keys[SDL_SCANCODE_LSHIFT], sim::kHyperspace);
    bool restart = keys[SDL_SCANCODE_RETURN] || keys[SDL_SCANCODE_KP_ENTER];
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
