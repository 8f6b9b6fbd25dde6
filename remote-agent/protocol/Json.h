#pragma once

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope::protocol {

/// Strict reader for one JSON object coming from an untrusted peer. Each read checks the type;
/// the first failure is kept with the field's path ("gpus[1].memory_total_bytes") and later reads
/// become no-ops, so a parser reads all fields and checks ok() once at the end. Every string it
/// reads is made safe to show (safeText): a peer's text never carries a control character further.
class ObjectReader
{
public:
    ObjectReader(const nlohmann::json &object, std::string path);

    void required(const char *key, std::string &out);
    /// As required(), but the string exactly as the peer sent it, not made safe: for an identifier
    /// that the caller then checks byte by byte (a rendezvous key), so that the check sees it all.
    void requiredExact(const char *key, std::string &out);
    void required(const char *key, int &out);
    void optional(const char *key, std::optional<std::string> &out);
    void optional(const char *key, std::optional<int> &out);
    void optional(const char *key, std::optional<std::int64_t> &out);
    void optional(const char *key, std::optional<std::uint64_t> &out);
    void optional(const char *key, std::optional<double> &out);
    void optional(const char *key, std::string &out); ///< keeps out when absent
    void optional(const char *key, bool &out);        ///< keeps out when absent
    void optional(const char *key, std::vector<std::string> &out);

    /// The sub-object or array at key (null when absent); records an error on a wrong type.
    const nlohmann::json *child(const char *key, nlohmann::json::value_t expected);

    std::string pathOf(const char *key) const;
    void fail(const std::string &message);
    bool ok() const { return !m_error.has_value(); }
    /// Only valid when !ok().
    ParseError error() const { return *m_error; }

private:
    const nlohmann::json *find(const char *key);

    const nlohmann::json &m_object;
    std::string m_path;
    std::optional<ParseError> m_error;
};

/// Fails r with "<key> is missing" unless `j` (the object r reads) has the field, not null.
/// Returns whether r is still ok and the field is there.
bool requirePresent(ObjectReader &r, const nlohmann::json &j, const char *key);

/// A non-negative integer that fits T at key; absent leaves out as it is (an error when required).
/// Also takes one that a program (not the text parser) stored as a signed integer.
template<typename T>
void readUnsigned(ObjectReader &r, const nlohmann::json &j, const char *key, T &out, bool required)
{
    if (!r.ok() || !j.is_object())
        return;
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) {
        if (required)
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    std::uint64_t value = 0;
    if (it->is_number_unsigned()) {
        value = it->template get<std::uint64_t>();
    } else if (it->is_number_integer()) {
        const auto signedValue = it->template get<std::int64_t>();
        if (signedValue < 0) {
            r.fail(r.pathOf(key) + " is negative");
            return;
        }
        value = static_cast<std::uint64_t>(signedValue);
    } else {
        r.fail(r.pathOf(key) + " is not an unsigned integer");
        return;
    }
    if (value > std::uint64_t(std::numeric_limits<T>::max()))
        r.fail(r.pathOf(key) + " is out of range");
    else
        out = static_cast<T>(value);
}

/// readUnsigned of an optional field: set only when the field is there (and not null).
template<typename T>
void readOptionalUnsigned(ObjectReader &r, const nlohmann::json &j, const char *key, std::optional<T> &out)
{
    if (!r.ok() || !j.is_object() || !j.contains(key) || j.at(key).is_null())
        return;
    T value{};
    readUnsigned(r, j, key, value, true);
    if (r.ok())
        out = value;
}

/// The object at key, parsed by parse(object, path) (a message type's own parser, which names
/// its fields under `path`); absent leaves out as it is (an error when required).
template<typename T, typename Parse>
void readObject(ObjectReader &r, const char *key, T &out, bool required, Parse parse)
{
    const nlohmann::json *object = r.child(key, nlohmann::json::value_t::object);
    if (!object) {
        if (required && r.ok())
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    auto parsed = parse(*object, r.pathOf(key));
    if (!parsed) {
        r.fail(parsed.error().message);
        return;
    }
    out = std::move(parsed).value();
}

/// An enum's wire name from its table of (value, name); `none` for a value the table lacks.
template<typename Enum, std::size_t N>
std::string nameOf(const std::array<std::pair<Enum, const char *>, N> &names, Enum value,
                   const char *none = "unknown")
{
    for (const auto &[candidate, name] : names)
        if (candidate == value)
            return name;
    return none;
}

/// The value a wire name stands for in its table; `none` for a name the table lacks.
template<typename Enum, std::size_t N>
Enum valueOf(const std::array<std::pair<Enum, const char *>, N> &names, const std::string &text,
             Enum none = Enum::Unknown)
{
    for (const auto &[candidate, name] : names)
        if (text == name)
            return candidate;
    return none;
}

/// The parsed value, or r's first error.
template<typename T>
Expected<T> finish(ObjectReader &r, T value)
{
    if (!r.ok())
        return r.error();
    return value;
}

/// How deeply arrays and objects from a peer may nest: far above any real message (a bench report
/// nests about six levels), far below what would overflow the stack of a recursive copy, compare
/// or dump of the value (a 200 KB line of '[' is 100 000 levels).
inline constexpr int kMaxJsonDepth = 64;

/// Whether no array or object in `text` nests deeper than maxDepth. One pass over the bytes, no
/// parse: brackets inside strings do not count. Says nothing about whether text is valid JSON.
bool nestsAtMost(std::string_view text, int maxDepth);

/// Parses text as JSON without throwing: TooDeep when it nests deeper than kMaxJsonDepth (checked
/// before parsing), NotJson when it is not JSON. Every JSON text from a peer goes through here.
Expected<nlohmann::json> parseJsonText(std::string_view text);

/// Sets j[key] only when the optional holds a value: absent stays absent.
template<typename T>
void putOptional(nlohmann::json &j, const char *key, const std::optional<T> &value)
{
    if (value)
        j[key] = *value;
}

} // namespace shardscope::protocol
