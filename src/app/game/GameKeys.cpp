// WindowedGame: what the keys, pad buttons and clicks of one frame do.
#include "app/game/WindowedGame.h"

#include <algorithm>
#include <cmath>

#include "app/game/MenuKeys.h"
#include "app/lessons/LessonFiles.h"
#include "app/platform/SdlSession.h"
#include "render/draw/Camera.h"

namespace app {

namespace {

constexpr std::int64_t kSeekTicks = 5 * sim::kTicksPerSecond;
constexpr double kVolumeStep = 0.1;

}  // namespace

void WindowedGame::handleEvents() {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_QUIT) running_ = false;
        if (event.type == SDL_KEYDOWN) {
            if (menu_.isOpen()) handleMenuKey(event.key);
            else if (gameOver_.typing()) handleInitialsKey(event.key);
            else handleKey(event.key);
        }
        if (event.type == SDL_CONTROLLERBUTTONDOWN) handleButton(event.cbutton);
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_FOCUS_LOST && !scripted_) time_.setPaused(true);
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) screen_.windowResized();
        if (event.type == SDL_MOUSEBUTTONDOWN) {
            if (!menu_.isOpen()) handleClick(event);
        } else {
            input_.handle(event);
        }
    }
}

// Running, a click spawns an asteroid. Paused, a click on an object asks why (the panel explains its pairs this tick);
// elsewhere it clears that and, in a game, stages a spawn: its asteroid appears on the next tick stepped.
void WindowedGame::handleClick(const SDL_Event& event) {
    // SDL gives the click on the UI canvas; the game wants it on the field (the same point but in a crowd).
    const geometry::Vec2 at = render::uiToField(lastStage_, {static_cast<double>(event.button.x), static_cast<double>(event.button.y)});
    if (time_.paused() && event.button.button == SDL_BUTTON_LEFT && teaching_.pick(world_, stepping_.report, at)) return;
    SDL_Event onField = event;
    onField.button.x = static_cast<Sint32>(at.x);
    onField.button.y = static_cast<Sint32>(at.y);
    if (!watch_) input_.handle(onField);
}

namespace {
// Held down, these go on acting as the key repeats; the rest act once a press.
bool repeats(prefs::Command command) {
    using C = prefs::Command;
    return command == C::Step || command == C::StepBack || command == C::Slower || command == C::Faster || command == C::SeekBack ||
           command == C::SeekForward || command == C::PreviousEvent || command == C::NextEvent;
}
}  // namespace

// What each key does is the key table's (prefs/KeyTable); here is only what each command does to this window.
void WindowedGame::handleKey(const SDL_KeyboardEvent& event) {
    const std::optional<prefs::Command> command = keys_.commandOf(event.keysym);
    if (!command || (event.repeat && !repeats(*command))) return;
    using C = prefs::Command;
    switch (*command) {
        case C::Menu: openMenu(); break;
        case C::Picture: pictureRequested_ = true; break;
        case C::Pause: time_.togglePause(); break;
        case C::Step: time_.requestStep(); break;
        case C::Slower: time_.slower(); break;
        case C::Faster: time_.faster(); break;
        case C::Help: hud_.showHelp = !hud_.showHelp; break;
        case C::TextSize: screen_.stepTextScale(); break;
        case C::Fullscreen: toggleFullscreen(screen_.sdl->window()); break;
        case C::ExportScene: exportRequested_ = true; break;  // done once the frame is drawn: the PNG shows it
        case C::ExplainExport: explainRequested_ = true; break;
        case C::CloseUp: teaching_.closeUps = !teaching_.closeUps; break;
        case C::Mute:
            if (speaker_) speaker_->setMuted(!speaker_->muted());
            break;
        case C::Overlay1: case C::Overlay2: case C::Overlay3: case C::Overlay4:
        case C::Overlay5: case C::Overlay6: case C::Overlay7: case C::Overlay8:
            teaching_.overlays.toggle(static_cast<teach::Overlay>(static_cast<int>(*command) - static_cast<int>(C::Overlay1)));
            break;
        case C::SeekBack: seekBy(-kSeekTicks); break;
        case C::SeekForward: seekBy(kSeekTicks); break;
        case C::StepBack:
            time_.setPaused(true);
            seekBy(-1);
            break;
        case C::PreviousEvent: jumpToEvent(false); break;
        case C::NextEvent: jumpToEvent(true); break;
        case C::StopOnMoment: stopOn_ = stopOn_ != 0 ? 0 : stopKinds_; break;
        default: break;  // the six actions and restart are held keys (InputMapping); the rest belong to other screens
    }
}

// Esc (or Start): the menu over the paused game. Quitting a game still being played asks first.
void WindowedGame::openMenu() {
    time_.setPaused(true);
    const bool inProgress = !watch_ && world_.phase == sim::Phase::Playing && !options_.autopilot;
    // The lessons are read when the menu opens, as the title reads them: the list shows the done marks of now.
    menu_.open(inProgress, fromTitle_ ? "quit to title" : "quit", player_.saved.lessonsDone.size(),
               installedLessonList(screen_.sdl->executableDir(), player_.saved));
}

void WindowedGame::obey(MenuCommand command) {
    switch (command) {
        case MenuCommand::None: break;
        case MenuCommand::Resume: time_.setPaused(false); break;
        case MenuCommand::Restart:
            if (watch_) {
                travelTo(0);
                time_.setPaused(false);
            } else {
                ending_ = Ending::Restart;
                running_ = false;
            }
            break;
        case MenuCommand::VolumeDown:
        case MenuCommand::VolumeUp: {
            const double step = command == MenuCommand::VolumeUp ? kVolumeStep : -kVolumeStep;
            volume_ = std::clamp(std::round((volume_ + step) * 10.0) / 10.0, 0.0, 1.0);
            if (speaker_) speaker_->setVolume(volume_);
            player_.saved.volume = volume_;
            keepSettings(player_);
            break;
        }
        case MenuCommand::ToggleFullscreen:
            toggleFullscreen(screen_.sdl->window());
            player_.saved.fullscreen = isFullscreen(screen_.sdl->window());
            keepSettings(player_);
            break;
        case MenuCommand::ToggleHelp: hud_.showHelp = !hud_.showHelp; break;
        case MenuCommand::Lessons:
            ending_ = Ending::Lessons;
            running_ = false;
            break;
        case MenuCommand::Quit:
            ending_ = fromTitle_ ? Ending::Title : Ending::Quit;
            running_ = false;
            break;
    }
}

// A pad: Start opens and closes the menu; in the menu and the initials entry the d-pad and A/B drive them.
void WindowedGame::handleButton(const SDL_ControllerButtonEvent& event) {
    const auto button = static_cast<SDL_GameControllerButton>(event.button);
    if (menu_.isOpen()) {
        if (button == SDL_CONTROLLER_BUTTON_START) return obey(menu_.press(MenuKey::Back));
        if (const std::optional<MenuKey> key = menuKeyForButton(button)) obey(menu_.press(*key));
        return;
    }
    if (gameOver_.typing()) return handleInitialsButton(button);
    if (button == SDL_CONTROLLER_BUTTON_START) openMenu();
}

// In the menu: its keys, plus the window's own (F11 / Alt+Enter, F12).
void WindowedGame::handleMenuKey(const SDL_KeyboardEvent& event) {
    if (event.repeat && event.keysym.sym != SDLK_LEFT && event.keysym.sym != SDLK_RIGHT) return;
    if (isFullscreenKey(event.keysym)) return toggleFullscreen(screen_.sdl->window());
    if (event.keysym.sym == SDLK_F12) {
        pictureRequested_ = true;
        return;
    }
    if (const std::optional<MenuKey> key = menuKeyFor(event.keysym)) obey(menu_.press(*key));
}

void WindowedGame::handleInitialsKey(const SDL_KeyboardEvent& event) {
    const SDL_Keycode key = event.keysym.sym;
    if (key == SDLK_ESCAPE) return openMenu();
    if (key == SDLK_F12 && !event.repeat) pictureRequested_ = true;
    if (key == SDLK_F1 && !event.repeat) hud_.showHelp = !hud_.showHelp;
    if (isFullscreenKey(event.keysym)) {
        if (!event.repeat) toggleFullscreen(screen_.sdl->window());
        return;
    }
    if (gameOver_.type(event)) keepInitials();
}

void WindowedGame::handleInitialsButton(SDL_GameControllerButton button) {
    if (button == SDL_CONTROLLER_BUTTON_START) return openMenu();
    if (gameOver_.press(button)) keepInitials();
}

// The initials are in: the entry joins the table, which is written at once.
void WindowedGame::keepInitials() {
    if (const std::string notice = gameOver_.keep(world_, player_); !notice.empty()) say(notice);
}

}  // namespace app
