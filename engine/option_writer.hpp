// Writing a decision's options over those of an earlier request (Engine::reuse_options), so that their
// strings keep their buffers: the main phase offers twenty-odd options at every decision, and allocating
// each id and text afresh was most of the engine's own time (docs/performance.md). What is written is
// exactly what string concatenation wrote; only where the bytes live changes.
#pragma once

#include "engine/decision.hpp"

#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace ae {

namespace detail {
inline void append_part(std::string& out, std::string_view text) { out.append(text); }
// Integers as std::to_string writes them (no bool or char: those would be numbers here).
template <class Int,
          std::enable_if_t<
              std::is_integral_v<Int> && !std::is_same_v<Int, bool> && !std::is_same_v<Int, char>, int> = 0>
void append_part(std::string& out, Int n) {
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, n);
    out.append(buf, static_cast<std::size_t>(r.ptr - buf)); // (pointer, length): not the range overload
}
} // namespace detail

// out = the parts one after another (text, or integers in decimal), in out's own buffer.
template <class... Parts>
void assign_text(std::string& out, const Parts&... parts) {
    out.clear();
    (detail::append_part(out, parts), ...);
}

// Appends options by overwriting the ones already in `options`; those left over are removed when the
// writer goes out of scope. Without texts (Presentation::option_texts off, in simulations) every text is
// left empty: ids, enabled and reasons are written all the same.
class OptionWriter {
public:
    OptionWriter(std::vector<Option>& options, bool texts) : options_(options), texts_(texts) {}
    ~OptionWriter() { options_.resize(used_); }
    OptionWriter(const OptionWriter&) = delete;
    OptionWriter& operator=(const OptionWriter&) = delete;

    // The next option: empty id and text (buffers kept), enabled, no reason.
    Option& next() {
        if (used_ == options_.size()) options_.emplace_back();
        Option& o = options_[used_++];
        o.id.clear();
        o.text.clear();
        o.enabled = true;
        o.reason.clear();
        return o;
    }
    // The next option with a fixed id and text. (Appended: next() emptied them, and appending to a string
    // known to be empty costs less than assigning.)
    Option& add(std::string_view id, std::string_view text) {
        Option& o = next();
        o.id.append(id);
        if (texts_) o.text.append(text);
        return o;
    }
    // `o`, just written by next() or add(), is not allowed now, for this reason.
    static void disable(Option& o, std::string_view why) {
        o.enabled = false;
        o.reason.append(why); // empty since next()
    }
    // o.text = the parts (as assign_text), when texts are written at all.
    template <class... Parts>
    void text(Option& o, const Parts&... parts) {
        if (texts_) assign_text(o.text, parts...);
    }
    // Whether texts are written: a text whose parts cost something to find is built only then.
    bool texts() const { return texts_; }

private:
    std::vector<Option>& options_;
    bool texts_;
    std::size_t used_ = 0;
};

} // namespace ae
