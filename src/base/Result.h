#pragma once
// The project's one error convention. A function that can fail returns
// Result<T> (or Status when there is no value): either the value, or an Error
// saying what failed and where. Nothing prints on the caller's behalf: the
// caller decides whether the message goes to stderr, a screen or a test.
// Messages read "FILE:LINE: reason" for files, "FILE: reason" when the file
// as a whole is at fault, and "line N: reason" for text with no file name.

#include <string>
#include <utility>
#include <variant>

namespace base {

/// What failed and where. `file` empty: not about a file; `line` 0: not about one line.
struct Error {
    std::string reason;    ///< lower case, no trailing full stop, e.g. "unknown command 'foo'"
    std::string file;      ///< the path as the user gave it, or empty
    int line = 0;          ///< 1-based line number within file (or the input), or 0

    /// "FILE:LINE: reason", "FILE: reason", "line N: reason" or "reason".
    std::string message() const {
        std::string where = file;
        if (line > 0) where += (file.empty() ? "line " : ":") + std::to_string(line);
        return where.empty() ? reason : where + ": " + reason;
    }

    /// This error, placed in `path` (keeping its line).
    Error inFile(std::string path) && {
        file = std::move(path);
        return std::move(*this);
    }
};

/// A T, or the Error that prevented it.
template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : state_(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    /// The value; only when ok().
    T& value() & { return std::get<0>(state_); }
    const T& value() const& { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    /// The error; only when !ok().
    const Error& error() const { return std::get<1>(state_); }

private:
    std::variant<T, Error> state_;
};

/// Success, or the Error that prevented it.
using Status = Result<std::monostate>;
/// The success value of a Status.
inline Status success() { return std::monostate{}; }

/// An Error with just a reason, for the caller to place.
inline Error failure(std::string reason, std::string file = {}, int line = 0) {
    return Error{std::move(reason), std::move(file), line};
}

/// An Error at a 1-based line of the text being read, for the caller to name the file.
inline Error failureAtLine(int line, std::string reason) { return failure(std::move(reason), {}, line); }

}  // namespace base
