#include "BenchSupport.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace shardscope::benchmarks {

namespace {

/// Characters as a terminal shows them (UTF-8 continuation bytes take no column).
std::size_t displayWidth(const std::string &text)
{
    return std::size_t(std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

} // namespace

std::string formatNumber(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

void printTable(const std::vector<std::string> &header, const std::vector<std::vector<std::string>> &rows)
{
    std::vector<std::size_t> widths(header.size());
    for (std::size_t c = 0; c < header.size(); ++c)
        widths[c] = displayWidth(header[c]);
    for (const auto &row : rows)
        for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    auto print = [&](const std::vector<std::string> &row) {
        for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c)
            std::cout << (c ? " | " : "") << row[c] << std::string(widths[c] - displayWidth(row[c]), ' ');
        std::cout << "\n";
    };
    print(header);
    std::string rule;
    for (std::size_t c = 0; c < widths.size(); ++c)
        rule += (c ? "-|-" : "") + std::string(widths[c], '-');
    std::cout << rule << "\n";
    for (const auto &row : rows)
        print(row);
}

} // namespace shardscope::benchmarks
