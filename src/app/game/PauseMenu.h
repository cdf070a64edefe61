#pragma once
// The pause menu's choices and its quit confirmation, as plain state driven
// by abstract keys (the loop maps keys and pad buttons to them), so the menu
// is tested without a window. It knows nothing of volume or windows: it says
// what was asked for and the game does it.

#include <cstddef>
#include <string>
#include <vector>

#include "render/game/Menus.h"

namespace app {

/// What a key or button means inside a menu.
enum class MenuKey { Up, Down, Left, Right, Select, Back, Help };

/// What the player asked for with one MenuKey.
enum class MenuCommand { None, Resume, Restart, VolumeDown, VolumeUp, ToggleFullscreen, ToggleHelp, Lessons, Quit };

class PauseMenu {
public:
    /// Opens on "resume"; `confirmQuit`: a game is in progress, so quitting (or leaving it for the lessons) asks first;
    /// `quitLabel` e.g. "quit to title"; `lessonsDone`: how many lessons settings.ini keeps as finished; `lessons`: the
    /// lesson list with its done marks (app::lessonList), which "lessons" opens to choose one from (none: "lessons"
    /// opens the lessons at the first not finished).
    void open(bool confirmQuit, std::string quitLabel, std::size_t lessonsDone = 0, std::vector<std::string> lessons = {});
    void close() { open_ = false; }
    bool isOpen() const { return open_; }
    /// True while "quit this game?" is asked.
    bool confirming() const { return confirming_; }
    /// True while the lesson list is shown.
    bool choosingLesson() const { return choosingLesson_; }
    /// The lesson a Lessons command opens, from 1; 0: the first not finished.
    std::size_t chosenLesson() const { return chosenLesson_; }

    /// Moves the selection or chooses; Resume, Restart, Lessons and Quit also close the menu.
    MenuCommand press(MenuKey key);

    /// The menu as drawn; `volume` 0..1 and `fullscreen` fill in their items.
    render::MenuView view(double volume, bool fullscreen) const;

private:
    enum Item : std::size_t { kResume, kRestart, kVolume, kFullscreen, kHelp, kLessons, kQuit, kItemCount };
    MenuCommand pressInMenu(MenuKey key);
    MenuCommand pressInConfirm(MenuKey key);
    MenuCommand pressInLessons(MenuKey key);
    MenuCommand leaveForLessons();

    bool open_ = false;
    bool confirmQuit_ = false;
    bool confirming_ = false;
    std::size_t selected_ = kResume;
    std::size_t confirmSelected_ = 0;  // 0 "no, go on", 1 "yes, quit"
    std::string quitLabel_ = "quit";
    bool confirmingLessons_ = false;  // what is asked: leaving the game for the lessons rather than quitting
    std::size_t lessonsDone_ = 0;
    std::vector<std::string> lessons_;  // the lesson list, then "back"
    bool choosingLesson_ = false;
    std::size_t lessonSelected_ = 0;  // in lessons_, or lessons_.size() for "back"
    std::size_t chosenLesson_ = 0;
};

}  // namespace app
