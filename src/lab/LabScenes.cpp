#include "lab/LabScenes.h"

#include <cmath>
#include <numbers>

namespace lab {

namespace {

using geometry::Vec2;

std::vector<Vec2> box(Vec2 min, Vec2 max) { return {min, {max.x, min.y}, max, {min.x, max.y}}; }

// A five-pointed star drawn in one stroke: every second vertex of a regular
// pentagon, so the outline goes round its centre twice.
std::vector<Vec2> pentagram(Vec2 centre, double radius) {
    std::vector<Vec2> vertices;
    for (int k = 0; k < 5; ++k) {
        const double angle = -std::numbers::pi / 2.0 + 4.0 * std::numbers::pi * k / 5.0;
        vertices.push_back(centre + Vec2{std::cos(angle), std::sin(angle)} * radius);
    }
    return vertices;
}

LabScene scene(std::string name, std::string title, std::vector<std::string> lesson, LabShape a, LabShape b,
               Algorithm picture, std::optional<Vec2> probe = std::nullopt) {
    return {std::move(name), std::move(title), std::move(lesson), std::move(a), std::move(b), probe, picture};
}

}  // namespace

std::vector<LabScene> labScenes() {
    std::vector<LabScene> scenes;
    // The worked-example SAT article's numbers, 4x and moved into view: its A and B collide.
    // The first preset spells out the two terms every later one uses.
    scenes.push_back(scene("worked-example", "SAT (separating axis test) on the worked-example squares",
                           {"A (0,0)-(50,50) and B (25,25)-(75,75), drawn 4x: no edge normal",
                            "separates them: HIT. Arrow: the MTV (minimum translation vector)."},
                           polygonShape(box({250, 240}, {450, 440})), polygonShape(box({350, 340}, {550, 540})), Algorithm::Sat));
    scenes.back().unit = 4.0;  // every number the lab shows is in the article's units, as in the lesson
    scenes.push_back(scene("concave", "SAT on a concave polygon is wrong",
                           {"B sits in A's notch, apart. A's shadow covers the notch on every axis,",
                            "so SAT says HIT. Split A into convex pieces: no piece meets B."},
                           polygonShape({{200, 180}, {330, 180}, {330, 440}, {470, 440}, {470, 180}, {600, 180}, {600, 600}, {200, 600}}),
                           polygonShape(box({365, 240}, {435, 310})), Algorithm::Sat));
    scenes.push_back(scene("corner", "a circle off a corner: edge normals alone say HIT",
                           {"An article on the Egret game engine's SAT tests the square's edge",
                            "normals (x, y) only: both overlap. The axis to the corner parts them."},
                           polygonShape(box({220, 220}, {430, 430})), circleShape({508, 508}, 90), Algorithm::CircleExact));
    scenes.push_back(scene("polar", "the shoot-'em-up article's polar edge distance vs SAT",
                           {"The polar method looks only along the line between the centres; the",
                            "triangles cross near their tips, off that line. SAT finds the overlap."},
                           polygonShape({{100, 280}, {100, 400}, {580, 340}}), polygonShape({{450, 660}, {570, 660}, {510, 200}}),
                           Algorithm::Polar));
    scenes.push_back(scene("vertex", "the ray passes exactly through vertices",
                           {"Half-open rule: an edge counts only when exactly one end is strictly",
                            "below the ray. The notch tip counts twice, the right tip once: odd."},
                           polygonShape({{200, 200}, {560, 200}, {640, 380}, {560, 560}, {480, 560}, {400, 380}, {320, 560}, {200, 560}}),
                           pointShape({300, 380}), Algorithm::EvenOdd));
    scenes.push_back(scene("horizontal", "the ray runs along a horizontal edge",
                           {"The ray lies on a horizontal edge. Neither end is strictly below the",
                            "ray, so that edge never counts; the step's vertical edge counts once."},
                           polygonShape({{180, 220}, {620, 220}, {620, 390}, {470, 390}, {470, 560}, {180, 560}}),
                           pointShape({260, 390}), Algorithm::EvenOdd));
    scenes.push_back(scene("shared-edge", "a point on the edge two polygons share",
                           {"P is on the edge A and B share. Both test it with the same exact sign,",
                            "so P is in exactly one of them: B, the one to its right."},
                           polygonShape(box({160, 200}, {400, 560})), polygonShape({{400, 200}, {660, 380}, {400, 560}}),
                           Algorithm::EvenOdd, Vec2{400, 350}));
    // Lobes of unequal size, so the two regions (winding +1 and -1) are told
    // apart at a glance, and B's ray misses the crossing point.
    scenes.push_back(scene("bowtie", "a self-intersecting bowtie: even-odd vs nonzero",
                           {"The outline goes round its lobes opposite ways (winding +1 and -1):",
                            "both odd and nonzero, so the rules agree. Drag B to the other lobe."},
                           polygonShape({{200, 230}, {620, 560}, {620, 170}, {200, 500}}), pointShape({270, 340}), Algorithm::Nonzero));
    scenes.push_back(scene("pentagram", "even-odd and nonzero disagree",
                           {"The outline goes round the middle twice: 2 crossings (even: OUTSIDE)",
                            "but winding 2 (nonzero: INSIDE). Click Even-odd to see its fill."},
                           polygonShape(pentagram({400, 390}, 230)), pointShape({400, 390}), Algorithm::Nonzero));
    scenes.push_back(scene("containment", "A wholly inside B: no edges meet",
                           {"No edges meet, so an edges-only test says MISS. A's vertices are in B,",
                            "and convex pieces find A inside one of B's triangles: HIT."},
                           polygonShape(box({340, 330}, {450, 430})),
                           polygonShape({{150, 200}, {420, 150}, {650, 230}, {620, 420}, {680, 600}, {400, 560}, {180, 620}, {230, 400}}),
                           Algorithm::EdgesCross));
    scenes.push_back(scene("cross", "two crossed bars: no vertex inside the other",
                           {"The shoot-'em-up article's first idea, some vertex inside the other,",
                            "misses this even with both passes: no bar has a corner in the other."},
                           polygonShape(box({160, 330}, {640, 430})), polygonShape(box({350, 170}, {450, 610})),
                           Algorithm::VerticesInside));
    return scenes;
}

base::Result<std::size_t> findLabScene(std::string_view name) {
    const std::vector<LabScene> scenes = labScenes();
    for (std::size_t i = 0; i < scenes.size(); ++i) {
        if (scenes[i].name == name) return i;
    }
    return base::failure("unknown preset '" + std::string(name) + "'; the presets are " + labSceneNames());
}

std::string labSceneNames() {
    std::string names;
    for (const LabScene& s : labScenes()) names += (names.empty() ? "" : ", ") + s.name;
    return names;
}

}  // namespace lab
