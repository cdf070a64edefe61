#include "layout/Wrap.h"

#include <algorithm>

namespace layout {

namespace {

// Bytes of the UTF-8 character starting at `at` (1 for a broken sequence), so a break never splits one.
std::size_t characterLength(const std::string& s, std::size_t at) {
    std::size_t end = at + 1;
    while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0u) == 0x80u) ++end;
    return end - at;
}

// The longest head of `word` that fits `room` pixels, at least one character; what it takes from `word` is removed.
std::string takeHead(const Measure& measure, std::string& word, Type type, const std::string& indent, int room) {
    std::size_t cut = characterLength(word, 0);
    while (cut < word.size()) {
        const std::size_t next = cut + characterLength(word, cut);
        if (measure.width(indent + word.substr(0, next), type) > room) break;
        cut = next;
    }
    std::string head = word.substr(0, cut);
    word.erase(0, cut);
    return head;
}

// One given line as shown lines no wider than `room`.
void wrapOne(const Measure& measure, const Line& line, std::size_t source, int room, std::vector<ShownLine>& out) {
    if (measure.width(line.text, line.type) <= room) {
        out.push_back({line.text, line.type, source});
        return;
    }
    const std::size_t firstWord = std::min(line.text.find_first_not_of(' '), line.text.size());
    const std::string continuation = line.text.substr(0, firstWord) + "  ";
    std::string current = line.text.substr(0, firstWord);
    std::size_t wordsInCurrent = 0;
    std::size_t at = firstWord;
    while (at < line.text.size()) {  // each turn takes a word, or a head of one, from the line: bounded by its length
        const std::size_t space = std::min(line.text.find(' ', at), line.text.size());
        std::string word = line.text.substr(at, space - at);
        at = std::min(space + 1, line.text.size());
        if (word.empty()) continue;
        while (!word.empty()) {
            const std::string joined = wordsInCurrent == 0 ? current + word : current + " " + word;
            if (measure.width(joined, line.type) <= room) {
                current = joined;
                ++wordsInCurrent;
                break;
            }
            if (wordsInCurrent > 0) {
                out.push_back({current, line.type, source});
                current = continuation;
                wordsInCurrent = 0;
                continue;
            }
            out.push_back({current + takeHead(measure, word, line.type, current, room), line.type, source});
            current = continuation;
        }
    }
    if (wordsInCurrent > 0) out.push_back({current, line.type, source});
}

}  // namespace

std::vector<ShownLine> wrapLines(const Measure& measure, std::span<const Line> lines, int maxWidth) {
    std::vector<ShownLine> out;
    for (std::size_t i = 0; i < lines.size(); ++i) wrapOne(measure, lines[i], i, maxWidth, out);
    return out;
}

Size panelSize(const Measure& measure, std::span<const ShownLine> lines) {
    Size size{0, 2 * kPanelPadding};
    for (const ShownLine& line : lines) {
        size.w = std::max(size.w, measure.width(line.text, line.type));
        size.h += measure.height(line.type);
    }
    size.w += 2 * kPanelPadding;
    return size;
}

}  // namespace layout
