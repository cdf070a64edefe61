#include "lab/LabSceneFile.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <initializer_list>

#include "base/DecimalText.h"
#include "base/TextLines.h"
#include "geometry/Limits.h"
#include "lab/geom/internal/GeomParse.h"

namespace lab {

namespace {

using geometry::Vec2;

constexpr double kLargestUnit = 4.0;   // a small scene is drawn at most 4x, as the worked example
constexpr double kViewMargin = 60.0;   // lab pixels kept clear round a placed scene
constexpr double kSmallestSpan = 160.0; // a tinier scene is magnified until it spans this many lab pixels

// The shortest text that reads back as exactly v; -0 as 0.
std::string exact(double v) { return base::shortestText(v + 0.0); }

// Every space-separated number in text, read as geom reads them: one range for both.
base::Result<std::vector<double>> numbersAt(std::string_view text, int line) {
    base::Result<std::vector<double>> numbers = geom::parseNumbers(text);
    if (!numbers) return base::failureAtLine(line, numbers.error().reason);
    return numbers;
}

// A polygon's (or triangle's) vertices from x y pairs, within the vertex cap.
base::Result<LabShape> polygonAt(std::string_view kind, const std::vector<double>& n, int line) {
    const std::string name(kind);
    if (n.size() % 2 != 0) return base::failureAtLine(line, name + " needs x y pairs, got " + std::to_string(n.size()) + " numbers");
    const std::size_t count = n.size() / 2;
    if (kind == "triangle" && count != 3) return base::failureAtLine(line, "triangle needs 3 vertices, got " + std::to_string(count));
    if (count < 3) return base::failureAtLine(line, "polygon needs at least 3 vertices, got " + std::to_string(count));
    if (count > geometry::kMaxPolygonVertices) {
        return base::failureAtLine(line, "polygon has " + std::to_string(count) + " vertices; at most " + std::to_string(geometry::kMaxPolygonVertices) + " are allowed");
    }
    std::vector<Vec2> vertices;
    for (std::size_t i = 0; i < count; ++i) vertices.push_back({n[2 * i], n[2 * i + 1]});
    return polygonShape(std::move(vertices));
}

}  // namespace

base::Result<LabShape> shapeAt(std::string_view text, int line) {
    const std::size_t end = std::min(text.find_first_of(geom::kSpace), text.size());
    const std::string_view kind = text.substr(0, end);
    const base::Result<std::vector<double>> n = numbersAt(text.substr(end), line);
    if (!n) return n.error();
    const std::string count = std::to_string(n->size());
    if (kind == "polygon" || kind == "triangle") return polygonAt(kind, *n, line);
    if (kind == "circle") {
        if (n->size() != 3) return base::failureAtLine(line, "circle needs CX CY R, got " + count + " numbers");
        if (!((*n)[2] > 0.0)) return base::failureAtLine(line, "circle radius must be above 0, got " + exact((*n)[2]));
        return circleShape({(*n)[0], (*n)[1]}, (*n)[2]);
    }
    if (kind == "point") {
        if (n->size() != 2) return base::failureAtLine(line, "point needs X Y, got " + count + " numbers");
        return pointShape({(*n)[0], (*n)[1]});
    }
    const std::string what = kind.empty() ? "a shape needs a kind" : "unknown shape " + geom::quoted(kind);
    return base::failureAtLine(line, what + "; expected polygon, triangle, circle or point");
}

std::string controlCharacterIn(std::string_view line, std::string_view fileKind) {
    for (const char c : line) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte < 0x20 && geom::kSpace.find(c) == std::string_view::npos) || byte == 0x7f) {
            return "control character (byte " + std::to_string(byte) + ") in the line; " + std::string(fileKind) + " is text";
        }
    }
    return "";
}

namespace {

// What the parse has read so far, and where each one-off keyword was.
struct SceneReading {
    SceneFile scene;
    int nameLine = 0, aLine = 0, bLine = 0, probeLine = 0;
};

// Reads one line's keyword and text into r.
base::Status readSceneFileLine(std::string_view keyword, std::string_view rest, int line, SceneReading& r) {
    const auto once = [&](int& seen, const std::string& what) -> base::Status {
        if (seen != 0) return base::failureAtLine(line, what + " given twice (first on line " + std::to_string(seen) + ")");
        seen = line;
        return base::success();
    };
    if (keyword == "a" || keyword == "b") {
        const bool isA = keyword == "a";
        if (base::Status first = once(isA ? r.aLine : r.bLine, isA ? "shape A" : "shape B"); !first) return first;
        base::Result<LabShape> shape = shapeAt(rest, line);
        if (!shape) return shape.error();
        (isA ? r.scene.a : r.scene.b) = std::move(*shape);
    } else if (keyword == "probe") {
        if (base::Status first = once(r.probeLine, "probe"); !first) return first;
        const base::Result<std::vector<double>> n = numbersAt(rest, line);
        if (!n) return n.error();
        if (n->size() != 2) return base::failureAtLine(line, "probe needs X Y, got " + std::to_string(n->size()) + " numbers");
        r.scene.probe = Vec2{(*n)[0], (*n)[1]};
    } else if (keyword == "name") {
        if (base::Status first = once(r.nameLine, "name"); !first) return first;
        if (rest.empty()) return base::failureAtLine(line, "name needs some text");
        if (rest.size() > kMaxSceneNameChars) return base::failureAtLine(line, "name is " + std::to_string(rest.size()) + " characters; at most 60 fit");
        r.scene.name = rest;
    } else if (keyword == "caption") {
        if (r.scene.caption.size() == kMaxCaptionLines) return base::failureAtLine(line, "too many caption lines; at most " + std::to_string(kMaxCaptionLines) + " are shown");
        if (rest.size() > kMaxCaptionChars) return base::failureAtLine(line, "caption is " + std::to_string(rest.size()) + " characters; at most 70 fit");
        r.scene.caption.emplace_back(rest);
    } else {
        return base::failureAtLine(line, "unknown keyword " + geom::quoted(keyword) + "; expected name, caption, a, b or probe");
    }
    return base::success();
}

// The box round both shapes and the probe.
geometry::Aabb boundsOf(const SceneFile& scene) {
    geometry::Aabb box = lab::boundsOf(scene.a);
    const geometry::Aabb b = lab::boundsOf(scene.b);
    box = {{std::min(box.min.x, b.min.x), std::min(box.min.y, b.min.y)}, {std::max(box.max.x, b.max.x), std::max(box.max.y, b.max.y)}};
    if (scene.probe) {
        box = {{std::min(box.min.x, scene.probe->x), std::min(box.min.y, scene.probe->y)},
               {std::max(box.max.x, scene.probe->x), std::max(box.max.y, scene.probe->y)}};
    }
    return box;
}

// The picture that explains these kinds: a circle's own test, a point's ray, else SAT.
Algorithm pictureFor(const SceneFile& scene) {
    const auto either = [&](ShapeKind kind) { return scene.a.kind == kind || scene.b.kind == kind; };
    if (either(ShapeKind::Circle)) return Algorithm::CircleExact;
    if (either(ShapeKind::Point)) return Algorithm::EvenOdd;
    return Algorithm::Sat;
}

}  // namespace

base::Result<SceneFile> parseSceneFile(std::string_view text) {
    SceneReading r;
    bool any = false;
    base::Status read = base::success();
    base::forEachLine(text, [&](std::string_view raw, int line) {
        if (const std::string bad = controlCharacterIn(raw, "a scene file"); !bad.empty()) read = base::failureAtLine(line, bad);
        const std::string_view content = geom::trimmed(raw);
        if (!read || content.empty() || content.front() == '#') return static_cast<bool>(read);
        any = true;
        const std::size_t split = std::min(content.find_first_of(geom::kSpace), content.size());
        read = readSceneFileLine(content.substr(0, split), geom::trimmed(content.substr(split)), line, r);
        return static_cast<bool>(read);
    });
    if (!read) return read.error();
    if (!any) return base::failure("empty file: no scene (it needs name, a and b lines)");
    if (r.nameLine == 0) return base::failure("no name (a line such as 'name my scene')");
    if (r.aLine == 0) return base::failure("no shape A (a line such as 'a polygon 0 0 50 0 50 50')");
    if (r.bLine == 0) return base::failure("no shape B (a line such as 'b circle 80 20 10')");
    return std::move(r.scene);
}

// Built by appending: g++ 12 gives a false -Wrestrict for "x" + std::string (GCC bug 105329).
std::string sceneFileText(const SceneFile& scene) {
    std::string text = "# polyroids lab scene: polyroids --lab --scene FILE (docs/lab.md)\nname ";
    text.append(scene.name).append(1, '\n');
    for (const std::string& line : scene.caption) text.append("caption ").append(line).append(1, '\n');
    const auto numbers = [&](std::initializer_list<double> values) {
        for (const double v : values) text.append(1, ' ').append(exact(v));
    };
    for (const LabShape* shape : {&scene.a, &scene.b}) {
        text.append(shape == &scene.a ? "a " : "b ").append(kindName(shape->kind));
        if (hasVertices(*shape)) {
            for (const Vec2 v : shape->vertices) numbers({v.x, v.y});
        } else {
            numbers({shape->centre.x, shape->centre.y});
        }
        if (shape->kind == ShapeKind::Circle) numbers({shape->radius});
        text.append(1, '\n');
    }
    if (scene.probe) {
        text.append("probe");
        numbers({scene.probe->x, scene.probe->y});
        text.append(1, '\n');
    }
    return text;
}

LabScene placedInLab(const SceneFile& scene, double width, double bottom, double top) {
    const geometry::Aabb box = boundsOf(scene);
    const Vec2 size = box.max - box.min;
    const double extent = std::max(size.x, size.y);
    double scale = extent > 0.0 ? std::max(kLargestUnit, kSmallestSpan / extent) : kLargestUnit;
    if (size.x > 0.0) scale = std::min(scale, (width - 2 * kViewMargin) / size.x);
    if (size.y > 0.0) scale = std::min(scale, (bottom - top - 2 * kViewMargin) / size.y);
    // Only the picture is fitted: the shapes keep the file's numbers, so the lab decides what geom decides (drawn
    // in pixels, a 1e-20 triangle beside a 1e30 square would round to one point, a "degenerate" polygon).
    const LabView view{(box.min + box.max) * 0.5, {width / 2.0, (top + bottom) / 2.0}, scale};
    return LabScene{"file", scene.name, scene.caption, scene.a, scene.b, scene.probe, pictureFor(scene), 1.0, view};
}

}  // namespace lab
