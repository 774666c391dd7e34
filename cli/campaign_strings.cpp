// `gravehold campaign strings ID`: a campaign's texts as a gettext template (.pot) on standard output, for
// its translators (docs/translating.md): the story, titles, prompts, options, rule stickers, flag words and
// the notes its hooks write (campaigns/catalogues.hpp), or a generated expedition's sentence patterns.
// scripts/pack_catalogues merges it into the campaign's lang/<code>.po files.
#include "cli/campaign_strings.hpp"
#include "campaigns/catalogues.hpp"
#include "campaigns/definition.hpp"
#include "campaigns/expedition_gen.hpp"
#include "content/po_file.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

namespace ae::cli {

int campaign_strings(const std::string& id, std::ostream& out) {
    namespace fs = std::filesystem;
    std::vector<std::string> texts;
    std::string dir;
    if (id == "expedition") {
        texts = campaign::expedition_texts();
        dir = campaign::catalogue_dir(campaign::CampaignDef{.id = campaign::expedition_id({4, 1})});
    } else {
        const campaign::CampaignDef def = campaign::load_shipped_definition(id);
        texts = campaign::campaign_texts(def);
        dir = campaign::catalogue_dir(def);
    }
    // What translators wrote by hand (words a hook sets as a flag): kept, so merging does not drop them.
    std::vector<std::string> by_hand;
    std::error_code ec;
    std::vector<fs::path> files;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".po") files.push_back(it->path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        std::ifstream in(f, std::ios::binary);
        std::stringstream buf;
        buf << in.rdbuf();
        std::vector<content::Diagnostic> ignored; // a broken catalogue is reported where it is read
        for (const auto& e : content::parse_po(f.string(), buf.str(), ignored))
            if (e.context.empty() && std::find(texts.begin(), texts.end(), e.id) == texts.end() &&
                std::find(by_hand.begin(), by_hand.end(), e.id) == by_hand.end())
                by_hand.push_back(e.id);
    }
    out << "# Texts of the campaign " << id << " for translators (gravehold campaign strings).\n"
        << "# msgid is the English as the campaign writes it; one with {placeholders} is a pattern.\n"
        << "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n";
    for (const auto& t : texts) out << "msgid " << content::po_quote(t) << "\nmsgstr \"\"\n\n";
    for (const auto& t : by_hand)
        out << "#. written by hand in the catalogues: a word a hook sets\nmsgid " << content::po_quote(t)
            << "\nmsgstr \"\"\n\n";
    return 0;
}

} // namespace ae::cli
