#pragma once
// Problems found while reading data, scenario or save files.
// Every problem names the file and the JSON pointer (RFC 6901) of the value
// at fault, so a player or modder can go straight to it.

#include <string>
#include <vector>

namespace jasta {

struct Diagnostic {
    std::string file;     // path as the user gave it, e.g. "data/aircraft/spad_xiii.json"
    std::string pointer;  // JSON pointer, e.g. "/structure/value"; empty = the whole file
    std::string message;  // plain English, e.g. "must be a positive integer"

    // "file:/pointer: message", or "file: message" for the whole file.
    [[nodiscard]] std::string toString() const;
    bool operator==(const Diagnostic&) const = default;
};

class Diagnostics {
public:
    void add(std::string file, std::string pointer, std::string message);
    [[nodiscard]] bool empty() const { return m_items.empty(); }
    [[nodiscard]] std::size_t size() const { return m_items.size(); }
    [[nodiscard]] const std::vector<Diagnostic>& items() const { return m_items; }
    // All messages, one per line (for exceptions and test failure output).
    [[nodiscard]] std::string toString() const;

private:
    std::vector<Diagnostic> m_items;
};

// Appends one token to a JSON pointer, escaping '~' and '/' as RFC 6901 says.
std::string appendPointer(const std::string& pointer, std::string_view token);
std::string appendPointer(const std::string& pointer, std::size_t index);

}  // namespace jasta
