#include "app/game/InitialsEntry.h"

namespace app {

void InitialsEntry::type(char letter) {
    if (letter >= 'a' && letter <= 'z') letter = static_cast<char>(letter - 'a' + 'A');
    if (letter < 'A' || letter > 'Z') return;
    letters_[cursor_] = letter;
    move(1);
}

void InitialsEntry::cycle(int step) {
    const int next = ((letters_[cursor_] - 'A' + step) % 26 + 26) % 26;
    letters_[cursor_] = static_cast<char>('A' + next);
}

void InitialsEntry::move(int step) {
    if (step < 0 && cursor_ > 0) --cursor_;
    if (step > 0 && cursor_ + 1 < letters_.size()) ++cursor_;
}

bool InitialsEntry::advance() {
    if (cursor_ + 1 == letters_.size()) finished_ = true;
    move(1);
    return finished_;
}

std::string InitialsEntry::shown() const {
    std::string out;
    for (std::size_t i = 0; i < letters_.size(); ++i) {
        if (i > 0) out += ' ';
        out += i == cursor_ ? std::string("[") + letters_[i] + "]" : std::string(1, letters_[i]);
    }
    return out;
}

}  // namespace app
