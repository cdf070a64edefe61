#include "lab/LabPresenter.h"

#include <cmath>
#include <cstdio>
#include <numbers>

#include "geometry/Polygon.h"
#include "lab/LabNumbers.h"
#include "lab/LabSceneView.h"

namespace lab {

namespace {

using geometry::Vec2;

// Rim samples per circle for keeping pictures clear of it (not for drawing).
constexpr int kRimSamples = 24;

bool isDegenerate(const LabShape& shape) {
    if (!hasVertices(shape)) return false;
    const geometry::PolygonProblem p = geometry::findPolygonProblem(shape.vertices);
    return p != geometry::PolygonProblem::None && p != geometry::PolygonProblem::SelfIntersecting;
}

LabOutline outlineOf(const LabShape& shape, char name, ShapeId id, const Grab& hover) {
    LabOutline o;
    o.kind = hasVertices(shape) ? LabOutline::Kind::Polygon
             : shape.kind == ShapeKind::Circle ? LabOutline::Kind::Circle
                                               : LabOutline::Kind::Point;
    o.vertices = shape.vertices;
    o.centre = shape.centre;
    o.radius = shape.radius;
    o.name = name;
    o.degenerate = isDegenerate(shape);
    if (hover.shape == id) {
        if (hover.part == Grab::Part::Vertex) o.hoveredVertex = hover.vertex;
        o.hoveredWhole = hover.part == Grab::Part::Whole;
        o.hoveredRim = hover.part == Grab::Part::Rim;
    }
    return o;
}

void addPoints(std::vector<Vec2>& out, const LabShape& shape) {
    if (hasVertices(shape)) {
        out.insert(out.end(), shape.vertices.begin(), shape.vertices.end());
        return;
    }
    out.push_back(shape.centre);
    if (shape.kind != ShapeKind::Circle) return;
    for (int i = 0; i < kRimSamples; ++i) {
        const double angle = 2.0 * std::numbers::pi * i / kRimSamples;
        out.push_back(shape.centre + Vec2{std::cos(angle), std::sin(angle)} * shape.radius);
    }
}

// The point of a shape whose shadow on unit axis u is lowest (or highest):
// where the projection guide of that shadow's end starts.
Vec2 extremePoint(const LabShape& shape, Vec2 u, bool high) {
    if (!hasVertices(shape) || shape.vertices.empty()) {
        const double r = shape.kind == ShapeKind::Circle ? shape.radius : 0.0;
        return shape.centre + u * (high ? r : -r);
    }
    Vec2 best = shape.vertices.front();
    for (const Vec2 v : shape.vertices) {
        const bool better = high ? geometry::dot(v, u) > geometry::dot(best, u) : geometry::dot(v, u) < geometry::dot(best, u);
        if (better) best = v;
    }
    return best;
}

std::string axisCaption(const AxisPicture& axis) {
    char caption[48];
    std::snprintf(caption, sizeof caption, axis.vertexAxis ? "axis to %c's vertex %zu" : "normal of %c's edge %zu",
                  axis.fromA ? 'A' : 'B', axis.feature);
    return caption;
}

std::string amountText(const AxisPicture& axis, double unit) {
    const double amount = geometry::overlapAmount(axis.shadowA, axis.shadowB) / unit;
    return overlapText(amount >= 0.0, std::abs(amount));
}

class Presenter {
public:
    Presenter(const LabModel& model, const LabAnalysis& analysis, const LabUiState& ui) : model_(model), analysis_(analysis), ui_(ui) {}

    LabFrame run() {
        scene();
        panel();
        picture();
        frame_.problems.clear();
        for (const std::string* p : {&analysis_.problemA, &analysis_.problemB}) {
            if (!p->empty()) frame_.problems.push_back(*p);
        }
        frame_.note = ui_.note;
        frame_.showHelp = ui_.showHelp;
        if (ui_.showHelp) {
            frame_.keyHelp = ui_.keyHelp;
            for (const LabScene& s : labScenes()) frame_.presetNames.push_back(s.name);
        }
        return std::move(frame_);
    }

private:
    const LabShape& owner(bool ofA) const { return ofA ? model_.a() : model_.b(); }

    void scene() {
        const LabScene& s = model_.scene();
        frame_.heading = std::to_string(model_.sceneIndex() + 1) + ". " + s.name + ": " + s.title;
        frame_.lesson = edited() ? liveLesson() : presetLesson(s);
        frame_.unit = s.unit * s.view.scale;
        frame_.a = outlineOf(model_.a(), 'A', ShapeId::A, ui_.hover);
        frame_.b = outlineOf(model_.b(), 'B', ShapeId::B, ui_.hover);
        frame_.probe = model_.probe();
        frame_.probeHovered = ui_.hover.shape == ShapeId::Probe && ui_.hover.part != Grab::Part::None;
        frame_.fill = model_.picture() == Algorithm::Nonzero ? FillRule::Nonzero : FillRule::EvenOdd;
        addPoints(frame_.shapePoints, model_.a());
        addPoints(frame_.shapePoints, model_.b());
        if (model_.picture() != Algorithm::Boxes && analysis_.boxA && analysis_.boxB) {
            frame_.faintBoxes = std::array<geometry::Aabb, 2>{*analysis_.boxA, *analysis_.boxB};
        }
    }

    // The preset's lesson states what its shapes show; once they are moved it may be false.
    bool edited() const {
        const LabScene& s = model_.scene();
        return model_.a() != s.a || model_.b() != s.b || model_.probe() != s.probe;
    }

    // The preset's two lines are one paragraph broken at 70 characters: joined, so the screen wraps it once, to the
    // width it has (wrapped again line by line, it read "... the Egret" / "article" / "says HIT.").
    static std::vector<std::string> presetLesson(const LabScene& s) {
        std::string paragraph;
        for (const std::string& line : s.lesson) paragraph.append(paragraph.empty() ? "" : " ").append(line);
        if (paragraph.empty()) return {};
        return {paragraph};
    }

    // In place of the preset's lesson: what the exact test and the picture's algorithm say now.
    std::vector<std::string> liveLesson() const {
        const Verdict& shown = analysis_.row(model_.picture());
        return {"moved from the preset (R resets); exact: " + analysis_.exact.word + ", " + analysis_.exact.reason,
                std::string(algorithmName(model_.picture())) + ": " + shown.word + (shown.reason.empty() ? "" : ", " + shown.reason)};
    }

    void panel() {
        frame_.presetLine = "preset " + std::to_string(model_.sceneIndex() + 1) + "/" + std::to_string(model_.sceneCount()) + ": " +
                            model_.scene().name;
        frame_.exact = {"exact", analysis_.exact};
        frame_.exactMethod = analysis_.exactMethod;
        for (std::size_t i = 0; i < kAlgorithmCount; ++i) frame_.rows.push_back({algorithmName(algorithmAt(i)), analysis_.rows[i], false});
        frame_.selectedRow = indexOf(model_.picture());
    }

    void caption(std::string text, Ink ink) { frame_.captions.emplace_back(std::move(text), ink); }

    AxisLayer axisLayer(const AxisPicture& axis) const {
        AxisLayer layer;
        layer.picture = axis;
        layer.castersA = {extremePoint(model_.a(), axis.axis, false), extremePoint(model_.a(), axis.axis, true)};
        layer.castersB = {extremePoint(model_.b(), axis.axis, false), extremePoint(model_.b(), axis.axis, true)};
        layer.caption = axisCaption(axis);
        layer.amountWords = amountText(axis, model_.scene().unit);  // from the scene's numbers: in pixels a 1e-20 shadow is 0
        const LabShape& featureOwner = owner(axis.fromA);
        if (hasVertices(featureOwner) && axis.feature < featureOwner.vertices.size()) {
            const auto& v = featureOwner.vertices;
            if (axis.vertexAxis) layer.vertexToCentre = std::array<Vec2, 2>{v[axis.feature], owner(!axis.fromA).centre};
            else layer.featureEdge = std::array<Vec2, 2>{v[axis.feature], v[(axis.feature + 1) % v.size()]};
        }
        return layer;
    }

    void pieces() {
        for (const bool ofA : {true, false}) {
            const auto& list = ofA ? analysis_.piecesA : analysis_.piecesB;
            const auto& v = owner(ofA).vertices;
            for (std::size_t i = 0; i < list.size(); ++i) {
                PieceLayer piece;
                piece.corners = {v[list[i][0]], v[list[i][1]], v[list[i][2]]};
                char label[24];
                std::snprintf(label, sizeof label, "%c%zu", ofA ? 'A' : 'B', i);  // not string + string: GCC 12's -Wrestrict misfires
                piece.label = label;
                piece.meeting = analysis_.pieceMeeting.hit && (ofA ? analysis_.pieceMeeting.pieceA : analysis_.pieceMeeting.pieceB) == i;
                frame_.pieces.push_back(std::move(piece));
            }
        }
    }

    // The ray of each point test; its sentence goes to the caption strip.
    void rays(bool winding) {
        for (std::size_t i = 0; i < analysis_.pointTests.size(); ++i) {
            const PointTest& t = analysis_.pointTests[i];
            RayLayer ray;
            ray.point = t.point;
            ray.marks = t.marks;
            ray.signedMarks = winding;
            ray.polygonName = t.polygonName;
            ray.marksBelow = i % 2 == 1;
            // Horizontal edges lying on the ray, right of the point: the half-open rule skips them.
            const auto& v = owner(t.polygonName == 'A').vertices;
            for (std::size_t k = 0; k < v.size(); ++k) {
                const Vec2 a = v[k];
                const Vec2 b = v[(k + 1) % v.size()];
                if (a.y == t.point.y && b.y == t.point.y && std::max(a.x, b.x) > t.point.x) ray.ignoredEdges.push_back({a, b});
            }
            frame_.rays.push_back(std::move(ray));
            char sentence[96];
            if (winding) {
                std::snprintf(sentence, sizeof sentence, "%c in %c: winding %s%d, %s", t.pointName, t.polygonName, t.winding > 0 ? "+" : "",
                              t.winding, t.winding != 0 ? "nonzero: INSIDE" : "zero: OUTSIDE");
            } else {
                std::snprintf(sentence, sizeof sentence, "%c in %c: %d crossing%s, %s", t.pointName, t.polygonName, t.crossings,
                              t.crossings == 1 ? "" : "s", t.crossings % 2 != 0 ? "odd: INSIDE" : "even: OUTSIDE");
            }
            const bool inside = winding ? t.winding != 0 : t.crossings % 2 != 0;
            caption(sentence, inside ? Ink::Yes : Ink::No);
        }
        frame_.edgeDirections = winding;
    }

    void picture() {
        const Algorithm picture = model_.picture();
        const Verdict& verdict = analysis_.row(picture);
        // Nothing of its own to draw: say why rather than show a bare scene.
        if (verdict.answer == Answer::NotApplicable) caption(std::string(algorithmName(picture)) + ": n/a, " + verdict.reason, Ink::Dim);
        switch (picture) {
            case Algorithm::Boxes:
                if (analysis_.boxA && analysis_.boxB) frame_.boxes = std::array<geometry::Aabb, 2>{*analysis_.boxA, *analysis_.boxB};
                break;
            case Algorithm::EvenOdd: rays(false); break;
            case Algorithm::Nonzero: rays(true); break;
            case Algorithm::Sat:
                if (analysis_.sat) {
                    AxisLayer layer = axisLayer(*analysis_.sat);
                    if (analysis_.sat->hit && analysis_.sat->amount > 0.0) {
                        const Vec2 from = anchorOf(model_.b());
                        layer.mtv = std::array<Vec2, 2>{from, from + analysis_.sat->normal * analysis_.sat->amount};
                    }
                    frame_.axes.push_back(std::move(layer));
                    if (verdict.caution) caption(verdict.reason + "; exact says " + analysis_.exact.word, Ink::Caution);
                }
                break;
            case Algorithm::Pieces: pieces(); break;
            case Algorithm::CircleExact:
                if (analysis_.circleAxis) frame_.axes.push_back(axisLayer(*analysis_.circleAxis));
                else if (verdict.answer != Answer::NotApplicable) pieces();
                break;
            case Algorithm::CircleEdgeNormals:
                for (const AxisPicture& axis : analysis_.edgeNormalAxes) {
                    AxisLayer layer = axisLayer(axis);
                    layer.featureEdge.reset();
                    layer.tagOnly = true;
                    layer.tag = "edge " + std::to_string(axis.feature);
                    caption(layer.caption + ": " + layer.amountWords, axis.hit ? Ink::Yes : Ink::No);
                    frame_.axes.push_back(std::move(layer));
                }
                // Every edge axis overlaps, yet the shapes are apart: name the axis it never tried.
                if (verdict.wrong && analysis_.circleAxis && analysis_.circleAxis->vertexAxis) {
                    caption("never tried: the axis to the nearest vertex (it has a gap)", Ink::Warning);
                }
                break;
            case Algorithm::Polar:
                frame_.polar = analysis_.polar;
                // Where the triangles really meet, which the line of centres never sees.
                if (verdict.wrong && analysis_.exact.answer == Answer::Yes) {
                    meetings();
                    frame_.meetingsCaption = "they overlap here";
                }
                break;
            case Algorithm::VerticesInside:
                frame_.vertexMarks = analysis_.vertexMarks;
                break;
            case Algorithm::EdgesCross:
                meetings();
                if (frame_.meetings.empty() && verdict.answer == Answer::No) caption("no edge of A meets an edge of B", Ink::No);
                break;
        }
    }

    void meetings() { frame_.meetings = analysis_.edgeMeetings; }

    const LabModel& model_;
    const LabAnalysis& analysis_;
    const LabUiState& ui_;
    LabFrame frame_;
};

}  // namespace

LabAnalysis analyseScene(const LabModel& model) { return analyse(model.a(), model.b(), model.probe(), model.scene().unit); }

LabFrame presentLab(const LabModel& model, const LabAnalysis& analysis, const LabUiState& ui) {
    LabFrame frame = Presenter(model, analysis, ui).run();
    placeInView(frame, model.view());
    frame.view = model.view();
    frame.mouse = ui.mouse;
    return frame;
}

}  // namespace lab
