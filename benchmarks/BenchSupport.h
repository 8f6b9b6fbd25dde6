#pragma once

// Small helpers shared by the benchmark programs: numbers as text and a plain-text table.

#include <string>
#include <vector>

namespace shardscope::benchmarks {

/// `value` with `decimals` digits after the point ("%.*f").
std::string formatNumber(double value, int decimals);

/// Prints `rows` under `header` as a table of columns separated by " | ", each as wide as its
/// widest cell (UTF-8 aware), with a rule under the header.
void printTable(const std::vector<std::string> &header, const std::vector<std::vector<std::string>> &rows);

} // namespace shardscope::benchmarks
