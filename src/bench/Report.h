#pragma once
// Printing the benchmark's measurements and checking that the rows agree.

#include <vector>

#include "bench/Measure.h"

namespace bench {

/// scene,n,row,median_ms,p99_ms,candidates,hits,hit_hash
void printCsvHeader();

/// One CSV line per measurement.
void printCsvRows(const std::vector<Measurement>& results);

/// A readable table of one scene at one size, with each row's time relative to ours.
void printTable(const std::vector<Measurement>& results);

/// Whether every row of one scene and size found the same hits (a sampled
/// row: the same hits among its sample); prints each disagreement to stderr.
bool reportDisagreements(const std::vector<Measurement>& results);

}  // namespace bench
