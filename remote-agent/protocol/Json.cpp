#include "remote-agent/protocol/Json.h"

#include "remote-agent/protocol/SafeText.h"

#include <limits>

namespace shardscope::protocol {

using nlohmann::json;

ObjectReader::ObjectReader(const json &object, std::string path)
    : m_object(object)
    , m_path(std::move(path))
{
    if (!m_object.is_object())
        fail((m_path.empty() ? std::string("document") : m_path) + " is not a JSON object");
}

std::string ObjectReader::pathOf(const char *key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + key;
}

void ObjectReader::fail(const std::string &message)
{
    if (!m_error)
        m_error = ParseError{ParseErrorCode::WrongShape, message};
}

const json *ObjectReader::find(const char *key)
{
    if (m_error)
        return nullptr;
    const auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null())
        return nullptr;
    return &*it;
}

void ObjectReader::required(const char *key, std::string &out)
{
    requiredExact(key, out);
    if (!m_error)
        out = safeText(out);
}

void ObjectReader::requiredExact(const char *key, std::string &out)
{
    if (m_error)
        return;
    if (const json *v = find(key); v && v->is_string())
        out = v->get<std::string>();
    else
        fail(pathOf(key) + (v ? " is not a string" : " is missing"));
}

void ObjectReader::required(const char *key, int &out)
{
    if (m_error)
        return;
    std::optional<int> value;
    optional(key, value);
    if (value)
        out = *value;
    else
        fail(pathOf(key) + " is missing");
}

void ObjectReader::optional(const char *key, std::optional<std::string> &out)
{
    const json *v = find(key);
    if (!v)
        return;
    if (v->is_string())
        out = safeText(v->get_ref<const std::string &>());
    else
        fail(pathOf(key) + " is not a string");
}

void ObjectReader::optional(const char *key, std::string &out)
{
    std::optional<std::string> value;
    optional(key, value);
    if (value)
        out = std::move(*value);
}

void ObjectReader::optional(const char *key, std::optional<std::int64_t> &out)
{
    const json *v = find(key);
    if (!v)
        return;
    if (v->is_number_unsigned()
        && v->get<std::uint64_t>() > std::uint64_t(std::numeric_limits<std::int64_t>::max()))
        fail(pathOf(key) + " is out of range");
    else if (v->is_number_integer())
        out = v->get<std::int64_t>();
    else
        fail(pathOf(key) + " is not an integer");
}

void ObjectReader::optional(const char *key, std::optional<int> &out)
{
    std::optional<std::int64_t> wide;
    optional(key, wide);
    if (!wide)
        return;
    if (*wide < std::numeric_limits<int>::min() || *wide > std::numeric_limits<int>::max())
        fail(pathOf(key) + " is out of range");
    else
        out = static_cast<int>(*wide);
}

void ObjectReader::optional(const char *key, std::optional<std::uint64_t> &out)
{
    const json *v = find(key);
    if (!v)
        return;
    // A document built in memory holds a non-negative number as a signed one (parsed text as an
    // unsigned one): either is a size.
    if (v->is_number_unsigned() || (v->is_number_integer() && v->get<std::int64_t>() >= 0))
        out = v->get<std::uint64_t>();
    else if (v->is_number_integer())
        fail(pathOf(key) + " is negative");
    else
        fail(pathOf(key) + " is not an unsigned integer");
}

void ObjectReader::optional(const char *key, std::optional<double> &out)
{
    const json *v = find(key);
    if (!v)
        return;
    if (v->is_number())
        out = v->get<double>();
    else
        fail(pathOf(key) + " is not a number");
}

void ObjectReader::optional(const char *key, bool &out)
{
    const json *v = find(key);
    if (!v)
        return;
    if (v->is_boolean())
        out = v->get<bool>();
    else
        fail(pathOf(key) + " is not a boolean");
}

void ObjectReader::optional(const char *key, std::vector<std::string> &out)
{
    const json *v = find(key);
    if (!v)
        return;
    if (!v->is_array()) {
        fail(pathOf(key) + " is not an array");
        return;
    }
    std::vector<std::string> values;
    for (const json &item : *v) {
        if (!item.is_string()) {
            fail(pathOf(key) + " holds a value that is not a string");
            return;
        }
        values.push_back(safeText(item.get_ref<const std::string &>()));
    }
    out = std::move(values);
}

const json *ObjectReader::child(const char *key, json::value_t expected)
{
    const json *v = find(key);
    if (v && v->type() != expected) {
        fail(pathOf(key) + (expected == json::value_t::array ? " is not an array" : " is not an object"));
        return nullptr;
    }
    return v;
}

bool nestsAtMost(std::string_view text, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"')
            inString = true;
        else if (c == '[' || c == '{') {
            if (++depth > maxDepth)
                return false;
        } else if ((c == ']' || c == '}') && depth > 0)
            --depth;
    }
    return true;
}

Expected<json> parseJsonText(std::string_view text)
{
    if (!nestsAtMost(text, kMaxJsonDepth))
        return ParseError{ParseErrorCode::TooDeep, "arrays or objects nested deeper than "
                                                       + std::to_string(kMaxJsonDepth) + " levels"};
    json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded())
        return ParseError{ParseErrorCode::NotJson, "not valid JSON"};
    return j;
}

bool requirePresent(ObjectReader &r, const nlohmann::json &j, const char *key)
{
    if (!r.ok())
        return false;
    const auto it = j.is_object() ? j.find(key) : j.end();
    if (it == j.end() || it->is_null()) {
        r.fail(r.pathOf(key) + " is missing");
        return false;
    }
    return true;
}

} // namespace shardscope::protocol
