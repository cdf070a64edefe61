#include "app/game/PauseMenu.h"

#include <cmath>

namespace app {

void PauseMenu::open(bool confirmQuit, std::string quitLabel, std::size_t lessonsDone) {
    open_ = true;
    lessonsDone_ = lessonsDone;
    confirmQuit_ = confirmQuit;
    confirming_ = false;
    selected_ = kResume;
    quitLabel_ = std::move(quitLabel);
}

MenuCommand PauseMenu::press(MenuKey key) {
    if (!open_) return MenuCommand::None;
    if (key == MenuKey::Help) return MenuCommand::ToggleHelp;  // F1 works in the menu as in play; the menu stays open
    const MenuCommand command = confirming_ ? pressInConfirm(key) : pressInMenu(key);
    if (command == MenuCommand::Resume || command == MenuCommand::Quit || command == MenuCommand::Restart || command == MenuCommand::Lessons) {
        open_ = false;
    }
    return command;
}

MenuCommand PauseMenu::pressInMenu(MenuKey key) {
    switch (key) {
        case MenuKey::Up: selected_ = (selected_ + kItemCount - 1) % kItemCount; return MenuCommand::None;
        case MenuKey::Down: selected_ = (selected_ + 1) % kItemCount; return MenuCommand::None;
        case MenuKey::Back: return MenuCommand::Resume;
        case MenuKey::Left:
        case MenuKey::Right:
            if (selected_ == kVolume) return key == MenuKey::Left ? MenuCommand::VolumeDown : MenuCommand::VolumeUp;
            if (selected_ == kFullscreen) return MenuCommand::ToggleFullscreen;
            return MenuCommand::None;
        case MenuKey::Select:
        case MenuKey::Help: break;
    }
    switch (selected_) {
        case kResume: return MenuCommand::Resume;
        case kRestart: return MenuCommand::Restart;
        case kVolume: return MenuCommand::VolumeUp;
        case kFullscreen: return MenuCommand::ToggleFullscreen;
        case kHelp: return MenuCommand::ToggleHelp;
        default: break;
    }
    confirmingLessons_ = selected_ == kLessons;
    if (!confirmQuit_) return confirmingLessons_ ? MenuCommand::Lessons : MenuCommand::Quit;
    confirming_ = true;
    confirmSelected_ = 0;  // "no" first: a stray Enter never ends a game
    return MenuCommand::None;
}

MenuCommand PauseMenu::pressInConfirm(MenuKey key) {
    switch (key) {
        case MenuKey::Up:
        case MenuKey::Down:
        case MenuKey::Left:
        case MenuKey::Right: confirmSelected_ = 1 - confirmSelected_; return MenuCommand::None;
        case MenuKey::Back: confirming_ = false; return MenuCommand::None;
        case MenuKey::Select:
        case MenuKey::Help: break;
    }
    confirming_ = false;
    if (confirmSelected_ != 1) return MenuCommand::None;
    return confirmingLessons_ ? MenuCommand::Lessons : MenuCommand::Quit;
}

render::MenuView PauseMenu::view(double volume, bool fullscreen) const {
    if (confirming_) {
        return {confirmingLessons_ ? "LEAVE THIS GAME?" : "QUIT THIS GAME?", {"no, go on", confirmingLessons_ ? "yes, open the lessons" : "yes, " + quitLabel_},
                confirmSelected_, {"the game in progress is lost", "Enter choose  Esc back"}};
    }
    const int percent = static_cast<int>(std::lround(volume * 100.0));
    return {"PAUSED",
            {"resume", "restart", "sound volume  < " + std::to_string(percent) + "% >", std::string("fullscreen  ") + (fullscreen ? "on" : "off"),
             "help (keys)", "lessons (" + std::to_string(lessonsDone_) + " done)", quitLabel_},
            selected_,
            {"Up/Down choose  Left/Right change  Enter select", "Esc resume   pad: d-pad, A select, B back"}};
}

}  // namespace app
