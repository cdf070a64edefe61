#pragma once
// Typing three initials for the high-score table at game over, with keys
// (letters, arrows, Backspace, Enter) or a pad (d-pad, A, B), as plain state
// driven by the loop, so it is tested without a window.

#include <array>
#include <cstddef>
#include <string>

namespace app {

class InitialsEntry {
public:
    /// Puts `letter` (a-z or A-Z; anything else is ignored) at the cursor and moves on (staying on the last).
    void type(char letter);
    /// The letter at the cursor one up (A->B, Z->A) or down.
    void cycle(int step);
    /// Moves the cursor one place left or right (stops at the ends).
    void move(int step);
    /// Pad A: moves on, or on the last letter finishes. Returns true when finished.
    bool advance();
    /// Enter: finishes at once.
    void finish() { finished_ = true; }
    bool finished() const { return finished_; }

    /// The three letters.
    std::string initials() const { return {letters_.begin(), letters_.end()}; }
    /// "A [B] C": the letters with the cursor's in brackets.
    std::string shown() const;

private:
    std::array<char, 3> letters_{'A', 'A', 'A'};
    std::size_t cursor_ = 0;
    bool finished_ = false;
};

}  // namespace app
