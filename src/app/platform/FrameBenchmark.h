#pragma once
// --benchmark-frames: the figures of a run that draws frames as fast as it
// can, and the one line it prints. No SDL: the times are measured by the loop.

#include <cstddef>
#include <string>
#include <vector>

namespace app {

/// Most frames one --benchmark-frames run may draw (each frame's time is kept: 8 MB at most).
inline constexpr std::size_t kMaxBenchmarkFrames = 1'000'000;

/// "frames=F asteroids=A bullets=B mean_ms=M p99_ms=P": F the frames timed (`frameMs`, each frame's
/// milliseconds, the first included), A and B the counts at the last frame, M the mean and P the 99th
/// percentile (nearest rank: with fewer than 100 frames, the slowest), both with three decimals.
std::string frameBenchmarkLine(std::vector<double> frameMs, std::size_t asteroids, std::size_t bullets);

}  // namespace app
