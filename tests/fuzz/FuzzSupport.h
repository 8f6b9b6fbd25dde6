#pragma once

// What the fuzz targets check of a parser, and how they read a JSON document, written once.

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

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

/// Equal to what it gives for its own JSON, where T has operator==: to_json writes all it reads.
template<typename T>
void roundTripSame(protocol::Expected<T> (*parse)(const nlohmann::json &), const nlohmann::json &value)
{
    const auto parsed = parse(value);
    if (!parsed)
        return;
    const auto again = parse(nlohmann::json(*parsed));
    require(again.ok() && *again == *parsed);
}

/// The members an object input is read as besides itself: the golden files (one named document
/// per member) are seeds as they are, and the fuzzer finds a document one level down.
inline constexpr std::size_t kMaxMemberDocuments = 16;

/// Calls check with the input read as one JSON document (none when it is not JSON) and, for an
/// object, with each of its first kMaxMemberDocuments members' values.
template<typename Check>
void forEachDocument(const std::uint8_t *data, std::size_t size, Check check)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
    if (document.is_discarded())
        return;
    check(document);
    if (!document.is_object())
        return;
    std::size_t members = 0;
    for (const auto &member : document.items()) {
        if (members++ == kMaxMemberDocuments)
            break;
        check(member.value());
    }
}

} // namespace shardscope::fuzz
