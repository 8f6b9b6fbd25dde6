#pragma once

// What both fuzz targets check of a parser, written once.

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

namespace shardscope::fuzz {

/// Stops the run: libFuzzer keeps the input that got here as a crash artifact.
inline void require(bool condition)
{
    if (!condition)
        std::abort();
}

/// What `parse` takes from `value` comes back from its own JSON: to_json and the parser agree.
template<typename T>
void roundTrip(protocol::Expected<T> (*parse)(const nlohmann::json &), const nlohmann::json &value)
{
    const auto parsed = parse(value);
    if (parsed)
        require(parse(nlohmann::json(*parsed)).ok());
}

} // namespace shardscope::fuzz
