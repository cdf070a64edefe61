#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>

#include "base/TextLines.h"
#include "lab/LabSceneFile.h"
#include "lab/geom/internal/GeomParse.h"
#include "lab/lessons/Lesson.h"

namespace lab {

namespace {

struct PictureName {
    Algorithm algorithm;
    std::string_view word;
};

// Every picture by the word a lesson file names it with, in panel order.
constexpr std::array<PictureName, kAlgorithmCount> kPictures = {{
    {Algorithm::Boxes, "boxes"},
    {Algorithm::EvenOdd, "even-odd"},
    {Algorithm::Nonzero, "nonzero"},
    {Algorithm::Sat, "sat"},
    {Algorithm::Pieces, "pieces"},
    {Algorithm::CircleExact, "circle"},
    {Algorithm::CircleEdgeNormals, "circle-edges"},
    {Algorithm::Polar, "polar"},
    {Algorithm::VerticesInside, "vertices"},
    {Algorithm::EdgesCross, "edges"},
}};

std::string pictureWords() {
    std::string out;
    for (const PictureName& p : kPictures) out.append(out.empty() ? "" : ", ").append(p.word);
    return out;
}

std::optional<Algorithm> pictureNamed(std::string_view word) {
    for (const PictureName& p : kPictures) {
        if (p.word == word) return p.algorithm;
    }
    return std::nullopt;
}

// Where each part of the step being read was, so a part given twice or left out can be named.
struct StepReading {
    LessonStep step;
    int line = 0;  // the `step` line
    int presetLine = 0, aLine = 0, bLine = 0, probeLine = 0, pictureLine = 0, bulletLine = 0, gridLine = 0, goalLine = 0;
    int replayLine = 0, ticksLine = 0, overlayLine = 0;
};

struct LessonReading {
    Lesson lesson;
    int titleLine = 0;
    std::optional<StepReading> step;
};

base::Status once(int& seen, int line, std::string_view what) {
    if (seen != 0) return base::failureAtLine(line, std::string(what) + " given twice in this step (first on line " + std::to_string(seen) + ")");
    seen = line;
    return base::success();
}

base::Result<std::vector<double>> numbers(std::string_view text, std::size_t count, std::string_view usage, int line) {
    base::Result<std::vector<double>> n = geom::parseNumbers(text);
    if (!n) return base::failureAtLine(line, n.error().reason);
    if (n->size() != count) return base::failureAtLine(line, std::string(usage) + ", got " + std::to_string(n->size()) + " numbers");
    return n;
}

base::Status textLine(std::string_view keyword, std::string_view text, int line) {
    if (text.empty()) return base::failureAtLine(line, std::string(keyword) + " needs some text");
    if (text.size() > kMaxLessonLineChars) {
        return base::failureAtLine(line, std::string(keyword) + " is " + std::to_string(text.size()) + " characters; at most 66 fit on a projector");
    }
    return base::success();
}

// "hit" or "miss" (or the pair given) as yes/no.
base::Result<bool> yesNo(std::string_view word, std::string_view yes, std::string_view no, int line) {
    if (word == yes) return true;
    if (word == no) return false;
    return base::failureAtLine(line, "expected " + std::string(yes) + " or " + std::string(no) + ", not " + geom::quoted(word));
}

// The text after `want`.
base::Result<Want> wantAt(std::string_view text, int line) {
    const std::size_t split = std::min(text.find_first_of(geom::kSpace), text.size());
    const std::string_view what = text.substr(0, split);
    const std::string_view value = geom::trimmed(text.substr(split));
    Want want;
    if (what == "crossings") {
        want.kind = Want::Kind::Crossings;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), want.count);
        if (value.empty() || ec != std::errc{} || end != value.data() + value.size() || want.count < 0 || want.count > 1000) {
            return base::failureAtLine(line, "crossings needs a whole number from 0 to 1000, not " + geom::quoted(value));
        }
        return want;
    }
    const auto answer = [&](Want::Kind kind, std::string_view yes, std::string_view no) -> base::Result<Want> {
        const base::Result<bool> said = yesNo(value, yes, no, line);
        if (!said) return said.error();
        want.kind = kind;
        want.yes = *said;
        return want;
    };
    if (what == "exact") return answer(Want::Kind::Exact, "hit", "miss");
    if (what == "classic") return answer(Want::Kind::Classic, "hit", "miss");
    if (what == "swept") return answer(Want::Kind::Swept, "hit", "miss");
    if (what == "grid") return answer(Want::Kind::GridShared, "shared", "apart");
    if (what == "radius") return answer(Want::Kind::Radius, "hit", "miss");
    if (what == "ray-vertex") return answer(Want::Kind::RayVertex, "yes", "no");
    if (what == "tunnel") return answer(Want::Kind::Tunnel, "yes", "no");
    if (what == "swept-catch") return answer(Want::Kind::SweptCatch, "yes", "no");
    const std::optional<Algorithm> algorithm = pictureNamed(what);
    if (!algorithm) {
        return base::failureAtLine(line, "unknown want " + geom::quoted(what) + "; expected exact, crossings, ray-vertex, radius, classic, swept, grid, tunnel, swept-catch or a picture (" + pictureWords() + ")");
    }
    want.algorithm = *algorithm;
    if (value == "wrong" || value == "right") return answer(Want::Kind::Wrong, "wrong", "right");
    return answer(Want::Kind::Verdict, "hit", "miss");
}

bool isMomentWant(const Want& want) { return want.kind == Want::Kind::Tunnel || want.kind == Want::Kind::SweptCatch; }

// A replay step's parts: its ticks, no lab scene, only wants about the record; or success.
base::Status checkMomentStep(const StepReading& r) {
    if (r.replayLine == 0) {
        if (r.ticksLine != 0 || r.overlayLine != 0) return base::failureAtLine(r.ticksLine != 0 ? r.ticksLine : r.overlayLine, "ticks and overlay are for a replay step: give its replay");
        for (const Want& w : r.step.wants) {
            if (isMomentWant(w)) return base::failureAtLine(r.line, "step has no replay, which want tunnel/swept-catch needs (a recorded game's tick)");
        }
        return base::success();
    }
    if (r.ticksLine == 0) return base::failureAtLine(r.line, "step has no ticks (FROM-TO), which replay needs");
    for (const int lab : {r.presetLine, r.aLine, r.bLine, r.probeLine, r.pictureLine, r.bulletLine, r.gridLine}) {
        if (lab != 0) return base::failureAtLine(lab, "a replay step shows the recorded game: no preset, a, b, probe, picture, bullet or grid");
    }
    for (const Want& w : r.step.wants) {
        if (!isMomentWant(w)) return base::failureAtLine(r.line, "a replay step checks the game's record: want tunnel or swept-catch, not the lab's wants");
    }
    return base::success();
}

// "FROM-TO": whole ticks, FROM <= TO, at most kMaxMomentTicks of them.
base::Status readTicks(std::string_view text, int line, RecordedStep& moment) {
    const std::size_t dash = text.find('-');
    const auto whole = [](std::string_view digits, std::uint64_t& out) {
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
        return !digits.empty() && ec == std::errc{} && end == digits.data() + digits.size();
    };
    if (dash == std::string_view::npos || !whole(text.substr(0, dash), moment.from) || !whole(text.substr(dash + 1), moment.to) ||
        moment.from > moment.to || moment.to - moment.from >= kMaxMomentTicks) {
        return base::failureAtLine(line, "ticks needs FROM-TO, whole ticks with FROM <= TO and at most " + std::to_string(kMaxMomentTicks) + " of them, not " +
                            geom::quoted(text));
    }
    return base::success();
}

// The replay step's lines: replay, ticks, overlay.
base::Status readMomentLine(std::string_view keyword, std::string_view rest, int line, StepReading& s) {
    RecordedStep& moment = s.step.moment ? *s.step.moment : s.step.moment.emplace();
    if (keyword == "replay") {
        if (base::Status first = once(s.replayLine, line, "replay"); !first) return first;
        const bool named = rest.size() > 7 && rest.substr(rest.size() - 7) == ".replay" && rest.find_first_of("/\\ \t") == std::string_view::npos &&
                           rest.front() != '.';
        if (!named) return base::failureAtLine(line, "replay needs the name of a .replay file in the lessons' folder (no folder part), not " + geom::quoted(rest));
        moment.replay = rest;
        moment.line = line;
        return base::success();
    }
    if (keyword == "ticks") {
        if (base::Status first = once(s.ticksLine, line, "ticks"); !first) return first;
        return readTicks(rest, line, moment);
    }
    if (base::Status first = once(s.overlayLine, line, "overlay"); !first) return first;
    if (rest.empty()) return base::failureAtLine(line, "overlay needs the game's overlays, e.g. tunnels,rays");
    moment.overlays = rest;
    return base::success();
}

// What the step needs that it lacks, or success.
base::Status checkStep(const StepReading& r) {
    const auto missing = [&](std::string what) { return base::failureAtLine(r.line, "step has no " + what); };
    if (r.step.say.empty()) return missing("say line (what the student reads)");
    if (base::Status moment = checkMomentStep(r); !moment) return moment;
    if (r.replayLine != 0) {
        if (r.goalLine == 0) return missing("goal (the task, as the student reads it)");
        if (r.step.wants.empty()) return missing("want (what the program checks)");
        return base::success();
    }
    if (r.presetLine == 0 && (r.aLine == 0 || r.bLine == 0)) return missing("scene: give a preset, or both a and b");
    if (r.goalLine == 0) return missing("goal (the task, as the student reads it)");
    if (r.step.wants.empty()) return missing("want (what the program checks)");
    for (const Want& w : r.step.wants) {
        if ((w.kind == Want::Kind::Classic || w.kind == Want::Kind::Swept) && r.bulletLine == 0) return missing("bullet, which want classic/swept needs");
        if (w.kind == Want::Kind::GridShared && r.gridLine == 0) return missing("grid, which want grid needs");
    }
    if (r.bulletLine != 0 && (r.step.scene.b.kind != ShapeKind::Point || !hasVertices(r.step.scene.a))) {
        return base::failureAtLine(r.bulletLine, "bullet needs b to be a point (the bullet) and a to be a polygon (what it may hit)");
    }
    return base::success();
}

// Ends the step being read (if any) and keeps it.
base::Status closeStep(LessonReading& r) {
    if (!r.step) return base::success();
    if (base::Status complete = checkStep(*r.step); !complete) return complete;
    if (r.step->replayLine != 0) r.step->step.scene = labScenes().front();  // unseen: the lab's model stays a valid one
    r.lesson.steps.push_back(std::move(r.step->step));
    r.step.reset();
    return base::success();
}

base::Status readSceneLine(std::string_view keyword, std::string_view rest, int line, StepReading& s) {
    LabScene& scene = s.step.scene;
    if (keyword == "preset") {
        if (base::Status first = once(s.presetLine, line, "preset"); !first) return first;
        if (s.aLine != 0 || s.bLine != 0) return base::failureAtLine(line, "preset and a/b cannot both set the scene");
        const base::Result<std::size_t> index = findLabScene(rest);
        if (!index) return base::failureAtLine(line, index.error().reason);
        const Algorithm picture = scene.picture;
        scene = labScenes()[*index];
        if (s.pictureLine != 0) scene.picture = picture;
        return base::success();
    }
    if (s.presetLine != 0) return base::failureAtLine(line, "preset and a/b cannot both set the scene");
    const bool isA = keyword == "a";
    if (base::Status first = once(isA ? s.aLine : s.bLine, line, isA ? "a" : "b"); !first) return first;
    base::Result<LabShape> shape = shapeAt(rest, line);
    if (!shape) return shape.error();
    (isA ? scene.a : scene.b) = std::move(*shape);
    scene.name = "lesson";
    return base::success();
}

base::Status readStepLine(std::string_view keyword, std::string_view rest, int line, StepReading& s) {
    if (keyword == "say") {
        if (s.step.say.size() == kMaxSayLines) return base::failureAtLine(line, "too many say lines; at most 4 fit beside the scene");
        if (base::Status fits = textLine(keyword, rest, line); !fits) return fits;
        s.step.say.emplace_back(rest);
    } else if (keyword == "preset" || keyword == "a" || keyword == "b") {
        return readSceneLine(keyword, rest, line, s);
    } else if (keyword == "probe") {
        if (base::Status first = once(s.probeLine, line, "probe"); !first) return first;
        const auto n = numbers(rest, 2, "probe needs X Y", line);
        if (!n) return n.error();
        s.step.scene.probe = geometry::Vec2{(*n)[0], (*n)[1]};
    } else if (keyword == "picture") {
        if (base::Status first = once(s.pictureLine, line, "picture"); !first) return first;
        const std::optional<Algorithm> picture = pictureNamed(rest);
        if (!picture) return base::failureAtLine(line, "unknown picture " + geom::quoted(rest) + "; expected one of " + pictureWords());
        s.step.scene.picture = *picture;
    } else if (keyword == "bullet") {
        if (base::Status first = once(s.bulletLine, line, "bullet"); !first) return first;
        const auto n = numbers(rest, 2, "bullet needs DX DY (its travel in the tick)", line);
        if (!n) return n.error();
        s.step.bullet = geometry::Vec2{(*n)[0], (*n)[1]};
    } else if (keyword == "grid") {
        if (base::Status first = once(s.gridLine, line, "grid"); !first) return first;
        const auto n = numbers(rest, 1, "grid needs the cell size", line);
        if (!n) return n.error();
        if (!((*n)[0] >= 20.0 && (*n)[0] <= 400.0)) return base::failureAtLine(line, "grid cell size must be from 20 to 400 lab pixels");
        s.step.gridCell = (*n)[0];
    } else if (keyword == "replay" || keyword == "ticks" || keyword == "overlay") {
        return readMomentLine(keyword, rest, line, s);
    } else if (keyword == "goal") {
        if (base::Status first = once(s.goalLine, line, "goal"); !first) return first;
        if (base::Status fits = textLine(keyword, rest, line); !fits) return fits;
        s.step.goal = rest;
    } else if (keyword == "want") {
        if (s.step.wants.size() == kMaxWants) return base::failureAtLine(line, "too many want lines; at most 4 in a step");
        base::Result<Want> want = wantAt(rest, line);
        if (!want) return want.error();
        s.step.wants.push_back(*want);
    } else {
        return base::failureAtLine(line, "unknown keyword " + geom::quoted(keyword) +
                            "; expected title, step, say, preset, a, b, probe, picture, bullet, grid, replay, ticks, overlay, goal or want");
    }
    return base::success();
}

base::Status readLessonLine(std::string_view keyword, std::string_view rest, int line, LessonReading& r) {
    if (keyword == "title") {
        if (r.titleLine != 0) return base::failureAtLine(line, "title given twice (first on line " + std::to_string(r.titleLine) + ")");
        if (r.step) return base::failureAtLine(line, "title must come before the first step");
        if (base::Status fits = textLine(keyword, rest, line); !fits) return fits;
        r.titleLine = line;
        r.lesson.title = rest;
        return base::success();
    }
    if (keyword == "step") {
        if (!rest.empty()) return base::failureAtLine(line, "step takes nothing after it; its text goes on say lines");
        if (base::Status closed = closeStep(r); !closed) return closed;
        if (r.lesson.steps.size() == kMaxLessonSteps) return base::failureAtLine(line, "too many steps; at most 8 in a lesson");
        r.step.emplace();
        r.step->line = line;
        return base::success();
    }
    if (!r.step) return base::failureAtLine(line, geom::quoted(keyword) + " before the first step line");
    return readStepLine(keyword, rest, line, *r.step);
}

}  // namespace

std::string_view pictureWord(Algorithm algorithm) { return kPictures[indexOf(algorithm)].word; }

base::Result<Lesson> parseLesson(std::string_view text) {
    if (text.size() > kMaxLessonFileBytes) return base::failure("file is over 65536 bytes, larger than any lesson");
    LessonReading r;
    base::Status read = base::success();
    base::forEachLine(text, [&](std::string_view raw, int line) {
        if (const std::string bad = controlCharacterIn(raw, "a lesson file"); !bad.empty()) read = base::failureAtLine(line, bad);
        const std::string_view content = geom::trimmed(raw);
        if (!read || content.empty() || content.front() == '#') return static_cast<bool>(read);
        const std::size_t split = std::min(content.find_first_of(geom::kSpace), content.size());
        read = readLessonLine(content.substr(0, split), geom::trimmed(content.substr(split)), line, r);
        return static_cast<bool>(read);
    });
    if (!read) return read.error();
    if (base::Status closed = closeStep(r); !closed) return closed.error();
    if (r.titleLine == 0) return base::failure("no title (a line such as 'title The crossing number')");
    if (r.lesson.steps.empty()) return base::failure("no step (a lesson needs at least one 'step' with its say, scene, goal and want lines)");
    return std::move(r.lesson);
}

}  // namespace lab
