#include <doctest/doctest.h>

#include <SDL_ttf.h>

#include <string>

#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "layout/Board.h"
#include "render/draw/Text.h"
#include "render/lab/LabScreenLayout.h"
#include "support/TextScales.h"

namespace {

// The words of the lab's lines placed under `name` on its board, joined by spaces.
std::string wordsNamed(const render::LabScreenLayout& laid, const std::string& name) {
    std::string all;
    for (const layout::Box& box : laid.board.boxes) {
        if (box.name != name) continue;
        for (const render::LabText& t : laid.texts) {
            const std::size_t start = t.words.find_first_not_of(' ');  // a wrapped line's indent
            if (t.rect.x == box.rect.x && t.rect.y == box.rect.y && start != std::string::npos)
                all += (all.empty() ? "" : " ") + t.words.substr(start);
        }
    }
    return all;
}

}  // namespace

TEST_CASE("the lab's footer shows the mouse's position only once the pointer is over the scene, and its coming moves no other words") {
    testing::TtfSession ttf;
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    lab::LabModel model(0);
    for (const double scale : {1.0, 2.5}) {
        REQUIRE((*text)->setScale(scale));
        CAPTURE(scale);
        lab::LabUiState ui;  // as the window opens: no pointer seen
        lab::LabFrame frame = lab::presentLab(model, lab::analyseScene(model), ui);
        const render::LabScreenLayout away = render::layoutLab(**text, frame);
        const std::string hint = wordsNamed(away, "cursor");
        CHECK_MESSAGE(hint.find("mouse at") == std::string::npos, hint);  // it said "mouse at x 640  y 360", where no pointer was
        CHECK_MESSAGE(hint.find("point at the picture") != std::string::npos, hint);
        ui.mouse = geometry::Vec2{330.0, 330.0};
        frame = lab::presentLab(model, lab::analyseScene(model), ui);
        const render::LabScreenLayout over = render::layoutLab(**text, frame);
        CHECK(wordsNamed(over, "cursor").starts_with("mouse at x "));
        // Every box but the cursor's own words is where it was.
        REQUIRE(over.board.boxes.size() >= away.board.boxes.size() - 2);
        std::size_t k = 0;
        for (const layout::Box& was : away.board.boxes) {
            if (was.name == "cursor") continue;
            while (k < over.board.boxes.size() && over.board.boxes[k].name == "cursor") ++k;
            REQUIRE(k < over.board.boxes.size());
            const layout::Box& now = over.board.boxes[k++];
            CHECK_MESSAGE((now.name == was.name && now.rect.x == was.rect.x && now.rect.y == was.rect.y && now.rect.w == was.rect.w),
                          was.name << " moved");
        }
    }
}
