#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/game/PauseMenu.h"

using app::MenuCommand;
using app::MenuKey;

namespace {

// Presses Down `n` times from the top, then Select.
MenuCommand choose(app::PauseMenu& menu, int n) {
    for (int i = 0; i < n; ++i) REQUIRE(menu.press(MenuKey::Down) == MenuCommand::None);
    return menu.press(MenuKey::Select);
}

}  // namespace

TEST_CASE("the pause menu opens on resume and each item gives its command") {
    const MenuCommand expected[] = {MenuCommand::Resume, MenuCommand::Restart, MenuCommand::VolumeUp, MenuCommand::ToggleFullscreen,
                                    MenuCommand::ToggleHelp, MenuCommand::Lessons, MenuCommand::Quit};
    for (int item = 0; item < 7; ++item) {
        app::PauseMenu menu;
        menu.open(false, "quit");
        CHECK(choose(menu, item) == expected[item]);
    }
}

TEST_CASE("resume, restart and quit close the menu; volume, fullscreen and help leave it open") {
    app::PauseMenu menu;
    menu.open(false, "quit");
    CHECK(choose(menu, 2) == MenuCommand::VolumeUp);
    CHECK(menu.isOpen());
    CHECK(menu.press(MenuKey::Left) == MenuCommand::VolumeDown);
    CHECK(menu.press(MenuKey::Right) == MenuCommand::VolumeUp);
    CHECK(menu.press(MenuKey::Back) == MenuCommand::Resume);
    CHECK_FALSE(menu.isOpen());
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);  // closed: keys mean nothing to it
}

TEST_CASE("quitting a game in progress asks first, and no is the answer a stray Enter gives") {
    app::PauseMenu menu;
    menu.open(true, "quit to title");
    CHECK(menu.press(MenuKey::Up) == MenuCommand::None);  // wraps to quit
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);
    CHECK(menu.confirming());
    CHECK(menu.view(1.0, false).items.back() == "yes, quit to title");
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);  // "no, go on"
    CHECK_FALSE(menu.confirming());
    CHECK(menu.isOpen());
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Down) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Select) == MenuCommand::Quit);
    CHECK_FALSE(menu.isOpen());
}

TEST_CASE("Esc while asked to confirm goes back to the menu, not out of it") {
    app::PauseMenu menu;
    menu.open(true, "quit");
    menu.press(MenuKey::Up);
    menu.press(MenuKey::Select);
    CHECK(menu.press(MenuKey::Back) == MenuCommand::None);
    CHECK(menu.isOpen());
    CHECK_FALSE(menu.confirming());
}

TEST_CASE("the menu shows the volume as a percentage and the fullscreen state") {
    app::PauseMenu menu;
    menu.open(false, "quit");
    const render::MenuView view = menu.view(0.7, true);
    CHECK(view.items[2] == "sound volume  < 70% >");
    CHECK(view.items[3] == "fullscreen  on");
    CHECK(view.selected == 0);
}

TEST_CASE("F1 in the menu shows or hides the keys, also while quitting is asked, and the menu stays as it was") {
    app::PauseMenu menu;
    menu.open(true, "quit");
    CHECK(menu.press(MenuKey::Down) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Help) == MenuCommand::ToggleHelp);
    CHECK(menu.isOpen());
    CHECK(menu.view(1.0, false).selected == 1);
    CHECK(choose(menu, 4) == MenuCommand::None);  // quit, in progress: asks
    REQUIRE(menu.confirming());
    CHECK(menu.press(MenuKey::Help) == MenuCommand::ToggleHelp);
    CHECK(menu.confirming());
}

TEST_CASE("the pause menu's lessons item says how many are done, and leaving a game in progress for them asks first") {
    app::PauseMenu menu;
    menu.open(true, "quit to title", 3);
    CHECK(menu.view(1.0, false).items[5] == "lessons (3 done)");
    CHECK(choose(menu, 5) == MenuCommand::None);
    REQUIRE(menu.confirming());
    CHECK(menu.view(1.0, false).items.back() == "yes, open the lessons");
    CHECK(menu.press(MenuKey::Down) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Select) == MenuCommand::Lessons);
    CHECK_FALSE(menu.isOpen());
}

TEST_CASE("the pause menu's lessons item opens the list of lessons with their done marks, and the lesson chosen there is the one opened") {
    const std::vector<std::string> list{"  1 \u2713 Bounding boxes as a filter", "  2   The crossing number",
                                        "  3   Convex pieces and SAT"};
    app::PauseMenu menu;
    menu.open(false, "quit", 1, list);
    CHECK(choose(menu, 5) == MenuCommand::None);
    REQUIRE(menu.choosingLesson());
    const render::MenuView view = menu.view(1.0, false);
    CHECK(view.title == "LESSONS");
    REQUIRE(view.items.size() == list.size() + 1);
    CHECK(std::equal(list.begin(), list.end(), view.items.begin()));  // the list as given, its marks and all
    CHECK(view.items.back() == "back");
    CHECK(view.selected == 0);
    CHECK(menu.press(MenuKey::Down) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Down) == MenuCommand::None);
    CHECK(menu.view(1.0, false).selected == 2);
    CHECK(menu.press(MenuKey::Select) == MenuCommand::Lessons);
    CHECK(menu.chosenLesson() == 3);
    CHECK_FALSE(menu.isOpen());
}

TEST_CASE("in the pause menu's lesson list Esc and back return to the menu, and leaving a game in progress for a lesson asks first") {
    const std::vector<std::string> list{"  1   Bounding boxes as a filter", "  2   The crossing number"};
    app::PauseMenu menu;
    menu.open(true, "quit to title", 0, list);
    CHECK(choose(menu, 5) == MenuCommand::None);
    REQUIRE(menu.choosingLesson());
    CHECK(menu.press(MenuKey::Back) == MenuCommand::None);  // Esc: the menu again, still open, on "lessons"
    CHECK_FALSE(menu.choosingLesson());
    CHECK(menu.isOpen());
    CHECK(menu.view(1.0, false).selected == 5);
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Up) == MenuCommand::None);  // wraps to "back"
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);
    CHECK_FALSE(menu.choosingLesson());
    CHECK(menu.isOpen());
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Down) == MenuCommand::None);  // lesson 2
    CHECK(menu.press(MenuKey::Select) == MenuCommand::None);
    REQUIRE(menu.confirming());
    CHECK(menu.view(1.0, false).items.back() == "yes, open lesson 2");
    CHECK(menu.press(MenuKey::Down) == MenuCommand::None);
    CHECK(menu.press(MenuKey::Select) == MenuCommand::Lessons);
    CHECK(menu.chosenLesson() == 2);
    CHECK_FALSE(menu.isOpen());
}
