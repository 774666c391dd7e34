#include "campaigns/catalogues.hpp"

#include "campaigns/expedition_gen.hpp"
#include "content/free_texts.hpp"
#include "content/lua_strings.hpp"
#include "core/errors.hpp"

#include <algorithm>
#include <filesystem>

namespace ae::campaign {
namespace fs = std::filesystem;

std::string catalogue_dir(const CampaignDef& def) {
    if (parse_expedition_id(def.id))
        return (fs::path(GRAVEHOLD_CAMPAIGNS_DIR) / "expedition" / "lang").string();
    if (def.dir.empty() || def.dir.starts_with("<")) return "";
    return (fs::path(def.dir) / "lang").string();
}

void read_catalogues(const CampaignDef& def, Content& c) {
    const std::string dir = catalogue_dir(def);
    if (dir.empty()) return;
    std::vector<fs::path> files;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".po") files.push_back(it->path());
    std::sort(files.begin(), files.end());
    std::vector<content::Diagnostic> errors;
    for (const auto& f : files) content::read_free_texts(f.string(), f.string(), c, errors);
    if (errors.empty()) return;
    std::string all;
    for (const auto& e : errors) all += "\n" + content::format(e);
    throw ContentError(errors.front().pos, "a campaign catalogue has errors:" + all);
}

std::vector<std::string> campaign_texts(const CampaignDef& def) {
    if (parse_expedition_id(def.id)) return expedition_texts();
    std::vector<std::string> out;
    const auto add = [&](const std::string& t) {
        if (!t.empty() && std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
    };
    // A flag's value is shown when it is a word ("defeated"), not a letter naming a road.
    const auto add_value = [&](const std::string& v) {
        if (v.size() > 2) add(v);
    };
    add(def.name);
    for (const auto& [id, r] : def.rule_stickers) add(r.text);
    for (const auto& st : def.steps) {
        add(st.title);
        for (const auto& op : st.ops) {
            add(op.text);
            add(op.battle.label);
            for (const auto& o : op.options) {
                add(o.text);
                for (const auto& [k, v] : o.flags) {
                    add(k); // a flag's name reads in the log ("ch3": what Chapter 3 chose)
                    add_value(v);
                }
            }
            if (op.kind == OpKind::Change && op.change.kind == "set_flag") {
                add(op.change.id);
                add_value(op.change.value);
            }
        }
    }
    for (const auto& t : content::lua_texts(def.script_source)) add(t.text);
    return out;
}

} // namespace ae::campaign
