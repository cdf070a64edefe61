#include <doctest/doctest.h>

#include <SDL.h>

#include "app/platform/InputMapping.h"
#include "sim/Game.h"

// A virtual pad (SDL_JoystickAttachVirtualEx, SDL 2.26) driven through the
// joystick subsystem alone: no display, no real device. Its buttons and axes
// are numbered as SDL_GameController's, so SDL maps them one to one.
namespace {

class VirtualPadSession {
public:
    VirtualPadSession() { ok = SDL_Init(SDL_INIT_GAMECONTROLLER) == 0; }
    ~VirtualPadSession() { SDL_Quit(); }
    VirtualPadSession(const VirtualPadSession&) = delete;
    VirtualPadSession& operator=(const VirtualPadSession&) = delete;
    bool ok = false;
};

void releaseTriggers(SDL_Joystick* pad) {
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERLEFT, -32768);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, -32768);
}

// Attaches a pad and opens it as a joystick to press its buttons with; nullptr when SDL refuses.
SDL_Joystick* attachPad() {
    SDL_VirtualJoystickDesc desc{};
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.name = "Polyroids test pad";
    const int index = SDL_JoystickAttachVirtualEx(&desc);
    SDL_Joystick* pad = index < 0 ? nullptr : SDL_JoystickOpen(index);
    // A trigger's raw axis runs from -32768 (released) to 32767; SDL maps it to the controller's 0..32767.
    releaseTriggers(pad);
    return pad;
}

// Hands every pending SDL event to the mapping, as the game's loop does; how many controller arrivals and departures it saw.
int deliverEvents(app::InputMapping& input) {
    SDL_Event event;
    int hotplugs = 0;
    SDL_PumpEvents();
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_CONTROLLERDEVICEADDED || event.type == SDL_CONTROLLERDEVICEREMOVED) ++hotplugs;
        input.handle(event);
    }
    return hotplugs;
}

// The buttons of the next tick's input after SDL has taken in the pad's new state.
std::uint8_t buttonsNow(app::InputMapping& input, const sim::World& world) {
    deliverEvents(input);
    SDL_GameControllerUpdate();
    return input.nextTickInput(world).buttons;
}

}  // namespace

TEST_CASE("a virtual pad plugged in is picked up, and its buttons, triggers and stick become the tick's input") {
    VirtualPadSession session;
    REQUIRE_MESSAGE(session.ok, SDL_GetError());
    app::InputMapping input;
    SDL_Joystick* pad = attachPad();
    REQUIRE_MESSAGE(pad != nullptr, SDL_GetError());
    CHECK(deliverEvents(input) == 1);  // SDL_CONTROLLERDEVICEADDED: the mapping opens it
    REQUIRE(SDL_IsGameController(0));
    const sim::World world = sim::newGame({.seed = 1});
    CHECK(buttonsNow(input, world) == 0);

    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_A, 1);
    CHECK(buttonsNow(input, world) == sim::kFire);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_A, 0);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, 1);
    CHECK(buttonsNow(input, world) == sim::kFire);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, 0);

    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
    CHECK(buttonsNow(input, world) == sim::kThrust);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 0);  // half way: past the threshold
    CHECK(buttonsNow(input, world) == sim::kThrust);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, -32768);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 32767);
    CHECK(buttonsNow(input, world) == sim::kBrake);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERLEFT, -30000);  // barely pressed: under the threshold
    CHECK(buttonsNow(input, world) == 0);

    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTX, -32768);
    CHECK(buttonsNow(input, world) == sim::kTurnLeft);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTX, 5000);  // inside the dead zone
    CHECK(buttonsNow(input, world) == 0);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTX, 32767);
    CHECK(buttonsNow(input, world) == sim::kTurnRight);
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTX, 0);

    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_DPAD_UP, 1);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_DPAD_LEFT, 1);
    CHECK(buttonsNow(input, world) == (sim::kThrust | sim::kTurnLeft));
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_DPAD_UP, 0);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_DPAD_LEFT, 0);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN, 1);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 1);
    CHECK(buttonsNow(input, world) == (sim::kBrake | sim::kTurnRight));
    SDL_JoystickClose(pad);
}

TEST_CASE("the pad's A button restarts only on the game-over screen") {
    VirtualPadSession session;
    REQUIRE_MESSAGE(session.ok, SDL_GetError());
    app::InputMapping input;
    SDL_Joystick* pad = attachPad();
    REQUIRE_MESSAGE(pad != nullptr, SDL_GetError());
    deliverEvents(input);
    SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_A, 1);
    sim::World world = sim::newGame({.seed = 1});
    CHECK(buttonsNow(input, world) == sim::kFire);
    world.phase = sim::Phase::GameOver;
    CHECK(buttonsNow(input, world) == (sim::kFire | sim::kRestart));
    SDL_JoystickClose(pad);
}

TEST_CASE("a pad unplugged while held stops giving input, and one plugged in again is picked up") {
    VirtualPadSession session;
    REQUIRE_MESSAGE(session.ok, SDL_GetError());
    app::InputMapping input;
    SDL_Joystick* pad = attachPad();
    REQUIRE_MESSAGE(pad != nullptr, SDL_GetError());
    deliverEvents(input);
    const sim::World world = sim::newGame({.seed = 1});
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
    CHECK(buttonsNow(input, world) == sim::kThrust);
    const SDL_JoystickID gone = SDL_JoystickInstanceID(pad);
    SDL_JoystickClose(pad);
    REQUIRE(SDL_JoystickDetachVirtual(0) == 0);
    CHECK(deliverEvents(input) == 1);  // SDL_CONTROLLERDEVICEREMOVED: the mapping closes it
    CHECK(SDL_GameControllerFromInstanceID(gone) == nullptr);  // nobody holds it open any more
    CHECK(buttonsNow(input, world) == 0);

    SDL_Joystick* again = attachPad();
    REQUIRE_MESSAGE(again != nullptr, SDL_GetError());
    CHECK(deliverEvents(input) == 1);
    SDL_JoystickSetVirtualButton(again, SDL_CONTROLLER_BUTTON_A, 1);
    CHECK(buttonsNow(input, world) == sim::kFire);
    SDL_JoystickClose(again);
}
