// Fuzz target: `polyroids geom`'s reader and evaluator (lab::runGeom), with
// and without --explain (the first byte picks). It must end with 0 or 2, and
// no answer (a line that is not an error, which may quote the input) says NaN.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "FuzzCheck.h"
#include "lab/geom/GeomSession.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const bool explain = (data[0] & 1) != 0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::istringstream in(text);
    std::ostringstream out;
    std::ostringstream err;
    const int status = lab::runGeom(in, out, err, explain);
    fuzz::require(status == 0 || status == 2, "geom exits 0 or 2");
    std::istringstream answers(out.str());
    for (std::string line; std::getline(answers, line);) {
        if (!line.starts_with("error:")) fuzz::require(line.find("nan") == std::string::npos, "geom never answers NaN");
    }
    return 0;
}
