// One content file being read: the path diagnostics name, and parsing it with yaml-cpp.
#pragma once

#include "content/diagnostic.hpp"

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ae::content {

// The path a diagnostic names: the pack folder exactly as the caller handed it, joined with the
// pack-relative file, so callers (and tests) can predict it.
std::string report_path(const std::string& pack_dir, const std::string& rel);

// The whole file, or nullopt when it cannot be read.
std::optional<std::string> read_bytes(const std::filesystem::path& path);

class SourceFile {
public:
    SourceFile(std::string path, std::vector<Diagnostic>& errors)
        : path_(std::move(path)), errors_(&errors) {}

    const std::string& path() const { return path_; }
    // yaml-cpp marks are 0-based; a node without a place (an empty document) is put at the file's start.
    SourcePos pos(const YAML::Mark& m) const;
    SourcePos pos(const YAML::Node& n) const { return pos(n.Mark()); }
    void error(const YAML::Mark& m, std::string message) const;
    void error(const YAML::Node& n, std::string message) const { error(n.Mark(), std::move(message)); }
    // For problems with the file as a whole.
    void error(std::string message) const { error(YAML::Mark::null_mark(), std::move(message)); }
    std::size_t error_count() const { return errors_->size(); } // every file's, so far

private:
    std::string path_;
    std::vector<Diagnostic>* errors_;
};

// Reads and parses `fs_path` as one YAML document. Unreadable files, syntax errors (at yaml-cpp's mark) and
// extra documents are reported; so are files over 1 MB, unknown tags (`!!python/object`), text that is not
// UTF-8 or holds control characters, and nesting deeper than 64. The document is returned only when it
// parsed and passed those checks.
std::optional<YAML::Node> parse_yaml(const SourceFile& file, const std::filesystem::path& fs_path);

} // namespace ae::content
