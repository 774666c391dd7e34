// The pages' texts (issue #22): every text a page translates is in web/page_texts.cpp (so the catalogues
// have it), and Polish and German translate every one of them.
#include "content/po_file.hpp"
#include "lang/language.hpp"
#include "web/page_texts.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace {

std::string read(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// t('...') and t("...") in the scripts, data-t*="..." in the HTML, as scripts/page_texts finds them.
std::set<std::string> texts_in_pages() {
    namespace fs = std::filesystem;
    std::set<std::string> found;
    const std::regex single(R"(\bt\('((?:[^'\\]|\\.)*)')"), dbl(R"(\bt\("((?:[^"\\]|\\.)*)\")"),
        attr(R"(data-t(?:-label|-title|-placeholder)?="([^"]*)\")");
    for (const auto& entry : fs::directory_iterator(fs::path(GRAVEHOLD_TEST_DIR) / ".." / "pages")) {
        const std::string text = read(entry.path());
        const auto& re = entry.path().extension() == ".html" ? attr : single;
        for (std::sregex_iterator it(text.begin(), text.end(), re), end; it != end; ++it)
            found.insert(std::regex_replace((*it)[1].str(), std::regex(R"(\\')"), "'"));
        if (entry.path().extension() == ".js")
            for (std::sregex_iterator it(text.begin(), text.end(), dbl), end; it != end; ++it)
                found.insert((*it)[1].str());
    }
    return found;
}

} // namespace

TEST_CASE("every text a page translates is in the catalogue's list", "[lang][web]") {
    const auto& list = ae::web::page_texts();
    const std::set<std::string> listed(list.begin(), list.end());
    const auto used = texts_in_pages();
    REQUIRE(used.size() > 30);
    for (const auto& text : used) {
        INFO(text << " (run scripts/page_texts, then scripts/catalogues)");
        CHECK(listed.count(text));
    }
}

TEST_CASE("Polish and German translate every page text", "[lang][web]") {
    // Read from the catalogue itself: a translation may be the same word ("Name" in German), but it is there.
    for (const char* code : {"pl", "de"}) {
        const std::string path = std::string(GRAVEHOLD_TEST_DIR) + "/../lang/po/" + code + ".po";
        std::vector<ae::content::Diagnostic> errors;
        const auto entries = ae::content::parse_po(path, read(path), errors);
        REQUIRE(errors.empty());
        std::set<std::string> done;
        for (const auto& e : entries)
            if (e.context.empty() && !e.fuzzy && !e.strs.empty() && !e.strs.front().empty())
                done.insert(e.id);
        for (const char* text : ae::web::page_texts()) {
            INFO(code << ": " << text);
            CHECK(done.count(text));
        }
    }
}
