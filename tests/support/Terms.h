#pragma once
// The terms a student may not know (issue 29: "AABB, SAT, MTV, winding, 'Egret', 'shmup' are explained where they
// first appear, or not used") and the words that explain each, for the tests that read what a student sees in order:
// the lessons' steps (tests/lab/lessons), the lab's presets, the game's legend, SAT inset and stats panel
// (tests/render/overlays).

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace testing {

/// A term and the words that explain it: any one of them, in the same text or an earlier one.
struct Term {
    std::string_view word;
    std::vector<std::string_view> explained;
};

inline const std::vector<Term>& terms() {
    static const std::vector<Term> all{
        {"SAT", {"separating axis test"}},
        {"MTV", {"minimum translation vector"}},
        {"AABB", {"axis-aligned bounding box"}},
        {"Egret", {"Egret game engine"}},
        {"shmup", {"shoot-'em-up"}},
        {"winding", {"way round", "goes round"}},  // the way round an outline goes: what the winding number counts
    };
    return all;
}

/// `text` has `word` as a word of its own (not inside a longer one: "SAT" is not in "SATURN").
inline bool usesWord(std::string_view text, std::string_view word) {
    const auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
        const bool before = at == 0 || !letter(text[at - 1]);
        const bool after = at + word.size() == text.size() || !letter(text[at + word.size()]);
        if (before && after) return true;
    }
    return false;
}

/// Each term used in `texts` (what a student reads, a text at a time, in order: a screen, a line) before any text
/// explained it, as "SAT in text 2 (\"SAT, whole shapes ...\")"; none when every term comes with or after its
/// explanation.
inline std::vector<std::string> unexplainedTerms(std::span<const std::string> texts) {
    std::vector<std::string> problems;
    std::set<std::string_view> explained, reported;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        for (const Term& term : terms()) {
            const bool explains = std::any_of(term.explained.begin(), term.explained.end(),
                                              [&](std::string_view words) { return texts[i].find(words) != std::string::npos; });
            if (explains) explained.insert(term.word);
        }
        for (const Term& term : terms()) {
            if (!usesWord(texts[i], term.word) || explained.contains(term.word) || !reported.insert(term.word).second) continue;
            problems.push_back(std::string(term.word) + " in text " + std::to_string(i + 1) + " (\"" + texts[i].substr(0, 160) + "\")");
        }
    }
    return problems;
}

}  // namespace testing
