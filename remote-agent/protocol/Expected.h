#pragma once

#include <string>
#include <utility>
#include <variant>

namespace shardscope::protocol {

/// Why a protocol document could not be used.
enum class ParseErrorCode {
    Unknown = 0,
    NotJson,            ///< the text is not valid JSON
    WrongShape,         ///< valid JSON, but a field is missing or has the wrong type
    UnsupportedVersion, ///< the peer speaks another protocol version
    TooLong,            ///< a line exceeded the protocol's length bound
};

struct ParseError {
    ParseErrorCode code = ParseErrorCode::Unknown;
    std::string message; ///< untranslated detail, names the offending field
};

/// A value or a ParseError (std::expected is C++23; this is the small part we need).
template<typename T>
class [[nodiscard]] Expected
{
public:
    Expected(T value)
        : m_data(std::move(value))
    {}
    Expected(ParseError error)
        : m_data(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }

    const ParseError &error() const { return std::get<ParseError>(m_data); }

private:
    std::variant<T, ParseError> m_data;
};

} // namespace shardscope::protocol
