#include "lab/geom/GeomSession.h"

#include <cstddef>
#include <ios>
#include <istream>
#include <ostream>
#include <string>
#include <streambuf>
#include <string_view>

#include "lab/geom/GeomQueries.h"

namespace lab {

namespace {

// Answers are gathered and written in large blocks: a write per line would
// cost 100,000 system calls for 100,000 queries.
class BlockWriter {
public:
    BlockWriter(std::ostream& out, std::ostream& err) : out_(out), err_(err) {}

    void answer(std::string_view text) { outText_.append(text).push_back('\n'); }

    // The error carries its line: message() reads "line N: reason".
    void error(const base::Error& error) {
        outText_.append("error: ").append(error.reason).push_back('\n');
        errText_.append("geom: ").append(error.message()).push_back('\n');
    }

    bool full() const { return outText_.size() + errText_.size() >= kBlockSize; }

    void flush() {
        out_.write(outText_.data(), static_cast<std::streamsize>(outText_.size()));
        err_.write(errText_.data(), static_cast<std::streamsize>(errText_.size()));
        out_.flush();
        err_.flush();
        outText_.clear();
        errText_.clear();
    }

private:
    static constexpr std::size_t kBlockSize = std::size_t{1} << 16;
    std::ostream& out_;
    std::ostream& err_;
    std::string outText_;
    std::string errText_;
};

// Someone typing queries must see each answer before typing the next, but a
// pipe or file should still be answered in big blocks. Flushing just before
// the next read could block does both: typed input runs dry after every line,
// piped input only at the end of each chunk the reader fetches.
// A buffer that cannot read (libstdc++'s throws: stdin a folder or closed)
// may wait: the next read reports it.
bool nextReadMayWait(std::istream& in) {
    try {
        return in.rdbuf() == nullptr || in.rdbuf()->in_avail() <= 0;
    } catch (const std::ios_base::failure&) {
        return true;
    }
}

enum class LineRead { Line, TooLong, End, Failed };

// std::getline would hold a line of any length in memory; this keeps at most
// kMaxGeomLineBytes of it and skips the rest, so a 10 MB line costs a pass
// over its bytes and one error, not 10 MB and a parse.
LineRead readBoundedLine(std::istream& in, std::string& line) {
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    if (buffer == nullptr || !in) return LineRead::End;
    bool tooLong = false;
    for (;;) {
        std::streambuf::int_type c{};
        try {
            c = buffer->sbumpc();
        } catch (const std::ios_base::failure& e) {  // stdin a folder, or closed: libstdc++'s buffer throws
            line = e.what();
            in.setstate(std::ios::badbit);
            return LineRead::Failed;
        }
        if (std::streambuf::traits_type::eq_int_type(c, std::streambuf::traits_type::eof())) {
            in.setstate(std::ios::eofbit);
            if (line.empty() && !tooLong) return LineRead::End;
            break;
        }
        if (c == '\n') break;
        if (line.size() < kMaxGeomLineBytes) {
            line.push_back(std::streambuf::traits_type::to_char_type(c));
        } else {
            tooLong = true;
        }
    }
    return tooLong ? LineRead::TooLong : LineRead::Line;
}

// The answer to one line as read: a line cut short is an error, not a query.
base::Result<std::string> answerLine(LineRead read, const std::string& line, bool explain) {
    if (read == LineRead::TooLong) {
        return base::failure("line is longer than " + std::to_string(kMaxGeomLineBytes) + " bytes; the rest of it was skipped");
    }
    return answerQuery(line, explain);
}

}  // namespace

int runGeom(std::istream& in, std::ostream& out, std::ostream& err, bool explain) {
    BlockWriter writer(out, err);
    bool anyMalformed = false;
    std::string line;
    for (std::size_t lineNumber = 1; out; ++lineNumber) {  // answers lost: stop
        const LineRead read = readBoundedLine(in, line);
        if (read == LineRead::End) break;
        if (read == LineRead::Failed) {
            writer.flush();
            err << "geom: line " << lineNumber << ": cannot read the queries: " << line << '\n';
            return 2;
        }
        const base::Result<std::string> answer = answerLine(read, line, explain);
        if (!answer) {
            anyMalformed = true;
            base::Error placed = answer.error();
            placed.line = static_cast<int>(lineNumber);
            writer.error(placed);
        } else if (!answer->empty()) {
            writer.answer(*answer);
        }
        if (writer.full() || nextReadMayWait(in)) writer.flush();
    }
    writer.flush();
    return anyMalformed ? 2 : 0;
}

}  // namespace lab
