#pragma once
// Internal: reads one JSON object field by field, checking types and ranges,
// and records every problem as `file:/pointer: message` instead of stopping at
// the first. Each loader in this folder is a short list of calls to it.

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/diagnostics.hpp"
#include "jasta/base/enums.hpp"
#include "jasta/base/measured.hpp"
#include "jasta/base/names.hpp"

namespace jasta::detail {

using Json = nlohmann::json;

// Reads and parses a file through parseJsonText. Problems (missing,
// unreadable, too large, empty, not JSON) are reported against `displayName`.
std::optional<Json> readJsonFile(const std::filesystem::path& path, const std::string& displayName,
                                 Diagnostics& diagnostics);

// Reads a whole file (at most kMaxFileBytes) for parseJsonText.
std::optional<std::string> readTextFile(const std::filesystem::path& path, const std::string& displayName,
                                        Diagnostics& diagnostics);

// The *.json files of one folder (not its subfolders), in name order so that
// messages and ids come out the same on every machine. A folder that cannot
// be listed, or a .json entry that cannot be looked at (a symlink loop), is
// reported in `diagnostics`.
std::vector<std::filesystem::path> jsonFilesIn(const std::filesystem::path& folder, Diagnostics& diagnostics);

// The one parse of JSON that Jasta did not write itself (data, scenarios,
// lessons, rule texts, plans files, saves): refuses, naming the pointer,
// nesting deeper than kMaxJsonDepth, a key given twice in one object, a
// string longer than kMaxStringBytes and a text longer than kMaxFileBytes
// (jasta/base/limits.hpp). Never recursive, whatever the input.
std::optional<Json> parseJsonText(std::string_view text, const std::string& displayName, Diagnostics& diagnostics);

// Whether `text` is an id of the data: 1 to 64 lower-case letters, digits,
// '_' or '-', starting with a letter or a digit.
bool isIdText(std::string_view text);

enum class Need { Required, Optional };

class ObjectReader {
public:
    // Reports "must be an object" when `value` is not one; every read then fails quietly.
    ObjectReader(const Json& value, std::string file, std::string pointer, Diagnostics& diagnostics);

    [[nodiscard]] bool isObject() const { return m_object != nullptr; }
    // True while no problem has been reported through this reader.
    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] const std::string& file() const { return m_file; }
    [[nodiscard]] const std::string& pointer() const { return m_pointer; }
    [[nodiscard]] std::string pointerTo(std::string_view key) const;
    [[nodiscard]] bool has(std::string_view key) const;
    [[nodiscard]] const Json* child(std::string_view key, Need need);

    // Fails the reader with a message about `key` (or the object when key is empty).
    void fail(std::string_view key, const std::string& message);
    // Marks the reader failed when a nested reader already reported the problem.
    void markFailed() { m_ok = false; }

    // Checks `"format_version": 1`.
    void formatVersion();
    // Reports every key not in `known` as unknown (catches typos in data).
    void allowOnly(std::initializer_list<std::string_view> known);

    std::string string(std::string_view key, Need need = Need::Required);
    // A stable id: lower-case letters, digits, '_' and '-', starting with a letter or digit.
    std::string id(std::string_view key, Need need = Need::Required);
    // One upper-case letter A–Z (deck letters).
    char letter(std::string_view key, Need need = Need::Required, char fallback = 'A');
    bool boolean(std::string_view key, Need need, bool fallback);
    int integer(std::string_view key, int min, int max, Need need = Need::Required, int fallback = 0);
    double number(std::string_view key, double min, double max, Need need = Need::Required, double fallback = 0.0);
    Measured<double> measured(std::string_view key, double min, double max);
    Measured<int> measuredInt(std::string_view key, int min, int max);

    template <Named E>
    E enumeration(std::string_view key, Need need, E fallback) {
        const Json* value = child(key, need);
        if (value == nullptr) return fallback;
        if (!value->is_string()) {
            fail(key, "must be one of: " + nameList<E>());
            return fallback;
        }
        if (auto parsed = parseName<E>(value->get_ref<const std::string&>())) return *parsed;
        fail(key, "must be one of: " + nameList<E>() + " (found \"" + value->get<std::string>() + "\")");
        return fallback;
    }

    // A reader for the object at `key` (reports "is missing" when required and absent).
    std::optional<ObjectReader> object(std::string_view key, Need need = Need::Required);
    // The array at `key`, or nullptr (reports when required and absent, or not an array).
    const Json* array(std::string_view key, Need need = Need::Required, bool nonEmpty = false);
    // The strings of the array at `key`, each checked by `valid`; an element
    // that is not a string or not valid is reported at its own pointer as
    // "must be <what>" and left out.
    std::vector<std::string> strings(std::string_view key, Need need, bool nonEmpty,
                                     const std::function<bool(std::string_view)>& valid, std::string_view what);

    // Reads every element of the array at `key` as an object: `read(entry, index)`
    // reads its fields and keeps what it built when entry.ok(). An element that
    // is not an object, or that `read` leaves failed, fails this reader.
    template <class Read>
    void eachObject(std::string_view key, Need need, bool nonEmpty, Read&& read) {
        const Json* list = array(key, need, nonEmpty);
        if (list == nullptr) return;
        for (std::size_t i = 0; i < list->size(); ++i) {
            ObjectReader entry((*list)[i], m_file, appendPointer(pointerTo(key), i), *m_diagnostics);
            if (entry.isObject()) read(entry, i);
            if (!entry.ok()) markFailed();
        }
    }
    // Fails `key` with `duplicate <what> "<id>"<where>` when `seen` already has
    // `id` (only while the reader is still ok, so one problem is not reported twice).
    void unique(std::string_view key, const std::string& id, std::set<std::string>& seen, std::string_view what,
                std::string_view where = "");

    [[nodiscard]] Diagnostics& diagnostics() { return *m_diagnostics; }

private:
    const Json* m_object = nullptr;
    std::string m_file;
    std::string m_pointer;
    Diagnostics* m_diagnostics;
    bool m_ok = true;
};

// Reads an integer from a JSON value with the same checks and messages as
// ObjectReader::integer, for array elements.
std::optional<int> readInteger(const Json& value, int min, int max, const std::string& file, const std::string& pointer,
                               Diagnostics& diagnostics);
std::optional<double> readNumber(const Json& value, double min, double max, const std::string& file,
                                 const std::string& pointer, Diagnostics& diagnostics);

}  // namespace jasta::detail
