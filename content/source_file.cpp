#include "content/source_file.hpp"

#include "core/json_depth.hpp"
#include "engine/text_check.hpp"

#include <yaml-cpp/depthguard.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

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

namespace {

constexpr std::uintmax_t kMaxContentFile = 1u << 20; // far above any real pack file (the largest is ~7 KB)
constexpr int kMaxDepth = 64;

bool known_tag(const std::string& tag) {
    static const char* const kinds[] = {"str", "int", "bool", "null", "float", "seq", "map"};
    if (tag.empty() || tag == "?" || tag == "!") return true;
    for (const char* k : kinds)
        if (tag == std::string("tag:yaml.org,2002:") + k) return true;
    return false;
}

// Every node of the document: known tags only, text that is text, and a bounded depth. Iterative, so a
// deep document cannot exhaust the stack here.
void check_nodes(const SourceFile& file, const YAML::Node& root) {
    std::vector<std::pair<YAML::Node, int>> todo = {{root, 0}};
    while (!todo.empty()) {
        auto [node, depth] = todo.back();
        todo.pop_back();
        if (!known_tag(node.Tag())) {
            file.error(node.Mark(), "unknown YAML tag '" + node.Tag() + "'; content files use plain YAML");
            continue;
        }
        if (node.IsScalar()) {
            if (auto why = bad_text(node.Scalar()); !why.empty()) file.error(node.Mark(), "this text " + why);
            continue;
        }
        if (depth >= kMaxDepth) {
            file.error(node.Mark(), "nested more than " + std::to_string(kMaxDepth) + " levels deep");
            return;
        }
        if (node.IsSequence())
            for (const auto& child : node) todo.emplace_back(child, depth + 1);
        if (node.IsMap())
            for (const auto& kv : node) {
                todo.emplace_back(kv.first, depth + 1);
                todo.emplace_back(kv.second, depth + 1);
            }
    }
}

} // namespace

namespace {

// The innermost '[' or '{' still open at byte `end`, outside quotes and comments, as a mark; nullopt when
// every flow collection before it is closed. A light reading of YAML, used only to place an error.
std::optional<YAML::Mark> unclosed_flow(const std::string& t, std::size_t end) {
    std::vector<YAML::Mark> open;
    YAML::Mark here;
    char quote = 0;
    char last = '\n'; // the last character on this line that is not a space: a quote opens a scalar only
                      // where a scalar may start, so "don't" in plain text opens nothing
    bool comment = false;
    for (std::size_t i = 0; i < end && i < t.size(); ++i) {
        const char c = t[i];
        if (c == '\n') {
            last = '\n';
            comment = false;
            ++here.line;
            here.column = 0;
            here.pos = static_cast<int>(i + 1);
            continue;
        }
        if (comment) {
        } else if (quote == '"' && c == '\\') {
            ++i, ++here.column; // the escaped character
        } else if (quote != 0) {
            if (c == quote) quote = 0; // '' inside single quotes closes and reopens: the same
        } else if ((c == '"' || c == '\'') &&
                   std::string_view("\n:-[{,?").find(last) != std::string_view::npos) {
            quote = c;
        } else if (c == '#' && (i == 0 || t[i - 1] == ' ' || t[i - 1] == '\t')) {
            comment = true;
        } else if (c == '[' || c == '{') {
            YAML::Mark m = here;
            m.pos = static_cast<int>(i);
            open.push_back(m);
        } else if ((c == ']' || c == '}') && !open.empty()) {
            open.pop_back();
        }
        if (c != ' ' && c != '\t') last = c;
        ++here.column;
    }
    if (open.empty()) return std::nullopt;
    return open.back();
}

} // namespace

std::optional<YAML::Node> parse_yaml(const SourceFile& file, const std::filesystem::path& fs_path) {
    std::error_code ec;
    if (const auto size = std::filesystem::file_size(fs_path, ec); !ec && size > kMaxContentFile) {
        file.error("a content file is at most " + std::to_string(kMaxContentFile) + " bytes; this one has " +
                   std::to_string(size));
        return std::nullopt;
    }
    auto text = read_bytes(fs_path);
    if (!text) {
        file.error("cannot read the file");
        return std::nullopt;
    }
    std::vector<YAML::Node> docs;
    try {
        docs = YAML::LoadAll(*text);
    } catch (const YAML::DeepRecursion& e) {
        // yaml-cpp stops itself some thousand levels down, calling it "bad file" at wherever it stopped.
        // Point at the first flow bracket past our own bound instead, when brackets are what nests.
        YAML::Mark at = e.mark;
        if (const auto byte = json_too_deep_at(*text, kMaxDepth)) {
            at = YAML::Mark();
            at.pos = static_cast<int>(*byte);
            for (std::size_t i = 0; i < *byte; ++i) {
                if ((*text)[i] == '\n') {
                    ++at.line;
                    at.column = 0;
                } else {
                    ++at.column;
                }
            }
        }
        file.error(at, "nested more than " + std::to_string(kMaxDepth) + " levels deep");
        return std::nullopt;
    } catch (const YAML::ParserException& e) {
        // yaml-cpp notices a bracket left open only where the next line breaks the flow: point at the
        // bracket instead, which is where the mistake is.
        if (const auto open = unclosed_flow(*text, static_cast<std::size_t>(std::max(e.mark.pos, 0)));
            open && open->line < e.mark.line) {
            file.error(*open, std::string("YAML syntax error: this '") +
                                  (*text)[static_cast<std::size_t>(open->pos)] +
                                  "' is never closed (yaml-cpp stopped at line " +
                                  std::to_string(e.mark.line + 1) + ": " + e.msg + ")");
            return std::nullopt;
        }
        file.error(e.mark, "YAML syntax error: " + e.msg);
        return std::nullopt;
    }
    if (docs.empty()) return YAML::Node(); // an empty file is an empty (null) document
    // A second document would be silently ignored by a reader that takes the first; say so instead.
    if (docs.size() > 1) file.error(docs[1].Mark(), "a content file holds one YAML document, found more");
    const std::size_t before = file.error_count();
    check_nodes(file, docs.front());
    if (file.error_count() != before) return std::nullopt;
    return docs.front();
}

} // namespace ae::content
