#include "content/pack_manifest.hpp"

#include "content/ids.hpp"

namespace ae::content {

std::optional<Manifest> read_manifest(const std::string& dir, std::vector<Diagnostic>& errors) {
    SourceFile f(report_path(dir, "pack.yaml"), errors);
    std::error_code ec;
    if (!std::filesystem::exists(std::filesystem::path(dir) / "pack.yaml", ec)) {
        errors.push_back({{f.path(), 0, 0}, "missing pack.yaml: every pack folder needs one"});
        return std::nullopt;
    }
    auto doc = parse_yaml(f, std::filesystem::path(dir) / "pack.yaml");
    if (!doc) return std::nullopt;
    MapReader r(f, *doc, "pack.yaml", {"id", "name", "version", "requires"});
    if (!r.is_map()) return std::nullopt;
    Manifest m;
    m.info.dir = dir;
    m.info.name = r.string("name", true).value_or("");
    m.info.version = r.integer("version", true, 1).value_or(0);
    if (auto list = r.list("requires", false)) {
        for (std::size_t i = 0; i < list->size(); ++i) {
            Value item((*list)[i]);
            auto req = read_string(f, item, "'requires' entry " + std::to_string(i + 1), true);
            if (!req) continue;
            if (!is_word(*req)) f.error(item.mark, "'" + *req + "' is not a pack id (one lower-case word)");
            m.info.requires_.push_back(*req);
            m.requires_pos.push_back(f.pos(item.mark));
        }
    }
    auto id_value = r.value("id", true);
    auto id = id_value ? read_string(f, *id_value, "'id'", true) : std::nullopt;
    if (!id) return std::nullopt;
    if (!is_word(*id)) {
        f.error(id_value->mark,
                "pack id '" + *id + "' must be one lower-case word (a-z, 0-9, _), like 'base'");
        return std::nullopt;
    }
    m.info.id = *id;
    m.id_pos = f.pos(id_value->mark);
    return m;
}

namespace {

// Depth-first: a pack is emitted once everything it requires has been.
class Orderer {
public:
    Orderer(const std::vector<Manifest>& packs, std::vector<Diagnostic>& errors)
        : packs_(packs), errors_(errors) {
        for (std::size_t i = 0; i < packs.size(); ++i) index_[packs[i].info.id] = i;
        state_.assign(packs.size(), State::New);
    }

    std::vector<Manifest> run() {
        for (std::size_t i = 0; i < packs_.size(); ++i) visit(i);
        return std::move(out_);
    }

private:
    enum class State { New, Active, Done };

    void visit(std::size_t i) {
        if (state_[i] != State::New) return;
        state_[i] = State::Active;
        path_.push_back(packs_[i].info.id);
        const PackInfo& p = packs_[i].info;
        for (std::size_t k = 0; k < p.requires_.size(); ++k) {
            const SourcePos& at = packs_[i].requires_pos[k];
            auto it = index_.find(p.requires_[k]);
            if (it == index_.end()) {
                if (is_word(p.requires_[k]))
                    errors_.push_back({at, "pack '" + p.id + "' requires pack '" + p.requires_[k] +
                                               "', which is not among the packs being loaded"});
            } else if (state_[it->second] == State::Active) {
                errors_.push_back({at, "requires cycle: " + cycle_to(p.requires_[k])});
            } else {
                visit(it->second);
            }
        }
        path_.pop_back();
        state_[i] = State::Done;
        out_.push_back(packs_[i]);
    }

    // "a -> b -> a" for a cycle closing at `id`, which is on the current path.
    std::string cycle_to(const std::string& id) const {
        std::string s;
        bool in = false;
        for (const auto& p : path_) {
            in = in || p == id;
            if (in) s += p + " -> ";
        }
        return s + id;
    }

    const std::vector<Manifest>& packs_;
    std::vector<Diagnostic>& errors_;
    std::map<std::string, std::size_t> index_;
    std::vector<State> state_;
    std::vector<std::string> path_;
    std::vector<Manifest> out_;
};

} // namespace

std::vector<Manifest> dependency_order(const std::vector<Manifest>& packs, std::vector<Diagnostic>& errors) {
    return Orderer(packs, errors).run();
}

std::map<std::string, std::set<std::string>> visible_packs(const std::vector<Manifest>& ordered) {
    std::map<std::string, std::set<std::string>> visible;
    for (const auto& m : ordered) {
        auto& mine = visible[m.info.id];
        mine.insert(m.info.id);
        for (const auto& req : m.info.requires_)
            if (auto it = visible.find(req); it != visible.end() && req != m.info.id)
                mine.insert(it->second.begin(), it->second.end());
    }
    return visible;
}

} // namespace ae::content
