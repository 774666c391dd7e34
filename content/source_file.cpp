#include "content/source_file.hpp"

#include <fstream>
#include <sstream>

namespace ae::content {

std::string report_path(const std::string& pack_dir, const std::string& rel) {
    return (std::filesystem::path(pack_dir) / rel).generic_string();
}

std::optional<std::string> read_bytes(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return bytes.str();
}

SourcePos SourceFile::pos(const YAML::Mark& m) const {
    if (m.is_null()) return {path_, 1, 1};
    return {path_, m.line + 1, m.column + 1};
}

void SourceFile::error(const YAML::Mark& m, std::string message) const {
    errors_->push_back({pos(m), std::move(message)});
}

std::optional<YAML::Node> parse_yaml(const SourceFile& file, const std::filesystem::path& fs_path) {
    auto text = read_bytes(fs_path);
    if (!text) {
        file.error("cannot read the file");
        return std::nullopt;
    }
    std::vector<YAML::Node> docs;
    try {
        docs = YAML::LoadAll(*text);
    } catch (const YAML::ParserException& e) {
        file.error(e.mark, "YAML syntax error: " + e.msg);
        return std::nullopt;
    }
    if (docs.empty()) return YAML::Node(); // an empty file is an empty (null) document
    // A second document would be silently ignored by a reader that takes the first; say so instead.
    if (docs.size() > 1) file.error(docs[1].Mark(), "a content file holds one YAML document, found more");
    return docs.front();
}

} // namespace ae::content
