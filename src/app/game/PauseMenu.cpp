#include "app/game/PauseMenu.h"

#include <cmath>

namespace app {

void PauseMenu::open(bool confirmQuit, std::string quitLabel, std::size_t lessonsDone, std::vector<std::string> lessons) {
    open_ = true;
    lessonsDone_ = lessonsDone;
    lessons_ = std::move(lessons);
    confirmQuit_ = confirmQuit;
    confirming_ = false;
    choosingLesson_ = false;
    chosenLesson_ = 0;
    selected_ = kResume;
    quitLabel_ = std::move(quitLabel);
}

MenuCommand PauseMenu::press(MenuKey key) {
    if (!open_) return MenuCommand::None;
    if (key == MenuKey::Help) return MenuCommand::ToggleHelp;  // F1 works in the menu as in play; the menu stays open
    const MenuCommand command = confirming_ ? pressInConfirm(key) : choosingLesson_ ? pressInLessons(key) : pressInMenu(key);
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
    if (selected_ == kLessons && !lessons_.empty()) {
        choosingLesson_ = true;  // the list, as the title shows it, to choose from
        lessonSelected_ = 0;
        return MenuCommand::None;
    }
    if (selected_ == kLessons) return leaveForLessons();
    confirmingLessons_ = false;
    if (!confirmQuit_) return MenuCommand::Quit;
    confirming_ = true;
    confirmSelected_ = 0;  // "no" first: a stray Enter never ends a game
    return MenuCommand::None;
}

// The lessons at chosenLesson_: at once, or once leaving the game in progress is confirmed.
MenuCommand PauseMenu::leaveForLessons() {
    confirmingLessons_ = true;
    if (!confirmQuit_) return MenuCommand::Lessons;
    confirming_ = true;
    confirmSelected_ = 0;
    return MenuCommand::None;
}

MenuCommand PauseMenu::pressInLessons(MenuKey key) {
    const std::size_t items = lessons_.size() + 1;  // the lessons, then "back"
    switch (key) {
        case MenuKey::Up: lessonSelected_ = (lessonSelected_ + items - 1) % items; return MenuCommand::None;
        case MenuKey::Down: lessonSelected_ = (lessonSelected_ + 1) % items; return MenuCommand::None;
        case MenuKey::Left:
        case MenuKey::Right: return MenuCommand::None;
        case MenuKey::Back: choosingLesson_ = false; return MenuCommand::None;
        case MenuKey::Select:
        case MenuKey::Help: break;
    }
    choosingLesson_ = false;
    if (lessonSelected_ == lessons_.size()) return MenuCommand::None;  // "back": the menu again, on "lessons"
    chosenLesson_ = lessonSelected_ + 1;
    return leaveForLessons();
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
        const std::string lessons = chosenLesson_ > 0 ? "yes, open lesson " + std::to_string(chosenLesson_) : "yes, open the lessons";
        return {confirmingLessons_ ? "LEAVE THIS GAME?" : "QUIT THIS GAME?",
                {"no, go on", confirmingLessons_ ? lessons : "yes, " + quitLabel_},
                confirmSelected_,
                {"the game in progress is lost", "Enter choose  Esc back"}};
    }
    if (choosingLesson_) {
        std::vector<std::string> items = lessons_;
        items.push_back("back");
        return {"LESSONS", std::move(items), lessonSelected_, {"\u2713 on each lesson done", "Up/Down choose  Enter open  Esc back"}};
    }
    const int percent = static_cast<int>(std::lround(volume * 100.0));
    return {"PAUSED",
            {"resume", "restart", "sound volume  < " + std::to_string(percent) + "% >", std::string("fullscreen  ") + (fullscreen ? "on" : "off"),
             "help (keys)", "lessons (" + std::to_string(lessonsDone_) + " done)", quitLabel_},
            selected_,
            {"Up/Down choose  Left/Right change  Enter select", "Esc resume   pad: d-pad, A select, B back"}};
}

}  // namespace app
