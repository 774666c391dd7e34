// What the tests of other languages look for (issue #22): the English words of the catalogues, and the
// plain-ASCII words of a text a person reads, so "no English word left" can be checked (and can fail).
#pragma once

#include <catch2/catch.hpp>

#include <cctype>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace ae::test {

// The English words (four letters or more) of every text of the catalogues `files` (paths from the tests
// folder, "/../lang/po/gravehold.pot"), placeholders left out.
inline std::set<std::string> catalogue_words(const std::vector<std::string>& files) {
    std::set<std::string> words;
    for (const auto& file : files) {
        std::ifstream in(std::string(GRAVEHOLD_TEST_DIR) + file);
        REQUIRE(in.good());
        const std::regex quoted("^(msgid|msgid_plural)? ?\"(.*)\"$"), placeholder("\\{[a-z_]+\\}"),
            word("[A-Za-z]{4,}");
        bool in_msgid = false;
        for (std::string line; std::getline(in, line);) {
            if (line.rfind("msgid", 0) == 0) in_msgid = true;
            if (line.rfind("msgstr", 0) == 0 || line.rfind("msgctxt", 0) == 0 || line.empty())
                in_msgid = false;
            std::smatch m;
            if (!in_msgid || !std::regex_match(line, m, quoted)) continue;
            const std::string text = std::regex_replace(m[2].str(), placeholder, " ");
            for (std::sregex_iterator it(text.begin(), text.end(), word), end; it != end; ++it) {
                std::string w = it->str();
                for (auto& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                words.insert(w);
            }
        }
    }
    return words;
}

// Words of `text` made of ASCII letters only (a Polish or German word with an accented letter is not one).
inline std::vector<std::string> ascii_words(const std::string& text) {
    std::vector<std::string> out;
    std::string w;
    bool plain = true;
    const auto flush = [&] {
        if (!w.empty() && plain) out.push_back(w);
        w.clear();
        plain = true;
    };
    for (unsigned char c : text) {
        if (std::isalpha(c))
            w += static_cast<char>(std::tolower(c));
        else if (c >= 0x80)
            plain = false, w += '?';
        else
            flush();
    }
    flush();
    return out;
}

} // namespace ae::test
